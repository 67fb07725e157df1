/**
 * A class's records follow its offering's term (issue 34): attendance dates and virtual classes lie within the
 * term, and once the admin closes a term its attendance and results (submissions' marks too) are read-only for
 * teachers; an admin may still correct them, giving a reason that the audit trail keeps. Every refusal leaves
 * the database as it was. The server's clock stands in Spring 2027, with Fall 2026 ended.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  activities,
  attendanceRecords,
  auditLog,
  grades,
  notifications,
  submissionEvents,
  submissionGradeHistory,
  submissions,
  terms,
  virtualSessions,
} from '../../db/schema';
import {
  buildAdmin,
  buildAssignment,
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildGrade,
  buildParticipant,
  buildStudent,
  buildSubmission,
  buildTerm,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

/** Wednesday 10 March 2027, 11:00 in Bahawalpur: Spring 2027 is the college's term, Fall 2026 has ended. */
const NOW = new Date('2027-03-10T06:00:00Z');
const FALL = { name: 'Fall 2026', first: '2026-09-01', last: '2027-01-31' };
const SPRING = { name: 'Spring 2027', first: '2027-02-01', last: '2027-08-31' };

let app: App;
let teacher: string;
let admin: string;
let fallTermId: string;
const ids = {} as Record<'fall' | 'spring' | 'ali' | 'submission' | 'returned' | 'liveClass', string>;

/** The term of these days, as the college has it or added (the college's first term is the real today's). */
async function termOf(days: typeof FALL, season: 'Fall' | 'Spring') {
  const [known] = await app.db.select().from(terms).where(eq(terms.name, days.name));
  return (
    known ??
    buildTerm(app, {
      season,
      year: Number(days.name.slice(-4)),
      name: days.name,
      startsOn: days.first,
      endsOn: days.last,
      startedAt: new Date(`${days.first}T00:00:00Z`),
    })
  );
}

