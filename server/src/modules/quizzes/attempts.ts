/**
 * Taking a quiz: starting (or resuming) an attempt, saving answers as the student goes, and submitting it,
 * marked on the server. An attempt left open is submitted at its deadline with what was saved: by the worker's
 * tick (`closeOverdueAttempts`) and, so that a missed tick loses nothing, before any read or write of it.
 */
import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { FieldError } from '../../../../contract/envelope';
import { say } from '../../../../contract/message-catalogue';
import type { SaveAnswersSchema } from '../../../../contract/quizzes';
import {
  attemptDeadline,
  markAttempt,
  QUIZ_GRACE_MS,
  takesAnswers,
  type MarkedQuestion,
} from '../../../../contract/rules/quizzes';
import type { Db } from '../../db/client';
import type { StoredAnswers, StoredQuestion } from '../../db/quiz-schema';
import { quizAllowances, quizAttempts, quizzes } from '../../db/schema';
import { badRequest, conflict, fieldErrorOf } from '../../lib/http-error';
import type { Actor } from '../teaching/policy';
import { findQuizFor, lockOwnAttempt } from './policy';
import { presentAttempt } from './presenters';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const markedQuestions = (questions: readonly StoredQuestion[]): MarkedQuestion[] =>
  questions.map((q) => ({ id: q.id, kind: q.kind, marks: q.marks, options: q.options, answers: q.answers }));

/** The extra minutes and attempts the teacher gave the student at this quiz (none by default). */
export async function allowanceOf(db: Pick<Db, 'select'>, quizId: string, studentId: string) {
  const [row] = await db
    .select({ extraMinutes: quizAllowances.extraMinutes, extraAttempts: quizAllowances.extraAttempts })
    .from(quizAllowances)
    .where(and(eq(quizAllowances.quizId, quizId), eq(quizAllowances.studentId, studentId)));
  return row ?? { extraMinutes: 0, extraAttempts: 0 };
}

/**
 * Submits, with what was saved, every open attempt whose deadline and grace have passed (of one quiz or one
 * student when asked), as submitted at its deadline. Attempts another request holds are left to it.
 */
export async function closeOverdueAttempts(
  db: Db,
  now: Date,
  scope: { quizId?: string; studentId?: string } = {},
): Promise<number> {
  const cutoff = new Date(now.getTime() - QUIZ_GRACE_MS);
  return db.transaction(async (tx) => {
    const overdue = await tx
      .select({ attempt: quizAttempts, questions: quizzes.questions })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(
        and(
          isNull(quizAttempts.submittedAt),
          lt(quizAttempts.deadline, cutoff),
          scope.quizId ? eq(quizAttempts.quizId, scope.quizId) : undefined,
          scope.studentId ? eq(quizAttempts.studentId, scope.studentId) : undefined,
        ),
      )
      .for('update', { of: quizAttempts, skipLocked: true });
    for (const { attempt, questions } of overdue) {
      const marked = markAttempt(markedQuestions(questions), attempt.answers);
      await tx
        .update(quizAttempts)
        .set({
          submittedAt: attempt.deadline,
          submittedAtDeadline: true,
          score: marked.score,
          total: marked.total,
          awarded: marked.awarded,
        })
        .where(eq(quizAttempts.id, attempt.id));
    }
    return overdue.length;
  });
}

/**
 * Starts an attempt, or gives back the student's open one. Refused (409) before the quiz opens, after it
 * closes (for this student, with its extra minutes) and when no attempt is left. Two starts at once make one
 * attempt: the second insert meets the unique index of open attempts and reads the first's.
 */
export async function startAttempt(db: Db, user: Actor, quizId: string, now: Date) {
  const { quiz } = await findQuizFor(db, user, quizId);
  await closeOverdueAttempts(db, now, { quizId, studentId: user.id });
  return db.transaction(async (tx) => {
    const openAttempt = () =>
      tx
        .select()
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.quizId, quizId),
            eq(quizAttempts.studentId, user.id),
            isNull(quizAttempts.submittedAt),
          ),
        );
    const [open] = await openAttempt();
    if (open) return presentAttempt(open, quiz.questions);
    const title = quiz.title;
    if (now < quiz.opensAt)
      throw conflict('opens_at', say('quiz.notOpenYet', { title, opens: quiz.opensAt.toISOString() }));
    const allowance = await allowanceOf(tx, quizId, user.id);
    const close = new Date(quiz.closesAt.getTime() + allowance.extraMinutes * 60_000);
    if (now >= close) throw conflict('closes_at', say('quiz.closed', { title, closes: close.toISOString() }));
    const [{ used }] = await tx
      .select({ used: count() })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, user.id)));
    if (used >= quiz.attemptsAllowed + allowance.extraAttempts)
      throw conflict('attempts_allowed', say('quiz.noAttemptsLeft', { title }));
    const [started] = await tx
      .insert(quizAttempts)
      .values({
        quizId,
        studentId: user.id,
        number: used + 1,
        startedAt: now,
        deadline: attemptDeadline(now, quiz, allowance.extraMinutes),
        total: quiz.totalMarks,
      })
      .onConflictDoNothing()
      .returning();
    const attempt = started ?? (await openAttempt())[0];
    // Lost to a start that was submitted at once: the student starts again.
    if (!attempt) throw conflict('attempts_allowed', say('quiz.noAttemptsLeft', { title }));
    return presentAttempt(attempt, quiz.questions);
  });
}

