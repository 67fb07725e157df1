/**
 * Row-level rules of the student area: a student reaches only its own records and the courses it is enrolled
 * in. Anything else is "not found", so that ids cannot be probed.
 */
import { say } from '../../../../contract/message-catalogue';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignments, courseOfferings, enrollments, terms } from '../../db/schema';
import { notFound } from '../../lib/http-error';

export const COURSE_NOT_FOUND = say('notFound.named', { label: 'Course' });
export const ASSIGNMENT_NOT_FOUND = say('notFound.named', { label: 'Assignment' });

/** The ids of the courses a student is enrolled in, as a subquery. */
export const enrolledCourseIds = (db: Db, studentId: string) =>
  db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.studentId, studentId));

/** 404 unless the student is enrolled in the course. */
export async function assertEnrolled(db: Db, studentId: string, courseId: string): Promise<void> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)));
  if (!row) throw notFound(COURSE_NOT_FOUND);
}

/** An assignment of one of the student's courses; any other is 404. */
export async function findAssignmentForStudent(db: Db, studentId: string, assignmentId: string) {
  const [assignment] = await db
    .select({
      id: assignments.id,
      dueDate: assignments.dueDate,
      termName: terms.name,
      termEndsOn: terms.endsOn,
    })
    .from(assignments)
    .innerJoin(
      enrollments,
      and(eq(enrollments.courseId, assignments.courseId), eq(enrollments.studentId, studentId)),
    )
    .innerJoin(courseOfferings, eq(courseOfferings.id, assignments.courseId))
    .innerJoin(terms, eq(terms.id, courseOfferings.termId))
    .where(eq(assignments.id, assignmentId));
  if (!assignment) throw notFound(ASSIGNMENT_NOT_FOUND);
  return assignment;
}
