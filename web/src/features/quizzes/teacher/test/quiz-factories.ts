/** Builders of a teacher's quizzes and their results (contract/quizzes.ts), valid by default. */
import type { Quiz, QuizQuestion, QuizResults } from '@contract/quizzes';

let sequence = 0;
const nextId = () => `30000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function buildQuestion(overrides: Partial<QuizQuestion> = {}): QuizQuestion {
  return {
    _id: nextId(),
    kind: 'single',
    text: 'Which layer routes packets?',
    marks: 2,
    options: [
      { _id: nextId(), text: 'Network', correct: true },
      { _id: nextId(), text: 'Transport', correct: false },
    ],
    answers: [],
    ...overrides,
  };
}

export function buildTeacherQuiz(overrides: Partial<Quiz> = {}): Quiz {
  const questions = overrides.questions ?? [
    buildQuestion(),
    buildQuestion({
      kind: 'short',
      text: 'Name the protocol of the web',
      marks: 1,
      options: [],
      answers: ['HTTP'],
    }),
  ];
  return {
    _id: nextId(),
    course_id: nextId(),
    title: 'Quiz 1: Layers',
    instructions: 'Answer every question.',
    opens_at: '2026-11-30T04:00:00.000Z',
    closes_at: '2026-12-07T04:00:00.000Z',
    time_limit_minutes: 20,
    attempts_allowed: 1,
    show_answers_after_close: false,
    question_count: questions.length,
    total_marks: questions.reduce((sum, q) => sum + q.marks, 0),
    questions,
    attempt_count: 0,
    locked: false,
    ...overrides,
  };
}

export function buildAttemptRow(overrides: Partial<QuizResults['attempts'][number]> = {}) {
  return {
    _id: nextId(),
    student: { _id: nextId(), name: 'Ayesha Malik', student_id: 'BSIT-2025-001' },
    number: 1,
    started_at: '2026-11-30T05:00:00.000Z',
    deadline: '2026-11-30T05:20:00.000Z',
    submitted_at: '2026-11-30T05:12:00.000Z',
    submitted_at_deadline: false,
    score: 3,
    total: 3,
    ...overrides,
  };
}
