/**
 * Who may reach each route, and on whose records: the declared policy that the authorization matrix
 * (authorization-matrix.test.ts) holds the server to. One entry per "METHOD /path" of the route table; a route
 * without an entry, or an entry without a route, fails the matrix.
 *
 * - `gate`: the role gate, in the words of `config.access` (public, optional, signed-in, or a list of roles).
 * - `owner`: for a route that acts on a record, which actors past the gate may act on which side's records
 *   (see OWNERSHIP). Anyone else gets 404, as API.md asks, so that ids cannot be probed.
 * - `request`: a valid call on the records of one side (a valid body too, so that a 400 from validation cannot
 *   hide a missing ownership check). Routes that delete or change a record's state act on a fresh one.
 * - `session: 'fresh'`: the route ends sessions, so each call brings a token of its own.
 * - `check`: what the answer must (not) contain, for routes whose answer depends on who asks.
 */
import { DEFAULT_ADMISSIONS } from '../../../contract/admissions';
import { collegeToday } from '../../../contract/college-clock';
import { DEFAULT_COLLEGE_INFO, DEFAULT_COLLEGE_TIME_ZONE } from '../../../contract/college';
import type { Role } from '../../../contract/enums';
import { notifications, passwordResetTokens } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../lib/secret-token';
import type { Access } from '../plugins/auth';
import { facultyPayload, studentPayload, TEST_PASSWORD } from './factories';
import { multipartBody, SAMPLE_FILES } from './multipart';
import { issueTranscript } from '../modules/transcripts/transcripts';
import {
  AUDIENCES,
  type ActorName,
  type Audience,
  type Side,
  type SignedInActor,
  openQuizPayload,
  type World,
} from './authorization-fixtures';

let contactSenders = 0;

/** A CSV file of one new student, for the import routes. */
function importFile() {
  const { password: _p, confirmPassword: _c, courses: _courses, ...student } = studentPayload();
  const columns = Object.keys(student) as (keyof typeof student)[];
  const csv = [
    columns.join(','),
    columns.map((c) => JSON.stringify(String(student[c] ?? ''))).join(','),
  ].join('\n');
  return { role: 'student', csv };
}

/** A call of a route: the method comes from the route's name. */
export interface Call {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Names the call when a route is called more than one way. */
  label?: string;
  /** The call names no record (a list of the caller's own): the role gate alone decides. */
  self?: boolean;
}
type Calls = Call | Call[] | Promise<Call | Call[]>;

/** Which side's records an actor past the gate may act on. */
export const OWNERSHIP = {
  /** Either side's: admin screens, a course's public details. */
  any: () => true,
  /** The course's teacher, and admins: its assignments, submissions, attendance, results, classes. */
  courseTeacher: (actor: ActorName, side: Side) => actor === 'admin' || actor === `faculty${side}`,
  /** The student enrolled in the course: its own course page, submissions and attendance. */
  enrolledStudent: (actor: ActorName, side: Side) => actor === `student${side}`,
  /** The one user a record was made for (here the side's student): its notifications. */
  recipient: (actor: ActorName, side: Side) => actor === `student${side}`,
  /** The course's teacher, its enrolled student and admins: the classroom, a submission's file. */
  courseMember: (actor: ActorName, side: Side) =>
    actor === 'admin' || actor === `faculty${side}` || actor === `student${side}`,
} satisfies Record<string, (actor: ActorName, side: Side) => boolean>;
export type OwnerRule = keyof typeof OWNERSHIP;

/** Announcements: `all` for everyone, `students` and `faculty` for their own role too, every one for admins. */
export function audienceSees(actor: ActorName, audience: Audience): boolean {
  if (audience === 'all' || actor === 'admin') return true;
  return audience === 'students' ? actor.startsWith('student') : actor.startsWith('faculty');
}

interface Common {
  gate: Access;
  session?: 'fresh';
  /** A problem with an allowed answer's body, or nothing. */
  check?: (body: unknown, actor: ActorName, world: World, call: Call) => string | undefined;
}
export type PolicyEntry = Common &
  (
    | { owner?: undefined; request: (w: World) => Calls }
    | { owner: OwnerRule; request: (w: World, side: Side) => Calls }
    | { owner: 'audience'; request: (w: World, audience: Audience) => Calls }
  );

/** The records a route is called on: none, each side's, or each audience's. */
export function targetsOf(entry: PolicyEntry): readonly (Side | Audience | undefined)[] {
  if (entry.owner === undefined) return [undefined];
  return entry.owner === 'audience' ? AUDIENCES : (['A', 'B'] as const);
}