/**
 * Each answer checked against its question: a question of this quiz, options of that question (one for single
 * and true/false), text for a short answer. Every problem is named by its field; any problem saves nothing.
 */
function checkedAnswers(questions: readonly StoredQuestion[], input: z.output<typeof SaveAnswersSchema>) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const errors: FieldError[] = [];
  const answers: StoredAnswers = {};
  input.answers.forEach((answer, i) => {
    const question = byId.get(answer.question_id);
    if (!question) {
      errors.push(fieldErrorOf(`answers.${i}.question_id`, say('quiz.questionNotInQuiz')));
      return;
    }
    if (question.kind === 'short') {
      if (answer.text === undefined || answer.choice_ids !== undefined)
        errors.push(fieldErrorOf(`answers.${i}.text`, say('quiz.textNeeded')));
      else answers[question.id] = { text: answer.text };
      return;
    }
    if (answer.choice_ids === undefined || answer.text !== undefined) {
      errors.push(fieldErrorOf(`answers.${i}.choice_ids`, say('quiz.choiceNeeded')));
      return;
    }
    const own = new Set(question.options.map((o) => o.id));
    const chosen = [...new Set(answer.choice_ids)];
    chosen.forEach((id, j) => {
      if (!own.has(id))
        errors.push(fieldErrorOf(`answers.${i}.choice_ids.${j}`, say('quiz.optionNotInQuestion')));
    });
    if (question.kind !== 'multiple' && chosen.length > 1)
      errors.push(fieldErrorOf(`answers.${i}.choice_ids`, say('quiz.oneChoiceOnly')));
    answers[question.id] = { choice_ids: chosen };
  });
  if (errors.length) throw badRequest(say('invalidInput'), errors);
  return answers;
}

/**
 * Saves answers into the student's open attempt, one per question (saving again replaces it: a retry after a
 * dropped connection changes nothing). After the deadline and its grace, or once submitted: 409, nothing saved.
 */
export async function saveAnswers(
  db: Db,
  user: Actor,
  attemptId: string,
  input: z.output<typeof SaveAnswersSchema>,
  now: Date,
) {
  return db.transaction(async (tx: Tx) => {
    const { attempt, quiz } = await lockOwnAttempt(tx, user, attemptId);
    if (attempt.submittedAt) throw conflict('answers', say('quiz.alreadySubmitted'));
    if (!takesAnswers(attempt.deadline, now)) throw conflict('answers', say('quiz.pastDeadline'));
    const answers = checkedAnswers(quiz.questions, input);
    await tx
      .update(quizAttempts)
      .set({ answers: sql`${quizAttempts.answers} || ${JSON.stringify(answers)}::jsonb` })
      .where(eq(quizAttempts.id, attempt.id));
    return { saved: Object.keys(answers).length, deadline: attempt.deadline.toISOString() };
  });
}

/**
 * Submits the student's attempt and marks it. Submitting again answers the same and counts nothing twice;
 * a submit after the deadline's grace counts what was saved by then, as at the deadline.
 */
export async function submitAttempt(db: Db, user: Actor, attemptId: string, now: Date) {
  return db.transaction(async (tx: Tx) => {
    const { attempt, quiz } = await lockOwnAttempt(tx, user, attemptId);
    if (attempt.submittedAt) return presentAttempt(attempt, quiz.questions);
    const inTime = takesAnswers(attempt.deadline, now);
    const marked = markAttempt(markedQuestions(quiz.questions), attempt.answers);
    const [submitted] = await tx
      .update(quizAttempts)
      .set({
        submittedAt: inTime ? now : attempt.deadline,
        submittedAtDeadline: !inTime,
        score: marked.score,
        total: marked.total,
        awarded: marked.awarded,
      })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    return presentAttempt(submitted, quiz.questions);
  });
}
