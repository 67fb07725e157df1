/** Where a quiz stands for the student: not open yet, open (with an attempt under way or not), or closed. */
import { QUIZ_GRACE_MS } from '@contract/rules/quizzes';
import type { Quiz } from '../api/student-quizzes';

export type QuizState =
  { kind: 'upcoming' } | { kind: 'open'; openAttempt: boolean; attemptsLeft: number } | { kind: 'closed' };

export function quizState(quiz: Quiz, now: number): QuizState {
  // An attempt under way may go on past the close until its own deadline (and the server's grace).
  const openAttempt = (quiz.my_attempts ?? []).some(
    (a) => !a.submitted_at && Date.parse(a.deadline) + QUIZ_GRACE_MS > now,
  );
  if (openAttempt) return { kind: 'open', openAttempt, attemptsLeft: quiz.attempts_left ?? 0 };
  if (now < Date.parse(quiz.opens_at)) return { kind: 'upcoming' };
  if (now >= Date.parse(quiz.closes_at)) return { kind: 'closed' };
  return { kind: 'open', openAttempt: false, attemptsLeft: quiz.attempts_left ?? 0 };
}

/** The best score among the submitted attempts, if any. */
export function bestAttempt(quiz: Quiz) {
  const submitted = (quiz.my_attempts ?? []).filter((a) => a.submitted_at && a.score !== null);
  return submitted.reduce<(typeof submitted)[number] | undefined>(
    (best, a) => (!best || (a.score ?? 0) > (best.score ?? 0) ? a : best),
    undefined,
  );
}
