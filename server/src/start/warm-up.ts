/**
 * A process's warm-up before it listens: each kind of read of the teaching hour, a few times, through
 * `app.inject`, as the first approved student, teacher and admin in the database. A fresh process answered its
 * first seconds at p99 768 ms (statements not yet planned, caches empty, code not yet optimised); once every
 * route has run a few times it answers like one that has served for hours. Needs no secret: each person's
 * session is made here and deleted afterwards, and nothing is written but those sessions.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { App } from '../app';
import { authSessions, courses, enrollments, users } from '../db/schema';
import { hashSecretToken } from '../lib/secret-token';
import { createSession, forgetCachedSessions } from '../plugins/session-store';

/**
 * Each read is sent `lanes` × `rounds` times at most: the optimiser has what it needs. On PostgreSQL, `lanes`
 * read beside each other, so that the connections the first seconds of traffic use most (the pool hands out the
 * one freed last) have each planned the statements before the process listens (a plan lives on its
 * connection). The embedded database runs one statement at a time: one lane.
 */
export const WARM_UP_READS = {
  postgres: { lanes: 4, rounds: 2 },
  pglite: { lanes: 1, rounds: 5 },
} as const;

const PUBLIC_READS = [
  '/api/health',
  '/api/health/ready',
  '/api/courses',
  '/api/departments',
  '/api/admissions',
];
const STUDENT_READS = [
  '/api/auth/me',
  '/api/students/dashboard',
  '/api/grades/my-grades/summary',
  '/api/grades/my-grades',
  '/api/attendance/my-attendance/summary',
  '/api/attendance/my-attendance',
  '/api/assignments/my-assignments',
  '/api/virtualclass/student/sessions',
  '/api/notifications',
];
const teacherReads = (courseId: string, today: string) => [
  '/api/auth/me',
  '/api/faculty/dashboard',
  '/api/faculty/courses',
  `/api/attendance/course/${courseId}/students?date=${today}`,
  `/api/faculty/students?course_id=${courseId}`,
  `/api/grades/course/${courseId}`,
];
const ADMIN_READS = [
  '/api/auth/me',
  '/api/admin/dashboard',
  '/api/admin/registrations?status=pending&role=student',
];

export interface WarmUpResult {
  requests: number;
  /** Answers other than 2xx: a route the warm-up no longer reads right (or a date outside every term). */
  unanswered: number;
  ms: number;
}

/** Reads each kind of page a few times (WARM_UP_READS), stopping at `budgetMs`; `today` is the college's date. */
export async function warmUp(app: App, budgetMs: number, today: string): Promise<WarmUpResult> {
  const started = performance.now();
  const result: WarmUpResult = { requests: 0, unanswered: 0, ms: 0 };
  if (budgetMs <= 0) return result;
  const deadline = started + budgetMs;
  const tokens: string[] = [];
  // The warm-up's own requests would fill the log with a hundred lines a process.
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    const reads: { url: string; token?: string }[] = PUBLIC_READS.map((url) => ({ url }));
    const signIn = async (userId: string | undefined, urls: string[]) => {
      if (!userId) return;
      const token = await createSession(app.db, userId, '127.0.0.1', 'warm-up');
      tokens.push(token);
      reads.push(...urls.map((url) => ({ url, token })));
    };
    const people = await firstPeople(app);
    await signIn(people.student, STUDENT_READS);
    await signIn(people.teacher?.id, people.teacher ? teacherReads(people.teacher.courseId, today) : []);
    await signIn(people.admin, ADMIN_READS);
    const { lanes, rounds } = WARM_UP_READS[app.database.kind];
    // Each lane reads every page in turn, starting at a page of its own.
    const lane = async (offset: number) => {
      for (let round = 0; round < rounds; round++) {
        for (let i = 0; i < reads.length; i++) {
          const { url, token } = reads[(i + offset) % reads.length]!;
          // A stop (SIGTERM, a reload's end) may come while this process warms up: it closes the app.
          if (performance.now() >= deadline || app.lifecycle.draining || app.lifecycle.handingOver) return;
          const res = await app.inject({
            method: 'GET',
            url,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          result.requests++;
          if (res.statusCode >= 300) result.unanswered++;
        }
      }
    };
    await Promise.all(Array.from({ length: lanes }, (_, n) => lane(Math.floor((n * reads.length) / lanes))));
    return result;
  } finally {
    if (tokens.length) {
      const hashes = tokens.map(hashSecretToken);
      const ended = await app.db
        .delete(authSessions)
        .where(inArray(authSessions.tokenHash, hashes))
        .returning({ id: authSessions.id });
      for (const { id } of ended) forgetCachedSessions({ sessionId: id });
    }
    app.log.level = level;
    result.ms = Math.round(performance.now() - started);
  }
}

/** The first approved student with a course, teacher with an open course and admin who may use the portal now. */
async function firstPeople(app: App) {
  const mayUse = (role: 'student' | 'faculty' | 'admin') =>
    and(eq(users.role, role), eq(users.status, 'approved'), eq(users.mustChangePassword, false));
  const [student] = await app.db
    .select({ id: users.id })
    .from(users)
    .innerJoin(enrollments, eq(enrollments.studentId, users.id))
    .where(mayUse('student'))
    .orderBy(asc(users.id))
    .limit(1);
  const [teacher] = await app.db
    .select({ id: users.id, courseId: courses.id })
    .from(users)
    .innerJoin(courses, eq(courses.instructorId, users.id))
    .where(and(mayUse('faculty'), isNull(courses.termClosedAt)))
    .orderBy(asc(users.id))
    .limit(1);
  const [admin] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(mayUse('admin'))
    .orderBy(asc(users.id))
    .limit(1);
  return { student: student?.id, teacher, admin: admin?.id };
}
