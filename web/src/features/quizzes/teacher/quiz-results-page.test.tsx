import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCourse, buildFaculty } from '../../../test/factories';
import { fail, file, mockApi, ok, type Handler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildAttemptRow, buildQuestion, buildTeacherQuiz } from './test/quiz-factories';

const teacher = buildFaculty();
const networks = buildCourse({ code: 'IT-303', name: 'Computer Networks' });
const routing = buildQuestion({ text: 'Which layer routes packets?' });
const protocol = buildQuestion({
  kind: 'short',
  text: 'ویب کا پروٹوکول؟',
  marks: 1,
  options: [],
  answers: ['HTTP'],
});
const quiz = buildTeacherQuiz({
  course_id: networks._id,
  title: 'Quiz 1: Layers',
  questions: [routing, protocol],
  attempt_count: 3,
  locked: true,
});
const ayesha = buildAttemptRow({ score: 3 });
const bilal = buildAttemptRow({
  student: { _id: 'bilal', name: 'Bilal Ahmed', student_id: 'BSIT-2025-002' },
  score: 2,
  submitted_at_deadline: true,
});
const sana = buildAttemptRow({
  student: { _id: 'sana', name: 'Sana Iqbal', student_id: 'BSIT-2025-003' },
  submitted_at: null,
  score: null,
});
const resultsPath = `/api/quizzes/${quiz._id}/results`;
const results = {
  attempts: [ayesha, bilal, sana],
  questions: [
    {
      _id: routing._id,
      kind: 'single',
      text: routing.text,
      marks: 2,
      attempts: 2,
      correct: 2,
      share_correct: 1,
    },
    {
      _id: protocol._id,
      kind: 'short',
      text: protocol.text,
      marks: 1,
      attempts: 2,
      correct: 1,
      share_correct: 0.5,
    },
  ],
  // Enrolled without an attempt: one not given anything yet, one given time already.
  not_started: [
    {
      student: { _id: 'danish', name: 'Danish Ali', student_id: 'BSIT-2025-004' },
      extra_minutes: 0,
      extra_attempts: 0,
    },
    {
      student: { _id: 'erum', name: 'Erum Shah', student_id: 'BSIT-2025-005' },
      extra_minutes: 15,
      extra_attempts: 1,
    },
  ],
};

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    [`GET /api/courses/${networks._id}`]: ok({ course: networks, records: {} }),
    [`GET /api/quizzes/${quiz._id}`]: ok({ quiz }),
    [`GET ${resultsPath}`]: ok(results),
    ...handlers,
  });
}