beforeAll(async () => {
  app = await buildTestApp({ clock: () => NOW });
  const fall = await termOf(FALL, 'Fall');
  const spring = await termOf(SPRING, 'Spring');
  fallTermId = fall.id;
  const teacherUser = await buildFaculty(app);
  const fallCourse = await buildCourse(app, { instructorId: teacherUser.id, semester: 3, termId: fall.id });
  const springCourse = await buildCourse(app, {
    instructorId: teacherUser.id,
    semester: 4,
    termId: spring.id,
  });
  const ali = await buildStudent(app, { semester: 4, name: 'Ali Raza' });
  await buildEnrollment(app, ali.id, fallCourse.id);
  await buildEnrollment(app, ali.id, springCourse.id);
  await buildGrade(app, { studentId: ali.id, courseId: fallCourse.id, marks: 61, semester: 3 });
  const assignment = await buildAssignment(app, fallCourse.id);
  const submission = await buildSubmission(app, assignment.id, ali.id);
  const bushra = await buildStudent(app, { semester: 4, name: 'Bushra Khan' });
  await buildEnrollment(app, bushra.id, fallCourse.id);
  const graded = await buildSubmission(app, assignment.id, bushra.id, {
    status: 'graded',
    marksObtained: 7,
    gradedAt: new Date('2027-01-25T06:00:00Z'),
  });
  // A class of Fall's last day that its teacher left running.
  const live = await buildVirtualSession(app, fallCourse, {
    status: 'ongoing',
    scheduledAt: new Date('2027-01-29T05:00:00Z'),
    startedAt: new Date('2027-01-29T05:00:00Z'),
  });
  await buildParticipant(app, live.id, ali.id, new Date('2027-01-29T05:02:00Z'));
  Object.assign(ids, {
    liveClass: live.id,
    returned: graded.id,
    fall: fallCourse.id,
    spring: springCourse.id,
    ali: ali.id,
    submission: submission.id,
  });
  teacher = await signIn(app, teacherUser.email);
  admin = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app.close());

const mark = (token: string, courseId: string, date: string, extra: object = {}) =>
  injectAs(app, token, {
    method: 'POST',
    url: '/api/attendance/mark',
    payload: { course_id: courseId, date, students: [{ student_id: ids.ali, status: 'present' }], ...extra },
  });

/** Every write a class's attendance, results or grading makes, row by row. */
async function snapshot() {
  const tables = [
    attendanceRecords,
    grades,
    submissions,
    submissionGradeHistory,
    submissionEvents,
    auditLog,
    notifications,
    activities,
    virtualSessions,
  ];
  return Promise.all(
    tables.map((table) =>
      app.db
        .select()
        .from(table)
        .orderBy(sql`1`),
    ),
  );
}

describe("an attendance date lies within its offering's term", () => {
  it("marking Spring's class for a day of Fall is refused naming the date and the term, writing nothing", async () => {
    const before = await snapshot();
    const res = await mark(teacher, ids.spring, '2027-01-20');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'term.dateOutsideTerm',
      message: '2027-01-20 is not in Spring 2027 (2027-02-01 to 2027-08-31)',
      errors: [
        {
          field: 'date',
          code: 'term.dateOutsideTerm',
          params: { date: '2027-01-20', ...SPRING },
        },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("an ended term's class takes its own days, not the next term's", async () => {
    expect((await mark(teacher, ids.fall, '2027-01-20')).statusCode).toBe(200);
    const before = await snapshot();
    const res = await mark(teacher, ids.fall, '2027-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('2027-03-01 is not in Fall 2026 (2026-09-01 to 2027-01-31)');
    expect(await snapshot()).toEqual(before);
  });

  it("reading a class's roster or meetings for a day outside its term is refused the same way", async () => {
    for (const path of ['students', 'meetings']) {
      const res = await injectAs(app, teacher, {
        method: 'GET',
        url: `/api/attendance/course/${ids.spring}/${path}?date=2027-01-20`,
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors, path).toMatchObject([{ field: 'date', code: 'term.dateOutsideTerm' }]);
    }
  });

  it("a virtual class (whose attendance is its day's) is not scheduled after its term's last day", async () => {
    const before = await snapshot();
    const res = await injectAs(app, teacher, {
      method: 'POST',
      url: '/api/virtualclass/create',
      payload: {
        course_id: ids.fall,
        title: 'Revision',
        description: '',
        scheduled_date: '2027-03-15T06:00:00.000Z',
        duration: 60,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      {
        field: 'scheduled_date',
        code: 'term.dateOutsideTerm',
        message: '2027-03-15 is not in Fall 2026 (2026-09-01 to 2027-01-31)',
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });
});

describe("a closed term's results and attendance are read-only for teachers", () => {
  const gradeOne = (token: string, extra: object = {}) =>
    injectAs(app, token, {
      method: 'POST',
      url: '/api/grades',
      payload: {
        course_id: ids.fall,
        student_id: ids.ali,
        exam_type: 'final',
        marks_obtained: 71,
        total_marks: 100,
        ...extra,
      },
    });
  const gradeBulk = (token: string, extra: object = {}) =>
    injectAs(app, token, {
      method: 'POST',
      url: '/api/grades/bulk',
      payload: {
        course_id: ids.fall,
        exam_type: 'final',
        total_marks: 100,
        entries: [{ student_id: ids.ali, marks_obtained: 72 }],
        ...extra,
      },
    });
  const gradeSubmission = (token: string, extra: object = {}) =>
    injectAs(app, token, {
      method: 'PUT',
      url: `/api/assignments/${ids.submission}/grade`,
      payload: { marks_obtained: 8, feedback: 'Well argued', ...extra },
    });
  const returnSubmission = (token: string, extra: object = {}) =>
    injectAs(app, token, {
      method: 'POST',
      url: `/api/submissions/${ids.returned}/return`,
      payload: { comment: 'Add the second proof', ...extra },
    });
  const writes = {
    'marking attendance': (token: string, extra?: object) => mark(token, ids.fall, '2027-01-21', extra),
    'entering a result': gradeOne,
    'entering results in bulk': gradeBulk,
    'grading a submission': gradeSubmission,
    'returning a graded submission': returnSubmission,
  };

  beforeAll(async () => {
    const closed = await injectAs(app, admin, {
      method: 'POST',
      url: `/api/admin/terms/${fallTermId}/close`,
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it("refuses the teacher's attendance, results and grading with 409, writing nothing", async () => {
    const before = await snapshot();
    for (const [what, write] of Object.entries(writes)) {
      const res = await write(teacher);
      expect(res.statusCode, what).toBe(409);
      expect(res.json(), what).toMatchObject({
        code: 'term.closed',
        params: { name: 'Fall 2026' },
        message: 'Fall 2026 is closed: its records can no longer be changed',
      });
    }
    // Correcting a day's attendance already marked is refused too.
    expect((await mark(teacher, ids.fall, '2027-01-20', {})).statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('ends a class left running into the closed term without deriving its attendance', async () => {
    const marked = await app.db
      .select()
      .from(attendanceRecords)
      .orderBy(sql`1`);
    const res = await injectAs(app, teacher, {
      method: 'PUT',
      url: `/api/virtualclass/${ids.liveClass}/end`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      session: { status: 'completed' },
      attendance: { present: 0, late: 0, absent: 0, kept: 0 },
    });
    expect(
      await app.db
        .select()
        .from(attendanceRecords)
        .orderBy(sql`1`),
    ).toEqual(marked);
  });

  it('asks an admin for the reason of a correction (400), writing nothing', async () => {
    const before = await snapshot();
    for (const [what, write] of Object.entries(writes)) {
      for (const reason of [undefined, '   ']) {
        const res = await write(admin, reason === undefined ? {} : { reason });
        expect(res.statusCode, what).toBe(400);
        expect(res.json().errors, what).toMatchObject([
          {
            field: 'reason',
            code: 'term.correctionNeedsReason',
            message: 'Fall 2026 is closed: give the reason for this correction',
          },
        ]);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("takes an admin's correction with its reason, and the audit entry keeps the reason", async () => {
    const reason = 'Marks re-totalled after the review board';
    for (const [what, write] of Object.entries(writes)) {
      const res = await write(admin, { reason });
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
    }
    const [result] = await app.db
      .select()
      .from(grades)
      .where(and(eq(grades.courseId, ids.fall), eq(grades.studentId, ids.ali)));
    expect(result.marksObtained).toBe(72);
    const entries = await app.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.after}->>'reason' = ${reason}`);
    expect(entries.map((e) => e.action).sort()).toEqual([
      'attendance.marked',
      'grade.changed',
      'grade.changed',
      'submission.graded',
      'submission.returned',
    ]);
    expect(
      entries.find(
        (e) => e.action === 'grade.changed' && (e.after as { marks_obtained?: number }).marks_obtained === 71,
      ),
    ).toEqual({
      action: 'grade.changed',
      before: { marks_obtained: 61, letter_grade: 'C+' },
      after: { marks_obtained: 71, letter_grade: 'B', reason },
    });
  });

  it("leaves the open term's classes to their teacher", async () => {
    expect((await mark(teacher, ids.spring, '2027-03-01')).statusCode).toBe(200);
  });
});
