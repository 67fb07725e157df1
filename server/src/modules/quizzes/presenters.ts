/**
 * What leaves the server about a quiz. The teacher's view carries the key; a student's never does, except in
 * the review after the close when the teacher allows it (contract/rules/quizzes.ts `answersShownFrom`).
 */
import type { Attempt, Quiz, QuizQuestion, SavedAnswer } from '../../../../contract/quizzes';
import type { StoredAnswers, StoredQuestion } from '../../db/quiz-schema';
import type { quizAttempts, quizzes } from '../../db/schema';
import { shuffledFor } from './shuffle';

type QuizRow = typeof quizzes.$inferSelect;
type AttemptRow = typeof quizAttempts.$inferSelect;

const iso = (date: Date) => date.toISOString();

/** The quiz's settings, which everyone who may see the quiz reads. */
function settings(quiz: QuizRow): Quiz {
  return {
    _id: quiz.id,
    course_id: quiz.courseId,
    title: quiz.title,
    instructions: quiz.instructions,
    opens_at: iso(quiz.opensAt),
    closes_at: iso(quiz.closesAt),
    time_limit_minutes: quiz.timeLimitMinutes,
    attempts_allowed: quiz.attemptsAllowed,
    show_answers_after_close: quiz.showAnswersAfterClose,
    question_count: quiz.questions.length,
    total_marks: quiz.totalMarks,
  };
}

export const presentQuestion = (question: StoredQuestion): QuizQuestion => ({
  _id: question.id,
  kind: question.kind,
  text: question.text,
  marks: question.marks,
  options: question.options.map((o) => ({ _id: o.id, text: o.text, correct: o.correct })),
  answers: question.answers,
});

/** The teacher's and admins' view: with the key (`withQuestions`), and locked once attempted. */
export function presentQuizForTeacher(quiz: QuizRow, attemptCount: number, withQuestions: boolean): Quiz {
  return {
    ...settings(quiz),
    attempt_count: attemptCount,
    locked: attemptCount > 0,
    ...(withQuestions && { questions: quiz.questions.map(presentQuestion) }),
  };
}

export const presentSavedAnswers = (answers: StoredAnswers): SavedAnswer[] =>
  Object.entries(answers).map(([questionId, answer]) => ({ question_id: questionId, ...answer }));

export const presentMyAttempt = (attempt: AttemptRow) => ({
  _id: attempt.id,
  number: attempt.number,
  started_at: iso(attempt.startedAt),
  deadline: iso(attempt.deadline),
  submitted_at: attempt.submittedAt ? iso(attempt.submittedAt) : null,
  score: attempt.submittedAt ? attempt.score : null,
  total: attempt.total,
});

/**
 * A student's view: the settings, its own attempts with their scores once submitted, how many attempts are
 * left, and, once answers are shown, each question with its key beside the student's latest submitted answer.
 */
export function presentQuizForStudent(
  quiz: QuizRow,
  mine: readonly AttemptRow[],
  attemptsLeft: number,
  answersShown: boolean,
): Quiz {
  const lastSubmitted = [...mine].reverse().find((a) => a.submittedAt);
  return {
    ...settings(quiz),
    my_attempts: mine.map(presentMyAttempt),
    attempts_left: attemptsLeft,
    ...(answersShown &&
      lastSubmitted && {
        review: quiz.questions.map((question) => {
          const given = lastSubmitted.answers[question.id];
          return {
            ...presentQuestion(question),
            given: given ? { question_id: question.id, ...given } : null,
          };
        }),
      }),
  };
}

/**
 * An attempt as its student takes it: questions and options in the attempt's own order, never a `correct`
 * flag or an accepted answer; a true/false question keeps "true" before "false".
 */
export function presentAttempt(attempt: AttemptRow, questions: readonly StoredQuestion[]): Attempt {
  return {
    _id: attempt.id,
    quiz_id: attempt.quizId,
    number: attempt.number,
    started_at: iso(attempt.startedAt),
    deadline: iso(attempt.deadline),
    submitted_at: attempt.submittedAt ? iso(attempt.submittedAt) : null,
    questions: shuffledFor(attempt.id, questions).map((question) => ({
      _id: question.id,
      kind: question.kind,
      text: question.text,
      marks: question.marks,
      options: (question.kind === 'true_false'
        ? question.options
        : shuffledFor(attempt.id, question.options)
      ).map((option) => ({ _id: option.id, text: option.text })),
    })),
    answers: presentSavedAnswers(attempt.answers),
    score: attempt.submittedAt ? attempt.score : null,
    total: attempt.total,
  };
}
