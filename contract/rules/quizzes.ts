/**
 * The rules of a quiz that both sides apply (issue 37): when an attempt's time is over, when the correct
 * answers may be shown, how a short answer is compared and how an attempt is marked. Pure: no clock, no I/O.
 */
import { QUIZ_QUESTION_KINDS } from '../enums';

export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number];

/**
 * Answers saved and submissions made this long after an attempt's deadline still count. A phone on a slow or
 * dropping connection sends the last answer a few seconds late (a retry after 1 s and 3 s, a 2G round trip of
 * several seconds); 30 s covers that without giving anyone time to look an answer up. The deadline the student
 * sees has no grace in it.
 */
export const QUIZ_GRACE_MS = 30_000;

/** The most questions, options and accepted answers a quiz holds: a long test, not a question bank. */
export const QUIZ_MAX_QUESTIONS = 200;
export const QUIZ_MAX_OPTIONS = 10;
export const QUIZ_MAX_ACCEPTED_ANSWERS = 20;
export const QUIZ_MAX_MINUTES = 24 * 60;
export const QUIZ_MAX_ATTEMPTS = 20;

/**
 * The end of an attempt: the earlier of its start plus the time limit and the quiz's close, each moved by the
 * extra minutes its teacher gave the student. No time limit: the close.
 */
export function attemptDeadline(
  startedAt: Date,
  quiz: { closesAt: Date; timeLimitMinutes: number | null },
  extraMinutes = 0,
): Date {
  const extra = extraMinutes * 60_000;
  const close = quiz.closesAt.getTime() + extra;
  if (quiz.timeLimitMinutes === null) return new Date(close);
  return new Date(Math.min(startedAt.getTime() + quiz.timeLimitMinutes * 60_000 + extra, close));
}

/** Whether an attempt still takes answers: until its deadline and the network's grace. */
export const takesAnswers = (deadline: Date, now: Date) =>
  now.getTime() <= deadline.getTime() + QUIZ_GRACE_MS;

/**
 * The correct answers are shown (when the teacher allows it) only once nobody can still be answering: after
 * the close, and after the latest close the teacher gave any student with extra time.
 */
export function answersShownFrom(closesAt: Date, mostExtraMinutes: number): Date {
  return new Date(closesAt.getTime() + Math.max(0, mostExtraMinutes) * 60_000 + QUIZ_GRACE_MS);
}

/** Arabic-script letters that Urdu keyboards and Arabic ones type differently for the same letter. */
const URDU_LETTER_FOLDS: Readonly<Record<string, string>> = {
  '\u064a': '\u06cc', // Arabic yeh → Farsi (Urdu) yeh
  '\u0649': '\u06cc', // alef maksura → Urdu yeh
  '\u0643': '\u06a9', // Arabic kaf → keheh
  '\u0647': '\u06c1', // Arabic heh → heh goal
};

/**
 * A short answer as it is compared: NFKC (Arabic presentation forms and ligatures typed by some phones or
 * pasted from PDFs become the letters they show, full-width Latin becomes Latin), the letters Urdu and Arabic
 * keyboards type differently folded together, diacritics (zer, zabar, pesh) and the tatweel dropped, Urdu and
 * Arabic digits read as 0-9, lower case, and runs of spaces as one. See
 * docs/decisions/0038-quizzes-marked-by-the-server.md.
 */
export function normaliseShortAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u064a\u0649\u0643\u0647]/g, (letter) => URDU_LETTER_FOLDS[letter] ?? letter)
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640\u200c\u200d]/g, '')
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x90))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface MarkedQuestion {
  id: string;
  kind: QuizQuestionKind;
  marks: number;
  options: readonly { id: string; correct: boolean }[];
  answers: readonly string[];
}

export interface GivenAnswer {
  choice_ids?: readonly string[];
  text?: string;
}

/**
 * Whether an answer earns the question's marks: the one correct option (single, true/false), exactly the set
 * of correct options (multiple: all or nothing), or text equal to an accepted answer as normalised above.
 */
export function isCorrect(question: MarkedQuestion, answer: GivenAnswer | undefined): boolean {
  if (!answer) return false;
  if (question.kind === 'short') {
    if (answer.text === undefined) return false;
    const given = normaliseShortAnswer(answer.text);
    return given !== '' && question.answers.some((accepted) => normaliseShortAnswer(accepted) === given);
  }
  const chosen = new Set(answer.choice_ids ?? []);
  const correct = question.options.filter((o) => o.correct).map((o) => o.id);
  return chosen.size === correct.length && correct.every((id) => chosen.has(id));
}

/** An attempt's marks per question, score and total. */
export function markAttempt(
  questions: readonly MarkedQuestion[],
  answers: Readonly<Record<string, GivenAnswer>>,
): { score: number; total: number; awarded: Record<string, number> } {
  const awarded: Record<string, number> = {};
  let score = 0;
  let total = 0;
  for (const question of questions) {
    const marks = isCorrect(question, answers[question.id]) ? question.marks : 0;
    awarded[question.id] = marks;
    score += marks;
    total += question.marks;
  }
  // Marks have two decimals at most; sums of them are rounded back so that 0.1 + 0.2 stays 0.3.
  return { score: Math.round(score * 100) / 100, total: Math.round(total * 100) / 100, awarded };
}