const open = async () => {
  const app = renderApp(`/faculty/quizzes/${quiz._id}/results`, { signedInAs: teacher });
  await screen.findByRole('region', { name: 'Attempts' }, { timeout: 5000 });
  return app;
};
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe("a quiz's results for its teacher", () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists every attempt with its score, and each question's share of correct answers", async () => {
    serve();
    await open();
    expect(screen.getByRole('heading', { name: 'Results: Quiz 1: Layers' })).toBeTruthy();
    expect(screen.getByText(/3 attempts, 2 submitted · average 2.5 of 3/)).toBeTruthy();
    expect(within(row('Ayesha Malik')).getByText('3 / 3')).toBeTruthy();
    expect(
      within(row('Bilal Ahmed')).getByText('Submitted at the deadline with what was saved'),
    ).toBeTruthy();
    expect(within(row('Sana Iqbal')).getByText('In progress')).toBeTruthy();
    // Each cell carries its column's name for the cards a phone shows.
    expect(within(row('Ayesha Malik')).getByText('3 / 3').closest('td')!.dataset.label).toBe('Score');
    const shares = screen.getByRole('region', { name: 'Correct answers per question' });
    expect(within(shares).getByText('100% correct (2 of 2)')).toBeTruthy();
    expect(within(shares).getByText('50% correct (1 of 2)')).toBeTruthy();
    expect(within(shares).getByText('ویب کا پروٹوکول؟').getAttribute('dir')).toBe('auto');
  });

  it('downloads the CSV under the course and the quiz', async () => {
    const server = serve({
      [`GET ${resultsPath}`]: (call) =>
        call.query.get('format') === 'csv'
          ? file('student,score\n', {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="x.csv"',
            })
          : ok(results),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:results');
    URL.revokeObjectURL = vi.fn();
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^quiz-it-303-quiz-1-layers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(server.calls.some((c) => c.path === resultsPath && c.query.get('format') === 'csv')).toBe(true);
  });

  it('gives one student more time and another attempt', async () => {
    const server = serve({
      [`PUT /api/quizzes/${quiz._id}/allowances/sana`]: ok({
        extra_minutes: 10,
        extra_attempts: 1,
        deadline: '2026-11-30T05:30:00.000Z',
      }),
    });
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'More time or attempts for Sana Iqbal' }));
    const dialog = screen.getByRole('dialog', { name: 'More time or attempts for Sana Iqbal' });
    // A negative number is named beside its field and not sent.
    await app.user.clear(within(dialog).getByLabelText('Extra minutes'));
    await app.user.type(within(dialog).getByLabelText('Extra minutes'), '-5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await within(dialog).findByText(/Extra minutes must be between 0 and 1440/)).toBeTruthy();
    expect(server.callsTo(`PUT /api/quizzes/${quiz._id}/allowances/sana`)).toHaveLength(0);

    await app.user.clear(within(dialog).getByLabelText('Extra minutes'));
    await app.user.type(within(dialog).getByLabelText('Extra minutes'), '10');
    await app.user.clear(within(dialog).getByLabelText('Extra attempts'));
    await app.user.type(within(dialog).getByLabelText('Extra attempts'), '1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await within(dialog).findByText(/Saved. The attempt in progress now ends at/)).toBeTruthy();
    expect(server.callsTo(`PUT /api/quizzes/${quiz._id}/allowances/sana`)[0]!.body).toEqual({
      extra_minutes: 10,
      extra_attempts: 1,
    });
  });

  it('lists the enrolled students who have not started, and gives one of them more time before a first attempt', async () => {
    const server = serve({
      [`PUT /api/quizzes/${quiz._id}/allowances/danish`]: ok({
        extra_minutes: 30,
        extra_attempts: 0,
        deadline: null,
      }),
    });
    const app = await open();
    const waiting = screen.getByRole('region', { name: 'Not started (2)' });
    expect(within(waiting).getByText('Danish Ali')).toBeTruthy();
    expect(within(waiting).getByText('Given 15 extra minutes and 1 extra attempt')).toBeTruthy();
    // Nobody without an attempt is counted among the attempts.
    expect(screen.queryByRole('row', { name: /Danish Ali/ })).toBeNull();

    // What a student was given before fills the dialog.
    await app.user.click(
      within(waiting).getByRole('button', { name: 'More time or attempts for Erum Shah' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'More time or attempts for Erum Shah' });
    expect((within(dialog).getByLabelText('Extra minutes') as HTMLInputElement).value).toBe('15');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await app.user.click(
      within(waiting).getByRole('button', { name: 'More time or attempts for Danish Ali' }),
    );
    dialog = screen.getByRole('dialog', { name: 'More time or attempts for Danish Ali' });
    await app.user.clear(within(dialog).getByLabelText('Extra minutes'));
    await app.user.type(within(dialog).getByLabelText('Extra minutes'), '30');
    await app.user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await within(dialog).findByText('Saved.')).toBeTruthy();
    expect(server.callsTo(`PUT /api/quizzes/${quiz._id}/allowances/danish`)[0]!.body).toEqual({
      extra_minutes: 30,
      extra_attempts: 0,
    });
  });

  it('posts the scores to results after asking, and shows what was posted', async () => {
    const server = serve({
      [`POST ${resultsPath}`]: ok(
        { entered: 2, grades: [] },
        '2 scores of Quiz 1: Layers posted as quiz results',
      ),
    });
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Post scores to results' }));
    const dialog = screen.getByRole('dialog', { name: 'Post the scores?' });
    expect(within(dialog).getByText(/out of 3/)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Post scores' }));
    expect(await screen.findByText('2 scores of Quiz 1: Layers posted as quiz results')).toBeTruthy();
    expect(server.callsTo(`POST ${resultsPath}`)).toHaveLength(1);
  });

  it('shows why the scores could not be posted', async () => {
    serve({
      [`POST ${resultsPath}`]: fail(409, 'The term has been closed: its results can no longer be changed'),
    });
    const app = await open();
    await app.user.click(screen.getByRole('button', { name: 'Post scores to results' }));
    await app.user.click(screen.getByRole('button', { name: 'Post scores' }));
    expect(
      await screen.findByText('The term has been closed: its results can no longer be changed'),
    ).toBeTruthy();
  });

  it("another teacher's quiz is not found", async () => {
    serve({
      [`GET /api/quizzes/${quiz._id}`]: fail(404, 'Quiz not found'),
      [`GET ${resultsPath}`]: fail(404, 'Quiz not found'),
    });
    renderApp(`/faculty/quizzes/${quiz._id}/results`, { signedInAs: teacher });
    expect(await screen.findByText('Quiz not found', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Attempts' })).toBeNull();
  });
});
