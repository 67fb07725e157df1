/**
 * Writes of virtual classes, each a named command in one transaction: scheduling (no double-booking of a
 * teacher), the transitions scheduled → ongoing → completed and scheduled → cancelled (each a conditional
 * update, so two concurrent calls cannot both win), joining and leaving, and the attendance taken from
 * participation when a class ends.
 */
import { say } from '../../../../contract/message-catalogue';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '../../../../contract/enums';
import { MESSAGES } from '../../../../contract/messages';
import {
  attendanceFromJoin,
  facultyCanStart,
  roomNameFor,
  sessionEnd,
  studentJoinState,
} from '../../../../contract/rules/virtual-classes';
import { outsideTerm } from '../../../../contract/rules/attendance-dates';
import type { EndSessionResult } from '../../../../contract/virtual-classes';
import type { Db } from '../../db/client';
import {
  attendanceRecords,
  courses,
  departments,
  enrollments,
  sessionParticipants,
  studentProfiles,
  users,
  virtualSessions,
} from '../../db/schema';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../../lib/http-error';
import { newRoomSecret } from '../../lib/secret-token';
import { recordActivity } from '../activity/record';
import { recordAudit, type AuditChange } from '../audit/record';
import { teachesOffering, type Actor } from '../teaching/policy';
import { attendanceStanding, warnOnAttendanceDrop } from '../notifications/attendance-warning';
import { collegeTimeOfDay, collegeToday } from '../../../../contract/college-clock';
import { sessionTimeParams } from '../../../../contract/session-time';
import {
  findManagedSession,
  findSessionFor,
  isOpenSession,
  sessionEndSql,
  type SessionAccess,
} from './policy';
import { findSession, timingOf } from './queries';

type Writer = Pick<Db, 'insert'>;
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const stateConflict = (message: string) => new HttpError(409, message);

// ---- Scheduling ---------------------------------------------------------------------------------------------

export interface NewSession {
  courseId: string;
  title: string;
  description?: string;
  scheduledAt: Date;
  durationMinutes: number;
  /** Unset: the course's semester and department. */
  semester?: number;
  departmentId?: string;
  section?: string;
  maxParticipants?: number;
}

/**
 * Creates a session of a course the teacher teaches, on a day of the course offering's term (its attendance is
 * that day's; 400 naming both). Under a per-teacher lock, so that two requests at once cannot both book the
 * same time: a session overlapping another scheduled or live one of the teacher is refused (409, on `timeField`).
 */
