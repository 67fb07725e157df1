/** A quiz as a teacher would set it in the tests: one question of each kind, 10 marks in all. */
export function quizPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Quiz 1: Networks',
    instructions: 'Answer every question.',
    opens_at: '2026-11-20T05:00:00Z',
    closes_at: '2026-11-20T07:00:00Z',
    time_limit_minutes: 20,
    attempts_allowed: 1,
    show_answers_after_close: true,
    questions: [
      {
        kind: 'single',
        text: 'Which layer routes packets?',
        marks: 2,
        options: [
          { text: 'Network', correct: true },
          { text: 'Transport', correct: false },
          { text: 'Physical', correct: false },
        ],
      },
      {
        kind: 'multiple',
        text: 'Which are transport protocols?',
        marks: 3,
        options: [
          { text: 'TCP', correct: true },
          { text: 'UDP', correct: true },
          { text: 'IP', correct: false },
        ],
      },
      {
        kind: 'true_false',
        text: 'A switch works at layer 2.',
        marks: 1,
        options: [
          { text: 'True', correct: true },
          { text: 'False', correct: false },
        ],
      },
      { kind: 'short', text: 'Name the protocol of the web.', marks: 4, answers: ['HTTP', 'ایچ ٹی ٹی پی'] },
    ],
    ...overrides,
  };
}
