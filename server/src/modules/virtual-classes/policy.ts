/**
 * Who may see and act on a virtual class: the course's teacher and admins any session of the course; a
 * student only the sessions of a course it is enrolled in, for its own section. Anyone else gets "not found",
 * so that session ids cannot be probed.
 */
import { say } from '../../../../contract/message-catalogue';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { courses, enrollments, studentProfiles, virtualSessions } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';
import type { Actor } from '../teaching/policy';

type Reader = Pick<Db, 'select'>;

/** The caller's part in a session. */
export type SessionRole = 'teacher' | 'admin' | 'student';

export type VirtualSessionRow = typeof virtualSessions.$inferSelect;
export interface CourseRef {
  id: string;
  code: string;
  name: string;
  instructorId: string | null;
  /** Its term's closing: a closed term's attendance is read-only (docs/decisions/0034-closed-terms-read-only-course-home-brought-forward.md). */
  termClosedAt: Date | null;
}

export interface SessionAccess {
  session: VirtualSessionRow;
  course: CourseRef;
  role: SessionRole;
}

/** A session's scheduled end (start plus duration), in SQL. */
export const sessionEndSql = sql`(${virtualSessions.scheduledAt} + ${virtualSessions.durationMinutes} * interval '1 minute')`;

/** Sessions that still hold their teacher's time. */
export const isOpenSession = inArray(virtualSessions.status, ['scheduled', 'ongoing']);

const courseRef = {
  id: courses.id,
  code: courses.code,
  name: courses.name,
  instructorId: courses.instructorId,
  termClosedAt: courses.termClosedAt,
};

/** Whether the user teaches or administers the course, is enrolled in it (with its section), or neither. */
async function relationTo(db: Reader, user: Actor, course: CourseRef) {
  if (user.role === 'admin') return { role: 'admin' as const, section: null };
  if (user.role === 'faculty') {
    return course.instructorId === user.id ? { role: 'teacher' as const, section: null } : null;
  }
  const [row] = await db
    .select({ section: studentProfiles.section })
    .from(enrollments)
    .innerJoin(studentProfiles, eq(studentProfiles.userId, enrollments.studentId))
    .where(and(eq(enrollments.courseId, course.id), eq(enrollments.studentId, user.id)));
  return row ? { role: 'student' as const, section: row.section } : null;
}

/**
 * A session the user may see, with its course and the user's part in it. Not the course's teacher, an admin
 * or an enrolled student: 404. A student of another section: 403 naming the session's section.
 */
export async function findSessionFor(db: Reader, user: Actor, sessionId: string): Promise<SessionAccess> {
  const [row] = await db
    .select({ session: virtualSessions, course: courseRef })
    .from(virtualSessions)
    .innerJoin(courses, eq(courses.id, virtualSessions.courseId))
    .where(eq(virtualSessions.id, sessionId));
  if (!row) throw notFound(MESSAGES.sessionNotFound);
  const relation = await relationTo(db, user, row.course);
  if (!relation) throw notFound(MESSAGES.sessionNotFound);
  if (relation.role === 'student' && row.session.section && row.session.section !== relation.section) {
    throw forbidden(say('joinOtherSection', { section: row.session.section }));
  }
  return { ...row, role: relation.role };
}

/** A session the user manages: its course's teacher, or an admin. Anyone else: 404. */
export async function findManagedSession(db: Reader, user: Actor, sessionId: string) {
  const access = await findSessionFor(db, user, sessionId);
  if (access.role === 'student') throw notFound(MESSAGES.sessionNotFound);
  return access;
}

/**
 * `/classroom/:classId` takes a session id or a virtual course id. For a course id: its session in progress,
 * else its next scheduled one that has not ended (for a student, of its section, and a session in progress
 * only until its scheduled end). The course must be one the
 * user may see (else 404 as for a session); no such session: 404 "No virtual class is scheduled".
 */
export async function resolveSessionId(db: Reader, user: Actor, id: string, now: Date): Promise<string> {
  const [session] = await db
    .select({ id: virtualSessions.id })
    .from(virtualSessions)
    .where(eq(virtualSessions.id, id));
  if (session) return session.id;
  const [course] = await db.select(courseRef).from(courses).where(eq(courses.id, id));
  if (!course) throw notFound(MESSAGES.sessionNotFound);
  const relation = await relationTo(db, user, course);
  if (!relation) throw notFound(MESSAGES.sessionNotFound);
  const notEnded = gt(sessionEndSql, sql`${now.toISOString()}::timestamptz`);
  // A student can no longer join a live session past its end (its teacher has not ended it yet): the course's
  // current session for that student is then the next one, the one its dashboard offers to join.
  const live =
    relation.role === 'student'
      ? and(eq(virtualSessions.status, 'ongoing'), notEnded)!
      : eq(virtualSessions.status, 'ongoing');
  const conditions: SQL[] = [
    eq(virtualSessions.courseId, course.id),
    or(live, and(eq(virtualSessions.status, 'scheduled'), notEnded))!,
  ];
  if (relation.role === 'student') {
    conditions.push(or(isNull(virtualSessions.section), eq(virtualSessions.section, relation.section))!);
  }
  const [current] = await db
    .select({ id: virtualSessions.id })
    .from(virtualSessions)
    .where(and(...conditions))
    .orderBy(desc(sql`${virtualSessions.status} = 'ongoing'`), asc(virtualSessions.scheduledAt))
    .limit(1);
  if (!current) throw notFound(MESSAGES.noSessionForCourse);
  return current.id;
}