/** The answer the policy expects: allowed ('ok': 2xx), or refused with 401, 403 or 404. */
export type Expected = 'ok' | 401 | 403 | 404;

const roleOf = (actor: SignedInActor): Role =>
  actor === 'admin' ? 'admin' : actor.startsWith('student') ? 'student' : 'faculty';

export function expectedAnswer(
  entry: PolicyEntry,
  actor: ActorName,
  target: Side | Audience | undefined,
  call: Pick<Call, 'self'> = {},
): Expected {
  const { gate } = entry;
  if (gate === 'public') return 'ok';
  if (actor === 'anonymous' && gate !== 'optional') return 401;
  if (actor !== 'anonymous' && typeof gate !== 'string' && !gate.includes(roleOf(actor))) return 403;
  if (target === undefined || entry.owner === undefined || call.self) return 'ok';
  const allowed =
    entry.owner === 'audience'
      ? audienceSees(actor, target as Audience)
      : OWNERSHIP[entry.owner](actor, target as Side);
  return allowed ? 'ok' : 404;
}

// ---- Gates and valid bodies -------------------------------------------------------------------------------

const PUBLIC = 'public';
const OPTIONAL = 'optional';
const SIGNED_IN = 'signed-in';
const ADMIN: Access = ['admin'];
const STUDENT: Access = ['student'];
const FACULTY: Access = ['faculty'];
const TEACHER_OR_ADMIN: Access = ['faculty', 'admin'];

/** Each new term of the matrix in a year of its own, so that no two overlap. */
let nextTermYear = 2040;

const DAY = 24 * 60 * 60 * 1000;
/** A date (YYYY-MM-DD) some days ahead: after today in any time zone. */
const dateInDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const NEW_PASSWORD = 'kinnow-harvest-7';

const courseBody = (w: World) => ({
  code: `AZ-${w.fresh.unique()}`,
  name: 'Authorization 101',
  credits: 3,
  semester: 1,
  department_id: w.A.course.departmentId,
  instructor_id: null,
});
const announcementBody = { title: 'Exams', content: 'Exams start Monday.', target_audience: 'all' };
const gradeRows = (w: World, side: Side) => ({
  course_id: w[side].course.id,
  semester: 1,
  exam_type: 'midterm',
  total_marks: 50,
});

/** Archived courses are listed only for an admin who asks for them. */
function checkCatalogue(body: unknown, actor: ActorName, w: World, call: Call) {
  const listed = (body as { data: { courses: { _id: string }[] } }).data.courses.some(
    (course) => course._id === w.archivedCourse.id,
  );
  const expected = actor === 'admin' && call.label === 'include_archived';
  return listed === expected ? undefined : `the archived course is ${listed ? 'listed' : 'missing'}`;
}

/** The classroom lists who is in the class only for the course's teacher and admins. */
function checkParticipants(body: unknown, actor: ActorName) {
  const { participants } = (body as { data: { session: { participants: unknown[] } } }).data.session;
  const shown = participants.length > 0;
  return shown === !actor.startsWith('student')
    ? undefined
    : `participants are ${shown ? 'shown' : 'missing'}`;
}

/** The announcement of each audience is listed exactly for the actors the policy lets see it. */
function checkAnnouncementList(body: unknown, actor: ActorName, w: World) {
  const listed = (body as { data: { announcements: { _id: string }[] } }).data.announcements.map(
    (a) => a._id,
  );
  const wrong = AUDIENCES.flatMap((audience) => {
    const shown = listed.includes(w.announcements[audience]);
    return shown === audienceSees(actor, audience) ? [] : [`'${audience}' ${shown ? 'shown' : 'missing'}`];
  });
  return wrong.length ? `announcements for ${wrong.join(', ')}` : undefined;
}

// ---- The policy -------------------------------------------------------------------------------------------

