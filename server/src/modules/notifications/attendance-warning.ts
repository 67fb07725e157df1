/**
 * The attendance warning: a student whose attendance in a course falls from 75% or more to below it (the exact
 * fraction, as exam eligibility judges it) is told so, in the transaction that recorded the attendance.
 */
import { say } from '../../../../contract/message-catalogue';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AttendanceStatus } from '../../../../contract/enums';
import { countsAsAttended, examEligibility } from '../../../../contract/rules/attendance';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import type { Db } from '../../db/client';
import { attendanceRecords } from '../../db/schema';
import { notifyEach } from './notify';
import { attendedCount } from '../academic-records/attendance-counts';

type Tx = Pick<Db, 'select' | 'execute'>;
/** Per student, the course's attended and held classes. */
export type Standing = Map<string, { attended: number; total: number }>;

/**
 * The statement of `attendanceStanding`, for a read that joins it as a subquery (marking a class reads it with
 * the class's other records).
 */
export function standingStatement(tx: Pick<Db, 'select'>, courseId: string, studentIds: readonly string[]) {
  return tx
    .select({
      studentId: attendanceRecords.studentId,
      total: sql<number>`count(*)::int`.as('total'),
      attended: attendedCount().as('attended'),
    })
    .from(attendanceRecords)
    .where(
      and(eq(attendanceRecords.courseId, courseId), inArray(attendanceRecords.studentId, [...studentIds])),
    )
    .groupBy(attendanceRecords.studentId);
}

/** Attended and held classes of these students in the course (students with none are absent from the map). */
export async function attendanceStanding(
  tx: Tx,
  courseId: string,
  studentIds: readonly string[],
): Promise<Standing> {
  if (studentIds.length === 0) return new Map();
  const rows = await standingStatement(tx, courseId, studentIds);
  return new Map(rows.map((r) => [r.studentId, { attended: r.attended, total: r.total }]));
}

/**
 * The standing after marking one meeting, from the standing before it: a new record adds a class held, a
 * changed one moves only what was attended. Marks of one meeting change nothing else, so it need not be read again.
 */
export function standingAfterMarks(
  before: Standing,
  marks: readonly { studentId: string; was: AttendanceStatus | null; now: AttendanceStatus }[],
): Standing {
  const attended = (status: AttendanceStatus | null) => (status !== null && countsAsAttended(status) ? 1 : 0);
  const after: Standing = new Map(before);
  for (const { studentId, was, now } of marks) {
    const earlier = before.get(studentId) ?? { attended: 0, total: 0 };
    after.set(studentId, {
      attended: earlier.attended - attended(was) + attended(now),
      total: earlier.total + (was === null ? 1 : 0),
    });
  }
  return after;
}

const eligible = (s: { attended: number; total: number } | undefined) =>
  examEligibility(s?.attended ?? 0, s?.total ?? 0, false) === 'eligible';

/**
 * Compares the standing before attendance was written with the standing after, and warns each student who
 * crossed below 75%. Once per course and day, so that a teacher correcting a mark back and forth does not warn
 * twice.
 */
export async function warnOnAttendanceDrop(
  tx: Tx,
  course: { id: string; code: string; name: string },
  { before, after }: { before: Standing; after: Standing },
  studentIds: readonly string[],
  date: string,
): Promise<void> {
  const fallen = studentIds.filter((id) => eligible(before.get(id)) && !eligible(after.get(id)));
  // One statement for the whole class, each student's own figures in its warning.
  await notifyEach(
    tx,
    fallen.map((id) => {
      const { attended, total } = after.get(id)!;
      return {
        userId: id,
        notification: {
          kind: 'attendance_warning' as const,
          title: say('notice.attendanceLow', { code: course.code }),
          body: say('notice.attendanceLowBody', {
            attended,
            total,
            course: `${course.code} ${course.name}`,
            percentage: Math.floor((attended * 1000) / total) / 10,
          }),
          link: NOTIFICATION_LINKS.studentAttendance,
          dedupeKey: `attendance-warning:${course.id}:${date}`,
        },
      };
    }),
  );
}
