/**
 * A quiz as the editor holds it while the teacher writes: every field as typed (numbers as text, so that a
 * half-typed "1." stays on screen), each question and option with a key of its own for React and for moving
 * it. `draftToBody` turns it into the body the contract's QuizInputSchema checks, on both sides.
 */
import type { QuizQuestionKind } from '@contract/rules/quizzes';
import type { Quiz, QuizBody } from '../api/teacher-quizzes';
import { defaultWindow, fromCollegeInput, toCollegeInput } from './quiz-time';

export type DraftOption = { key: string; _id?: string; text: string; correct: boolean };
export type DraftAnswer = { key: string; text: string };
export type DraftQuestion = {
  key: string;
  _id?: string;
  kind: QuizQuestionKind;
  text: string;
  marks: string;
  options: DraftOption[];
  answers: DraftAnswer[];
};
export type QuizDraft = {
  title: string;
  instructions: string;
  opens_at: string;
  closes_at: string;
  time_limit_minutes: string;
  attempts_allowed: string;
  show_answers_after_close: boolean;
  questions: DraftQuestion[];
};

/** "True" and "False" in the teacher's language: a true/false question's two options. */
export type TrueFalseLabels = readonly [string, string];

let keys = 0;
export const newKey = () => `draft-${++keys}`;

export const newOption = (text = '', correct = false): DraftOption => ({ key: newKey(), text, correct });
export const newAnswer = (text = ''): DraftAnswer => ({ key: newKey(), text });

function optionsFor(kind: QuizQuestionKind, labels: TrueFalseLabels): DraftOption[] {
  if (kind === 'short') return [];
  if (kind === 'true_false') return [newOption(labels[0], true), newOption(labels[1])];
  return [newOption(), newOption()];
}

export function newQuestion(kind: QuizQuestionKind, labels: TrueFalseLabels): DraftQuestion {
  return {
    key: newKey(),
    kind,
    text: '',
    marks: '1',
    options: optionsFor(kind, labels),
    answers: kind === 'short' ? [newAnswer()] : [],
  };
}

/**
 * Another kind for a question: single and multiple choice keep their options (the rules say if the marked
 * ones no longer fit), true/false takes its two, a short answer its accepted answers.
 */
export function changeKind(
  question: DraftQuestion,
  kind: QuizQuestionKind,
  labels: TrueFalseLabels,
): DraftQuestion {
  const choice = (k: QuizQuestionKind) => k === 'single' || k === 'multiple';
  const keepOptions = choice(kind) && choice(question.kind);
  return {
    ...question,
    kind,
    options: keepOptions ? question.options : optionsFor(kind, labels),
    answers: kind === 'short' ? (question.answers.length ? question.answers : [newAnswer()]) : [],
  };
}

export function emptyDraft(now: Date, labels: TrueFalseLabels): QuizDraft {
  const window = defaultWindow(now);
  return {
    title: '',
    instructions: '',
    opens_at: window.opens,
    closes_at: window.closes,
    time_limit_minutes: '',
    attempts_allowed: '1',
    show_answers_after_close: false,
    questions: [newQuestion('single', labels)],
  };
}

export function draftFromQuiz(quiz: Quiz): QuizDraft {
  return {
    title: quiz.title,
    instructions: quiz.instructions,
    opens_at: toCollegeInput(quiz.opens_at),
    closes_at: toCollegeInput(quiz.closes_at),
    time_limit_minutes: quiz.time_limit_minutes === null ? '' : String(quiz.time_limit_minutes),
    attempts_allowed: String(quiz.attempts_allowed),
    show_answers_after_close: quiz.show_answers_after_close,
    questions: (quiz.questions ?? []).map((question) => ({
      key: newKey(),
      _id: question._id,
      kind: question.kind,
      text: question.text,
      marks: String(question.marks),
      options: question.options.map((option) => ({ key: newKey(), ...option })),
      answers: question.answers.map((text) => newAnswer(text)),
    })),
  };
}

/** Text typed into a number field: a number (perhaps not a whole or valid one, for the rules to name), or none. */
const typedNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

export function draftToBody(draft: QuizDraft): QuizBody {
  return {
    title: draft.title,
    instructions: draft.instructions,
    opens_at: fromCollegeInput(draft.opens_at),
    closes_at: fromCollegeInput(draft.closes_at),
    time_limit_minutes: typedNumber(draft.time_limit_minutes) ?? null,
    attempts_allowed: typedNumber(draft.attempts_allowed),
    show_answers_after_close: draft.show_answers_after_close,
    questions: draft.questions.map((question) => ({
      ...(question._id && { _id: question._id }),
      kind: question.kind,
      text: question.text,
      marks: typedNumber(question.marks) as number,
      options:
        question.kind === 'short'
          ? []
          : question.options.map(({ _id, text, correct }) => ({ ...(_id && { _id }), text, correct })),
      // A row left empty is no accepted answer; none at all, the rules say so.
      answers:
        question.kind === 'short'
          ? question.answers.map((answer) => answer.text).filter((text) => text.trim() !== '')
          : [],
    })),
  };
}

/** Whether the draft's key (correct options, accepted answers) differs from the saved quiz's. */
export function keyChanged(quiz: Quiz, draft: QuizDraft): boolean {
  const saved = quiz.questions ?? [];
  const body = draftToBody(draft).questions;
  return saved.some((question, i) => {
    const now = body[i];
    if (!now) return true;
    const correct = (options: readonly { correct?: boolean }[]) =>
      options.map((o) => Boolean(o.correct)).join();
    return (
      correct(question.options) !== correct(now.options ?? []) ||
      question.answers.join('\n') !== (now.answers ?? []).join('\n')
    );
  });
}

export const moved = <T>(items: readonly T[], from: number, to: number): T[] => {
  if (to < 0 || to >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
};