export const ACCESS_POLICY: Record<string, PolicyEntry> = {
  // Public: anyone, signed in or not.
  'GET /api/health': { gate: PUBLIC, request: () => ({ url: '/api/health' }) },
  'GET /api/health/ready': { gate: PUBLIC, request: () => ({ url: '/api/health/ready' }) },
  'GET /api/college': { gate: PUBLIC, request: () => ({ url: '/api/college' }) },
  'GET /api/admissions': { gate: PUBLIC, request: () => ({ url: '/api/admissions' }) },
  'PUT /api/admin/college': {
    gate: ADMIN,
    request: () => ({ url: '/api/admin/college', payload: DEFAULT_COLLEGE_INFO }),
  },
  'PUT /api/admin/admissions': {
    gate: ADMIN,
    request: () => ({ url: '/api/admin/admissions', payload: DEFAULT_ADMISSIONS }),
  },
  'GET /api/departments': { gate: PUBLIC, request: () => ({ url: '/api/departments' }) },
  'GET /robots.txt': { gate: PUBLIC, request: () => ({ url: '/robots.txt' }) },
  'GET /sitemap.xml': { gate: PUBLIC, request: () => ({ url: '/sitemap.xml' }) },
  'GET /manifest.webmanifest': { gate: PUBLIC, request: () => ({ url: '/manifest.webmanifest' }) },
  'GET /api/transcripts/verify/{code}': {
    gate: PUBLIC,
    request: async (w) => ({
      url: `/api/transcripts/verify/${(await issueTranscript(w.app.db, w.A.student.id)).verificationCode}`,
    }),
  },
  'POST /api/auth/login': { gate: PUBLIC, request: (w) => ({ url: '/api/auth/login', payload: w.login }) },
  'POST /api/auth/register/student': {
    gate: PUBLIC,
    request: () => ({ url: '/api/auth/register/student', payload: studentPayload() }),
  },
  'POST /api/auth/register/faculty': {
    gate: PUBLIC,
    request: () => ({ url: '/api/auth/register/faculty', payload: facultyPayload() }),
  },
  'GET /api/auth/password-reset': {
    gate: PUBLIC,
    request: () => ({ url: '/api/auth/password-reset' }),
  },
  'POST /api/auth/password-reset': {
    gate: PUBLIC,
    request: (w) => ({ url: '/api/auth/password-reset', payload: { email: w.login.email } }),
  },
  'POST /api/auth/password-reset/confirm': {
    gate: PUBLIC,
    // A link of its own for each call: a link works once.
    request: async (w) => {
      const token = newSecretToken();
      await w.app.db.insert(passwordResetTokens).values({
        userId: (await w.fresh.student()).id,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      return {
        url: '/api/auth/password-reset/confirm',
        payload: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      };
    },
  },
  'POST /api/contact': {
    gate: PUBLIC,
    // A new sender each time: the form is limited per sender e-mail.
    request: () => ({
      url: '/api/contact',
      payload: {
        name: 'Ali',
        email: `ali.${++contactSenders}@example.com`,
        subject: 'admissions',
        message: 'When do admissions open?',
      },
    }),
  },

  // Optional: anyone; what a signed-in caller sees depends on its role.
  'GET /api/courses': {
    gate: OPTIONAL,
    request: () => [
      { url: '/api/courses' },
      { url: '/api/courses?include_archived=true', label: 'include_archived' },
    ],
    check: checkCatalogue,
  },
  'GET /api/announcements': {
    gate: OPTIONAL,
    request: () => ({ url: '/api/announcements?limit=50' }),
    check: checkAnnouncementList,
  },
  'GET /api/announcements/{id}': {
    gate: OPTIONAL,
    owner: 'audience',
    request: (w, audience) => ({ url: `/api/announcements/${w.announcements[audience]}` }),
  },

  // Any signed-in user.
  'GET /api/auth/me': { gate: SIGNED_IN, request: () => ({ url: '/api/auth/me' }) },
  'PUT /api/auth/profile': {
    gate: SIGNED_IN,
    // A field every role may edit, with a value each already has or may have.
    request: () => ({ url: '/api/auth/profile', payload: { phone: '0300-1234567' } }),
  },
  'PUT /api/auth/preferences': {
    gate: SIGNED_IN,
    request: () => ({ url: '/api/auth/preferences', payload: { language: 'ur' } }),
  },
  'POST /api/auth/change-password': {
    gate: SIGNED_IN,
    session: 'fresh',
    request: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    }),
  },
  'GET /api/calendar-feed': { gate: SIGNED_IN, request: () => ({ url: '/api/calendar-feed' }) },
  'POST /api/calendar-feed': { gate: SIGNED_IN, request: () => ({ url: '/api/calendar-feed' }) },
  'DELETE /api/calendar-feed': { gate: SIGNED_IN, request: () => ({ url: '/api/calendar-feed' }) },
  'GET /api/calendar/{file}': {
    // The secret link is the credential: whoever holds it reads that calendar, signed in or not.
    gate: PUBLIC,
    owner: 'any',
    request: async (w, side) => ({
      url: `/api/calendar/${await w.fresh.calendarToken(w[side].student.id)}.ics`,
    }),
  },
  'POST /api/auth/logout': {
    gate: SIGNED_IN,
    session: 'fresh',
    request: () => ({ url: '/api/auth/logout' }),
  },
  'GET /api/courses/{id}': {
    gate: SIGNED_IN,
    owner: 'any',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}` }),
  },
  'GET /api/submissions/{id}/file': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/submissions/${w[side].submission.id}/file` }),
  },
  // Quizzes (issue 37): set by the course's teacher, taken by its enrolled students.
  'GET /api/courses/{id}/quizzes': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}/quizzes` }),
  },
  'POST /api/courses/{id}/quizzes': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}/quizzes`, payload: openQuizPayload() }),
  },
  'GET /api/quizzes/{id}': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: async (w, side) => ({ url: `/api/quizzes/${(await w.fresh.quiz(side)).id}` }),
  },
  'PUT /api/quizzes/{id}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/quizzes/${(await w.fresh.quiz(side)).id}`,
      payload: openQuizPayload(),
    }),
  },
  'DELETE /api/quizzes/{id}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({ url: `/api/quizzes/${(await w.fresh.quiz(side)).id}` }),
  },
  'POST /api/quizzes/{id}/copy': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/quizzes/${(await w.fresh.quiz(side)).id}/copy`,
      payload: { course_id: w[side].course.id },
    }),
  },
  'PUT /api/quizzes/{id}/allowances/{studentId}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/quizzes/${(await w.fresh.quiz(side)).id}/allowances/${w[side].student.id}`,
      payload: { extra_minutes: 5 },
    }),
  },
  'GET /api/quizzes/{id}/results': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({ url: `/api/quizzes/${(await w.fresh.quiz(side)).id}/results` }),
  },
  'POST /api/quizzes/{id}/results': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/quizzes/${(await w.fresh.quizAttempt(side, true)).quiz.id}/results`,
      payload: {},
    }),
  },
  'POST /api/quizzes/{id}/attempts': {
    gate: STUDENT,
    owner: 'enrolledStudent',
    request: async (w, side) => ({ url: `/api/quizzes/${(await w.fresh.quiz(side)).id}/attempts` }),
  },
  'PUT /api/quiz-attempts/{id}/answers': {
    gate: STUDENT,
    owner: 'enrolledStudent',
    request: async (w, side) => {
      const { attempt } = await w.fresh.quizAttempt(side);
      return {
        url: `/api/quiz-attempts/${attempt.id}/answers`,
        payload: { answers: [attempt.answer] },
      };
    },
  },
  'POST /api/quiz-attempts/{id}/submit': {
    gate: STUDENT,
    owner: 'enrolledStudent',
    request: async (w, side) => ({
      url: `/api/quiz-attempts/${(await w.fresh.quizAttempt(side)).attempt.id}/submit`,
    }),
  },
  // The course page (issue 25): materials, class announcements, assignment files, a submission's thread.
  'GET /api/courses/{id}/materials': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}/materials` }),
  },
  'POST /api/courses/{id}/materials': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/courses/${w[side].course.id}/materials`,
      ...(await multipartBody({ kind: 'note', title: 'Reading', note: 'Chapter 3' })),
    }),
  },
  // Bringing a course home forward (issue 34): with no earlier offering, nothing to copy (200, copied 0).
  'GET /api/courses/{id}/materials/copy-from-previous': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}/materials/copy-from-previous` }),
  },
  'POST /api/courses/{id}/materials/copy-from-previous': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}/materials/copy-from-previous` }),
  },
  'PUT /api/materials/{id}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: `/api/materials/${w[side].material.id}`,
      payload: { title: 'Week 1 slides' },
    }),
  },
  'DELETE /api/materials/{id}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({ url: `/api/materials/${(await w.fresh.courseHome(side)).material.id}` }),
  },
  'GET /api/materials/{id}/file': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/materials/${w[side].material.id}/file` }),
  },
  'GET /api/course-announcements': {
    gate: ['admin', 'faculty', 'student'],
    request: () => ({ url: '/api/course-announcements' }),
  },
  'GET /api/courses/{id}/announcements': {
    gate: ['admin', 'faculty', 'student'],
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}/announcements` }),
  },
  'POST /api/courses/{id}/announcements': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: `/api/courses/${w[side].course.id}/announcements`,
      payload: { title: 'Lab moved', content: 'Room 12 today.' },
    }),
  },
  'PUT /api/course-announcements/{id}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: `/api/course-announcements/${w[side].classAnnouncement.id}`,
      payload: { title: 'Quiz moved', content: 'On Tuesday.' },
    }),
  },
  'DELETE /api/course-announcements/{id}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/course-announcements/${(await w.fresh.courseHome(side)).classAnnouncement.id}`,
    }),
  },
  'GET /api/assignments/{id}/attachments': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/assignments/${w[side].assignment.id}/attachments` }),
  },
  'POST /api/assignments/{id}/attachments': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/assignments/${w[side].assignment.id}/attachments`,
      ...(await multipartBody({}, { name: 'dataset.pdf', content: SAMPLE_FILES.pdf() })),
    }),
  },
  'DELETE /api/assignments/{id}/attachments/{attachmentId}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/assignments/${w[side].assignment.id}/attachments/${(await w.fresh.courseHome(side)).attachment.id}`,
    }),
  },
  'GET /api/assignments/{id}/attachments/{attachmentId}/file': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({
      url: `/api/assignments/${w[side].assignment.id}/attachments/${w[side].attachment.id}/file`,
    }),
  },
  // Private to the submission's student and the course's teacher: not even an admin reads the thread.
  'GET /api/submissions/{id}/history': {
    gate: ['faculty', 'student'],
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/submissions/${w[side].submission.id}/history` }),
  },
  'POST /api/submissions/{id}/comments': {
    gate: ['faculty', 'student'],
    owner: 'courseMember',
    request: (w, side) => ({
      url: `/api/submissions/${w[side].submission.id}/comments`,
      payload: { comment: 'Please look at question 2 again.' },
    }),
  },
  'POST /api/submissions/{id}/return': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => {
      const { submission } = await w.fresh.assignment(side, true);
      return {
        url: `/api/submissions/${submission!.id}/return`,
        payload: { comment: 'Show your working.', mark_late: false },
      };
    },
  },
  'GET /api/virtualclass/{id}': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => [
      { url: `/api/virtualclass/${w[side].session.id}`, label: 'session id' },
      { url: `/api/virtualclass/${w[side].course.id}`, label: 'course id' },
    ],
    check: checkParticipants,
  },
  'POST /api/virtualclass/{id}/join': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/virtualclass/${w[side].session.id}/join` }),
    check: checkParticipants,
  },
  'GET /api/notifications': { gate: SIGNED_IN, request: () => ({ url: '/api/notifications' }) },
  'POST /api/notifications/{id}/read': {
    gate: SIGNED_IN,
    owner: 'recipient',
    request: async (w, side) => {
      const [row] = await w.app.db
        .insert(notifications)
        .values({ userId: w[side].student.id, kind: 'announcement', title: 'For the bell' })
        .returning();
      return { url: `/api/notifications/${row.id}/read` };
    },
  },
  'POST /api/notifications/read-all': {
    gate: SIGNED_IN,
    request: () => ({ url: '/api/notifications/read-all' }),
  },
  'POST /api/virtualclass/{id}/leave': {
    gate: SIGNED_IN,
    owner: 'courseMember',
    request: (w, side) => ({ url: `/api/virtualclass/${w[side].session.id}/leave` }),
  },

  // Admin: accounts and registrations.
  'POST /api/auth/register': {
    gate: ADMIN,
    request: (w) => ({
      url: '/api/auth/register',
      payload: {
        role: 'admin',
        name: 'Second Admin',
        email: `admin-${w.fresh.unique()}@example.com`,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    }),
  },
  'GET /api/admin/registrations': { gate: ADMIN, request: () => ({ url: '/api/admin/registrations' }) },
  'POST /api/admin/registrations/{userId}/approve': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({
      url: `/api/admin/registrations/${(await w.fresh.student('pending')).id}/approve`,
    }),
  },
  'POST /api/admin/registrations/{userId}/reject': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({
      url: `/api/admin/registrations/${(await w.fresh.faculty('pending')).id}/reject`,
      payload: { reason: 'Documents missing' },
    }),
  },
  'GET /api/admin/students': { gate: ADMIN, request: () => ({ url: '/api/admin/students' }) },
  'POST /api/admin/students': {
    gate: ADMIN,
    request: () => {
      const { password: _p, confirmPassword: _c, ...student } = studentPayload();
      return { url: '/api/admin/students', payload: { ...student, passwordSetup: 'temporary' } };
    },
  },
  'GET /api/admin/students/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: (w, side) => ({ url: `/api/admin/students/${w[side].student.id}` }),
  },
  'PUT /api/admin/students/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: (w, side) => ({
      url: `/api/admin/students/${w[side].student.id}`,
      payload: { phone: '0300-1234567' },
    }),
  },
  'DELETE /api/admin/students/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/admin/students/${(await w.fresh.student()).id}` }),
  },
  'POST /api/admin/students/{id}/enrollments': {
    gate: ADMIN,
    owner: 'any',
    request: async (w, side) => ({
      url: `/api/admin/students/${(await w.fresh.student()).id}/enrollments`,
      payload: { course_id: w[side].course.id },
    }),
  },
  'DELETE /api/admin/students/{id}/enrollments/{courseId}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w, side) => {
      const student = await w.fresh.student();
      await w.fresh.enroll(student.id, w[side].course.id);
      return { url: `/api/admin/students/${student.id}/enrollments/${w[side].course.id}` };
    },
  },
  'GET /api/admin/faculty': { gate: ADMIN, request: () => ({ url: '/api/admin/faculty' }) },
  'POST /api/admin/people-import/preview': {
    gate: ADMIN,
    request: () => ({ url: '/api/admin/people-import/preview', payload: importFile() }),
  },
  'POST /api/admin/people-import': {
    gate: ADMIN,
    request: () => ({
      url: '/api/admin/people-import',
      payload: { ...importFile(), passwordSetup: 'temporary' },
    }),
  },
  'POST /api/admin/faculty': {
    gate: ADMIN,
    request: () => {
      const { password: _p, confirmPassword: _c, ...teacher } = facultyPayload();
      return { url: '/api/admin/faculty', payload: { ...teacher, passwordSetup: 'temporary' } };
    },
  },
  'GET /api/admin/faculty/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: (w, side) => ({ url: `/api/admin/faculty/${w[side].teacher.id}` }),
  },
  'PUT /api/admin/faculty/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: (w, side) => ({
      url: `/api/admin/faculty/${w[side].teacher.id}`,
      payload: { phone: '0300-2222222' },
    }),
  },
  'DELETE /api/admin/faculty/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/admin/faculty/${(await w.fresh.faculty()).id}` }),
  },
  'POST /api/admin/users/{id}/deactivate': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/admin/users/${(await w.fresh.student()).id}/deactivate` }),
  },
  'POST /api/admin/users/{id}/reactivate': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({
      url: `/api/admin/users/${(await w.fresh.faculty('deactivated')).id}/reactivate`,
    }),
  },
  'POST /api/admin/students/{id}/transcript': {
    gate: ADMIN,
    owner: 'any',
    request: (w, side) => ({ url: `/api/admin/students/${w[side].student.id}/transcript` }),
  },
  'POST /api/admin/users/{id}/reset-password': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({
      url: `/api/admin/users/${(await w.fresh.student()).id}/reset-password`,
      payload: { method: 'temporary' },
    }),
  },
  'POST /api/admin/users/{id}/end-sessions': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/admin/users/${(await w.fresh.student()).id}/end-sessions` }),
  },
  'GET /api/admin/users/{id}/sign-in-slowdown': {
    gate: ADMIN,
    owner: 'any',
    request: (w, side) => ({ url: `/api/admin/users/${w[side].student.id}/sign-in-slowdown` }),
  },
  'DELETE /api/admin/users/{id}/sign-in-slowdown': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/admin/users/${(await w.fresh.student()).id}/sign-in-slowdown` }),
  },

  // Admin: courses, departments, announcements, messages, figures, audit.
  'POST /api/courses': { gate: ADMIN, request: (w) => ({ url: '/api/courses', payload: courseBody(w) }) },
  'GET /api/terms': { gate: SIGNED_IN, request: () => ({ url: '/api/terms' }) },
  'POST /api/admin/terms': {
    gate: ADMIN,
    request: () => ({ url: '/api/admin/terms', payload: { season: 'Fall', year: nextTermYear++ } }),
  },
  'PUT /api/admin/terms/{id}': {
    gate: ADMIN,
    request: async (w) => {
      const term = await w.fresh.term();
      return {
        url: `/api/admin/terms/${term.id}`,
        payload: { starts_on: term.startsOn, ends_on: term.endsOn },
      };
    },
  },
  'POST /api/admin/terms/{id}/start': {
    gate: ADMIN,
    request: async (w) => ({
      url: `/api/admin/terms/${(await w.fresh.term()).id}/start`,
      payload: { dry_run: true },
    }),
  },
  'POST /api/admin/terms/{id}/close': {
    gate: ADMIN,
    request: async (w) => ({ url: `/api/admin/terms/${(await w.fresh.term()).id}/close` }),
  },
  'PUT /api/courses/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/courses/${(await w.fresh.course()).id}`, payload: courseBody(w) }),
  },
  'DELETE /api/courses/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/courses/${(await w.fresh.course()).id}` }),
  },
  'GET /api/courses/{id}/students': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/courses/${w[side].course.id}/students` }),
  },
  'GET /api/admin/departments': { gate: ADMIN, request: () => ({ url: '/api/admin/departments' }) },
  'GET /api/admin/announcements': { gate: ADMIN, request: () => ({ url: '/api/admin/announcements' }) },
  'POST /api/admin/announcements': {
    gate: ADMIN,
    request: () => ({ url: '/api/admin/announcements', payload: announcementBody }),
  },
  'PUT /api/admin/announcements/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({
      url: `/api/admin/announcements/${(await w.fresh.announcement()).id}`,
      payload: announcementBody,
    }),
  },
  'DELETE /api/admin/announcements/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/admin/announcements/${(await w.fresh.announcement()).id}` }),
  },
  'GET /api/admin/contact-messages': { gate: ADMIN, request: () => ({ url: '/api/admin/contact-messages' }) },
  'PATCH /api/admin/contact-messages/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: (w, side) => ({
      url: `/api/admin/contact-messages/${w[side].contactMessage.id}`,
      payload: { handled: true },
    }),
  },
  'DELETE /api/admin/contact-messages/{id}': {
    gate: ADMIN,
    owner: 'any',
    request: async (w) => ({ url: `/api/admin/contact-messages/${(await w.fresh.contactMessage()).id}` }),
  },
  'GET /api/admin/dashboard': { gate: ADMIN, request: () => ({ url: '/api/admin/dashboard' }) },
  'GET /api/admin/reports': { gate: ADMIN, request: () => ({ url: '/api/admin/reports' }) },
  'GET /api/admin/audit': { gate: ADMIN, request: () => ({ url: '/api/admin/audit' }) },

  // Student: its own records and enrolled courses.
  'GET /api/students/dashboard': { gate: STUDENT, request: () => ({ url: '/api/students/dashboard' }) },
  'GET /api/students/courses': { gate: STUDENT, request: () => ({ url: '/api/students/courses' }) },
  'GET /api/students/courses/{id}': {
    gate: STUDENT,
    owner: 'enrolledStudent',
    request: (w, side) => ({ url: `/api/students/courses/${w[side].course.id}` }),
  },
  'GET /api/grades/my-grades': { gate: STUDENT, request: () => ({ url: '/api/grades/my-grades' }) },
  'GET /api/grades/my-grades/summary': {
    gate: STUDENT,
    request: () => ({ url: '/api/grades/my-grades/summary' }),
  },
  'GET /api/attendance/my-attendance': {
    gate: STUDENT,
    owner: 'enrolledStudent',
    request: (w, side) => [
      { url: `/api/attendance/my-attendance?course_id=${w[side].course.id}`, label: 'course_id' },
      { url: '/api/attendance/my-attendance', label: 'own', self: true },
    ],
  },
  'POST /api/students/transcript': { gate: STUDENT, request: () => ({ url: '/api/students/transcript' }) },
  'GET /api/attendance/my-attendance/summary': {
    gate: STUDENT,
    request: () => ({ url: '/api/attendance/my-attendance/summary' }),
  },
  'GET /api/assignments/my-assignments': {
    gate: STUDENT,
    request: () => ({ url: '/api/assignments/my-assignments' }),
  },
  'POST /api/assignments/{id}/submit': {
    gate: STUDENT,
    owner: 'enrolledStudent',
    request: async (w, side) => {
      const { assignment } = await w.fresh.assignment(side);
      return {
        url: `/api/assignments/${assignment.id}/submit`,
        ...(await multipartBody({ submission_text: 'My answer.' })),
      };
    },
  },
  'PUT /api/assignments/{id}/update-submission': {
    gate: STUDENT,
    owner: 'enrolledStudent',
    request: async (w, side) => {
      const { assignment } = await w.fresh.assignment(side, true);
      return {
        url: `/api/assignments/${assignment.id}/update-submission`,
        ...(await multipartBody({ submission_text: 'My better answer.' })),
      };
    },
  },
  'GET /api/virtualclass/student/sessions': {
    gate: STUDENT,
    request: () => ({ url: '/api/virtualclass/student/sessions' }),
  },

  // Faculty: its own area, and the course-scoped routes it shares with admins.
  'GET /api/faculty/dashboard': { gate: FACULTY, request: () => ({ url: '/api/faculty/dashboard' }) },
  'GET /api/faculty/courses': { gate: TEACHER_OR_ADMIN, request: () => ({ url: '/api/faculty/courses' }) },
  'GET /api/faculty/students': {
    gate: FACULTY,
    owner: 'courseTeacher',
    request: (w, side) => [
      { url: `/api/faculty/students?course_id=${w[side].course.id}`, label: 'course_id' },
      { url: '/api/faculty/students', label: 'own', self: true },
    ],
  },
  'GET /api/faculty/students/{id}': {
    gate: FACULTY,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/faculty/students/${w[side].student.id}` }),
  },
  'GET /api/assignments/course/{courseId}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/assignments/course/${w[side].course.id}` }),
  },
  'POST /api/assignments': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: '/api/assignments',
      payload: {
        course_id: w[side].course.id,
        title: 'Essay',
        description: 'Write one page.',
        type: 'assignment',
        total_marks: 20,
        due_date: new Date(Date.now() + 7 * DAY).toISOString(),
      },
    }),
  },
  'GET /api/assignments/{id}/submissions': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/assignments/${w[side].assignment.id}/submissions` }),
  },
  'PUT /api/assignments/{submissionId}/grade': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: `/api/assignments/${w[side].submission.id}/grade`,
      payload: { marks_obtained: 80, feedback: 'Good work' },
    }),
  },
  'GET /api/attendance/course/{courseId}/students': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/attendance/course/${w[side].course.id}/students` }),
  },
  'GET /api/attendance/course/{courseId}/meetings': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: `/api/attendance/course/${w[side].course.id}/meetings?date=${collegeToday(new Date(), DEFAULT_COLLEGE_TIME_ZONE)}`,
    }),
  },
  'GET /api/attendance/course/{courseId}/eligibility': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/attendance/course/${w[side].course.id}/eligibility` }),
  },
  'PUT /api/attendance/course/{courseId}/eligibility/{studentId}/permission': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/attendance/course/${w[side].course.id}/eligibility/${(await w.fresh.studentNeedingPermission(side)).id}/permission`,
      payload: { note: 'Medical certificate seen by the department' },
    }),
  },
  'DELETE /api/attendance/course/{courseId}/eligibility/{studentId}/permission': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/attendance/course/${w[side].course.id}/eligibility/${(await w.fresh.studentNeedingPermission(side, true)).id}/permission`,
    }),
  },
  'POST /api/attendance/mark': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: '/api/attendance/mark',
      payload: {
        course_id: w[side].course.id,
        // Today: attendance is marked for a day of the current term, not in the future.
        date: collegeToday(new Date(), DEFAULT_COLLEGE_TIME_ZONE),
        session_type: 'lecture',
        students: [{ student_id: w[side].student.id, status: 'present' }],
      },
    }),
  },
  'POST /api/grades': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: '/api/grades',
      payload: { ...gradeRows(w, side), student_id: w[side].student.id, marks_obtained: 40 },
    }),
  },
  'POST /api/grades/bulk': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: '/api/grades/bulk',
      payload: { ...gradeRows(w, side), entries: [{ student_id: w[side].student.id, marks_obtained: 41 }] },
    }),
  },
  'GET /api/grades/course/{courseId}': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: (w, side) => ({ url: `/api/grades/course/${w[side].course.id}` }),
  },

  // Virtual classes: teachers schedule and run their own courses' classes; admins run any.
  'GET /api/virtualclass/my-sessions': {
    gate: TEACHER_OR_ADMIN,
    request: () => ({ url: '/api/virtualclass/my-sessions' }),
  },
  'POST /api/classroom/schedule': {
    gate: FACULTY,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: '/api/classroom/schedule',
      payload: {
        courseId: w[side].course.id,
        title: 'Revision',
        scheduledDate: dateInDays(30),
        scheduledTime: '10:00',
        duration: 60,
        semester: 1,
        department: w[side].course.departmentId,
      },
    }),
  },
  'POST /api/virtualclass/create': {
    gate: FACULTY,
    owner: 'courseTeacher',
    request: (w, side) => ({
      url: '/api/virtualclass/create',
      payload: {
        course_id: w[side].course.id,
        title: 'Office hour',
        scheduled_date: new Date(Date.now() + 40 * DAY).toISOString(),
        duration: 60,
      },
    }),
  },
  'PUT /api/virtualclass/{id}/start': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/virtualclass/${(await w.fresh.session(side, 'scheduled')).id}/start`,
    }),
  },
  'PUT /api/virtualclass/{id}/end': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/virtualclass/${(await w.fresh.session(side, 'ongoing')).id}/end`,
    }),
  },
  'PUT /api/virtualclass/{id}/cancel': {
    gate: TEACHER_OR_ADMIN,
    owner: 'courseTeacher',
    request: async (w, side) => ({
      url: `/api/virtualclass/${(await w.fresh.session(side, 'scheduled')).id}/cancel`,
    }),
  },
};
