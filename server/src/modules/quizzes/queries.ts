/** Reading quizzes: a course's list and one quiz as its reader may see them, and the teacher's results. */
import { and, asc, count, eq, inArray, max, notExists } from 'drizzle-orm';
import { toCsv } from '../../../../contract/csv';
import type { Quiz, QuizResults } from '../../../../contract/quizzes';
import { answersShownFrom } from '../../../../contract/rules/quizzes';
import type { Db } from '../../db/client';
import { enrollments, quizAllowances, quizAttempts, quizzes, studentProfiles, users } from '../../db/schema';
import type { Actor } from '../teaching/policy';
import { allowanceOf } from './attempts';
import { presentQuizForStudent, presentQuizForTeacher } from './presenters';

type Reader = Pick<Db, 'select'>;
type QuizRow = typeof quizzes.$inferSelect;

/** How many attempts each quiz has, by quiz id. */
async function attemptCounts(db: Reader, quizIds: string[]) {
  if (quizIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ quizId: quizAttempts.quizId, n: count() })
    .from(quizAttempts)
    .where(inArray(quizAttempts.quizId, quizIds))
    .groupBy(quizAttempts.quizId);
  return new Map(rows.map((r) => [r.quizId, r.n]));
}

/** When a quiz's correct answers may be shown: after the latest close any student was given. */
async function answersShownAt(db: Reader, quiz: QuizRow) {
  const [row] = await db
    .select({ most: max(quizAllowances.extraMinutes) })
    .from(quizAllowances)
    .where(eq(quizAllowances.quizId, quiz.id));
  return answersShownFrom(quiz.closesAt, row?.most ?? 0);
}

/** One quiz for a student: its own attempts, those left, and the review once answers may be shown. */
async function quizForStudent(db: Reader, quiz: QuizRow, studentId: string, now: Date): Promise<Quiz> {
  const mine = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.studentId, studentId)))
    .orderBy(asc(quizAttempts.number));
  const allowance = await allowanceOf(db, quiz.id, studentId);
  const left = Math.max(0, quiz.attemptsAllowed + allowance.extraAttempts - mine.length);
  const shown = quiz.showAnswersAfterClose && now >= (await answersShownAt(db, quiz));
  return presentQuizForStudent(quiz, mine, left, shown);
}

/** A quiz as the user may read it: the teacher's with its key, a student's without. */
export async function quizFor(db: Reader, user: Actor, quiz: QuizRow, manages: boolean, now: Date) {
  if (manages)
    return presentQuizForTeacher(quiz, (await attemptCounts(db, [quiz.id])).get(quiz.id) ?? 0, true);
  return quizForStudent(db, quiz, user.id, now);
}

/** A course's quizzes by opening time, as the user may read them (without questions). */
export async function courseQuizzes(db: Reader, user: Actor, courseId: string, manages: boolean, now: Date) {
  const list = await db
    .select()
    .from(quizzes)
    .where(eq(quizzes.courseId, courseId))
    .orderBy(asc(quizzes.opensAt), asc(quizzes.createdAt));
  if (manages) {
    const counts = await attemptCounts(
      db,
      list.map((q) => q.id),
    );
    return list.map((quiz) => presentQuizForTeacher(quiz, counts.get(quiz.id) ?? 0, false));
  }
  const shown: Quiz[] = [];
  for (const quiz of list) {
    const { review: _review, ...summary } = await quizForStudent(db, quiz, user.id, now);
    shown.push(summary);
  }
  return shown;
}

/**
 * Every attempt (student, started, submitted, score), per question the share of submitted attempts that
 * answered it right, and the enrolled students who have not started it.
 */
export async function quizResults(db: Reader, quiz: QuizRow): Promise<QuizResults> {
  const rows = await db
    .select({
      attempt: quizAttempts,
      name: users.name,
      studentNumber: studentProfiles.studentId,
    })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, quizAttempts.studentId))
    .where(eq(quizAttempts.quizId, quiz.id))
    .orderBy(asc(users.name), asc(quizAttempts.number));
  const submitted = rows.filter((r) => r.attempt.submittedAt && r.attempt.awarded);
  const waiting = await db
    .select({
      id: users.id,
      name: users.name,
      studentNumber: studentProfiles.studentId,
      extraMinutes: quizAllowances.extraMinutes,
      extraAttempts: quizAllowances.extraAttempts,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, enrollments.studentId))
    .leftJoin(
      quizAllowances,
      and(eq(quizAllowances.quizId, quiz.id), eq(quizAllowances.studentId, enrollments.studentId)),
    )
    .where(
      and(
        eq(enrollments.courseId, quiz.courseId),
        notExists(
          db
            .select({ id: quizAttempts.id })
            .from(quizAttempts)
            .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.studentId, enrollments.studentId))),
        ),
      ),
    )
    .orderBy(asc(users.name));
  return {
    attempts: rows.map(({ attempt, name, studentNumber }) => ({
      _id: attempt.id,
      student: { _id: attempt.studentId, name, student_id: studentNumber },
      number: attempt.number,
      started_at: attempt.startedAt.toISOString(),
      deadline: attempt.deadline.toISOString(),
      submitted_at: attempt.submittedAt?.toISOString() ?? null,
      submitted_at_deadline: attempt.submittedAtDeadline,
      score: attempt.submittedAt ? attempt.score : null,
      total: attempt.total,
    })),
    questions: quiz.questions.map((question) => {
      const correct = submitted.filter((r) => (r.attempt.awarded?.[question.id] ?? 0) > 0).length;
      return {
        _id: question.id,
        kind: question.kind,
        text: question.text,
        marks: question.marks,
        attempts: submitted.length,
        correct,
        share_correct: submitted.length ? Math.round((correct / submitted.length) * 1000) / 1000 : null,
      };
    }),
    not_started: waiting.map((s) => ({
      student: { _id: s.id, name: s.name, student_id: s.studentNumber },
      extra_minutes: s.extraMinutes ?? 0,
      extra_attempts: s.extraAttempts ?? 0,
    })),
  };
}

/** The results as a spreadsheet: one row per attempt (names that look like formulas are kept as text). */
export function quizResultsCsv(results: QuizResults): string {
  return toCsv(
    ['Student', 'Student ID', 'Attempt', 'Started', 'Submitted', 'Submitted at deadline', 'Score', 'Total'],
    results.attempts.map((a) => [
      a.student.name,
      a.student.student_id,
      a.number,
      a.started_at,
      a.submitted_at,
      a.submitted_at ? (a.submitted_at_deadline ? 'yes' : 'no') : null,
      a.score,
      a.total,
    ]),
  );
}