export async function createSession(
  db: Db,
  teacher: Actor,
  input: NewSession,
  options: {
    timeZone: string;
    timeField: string;
    /** The field that chose the day, for a day outside the term. */
    dateField: string;
    /** Start Now: the session is started at this moment in the same transaction, or not created at all. */
    startAt?: Date;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { course, term } = await teachesOffering(tx, teacher, input.courseId);
    const dayProblem = outsideTerm(collegeToday(input.scheduledAt, options.timeZone), term);
    if (dayProblem) throw fieldError(options.dateField, dayProblem);
    if (input.departmentId) {
      const [department] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.id, input.departmentId));
      if (!department) throw fieldError('department', say('field.choose', { label: 'department' }));
    }
    const teacherId = course.instructorId ?? teacher.id;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`virtual-sessions:${teacherId}`}))`);
    const start = input.scheduledAt;
    const end = sessionEnd({
      status: 'scheduled',
      scheduledAt: start,
      durationMinutes: input.durationMinutes,
    });
    const [clash] = await tx
      .select({
        title: virtualSessions.title,
        code: courses.code,
        scheduledAt: virtualSessions.scheduledAt,
        durationMinutes: virtualSessions.durationMinutes,
      })
      .from(virtualSessions)
      .innerJoin(courses, eq(courses.id, virtualSessions.courseId))
      .where(
        and(
          or(eq(virtualSessions.instructorId, teacherId), eq(courses.instructorId, teacherId)),
          isOpenSession,
          lt(virtualSessions.scheduledAt, end),
          gt(sessionEndSql, sql`${start.toISOString()}::timestamptz`),
        ),
      )
      .orderBy(virtualSessions.scheduledAt)
      .limit(1);
    if (clash) {
      const when = sessionTimeParams(
        clash.scheduledAt,
        sessionEnd({ status: 'scheduled', ...clash }),
        options.timeZone,
      );
      throw conflict(
        options.timeField,
        say('sessionOverlap', { title: clash.title, code: clash.code, ...when }),
      );
    }
    const id = randomUUID();
    await tx.insert(virtualSessions).values({
      id,
      courseId: course.id,
      instructorId: teacherId,
      title: input.title,
      description: input.description ?? '',
      scheduledAt: start,
      durationMinutes: input.durationMinutes,
      status: 'scheduled',
      semester: input.semester ?? course.semester,
      departmentId: input.departmentId ?? course.departmentId,
      section: input.section ?? null,
      maxParticipants: input.maxParticipants,
      roomName: roomNameFor(course.code, newRoomSecret()),
    });
    // A class that fails to start must leave no session behind to block the next try with an overlap.
    if (options.startAt) await startWithin(tx, teacher, id, options.startAt);
    return id;
  });
}

// ---- Transitions --------------------------------------------------------------------------------------------

/** The user's participation: a first join keeps its time; joining again only clears `left_at`. */
async function recordParticipant(tx: Writer, sessionId: string, userId: string, now: Date) {
  await tx
    .insert(sessionParticipants)
    .values({ sessionId, userId, joinedAt: now })
    .onConflictDoUpdate({
      target: [sessionParticipants.sessionId, sessionParticipants.userId],
      set: { leftAt: null },
    });
}

/** Scheduled → ongoing, from 15 minutes before the scheduled time. The teacher is its first participant. */
export async function startSession(db: Db, user: Actor, sessionId: string, now: Date) {
  return db.transaction((tx) => startWithin(tx, user, sessionId, now));
}

async function startWithin(tx: Transaction, user: Actor, sessionId: string, now: Date) {
  const { session, course, role } = await findManagedSession(tx, user, sessionId);
  if (session.status !== 'scheduled') throw stateConflict(MESSAGES.sessionNotScheduled);
  if (!facultyCanStart(timingOf(session), now)) throw stateConflict(MESSAGES.sessionStartTooEarly);
  const [started] = await tx
    .update(virtualSessions)
    .set({ status: 'ongoing', startedAt: now })
    .where(and(eq(virtualSessions.id, session.id), eq(virtualSessions.status, 'scheduled')))
    .returning({ id: virtualSessions.id });
  // Another request started (or cancelled) it between our read and our write.
  if (!started) throw stateConflict(MESSAGES.sessionNotScheduled);
  if (role === 'teacher') await recordParticipant(tx, session.id, user.id, now);
  await recordActivity(
    tx,
    'other',
    say('activity.classStarted', { class: `${course.code} ${session.title}` }),
    user.id,
  );
  return findSession(tx, session.id);
}

/** Scheduled → cancelled. */
export async function cancelSession(db: Db, user: Actor, sessionId: string) {
  return db.transaction(async (tx) => {
    const { session, course } = await findManagedSession(tx, user, sessionId);
    const [cancelled] = await tx
      .update(virtualSessions)
      .set({ status: 'cancelled' })
      .where(and(eq(virtualSessions.id, session.id), eq(virtualSessions.status, 'scheduled')))
      .returning({ id: virtualSessions.id });
    if (!cancelled) throw stateConflict(MESSAGES.sessionNotScheduled);
    await recordAudit(tx, {
      action: 'virtual-session.cancelled',
      entity: 'virtual-session',
      entityId: session.id,
      summary: say('audit.classCancelled', { course: course.code, title: session.title }),
      before: { status: 'scheduled' },
      after: { status: 'cancelled' },
    });
    return findSession(tx, session.id);
  });
}

/** Better attendance replaces worse when the meeting's record was derived before; excused is never replaced. */
const RANK: Record<AttendanceStatus, number> = { absent: 1, late: 2, present: 3, excused: 4 };
const rankSql = (column: unknown) =>
  sql`(case ${column} when 'absent' then 1 when 'late' then 2 when 'present' then 3 when 'excused' then 4 else 0 end)`;
export const DERIVED_REMARKS = 'From virtual class participation';

/**
 * Ongoing → completed, and attendance from participation in the same transaction: each enrolled student of
 * the session's section (active accounts) is present if it joined within 10 minutes of the start, late if
 * later, absent if never. The records belong to the session's own class meeting
 * (docs/decisions/0014-attendance-belongs-to-a-class-meeting.md): session type `virtual` on the college-local
 * date and time of the scheduled start, so that two virtual classes of a day are two classes. A record the
 * teacher marked by hand is kept; one derived before is only improved. In a closed term the class ends and no
 * attendance is derived.
 */
export async function endSession(
  db: Db,
  user: Actor,
  sessionId: string,
  now: Date,
  timeZone: string,
): Promise<EndSessionResult> {
  return db.transaction(async (tx) => {
    const { session, course } = await findManagedSession(tx, user, sessionId);
    const [ended] = await tx
      .update(virtualSessions)
      .set({ status: 'completed', endedAt: now })
      .where(and(eq(virtualSessions.id, session.id), eq(virtualSessions.status, 'ongoing')))
      .returning();
    if (!ended) throw stateConflict(MESSAGES.sessionNotOngoing);
    await tx
      .update(sessionParticipants)
      .set({ leftAt: now })
      .where(and(eq(sessionParticipants.sessionId, session.id), isNull(sessionParticipants.leftAt)));
    // A class left running into a closed term ends, but that term's attendance is read-only: none is derived.
    if (course.termClosedAt) {
      const none = { present: 0, late: 0, absent: 0, kept: 0 };
      return { session: await findSession(tx, session.id), attendance: none };
    }

    const date = collegeToday(session.scheduledAt, timeZone);
    const startTime = collegeTimeOfDay(session.scheduledAt, timeZone);
    const students = await tx
      .select({
        id: enrollments.studentId,
        name: users.name,
        joinedAt: sessionParticipants.joinedAt,
        existingStatus: attendanceRecords.status,
        existingMarkedBy: attendanceRecords.markedBy,
        existingId: attendanceRecords.id,
      })
      .from(enrollments)
      .innerJoin(users, and(eq(users.id, enrollments.studentId), eq(users.status, 'approved')))
      .innerJoin(studentProfiles, eq(studentProfiles.userId, enrollments.studentId))
      .leftJoin(
        sessionParticipants,
        and(
          eq(sessionParticipants.sessionId, session.id),
          eq(sessionParticipants.userId, enrollments.studentId),
        ),
      )
      .leftJoin(
        attendanceRecords,
        and(
          eq(attendanceRecords.studentId, enrollments.studentId),
          eq(attendanceRecords.courseId, session.courseId),
          eq(attendanceRecords.date, date),
          eq(attendanceRecords.sessionType, 'virtual'),
          eq(attendanceRecords.startTime, startTime),
        ),
      )
      .where(
        and(
          eq(enrollments.courseId, session.courseId),
          session.section ? eq(studentProfiles.section, session.section) : undefined,
        ),
      );

    const counts = { present: 0, late: 0, absent: 0, kept: 0 };
    const rows: (typeof attendanceRecords.$inferInsert)[] = [];
    for (const student of students) {
      if (student.existingId && student.existingMarkedBy !== null) {
        counts.kept++;
        continue;
      }
      const derived = attendanceFromJoin(student.joinedAt, {
        scheduledAt: session.scheduledAt,
        startedAt: ended.startedAt,
      });
      const earlier = student.existingStatus;
      const status = earlier && RANK[earlier] >= RANK[derived] ? earlier : derived;
      if (status === 'present' || status === 'late' || status === 'absent') counts[status]++;
      rows.push({
        studentId: student.id,
        courseId: session.courseId,
        date,
        sessionType: 'virtual',
        startTime,
        status: derived,
        remarks: DERIVED_REMARKS,
        markedBy: null,
      });
    }
    let improved: { id: string; studentId: string; status: AttendanceStatus }[] = [];
    const derivedFor = rows.map((row) => row.studentId);
    const standing = await attendanceStanding(tx, session.courseId, derivedFor);
    if (rows.length > 0) {
      // The conditions again in SQL: a record marked by hand meanwhile is still kept.
      const written = await tx
        .insert(attendanceRecords)
        .values(rows)
        .onConflictDoUpdate({
          target: [
            attendanceRecords.studentId,
            attendanceRecords.courseId,
            attendanceRecords.date,
            attendanceRecords.sessionType,
            attendanceRecords.startTime,
          ],
          set: { status: sql`excluded.status`, remarks: sql`excluded.remarks`, updatedAt: sql`now()` },
          setWhere: sql`${attendanceRecords.markedBy} is null and ${rankSql(sql`excluded.status`)} > ${rankSql(attendanceRecords.status)}`,
        })
        .returning({
          id: attendanceRecords.id,
          studentId: attendanceRecords.studentId,
          status: attendanceRecords.status,
          // xmax is 0 for a row this statement inserted, and set for one it updated.
          inserted: sql<boolean>`(xmax = 0)`,
        });
      improved = written.filter((w) => !w.inserted);
    }
    await auditDerivedAttendance(tx, { session, code: course.code, date, students, improved, counts });
    const after = await attendanceStanding(tx, session.courseId, derivedFor);
    await warnOnAttendanceDrop(tx, course, { before: standing, after }, derivedFor, date);
    return { session: await findSession(tx, session.id), attendance: counts };
  });
}

/**
 * The audit trail of attendance taken from a class: one entry for the class with its counts, and one per
 * earlier derived record it improved (a record that changed, as a teacher's change would be).
 */
async function auditDerivedAttendance(
  tx: Writer,
  derived: {
    session: { id: string; title: string };
    code: string;
    date: string;
    students: readonly { id: string; name: string; existingStatus: AttendanceStatus | null }[];
    improved: readonly { id: string; studentId: string; status: AttendanceStatus }[];
    counts: { present: number; late: number; absent: number; kept: number };
  },
) {
  const { session, code, date, counts } = derived;
  const byId = new Map(derived.students.map((s) => [s.id, s]));
  const changes: AuditChange[] = [
    {
      action: 'attendance.derived',
      entity: 'virtual-session',
      entityId: session.id,
      summary: say('audit.attendanceFromClass', { course: code, title: session.title, date, ...counts }),
      after: { date, ...counts },
    },
    ...derived.improved.map((record): AuditChange => {
      const student = byId.get(record.studentId);
      const before = student?.existingStatus ?? null;
      return {
        action: 'attendance.changed',
        entity: 'attendance',
        entityId: record.id,
        summary: say('audit.attendanceChangedFromClass', {
          course: code,
          date,
          name: student?.name ?? '',
          from: String(before),
          to: record.status,
        }),
        before: { status: before },
        after: { status: record.status },
      };
    }),
  ];
  await recordAudit(tx, changes);
}

// ---- Joining and leaving ------------------------------------------------------------------------------------

/** Why a student may not join now, or nothing. */
function studentRefusal(access: SessionAccess, now: Date): HttpError | null {
  switch (studentJoinState(timingOf(access.session), now)) {
    case 'open':
      return null;
    case 'notYetOpen':
      return forbidden(MESSAGES.joinNotYetOpen);
    case 'ended':
      return forbidden(MESSAGES.joinEnded);
    case 'cancelled':
      return forbidden(MESSAGES.joinCancelled);
  }
}

/** Why the teacher or an admin may not join now: only a class in progress can be joined. */
function hostRefusal(access: SessionAccess): HttpError | null {
  switch (access.session.status) {
    case 'ongoing':
      return null;
    case 'scheduled':
      return stateConflict(MESSAGES.sessionStartFirst);
    case 'completed':
      return forbidden(MESSAGES.joinEnded);
    case 'cancelled':
      return forbidden(MESSAGES.joinCancelled);
  }
}

/**
 * Records that the user joined: a student inside its join window, the teacher or an admin once the class is
 * live. A full class refuses newcomers (not the teacher, and not someone rejoining).
 */
export async function joinSession(db: Db, user: Actor, sessionId: string, now: Date): Promise<SessionAccess> {
  return db.transaction(async (tx) => {
    // One join at a time per session, so that the capacity check holds; and none while the class is ending.
    await tx
      .select({ id: virtualSessions.id })
      .from(virtualSessions)
      .where(eq(virtualSessions.id, sessionId))
      .for('update');
    const access = await findSessionFor(tx, user, sessionId);
    const refusal = access.role === 'student' ? studentRefusal(access, now) : hostRefusal(access);
    if (refusal) throw refusal;
    if (access.role !== 'teacher') {
      const [{ count, already }] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          already: sql<boolean>`coalesce(bool_or(${sessionParticipants.userId} = ${user.id}), false)`,
        })
        .from(sessionParticipants)
        .where(eq(sessionParticipants.sessionId, sessionId));
      if (!already && count >= access.session.maxParticipants) throw forbidden(MESSAGES.classFull);
    }
    await recordParticipant(tx, sessionId, user.id, now);
    return access;
  });
}

/** Records that the user left; 404 when it never joined. */
export async function leaveSession(db: Db, user: Actor, sessionId: string, now: Date): Promise<void> {
  const [left] = await db
    .update(sessionParticipants)
    .set({ leftAt: now })
    .where(and(eq(sessionParticipants.sessionId, sessionId), eq(sessionParticipants.userId, user.id)))
    .returning({ userId: sessionParticipants.userId });
  if (!left) throw notFound(MESSAGES.sessionNotFound);
}
