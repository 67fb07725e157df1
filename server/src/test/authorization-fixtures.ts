/**
 * The college the authorization matrix runs against: two sides, A and B, each a virtual course with its teacher,
 * one enrolled student and that student's records (an assignment, a submission with a stored file, a grade,
 * attendance, a live virtual class), plus an admin, announcements for each audience, contact messages, an
 * archived course, and a student of both courses whose records in each belong to that side.
 * Routes that destroy or change state take fresh records from `fresh`, so that no call depends on another.
 */
import { randomUUID } from 'node:crypto';
import type { Announcement } from '../../../contract/announcements';
import type { App } from '../app';
import { announcements, calendarFeeds, contactMessages, examPermissions } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../lib/secret-token';
import { createSession } from '../plugins/session-store';
import {
  buildAdmin,
  buildAssignment,
  buildAttendance,
  buildCourse,
  buildTerm,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildParticipant,
  buildStudent,
  buildSubmission,
  buildVirtualSession,
  injectAs,
  signIn,
} from './factories';
import { multipartBody, SAMPLE_FILES } from './multipart';
import { quizPayload } from './quiz-payload';

export const SIDES = ['A', 'B'] as const;
export type Side = (typeof SIDES)[number];

export const ACTORS = ['anonymous', 'studentA', 'studentB', 'facultyA', 'facultyB', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];
export type SignedInActor = Exclude<ActorName, 'anonymous'>;

export type Audience = Announcement['target_audience'];
export const AUDIENCES: readonly Audience[] = ['all', 'students', 'faculty'];

type User = Awaited<ReturnType<typeof buildStudent>>;
type Course = Awaited<ReturnType<typeof buildCourse>>;

/** One side of the college: what its teacher and its student own. */
export interface SideRecords {
  course: Course;
  teacher: User;
  student: User;
  assignment: { id: string };
  /** The student's submission to `assignment`, with a stored PDF. */
  submission: { id: string };
  grade: { id: string };
  attendance: { id: string };
  /** Live now (started 5 minutes ago, for an hour): every join window is open. */
  session: { id: string };
  contactMessage: { id: string };
  /** A PDF the teacher shared on the course page. */
  material: { id: string };
  /** The teacher's announcement to the class. */
  classAnnouncement: { id: string };
  /** A question paper attached to `assignment`. */
  attachment: { id: string };
}

export interface World {
  app: App;
  people: Record<SignedInActor, User>;
  A: SideRecords;
  B: SideRecords;
  announcements: Record<Audience, string>;
  /** Listed in the catalogue only for an admin who asks for archived courses. */
  archivedCourse: Course;
  /** An account that only the login route uses. */
  login: { email: string; password: string };
  /** The ids an actor of the other side (or anyone anonymous) must never see in an answer. */
  privateIds: Record<Side, string[]>;
  fresh: ReturnType<typeof freshRecords>;
}

const MINUTE = 60_000;
/** The test quiz, open from an hour ago to an hour ahead: attempts can start now. */
export const openQuizPayload = () =>
  quizPayload({
    opens_at: new Date(Date.now() - 60 * MINUTE).toISOString(),
    closes_at: new Date(Date.now() + 60 * MINUTE).toISOString(),
  });
let sequence = 0;
const next = () => `${process.pid % 1000}${++sequence}`;

/** A new session of the actor, created directly: routes that end sessions get their own token. */
export const sessionToken = (app: App, user: { id: string }) =>
  createSession(app.db, user.id, '127.0.0.1', 'authorization-matrix');

