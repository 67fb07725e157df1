/**
 * Exam eligibility of spec part 2 §9, per course and student: from attendance (75% eligible, 65% to 75% with
 * the department's permission, below 65% a possible repeat) and the permissions recorded by the course's
 * teacher or an admin.
 */
import { say } from '../../../../contract/message-catalogue';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CourseEligibility } from '../../../../contract/faculty';
import { examEligibility, examPermissionApplies } from '../../../../contract/rules/attendance';
import type { Db } from '../../db/client';
import { attendanceRecords, enrollments, examPermissions, studentProfiles, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record';
import { refuseClosedTerm, STUDENT_NOT_FOUND, teachesCourse, type Actor } from '../teaching/policy';
import { attendedCount } from '../academic-records/attendance-counts';

const grantor = alias(users, 'grantor');

/** 74.96 → 74.9: the figure shown beside the verdict never rounds up past a boundary. */
const percentageDown = (attended: number, total: number) =>
  total === 0 ? 0 : Math.floor((attended * 1000) / total) / 10;

/** Every approved student enrolled in the course, by name, with attendance, verdict and permission. */
export async function courseEligibility(db: Db, user: Actor, courseId: string): Promise<CourseEligibility> {
  const course = await teachesCourse(db, user, courseId);
  const rows = await db
    .select({
      _id: users.id,
      name: users.name,
      student_id: studentProfiles.studentId,
      total: sql<number>`count(${attendanceRecords.id})::int`,
      attended: attendedCount(),
      grantedAt: examPermissions.grantedAt,
      grantedBy: grantor.name,
      note: examPermissions.note,
    })
    .from(enrollments)
    .innerJoin(users, and(eq(users.id, enrollments.studentId), eq(users.status, 'approved')))
    .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(
      attendanceRecords,
      and(eq(attendanceRecords.courseId, courseId), eq(attendanceRecords.studentId, users.id)),
    )
    .leftJoin(
      examPermissions,
      and(eq(examPermissions.courseId, courseId), eq(examPermissions.studentId, users.id)),
    )
    .leftJoin(grantor, eq(grantor.id, examPermissions.grantedBy))
    .where(eq(enrollments.courseId, courseId))
    .groupBy(
      users.id,
      studentProfiles.studentId,
      examPermissions.courseId,
      examPermissions.studentId,
      grantor.id,
    )
    .orderBy(asc(users.name), asc(studentProfiles.studentId));
  return {
    course: { _id: course.id, code: course.code, name: course.name },
    students: rows.map(({ grantedAt, grantedBy, note, ...row }) => ({
      ...row,
      percentage: percentageDown(row.attended, row.total),
      eligibility: examEligibility(row.attended, row.total, grantedAt !== null),
      permission: grantedAt ? { granted_at: grantedAt.toISOString(), granted_by: grantedBy, note } : null,
    })),
  };
}

async function enrolledStudent(db: Pick<Db, 'select'>, courseId: string, studentId: string) {
  const [row] = await db
    .select({ name: users.name })
    .from(enrollments)
    .innerJoin(users, and(eq(users.id, enrollments.studentId), eq(users.status, 'approved')))
    .where(and(eq(enrollments.courseId, courseId), eq(enrollments.studentId, studentId)));
  if (!row) throw notFound(STUDENT_NOT_FOUND);
  return row;
}

/**
 * Records the department's permission for a student from 65% to just under 75%; again for one who has it
 * replaces the note. Anyone else is refused, so that a permission never stands for attendance it cannot
 * excuse.
 */
export async function grantExamPermission(
  db: Db,
  user: Actor,
  courseId: string,
  studentId: string,
  input: { note?: string; reason?: string },
) {
  const { note, reason } = input;
  return db.transaction(async (tx) => {
    const course = await teachesCourse(tx, user, courseId);
    // A permission decides who sits the final: once the term is closed, it is a result's record.
    refuseClosedTerm(user, { name: course.termName, closedAt: course.termClosedAt }, reason);
    const student = await enrolledStudent(tx, course.id, studentId);
    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        attended: attendedCount(),
      })
      .from(attendanceRecords)
      .where(and(eq(attendanceRecords.courseId, course.id), eq(attendanceRecords.studentId, studentId)));
    if (!examPermissionApplies(counts.attended, counts.total)) {
      const percentage = percentageDown(counts.attended, counts.total);
      throw new HttpError(409, say('examPermissionNotApplicable', { percentage }));
    }
    const [before] = await tx
      .select({ note: examPermissions.note })
      .from(examPermissions)
      .where(and(eq(examPermissions.courseId, course.id), eq(examPermissions.studentId, studentId)));
    const values = { note: note ?? null, grantedBy: user.id, grantedAt: new Date() };
    await tx
      .insert(examPermissions)
      .values({ courseId: course.id, studentId, ...values })
      .onConflictDoUpdate({ target: [examPermissions.courseId, examPermissions.studentId], set: values });
    await recordAudit(tx, {
      action: 'exam-permission.granted',
      entity: 'exam-permission',
      entityId: studentId,
      summary: say('audit.examPermitted', { name: student.name, course: course.code }),
      before: before ?? null,
      after: { course: course.code, student: student.name, note: values.note },
      reason,
    });
    return say('examPermissionGranted', { name: student.name });
  });
}

/** Withdraws a recorded permission; withdrawing one that does not exist is a 404. */
export async function revokeExamPermission(
  db: Db,
  user: Actor,
  courseId: string,
  studentId: string,
  reason?: string,
) {
  return db.transaction(async (tx) => {
    const course = await teachesCourse(tx, user, courseId);
    refuseClosedTerm(user, { name: course.termName, closedAt: course.termClosedAt }, reason);
    const student = await enrolledStudent(tx, course.id, studentId);
    const [removed] = await tx
      .delete(examPermissions)
      .where(and(eq(examPermissions.courseId, course.id), eq(examPermissions.studentId, studentId)))
      .returning({ note: examPermissions.note });
    if (!removed) throw notFound(say('examPermission.none'));
    await recordAudit(tx, {
      action: 'exam-permission.revoked',
      entity: 'exam-permission',
      entityId: studentId,
      summary: say('audit.examPermissionWithdrawn', { name: student.name, course: course.code }),
      before: { course: course.code, student: student.name, note: removed.note },
      after: null,
      reason,
    });
    return say('examPermissionRevoked', { name: student.name });
  });
}
