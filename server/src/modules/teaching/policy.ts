/**
 * Row-level rules of teaching, shared by every area in which a teacher acts on its classes (the faculty area,
 * materials, class announcements, quizzes, virtual classes, the submission loop, exam eligibility): a teacher acts
 * only on the courses it teaches, and on their assignments, submissions, attendance and results; an admin may act
 * on any course. Anything else is "not found", so that ids cannot be probed.
 */
import { say } from '../../../../contract/message-catalogue';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../../contract/enums';
import type { Db } from '../../db/client';
import { assignments, courseColumns, courses, submissions, terms, users } from '../../db/schema';
import { conflict, fieldError, notFound } from '../../lib/http-error';

export const COURSE_NOT_FOUND = say('notFound.named', { label: 'Course' });
export const ASSIGNMENT_NOT_FOUND = say('notFound.named', { label: 'Assignment' });
export const SUBMISSION_NOT_FOUND = say('notFound.named', { label: 'Submission' });
export const STUDENT_NOT_FOUND = say('notFound.named', { label: 'Student' });

export interface Actor {
  id: string;
  role: Role;
}

type Reader = Pick<Db, 'select'>;

const mayTeach = (user: Actor, instructorId: string | null) =>
  user.role === 'admin' || (user.role === 'faculty' && instructorId === user.id);

/** The course when the user teaches it (or is an admin); otherwise 404. */
export async function teachesCourse(db: Reader, user: Actor, courseId: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course || !mayTeach(user, course.instructorId)) throw notFound(COURSE_NOT_FOUND);
  return course;
}

/**
 * The course and its term's days and closing, when the user teaches it (or is an admin); otherwise 404. One
 * statement, as teachesCourse: the term joins the course's own read.
 */
export async function teachesOffering(db: Reader, user: Actor, courseId: string) {
  const [row] = await db
    .select({
      course: courseColumns,
      term: { name: terms.name, first: terms.startsOn, last: terms.endsOn, closedAt: terms.closedAt },
    })
    .from(courses)
    .innerJoin(terms, eq(terms.id, courses.termId))
    .where(eq(courses.id, courseId));
  if (!row || !mayTeach(user, row.course.instructorId)) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/**
 * A closed term's results and attendance are read-only for teachers (issue 34): their write is refused (409).
 * An admin may still correct them, but must say why (400 without a reason); the audit entry keeps the reason.
 */
export function refuseClosedTerm(
  user: Actor,
  term: { name: string; closedAt: Date | null },
  reason: string | undefined,
) {
  if (!term.closedAt) return;
  if (user.role !== 'admin') throw conflict('course_id', say('term.closed', { name: term.name }));
  if (!reason) throw fieldError('reason', say('term.correctionNeedsReason', { name: term.name }));
}

/**
 * A closed term's class is read-only for its teacher too: its materials, class announcements and assignments
 * (refused 409 as its results are). These are not records a correction is ever needed for, so an admin may
 * still tidy them without a reason.
 */
export function refuseClosedTermToTeacher(user: Actor, term: { name: string; closedAt: Date | null }) {
  if (term.closedAt && user.role !== 'admin')
    throw conflict('course_id', say('term.closed', { name: term.name }));
}

/** An assignment of a course the user teaches, with that course; otherwise 404. */
export async function findTaughtAssignment(db: Reader, user: Actor, assignmentId: string) {
  const [row] = await db
    .select({ assignment: assignments, course: courseColumns })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(assignments.id, assignmentId));
  if (!row || !mayTeach(user, row.course.instructorId)) throw notFound(ASSIGNMENT_NOT_FOUND);
  return row;
}

/**
 * A submission to an assignment of a course the user teaches, with its assignment, the course's code and the
 * student's name; otherwise 404. The submission's row is locked until the caller's transaction ends, and read
 * as it is once the lock is held: two teachers grading or returning it at once take turns, and neither loses
 * the other's marks.
 */
export async function lockTaughtSubmission(tx: Reader, user: Actor, submissionId: string) {
  const [row] = await tx
    .select({
      submission: submissions,
      assignment: assignments,
      instructorId: courses.instructorId,
      courseCode: courses.code,
      term: { name: courses.termName, closedAt: courses.termClosedAt },
      studentName: users.name,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .innerJoin(users, eq(users.id, submissions.studentId))
    .where(eq(submissions.id, submissionId))
    .for('update', { of: submissions });
  if (!row || !mayTeach(user, row.instructorId)) throw notFound(SUBMISSION_NOT_FOUND);
  return row;
}