export async function buildWorld(app: App): Promise<{ world: World; tokens: Record<SignedInActor, string> }> {
  const admin = await buildAdmin(app, { name: 'Admin' });
  const sides = {} as Record<Side, SideRecords>;
  const tokens = { admin: await signIn(app, admin.email) } as Record<SignedInActor, string>;

  for (const side of SIDES) {
    const teacher = await buildFaculty(app, { name: `Teacher ${side}` });
    const student = await buildStudent(app, { name: `Student ${side}` });
    tokens[`faculty${side}`] = await signIn(app, teacher.email);
    tokens[`student${side}`] = await signIn(app, student.email);
    const course = await buildCourse(app, { instructorId: teacher.id, isVirtual: true });
    await buildEnrollment(app, student.id, course.id);
    const assignment = await buildAssignment(app, course.id);
    const submitted = await injectAs(app, tokens[`student${side}`], {
      method: 'POST',
      url: `/api/assignments/${assignment.id}/submit`,
      ...(await multipartBody(
        { submission_text: 'See attached' },
        { name: 'answer.pdf', content: SAMPLE_FILES.pdf() },
      )),
    });
    if (submitted.statusCode !== 201) throw new Error(`submission of side ${side}: ${submitted.body}`);
    const grade = await buildGrade(app, { studentId: student.id, courseId: course.id, marks: 70 });
    const [attendance] = await buildAttendance(app, student.id, course.id, ['present']);
    const startedAt = new Date(Date.now() - 5 * MINUTE);
    const session = await buildVirtualSession(app, course, {
      scheduledAt: startedAt,
      startedAt,
      status: 'ongoing',
    });
    // Everyone who may leave the class has joined it, so that leaving is theirs to do.
    for (const user of [student, teacher, admin]) await buildParticipant(app, session.id, user.id, startedAt);
    const [message] = await app.db
      .insert(contactMessages)
      .values({
        name: `Visitor ${side}`,
        email: `visitor${side.toLowerCase()}@example.com`,
        subject: 'general',
        message: 'When are fees due?',
      })
      .returning();
    const teacherToken = tokens[`faculty${side}`];
    const records = await courseHomeRecords(app, teacherToken, course.id, assignment.id);
    sides[side] = {
      ...records,
      course,
      teacher,
      student,
      assignment,
      submission: { id: submitted.json().data.submission._id },
      grade,
      attendance,
      session,
      contactMessage: message,
    };
  }

  // A student of both courses: what it has in one course, the other course's teacher must never see.
  const shared = await buildStudent(app, { name: 'Student of both' });
  const sharedRecords = {} as Record<Side, string[]>;
  for (const side of SIDES) {
    const { course, assignment } = sides[side];
    await buildEnrollment(app, shared.id, course.id);
    const grade = await buildGrade(app, { studentId: shared.id, courseId: course.id, marks: 60 });
    const [attendance] = await buildAttendance(app, shared.id, course.id, ['late']);
    const submission = await buildSubmission(app, assignment.id, shared.id);
    sharedRecords[side] = [grade.id, attendance.id, submission.id];
  }

  const announcementIds = {} as Record<Audience, string>;
  for (const audience of AUDIENCES) {
    const [row] = await app.db
      .insert(announcements)
      .values({ title: `For ${audience}`, content: 'Read me.', targetAudience: audience, authorId: admin.id })
      .returning();
    announcementIds[audience] = row.id;
  }

  const archivedCourse = await buildCourse(app, { archivedAt: new Date() });
  const loginUser = await buildStudent(app);
  const privateOf = (side: Side) => {
    const s = sides[side];
    return [s.student.id, s.assignment.id, s.submission.id, s.grade.id, s.attendance.id, s.session.id];
  };
  const world: World = {
    app,
    people: {
      admin,
      facultyA: sides.A.teacher,
      facultyB: sides.B.teacher,
      studentA: sides.A.student,
      studentB: sides.B.student,
    },
    ...sides,
    announcements: announcementIds,
    archivedCourse,
    login: { email: loginUser.email, password: 'password123' },
    privateIds: {
      A: [...privateOf('A'), ...sharedRecords.A],
      B: [...privateOf('B'), ...sharedRecords.B],
    },
    fresh: freshRecords(app, sides),
  };
  return { world, tokens };
}

/** What a teacher puts on the course page, made through the API as the teacher would. */
async function courseHomeRecords(app: App, teacherToken: string, courseId: string, assignmentId: string) {
  const created = async (what: string, response: Awaited<ReturnType<typeof injectAs>>, key: string) => {
    if (response.statusCode !== 201) throw new Error(`${what}: ${response.body}`);
    return { id: (response.json().data[key] as { _id: string })._id };
  };
  const pdf = { name: 'notes.pdf', content: SAMPLE_FILES.pdf() };
  return {
    material: await created(
      'material',
      await injectAs(app, teacherToken, {
        method: 'POST',
        url: `/api/courses/${courseId}/materials`,
        ...(await multipartBody({ kind: 'file', title: `Slides ${next()}` }, pdf)),
      }),
      'material',
    ),
    classAnnouncement: await created(
      'class announcement',
      await injectAs(app, teacherToken, {
        method: 'POST',
        url: `/api/courses/${courseId}/announcements`,
        payload: { title: `Quiz ${next()}`, content: 'On Monday.' },
      }),
      'announcement',
    ),
    attachment: await created(
      'attachment',
      await injectAs(app, teacherToken, {
        method: 'POST',
        url: `/api/assignments/${assignmentId}/attachments`,
        ...(await multipartBody({}, pdf)),
      }),
      'attachment',
    ),
  };
}

