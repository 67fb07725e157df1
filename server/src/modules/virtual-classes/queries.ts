/** Reading virtual class sessions: the teacher's and the student's lists, and one session for the classroom. */
import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VirtualSessionStatus } from '../../../../contract/enums';
import {
  facultyStartOpensAt,
  sessionEnd,
  studentJoinOpensAt,
  studentJoinState,
  type SessionTiming,
} from '../../../../contract/rules/virtual-classes';
import { isTimetableClass } from '../../../../contract/rules/timetable';
import type {
  StudentVirtualSession,
  VirtualSession,
  VirtualSessionDetail,
} from '../../../../contract/virtual-classes';
import type { JitsiConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  courses,
  departments,
  enrollments,
  sessionParticipants,
  studentProfiles,
  users,
  virtualSessions,
} from '../../db/schema';
import { isOpenSession, sessionEndSql, type SessionRole, type VirtualSessionRow } from './policy';

type Reader = Pick<Db, 'select'>;

const instructors = alias(users, 'instructor');

const sessionColumns = {
  session: virtualSessions,
  course: {
    id: courses.id,
    code: courses.code,
    name: courses.name,
    scheduleDays: courses.scheduleDays,
    scheduleTime: courses.scheduleTime,
  },
  instructor: { id: instructors.id, name: instructors.name },
  department: { id: departments.id, name: departments.name, code: departments.code },
  participantCount: sql<number>`(select count(*)::int from ${sessionParticipants} where ${sessionParticipants.sessionId} = ${virtualSessions.id})`,
};

/** Sessions with their course, teacher, department and participant count, in one query. */
const selectSessions = (db: Reader) =>
  db
    .select(sessionColumns)
    .from(virtualSessions)
    .innerJoin(courses, eq(courses.id, virtualSessions.courseId))
    .leftJoin(instructors, eq(instructors.id, virtualSessions.instructorId))
    .leftJoin(departments, eq(departments.id, virtualSessions.departmentId));

type SessionListRow = Awaited<ReturnType<ReturnType<typeof selectSessions>['execute']>>[number];

export const timingOf = (session: VirtualSessionRow): SessionTiming => ({
  status: session.status,
  scheduledAt: session.scheduledAt,
  durationMinutes: session.durationMinutes,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function presentSession(row: SessionListRow): VirtualSession {
  const { session } = row;
  return {
    _id: session.id,
    title: session.title,
    description: session.description,
    course_id: { _id: row.course.id, code: row.course.code, name: row.course.name },
    instructor_id: row.instructor ? { _id: row.instructor.id, name: row.instructor.name } : null,
    scheduled_date: session.scheduledAt.toISOString(),
    duration: session.durationMinutes,
    status: session.status,
    semester: session.semester,
    department: row.department
      ? { _id: row.department.id, name: row.department.name, code: row.department.code }
      : null,
    section: session.section,
    max_participants: session.maxParticipants,
    room_name: session.roomName,
    started_at: iso(session.startedAt),
    ended_at: iso(session.endedAt),
    participant_count: Number(row.participantCount),
  };
}

/** One session as every list shows it; 404 is the caller's business (it checked access first). */
export async function findSession(db: Reader, sessionId: string): Promise<VirtualSession> {
  const [row] = await selectSessions(db).where(eq(virtualSessions.id, sessionId));
  return presentSession(row);
}

/**
 * The teacher's sessions (every session for an admin): upcoming and live ones first, soonest first, then
 * past ones, latest first.
 */
export async function teacherSessions(
  db: Reader,
  teacherId: string | null,
  status?: VirtualSessionStatus,
): Promise<VirtualSession[]> {
  const conditions: SQL[] = [];
  if (teacherId) conditions.push(eq(courses.instructorId, teacherId));
  if (status) conditions.push(eq(virtualSessions.status, status));
  const rows = await selectSessions(db)
    .where(and(...conditions))
    .orderBy(
      sql`case when ${isOpenSession} then 0 else 1 end`,
      sql`case when ${isOpenSession} then ${virtualSessions.scheduledAt} end asc`,
      desc(virtualSessions.scheduledAt),
    );
  return rows.map(presentSession);
}

/**
 * The student's coming and live sessions: of its enrolled courses, for every section or its own, not yet past
 * their scheduled end; soonest first; each saying whether it is an extra session (not the timetable class).
 */
export async function studentSessions(
  db: Reader,
  studentId: string,
  now: Date,
  /** The college's time zone: which day and time of its course's timetable a session falls on. */
  timeZone: string,
  /** The offerings' term (offeringsOfTerm); every term's when undefined. */
  inTerm?: SQL,
): Promise<StudentVirtualSession[]> {
  const rows = await selectSessions(db)
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, virtualSessions.courseId), eq(enrollments.studentId, studentId)),
    )
    .innerJoin(studentProfiles, eq(studentProfiles.userId, enrollments.studentId))
    .where(
      and(
        inArray(virtualSessions.status, ['scheduled', 'ongoing']),
        gt(sessionEndSql, sql`${now.toISOString()}::timestamptz`),
        or(isNull(virtualSessions.section), eq(virtualSessions.section, studentProfiles.section)),
        inTerm,
      ),
    )
    .orderBy(asc(virtualSessions.scheduledAt));
  return rows.map((row) => ({
    ...presentSession(row),
    room_name: null,
    extra: !isTimetableClass(
      { days: row.course.scheduleDays, time: row.course.scheduleTime },
      row.session.scheduledAt,
      timeZone,
    ),
  }));
}

