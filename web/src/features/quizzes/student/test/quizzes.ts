/** Quizzes and attempts as the server sends them to a student, and a fake server that takes an attempt. */
import type { Attempt, Quiz } from '@contract/quizzes';
import { ok, type Answer, type ApiCall } from '../../../../test/mock-api';

let sequence = 0;
const nextId = () => `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;
const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

export function buildStudentQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    _id: nextId(),
    course_id: nextId(),
    title: 'Quiz 1: Normalisation',
    instructions: 'Answer every question.',
    opens_at: minutes(-60),
    closes_at: minutes(60),
    time_limit_minutes: 20,
    attempts_allowed: 1,
    show_answers_after_close: true,
    question_count: 3,
    total_marks: 4,
    my_attempts: [],
    attempts_left: 1,
    ...overrides,
  };
}

export function buildAttempt(quiz: Quiz, overrides: Partial<Attempt> = {}): Attempt {
  return {
    _id: nextId(),
    quiz_id: quiz._id,
    number: 1,
    started_at: new Date().toISOString(),
    deadline: minutes(20),
    submitted_at: null,
    questions: [
      {
        _id: 'q-single',
        kind: 'single',
        text: 'Which normal form removes partial dependencies?',
        marks: 1,
        options: [
          { _id: 'o-1nf', text: '1NF' },
          { _id: 'o-2nf', text: '2NF' },
          { _id: 'o-3nf', text: '3NF' },
        ],
      },
      {
        _id: 'q-multiple',
        kind: 'multiple',
        text: 'Which are SQL commands?',
        marks: 2,
        options: [
          { _id: 'o-select', text: 'SELECT' },
          { _id: 'o-fetch', text: 'FETCH ALL' },
          { _id: 'o-insert', text: 'INSERT' },
        ],
      },
      { _id: 'q-short', kind: 'short', text: 'پاکستان کا دارالحکومت؟ (capital)', marks: 1, options: [] },
    ],
    answers: [],
    score: null,
    total: 4,
    ...overrides,
  };
}

/**
 * The server's side of one attempt: start (or resume) it, save answers into it (merging, as the server does),
 * submit it with a score. `online` false: every call fails on the way, as with the phone's data off.
 */
export function fakeAttemptServer(quiz: Quiz, attempt: Attempt, score = 3) {
  const state = {
    online: true,
    /** Started before the page loads (a resume). */
    started: false,
    saved: new Map<string, { choice_ids?: string[]; text?: string }>(),
    submitted: false,
    /** Answer of the next save, instead of saving (a refusal). */
    refuseSave: undefined as Answer | undefined,
  };
  const current = (): Attempt => ({
    ...attempt,
    answers: [...state.saved].map(([question_id, given]) => ({ question_id, ...given })),
    submitted_at: state.submitted ? new Date().toISOString() : null,
    score: state.submitted ? score : null,
  });
  const handlers = {
    [`GET /api/quizzes/${quiz._id}`]: () => {
      if (!state.online) return 'network-error' as const;
      const { questions: _questions, answers: _answers, quiz_id: _quiz, ...mine } = current();
      return ok({
        quiz: {
          ...quiz,
          my_attempts: state.started ? [mine] : [],
          attempts_left: state.started ? 0 : 1,
        },
      });
    },
    [`POST /api/quizzes/${quiz._id}/attempts`]: () => {
      if (!state.online) return 'network-error' as const;
      state.started = true;
      return ok({ attempt: current() });
    },
    [`PUT /api/quiz-attempts/${attempt._id}/answers`]: (call: ApiCall) => {
      if (!state.online) return 'network-error' as const;
      if (state.refuseSave) return state.refuseSave;
      const { answers } = call.body as { answers: { question_id: string }[] };
      for (const { question_id, ...given } of answers) state.saved.set(question_id, given);
      return ok({ saved: answers.length, deadline: attempt.deadline });
    },
    [`POST /api/quiz-attempts/${attempt._id}/submit`]: () => {
      if (!state.online) return 'network-error' as const;
      state.submitted = true;
      return ok({ attempt: current() });
    },
  };
  return { state, handlers };
}
