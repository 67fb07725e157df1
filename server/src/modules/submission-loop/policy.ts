/**
 * Who takes part in a submission's exchange: the student who submitted it and the course's teacher. Only they
 * read its history and write comments; anyone else (another student, another teacher, an admin) gets "not
 * found", so that submission ids cannot be probed and private comments stay between the two.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assignments, courses, submissions } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { SUBMISSION_NOT_FOUND, type Actor } from '../teaching/policy';

type Reader = Pick<Db, 'select'>;

export async function findSubmissionForParty(db: Reader, user: Actor, submissionId: string) {
  const [row] = await db
    .select({
      submission: submissions,
      assignment: assignments,
      course: { id: courses.id, code: courses.code, instructorId: courses.instructorId },
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(submissions.id, submissionId));
  const party =
    row &&
    ((user.role === 'student' && row.submission.studentId === user.id) ||
      (user.role === 'faculty' && row.course.instructorId === user.id));
  if (!party) throw notFound(SUBMISSION_NOT_FOUND);
  return { ...row, side: user.role === 'student' ? ('student' as const) : ('teacher' as const) };
}
