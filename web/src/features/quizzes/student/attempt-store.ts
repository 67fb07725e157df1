/**
 * An attempt kept on the phone (localStorage), so that no answer is lost to a dropped connection or a reload:
 * its questions and deadline (never a key: the server sends none), every answer as the student gave it, the
 * answers the server has not confirmed yet, and the question on screen. Filed under the student's account, so
 * that another person signing in on a shared phone never resumes it; dropped once the attempt is submitted.
 */
import type { Attempt, SavedAnswer } from '../api/student-quizzes';

/** A question's answer: the options chosen, or the text written. */
export type Given = Omit<SavedAnswer, 'question_id'>;

export type KeptAttempt = {
  attempt: Attempt;
  answers: Record<string, Given>;
  /** Questions whose latest answer the server has not confirmed. */
  unsent: string[];
  /** The question on screen (its place in the attempt's order). */
  current: number;
  /** The server's clock minus the phone's, in ms. */
  clockOffsetMs: number;
};

const attemptKey = (userId: string, attemptId: string) => `quiz-attempt:${userId}:${attemptId}`;
const openKey = (userId: string, quizId: string) => `quiz-open:${userId}:${quizId}`;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The attempt of this quiz kept on the phone, if one is open. */
export function readKeptAttempt(userId: string, quizId: string): KeptAttempt | null {
  const attemptId = storage()?.getItem(openKey(userId, quizId));
  const raw = attemptId ? storage()?.getItem(attemptKey(userId, attemptId)) : null;
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as KeptAttempt;
    return kept.attempt?._id === attemptId && Array.isArray(kept.attempt.questions) ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps the attempt; a full storage (a phone short of space) leaves the answers in memory only. */
export function keepAttempt(userId: string, kept: KeptAttempt): void {
  try {
    storage()?.setItem(attemptKey(userId, kept.attempt._id), JSON.stringify(kept));
    storage()?.setItem(openKey(userId, kept.attempt.quiz_id), kept.attempt._id);
  } catch {
    // Quota exceeded: the answers are still sent as they are given.
  }
}

export function forgetAttempt(userId: string, quizId: string, attemptId: string): void {
  storage()?.removeItem(attemptKey(userId, attemptId));
  if (storage()?.getItem(openKey(userId, quizId)) === attemptId)
    storage()?.removeItem(openKey(userId, quizId));
}

/** The server's answers as the phone keeps them. */
export const answersOf = (attempt: Attempt): Record<string, Given> =>
  Object.fromEntries(attempt.answers.map(({ question_id, ...given }) => [question_id, given]));

/**
 * The attempt as the server sent it (a start or a resume) joined with what the phone kept: the phone's unsent
 * answers are newer than the server's, the rest are the server's.
 */
export function joinKept(attempt: Attempt, clockOffsetMs: number, kept: KeptAttempt | null): KeptAttempt {
  const mine = kept?.attempt._id === attempt._id ? kept : null;
  const answers = answersOf(attempt);
  const unsent = (mine?.unsent ?? []).filter((id) => attempt.questions.some((q) => q._id === id));
  for (const id of unsent) answers[id] = mine!.answers[id]!;
  const current = Math.min(Math.max(0, mine?.current ?? 0), Math.max(0, attempt.questions.length - 1));
  return { attempt, answers, unsent, current, clockOffsetMs };
}

/** Whether a question has an answer: an option chosen or some text written. */
export const isAnswered = (given: Given | undefined): boolean =>
  !!given && ((given.choice_ids?.length ?? 0) > 0 || (given.text?.trim() ?? '') !== '');