/** Records made for one call, for routes that delete them or change their state. */
function freshRecords(app: App, sides: Record<Side, SideRecords>) {
  return {
    /** New course-page records of the side's course, made as its teacher. */
    courseHome: async (side: Side) =>
      courseHomeRecords(
        app,
        // A session of its own: by then the matrix may have changed the teacher's password.
        await sessionToken(app, sides[side].teacher),
        sides[side].course.id,
        sides[side].assignment.id,
      ),
    student: (status?: 'approved' | 'pending' | 'deactivated') => buildStudent(app, { status }),
    faculty: (status?: 'approved' | 'pending' | 'deactivated') => buildFaculty(app, { status }),
    /** A course of no one. */
    course: () => buildCourse(app),
    /** A term that has ended, in a year of its own. */
    term: () => buildTerm(app),
    enroll: (studentId: string, courseId: string) => buildEnrollment(app, studentId, courseId),
    /** A new assignment of the side's course; with `submitted`, the side's student has submitted it. */
    async assignment(side: Side, submitted = false) {
      const assignment = await buildAssignment(app, sides[side].course.id);
      const submission = submitted
        ? await buildSubmission(app, assignment.id, sides[side].student.id)
        : undefined;
      return { assignment, submission };
    },
    /**
     * A student of the side's course at 70% attendance, who needs the department's permission for the exam;
     * with `permitted`, one is recorded.
     */
    async studentNeedingPermission(side: Side, permitted = false) {
      const student = await buildStudent(app);
      await buildEnrollment(app, student.id, sides[side].course.id);
      await buildAttendance(app, student.id, sides[side].course.id, [
        ...Array<'present'>(7).fill('present'),
        ...Array<'absent'>(3).fill('absent'),
      ]);
      if (permitted) {
        await app.db
          .insert(examPermissions)
          .values({ studentId: student.id, courseId: sides[side].course.id });
      }
      return student;
    },
    /** A quiz of the side's course, open now, set by its teacher through the API. */
    async quiz(side: Side): Promise<{ id: string }> {
      const res = await injectAs(app, await sessionToken(app, sides[side].teacher), {
        method: 'POST',
        url: `/api/courses/${sides[side].course.id}/quizzes`,
        payload: openQuizPayload(),
      });
      if (res.statusCode !== 201) throw new Error(`quiz of side ${side}: ${res.body}`);
      return { id: (res.json().data.quiz as { _id: string })._id };
    },
    /** The side's student's attempt at a new quiz (`submitted`: handed in), with its first question's id. */
    async quizAttempt(side: Side, submitted = false) {
      const quiz = await this.quiz(side);
      const token = await sessionToken(app, sides[side].student);
      const started = await injectAs(app, token, { method: 'POST', url: `/api/quizzes/${quiz.id}/attempts` });
      if (started.statusCode !== 200) throw new Error(`quiz attempt of side ${side}: ${started.body}`);
      const attempt = started.json().data.attempt as {
        _id: string;
        questions: { _id: string; kind: string; options: { _id: string }[] }[];
      };
      if (submitted) {
        await injectAs(app, token, { method: 'POST', url: `/api/quiz-attempts/${attempt._id}/submit` });
      }
      // An answer of the right form to the first question the student sees (their order is shuffled).
      const first = attempt.questions[0]!;
      const answer =
        first.kind === 'short'
          ? { question_id: first._id, text: 'TCP' }
          : { question_id: first._id, choice_ids: [first.options[0]!._id] };
      return { quiz, attempt: { id: attempt._id, answer } };
    },
    /** A calendar feed link of the user: the secret of its URL. */
    async calendarToken(userId: string) {
      const token = newSecretToken();
      await app.db
        .insert(calendarFeeds)
        .values({ userId, tokenHash: hashSecretToken(token) })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashSecretToken(token) } });
      return token;
    },
    /** A session of the side's course: scheduled to start in 5 minutes (startable now), or live. */
    session: (side: Side, status: 'scheduled' | 'ongoing') => {
      const scheduledAt = new Date(Date.now() + (status === 'scheduled' ? 5 : -5) * MINUTE);
      return buildVirtualSession(app, sides[side].course, {
        scheduledAt,
        status,
        startedAt: status === 'ongoing' ? scheduledAt : null,
      });
    },
    async announcement() {
      const [row] = await app.db
        .insert(announcements)
        .values({ title: `Fresh ${next()}`, content: 'Read me.', targetAudience: 'all' })
        .returning();
      return row;
    },
    async contactMessage() {
      const [row] = await app.db
        .insert(contactMessages)
        .values({ name: 'Visitor', email: 'visitor@example.com', subject: 'general', message: 'Hello' })
        .returning();
      return row;
    },
    unique: () => `${next()}${randomUUID().slice(0, 4)}`,
  };
}
