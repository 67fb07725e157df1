/**
 * Who reaches a quiz: its offering's teacher and admins manage it; the offering's enrolled students take it
 * and read it without its key; anyone else is told "not found", so that ids cannot be probed. An attempt is
 * its student's alone.
 */
import { eq } from 'drizzle-orm';
import { say } from '../../../../contract/message-catalogue';
import type { Db } from '../../db/client';
import { courses, quizAttempts, quizzes } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { Actor } from '../teaching/policy';
import { relationToCourse } from '../materials/policy';

type Reader = Pick<Db, 'select'>;

export const QUIZ_NOT_FOUND = say('quiz.notFound');
export const ATTEMPT_NOT_FOUND = say('quiz.attemptNotFound');

/** The course columns a quiz's rules read: its teacher, its term's closing, and its name for the audit. */
export const quizCourseColumns = {
  id: courses.id,
  code: courses.code,
  name: courses.name,
  instructorId: courses.instructorId,
  termName: courses.termName,
  termClosedAt: courses.termClosedAt,
};
export type QuizCourse = { id: string; code: string; name: string; instructorId: string | null } & {
  termName: string;
  termClosedAt: Date | null;
};

/** The quiz, its course and whether the user manages it (teacher, admin) or reads it (enrolled student). */
export async function findQuizFor(db: Reader, user: Actor, quizId: string) {
  const [row] = await db
    .select({ quiz: quizzes, course: quizCourseColumns })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(eq(quizzes.id, quizId));
  const relation = row && (await relationToCourse(db, user, row.course));
  if (!row || !relation) throw notFound(QUIZ_NOT_FOUND);
  return { ...row, manages: relation.manages };
}

/** The quiz when the user teaches its course or is an admin; otherwise 404. */
export async function findManagedQuiz(db: Reader, user: Actor, quizId: string) {
  const found = await findQuizFor(db, user, quizId);
  if (!found.manages) throw notFound(QUIZ_NOT_FOUND);
  return found;
}

/**
 * The student's own attempt with its quiz, its row locked until the transaction ends: a save and a submit from
 * two tabs take turns, and neither is lost or counted twice. Anyone else's attempt is 404.
 */
export async function lockOwnAttempt(tx: Reader, user: Actor, attemptId: string) {
  const [row] = await tx
    .select({ attempt: quizAttempts, quiz: quizzes })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(eq(quizAttempts.id, attemptId))
    .for('update', { of: quizAttempts });
  if (!row || row.attempt.studentId !== user.id) throw notFound(ATTEMPT_NOT_FOUND);
  return row;
}