/** Who has joined a session, first comer first. */
async function participantsOf(db: Reader, sessionId: string) {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.role,
      joinedAt: sessionParticipants.joinedAt,
      leftAt: sessionParticipants.leftAt,
    })
    .from(sessionParticipants)
    .innerJoin(users, eq(users.id, sessionParticipants.userId))
    .where(eq(sessionParticipants.sessionId, sessionId))
    .orderBy(asc(sessionParticipants.joinedAt));
  return rows.map((p) => ({
    _id: p.id,
    name: p.name,
    role: p.role,
    joined_at: p.joinedAt.toISOString(),
    left_at: iso(p.leftAt),
  }));
}

export interface JoinWindow {
  canJoin: boolean;
  opensAt: Date;
  closesAt: Date | null;
}

/**
 * When the caller may join. The teacher: once it has started the class (it may start from 15 minutes before)
 * until it ends it. A student: from 10 minutes before the start until the start plus the duration. An admin:
 * the students' window for display, and only a class in progress.
 */
export function joinWindow(session: VirtualSessionRow, role: SessionRole, now: Date): JoinWindow {
  const timing = timingOf(session);
  if (role === 'teacher') {
    return { canJoin: session.status === 'ongoing', opensAt: facultyStartOpensAt(timing), closesAt: null };
  }
  const window = { opensAt: studentJoinOpensAt(timing), closesAt: sessionEnd(timing) };
  if (role === 'admin') return { ...window, canJoin: session.status === 'ongoing' };
  return { ...window, canJoin: studentJoinState(timing, now) === 'open' };
}

/** What the classroom needs: the session, the caller's window and part, the Jitsi server, and (teacher, admin) who joined. */
export async function sessionDetail(
  db: Reader,
  access: { session: VirtualSessionRow; role: SessionRole },
  jitsi: JitsiConfig,
  now: Date,
): Promise<VirtualSessionDetail> {
  const { session, role } = access;
  const [summary, participants] = await Promise.all([
    findSession(db, session.id),
    role === 'student' ? Promise.resolve([]) : participantsOf(db, session.id),
  ]);
  const window = joinWindow(session, role, now);
  return {
    ...summary,
    // A student's room comes with joining (POST /join), which checks the window.
    room_name: role === 'student' ? null : summary.room_name,
    jitsi_domain: jitsi.domain,
    jitsi_script_url: jitsi.scriptUrl,
    is_moderator: role === 'teacher',
    can_join: window.canJoin,
    join_opens_at: window.opensAt.toISOString(),
    join_closes_at: iso(window.closesAt),
    participants,
  };
}
