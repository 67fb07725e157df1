import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildCourse, buildFaculty } from '../../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildQuestion, buildTeacherQuiz } from './test/quiz-factories';

const teacher = buildFaculty();
const networks = buildCourse({ code: 'IT-303', name: 'Computer Networks' });
const createPath = `/api/courses/${networks._id}/quizzes`;

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    [`GET /api/courses/${networks._id}`]: ok({ course: networks, records: {} }),
    [`GET ${createPath}`]: ok({ quizzes: [] }),
    ...handlers,
  });
}

const openNew = async () => {
  const app = renderApp(`/faculty/courses/${networks._id}/quizzes/new`, { signedInAs: teacher });
  await screen.findByLabelText('Title', {}, { timeout: 5000 });
  return app;
};
/** A question's card, in either language (Urdu isolates the number in its sentence). */
const question = (n: number) =>
  screen.getByRole('group', { name: new RegExp(`^(Question|سوال) \u2068?${n}\u2069?$`) });

describe('setting a quiz', () => {
  it('sets a quiz of two kinds of question, in the order the teacher put them', async () => {
    const server = serve({
      [`POST ${createPath}`]: ({ body }) => ({
        status: 201,
        body: {
          success: true,
          data: { quiz: buildTeacherQuiz({ ...(body as object), course_id: networks._id }) },
        },
      }),
    });
    const app = await openNew();
    await app.user.type(screen.getByLabelText('Title'), 'Quiz 1');
    fireEvent.change(screen.getByLabelText('Opens at'), { target: { value: '2026-12-01T09:00' } });
    fireEvent.change(screen.getByLabelText('Closes at'), { target: { value: '2026-12-01T10:00' } });
    await app.user.type(screen.getByLabelText('Time limit (minutes)'), '20');

    await app.user.type(within(question(1)).getByLabelText('Question'), 'Routing layer?');
    await app.user.type(within(question(1)).getByLabelText('Option 1'), 'L4');
    await app.user.type(within(question(1)).getByLabelText('Option 2'), 'L3');
    await app.user.click(within(question(1)).getByLabelText('Option 2 is correct'));

    await app.user.click(screen.getByRole('button', { name: 'Add a question' }));
    await app.user.selectOptions(within(question(2)).getByLabelText('Kind'), 'Short answer');
    await app.user.type(within(question(2)).getByLabelText('Question'), 'دارالحکومت؟');
    await app.user.clear(within(question(2)).getByLabelText('Marks'));
    await app.user.type(within(question(2)).getByLabelText('Marks'), '1.5');
    await app.user.type(within(question(2)).getByLabelText('Accepted answer 1'), 'اسلام آباد');
    await app.user.click(within(question(2)).getByRole('button', { name: 'Add an accepted answer' }));
    await app.user.type(within(question(2)).getByLabelText('Accepted answer 2'), 'Islamabad');
    // The short answer goes first.
    await app.user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(within(question(1)).getByLabelText<HTMLTextAreaElement>('Question').value).toBe('دارالحکومت؟');
    expect(within(question(1)).getByLabelText('Question').getAttribute('dir')).toBe('auto');

    await app.user.click(screen.getByRole('button', { name: 'Set quiz' }));
    expect(await screen.findByText('Quiz 1 saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(app.location()).toBe(`/faculty/courses/${networks._id}/quizzes`);
    const [sent] = server.callsTo(`POST ${createPath}`);
    expect(sent!.body).toEqual({
      title: 'Quiz 1',
      instructions: '',
      // Read on the college's clocks (Asia/Karachi, UTC+5).
      opens_at: '2026-12-01T04:00:00.000Z',
      closes_at: '2026-12-01T05:00:00.000Z',
      time_limit_minutes: 20,
      attempts_allowed: 1,
      show_answers_after_close: false,
      questions: [
        {
          kind: 'short',
          text: 'دارالحکومت؟',
          marks: 1.5,
          options: [],
          answers: ['اسلام آباد', 'Islamabad'],
        },
        {
          kind: 'single',
          text: 'Routing layer?',
          marks: 1,
          options: [
            { text: 'L4', correct: false },
            { text: 'L3', correct: true },
          ],
          answers: [],
        },
      ],
    });
    // Typing two questions character by character is slow on a busy machine.
  }, 60_000);

  it('names each bad field beside it and sends nothing', async () => {
    const server = serve();
    const app = await openNew();
    fireEvent.change(screen.getByLabelText('Closes at'), { target: { value: '2020-01-01T09:00' } });
    await app.user.type(within(question(1)).getByLabelText('Question'), 'Q');
    await app.user.type(within(question(1)).getByLabelText('Option 1'), 'A');
    await app.user.type(within(question(1)).getByLabelText('Option 2'), 'B');
    await app.user.clear(within(question(1)).getByLabelText('Marks'));
    await app.user.type(within(question(1)).getByLabelText('Marks'), '0');
    await app.user.click(screen.getByRole('button', { name: 'Set quiz' }));

    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The quiz must close after it opens')).toBeTruthy();
    expect(screen.getByLabelText('Closes at').getAttribute('aria-invalid')).toBe('true');
    expect(within(question(1)).getByText('Marks must be more than 0')).toBeTruthy();
    expect(within(question(1)).getByText('Mark the correct option')).toBeTruthy();
    expect(server.callsTo(`POST ${createPath}`)).toHaveLength(0);

    // A quiz without questions is named too.
    await app.user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await app.user.click(screen.getByRole('button', { name: 'Set quiz' }));
    expect(await screen.findByText('Add at least one question')).toBeTruthy();
    expect(server.callsTo(`POST ${createPath}`)).toHaveLength(0);
  });

  it("shows the server's field errors beside their fields", async () => {
    serve({
      [`POST ${createPath}`]: fail(400, 'Validation failed', [
        { field: 'questions.0.options.1.text', message: 'Option is too long' },
      ]),
    });
    const app = await openNew();
    await app.user.type(screen.getByLabelText('Title'), 'Quiz 1');
    await app.user.type(within(question(1)).getByLabelText('Question'), 'Q');
    await app.user.type(within(question(1)).getByLabelText('Option 1'), 'A');
    await app.user.type(within(question(1)).getByLabelText('Option 2'), 'B');
    await app.user.click(within(question(1)).getByLabelText('Option 1 is correct'));
    await app.user.click(screen.getByRole('button', { name: 'Set quiz' }));
    expect(await screen.findByText('Option is too long')).toBeTruthy();
    expect(within(question(1)).getByLabelText('Option 2').getAttribute('aria-invalid')).toBe('true');
  });

  it("in Urdu, names the bad fields in Urdu and keeps the teacher's own text in its direction", async () => {
    serve();
    const app = await openNew();
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    const title = await screen.findByLabelText('عنوان');
    await app.user.type(within(question(1)).getByLabelText('سوال'), 'Which layer?');
    await app.user.type(within(question(1)).getByLabelText(/^آپشن \u2068?1\u2069?$/), 'L3');
    await app.user.type(within(question(1)).getByLabelText(/^آپشن \u2068?2\u2069?$/), 'L4');
    await app.user.click(screen.getByRole('button', { name: 'کوئز بنائیں' }));
    expect(await screen.findByText('درست آپشن منتخب کریں')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(within(question(1)).getByLabelText('سوال').getAttribute('dir')).toBe('auto');
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="en"]')!);
    await screen.findByLabelText('Title');
  });

  it('a true/false question has its two options, one of them correct', async () => {
    const server = serve({
      [`POST ${createPath}`]: ({ body }) => ({
        status: 201,
        body: { success: true, data: { quiz: buildTeacherQuiz(body as object) } },
      }),
    });
    const app = await openNew();
    await app.user.type(screen.getByLabelText('Title'), 'T/F');
    await app.user.selectOptions(within(question(1)).getByLabelText('Kind'), 'True / false');
    await app.user.type(within(question(1)).getByLabelText('Question'), 'TCP?');
    await app.user.click(within(question(1)).getByLabelText('Option 2 is correct'));
    await app.user.click(screen.getByRole('button', { name: 'Set quiz' }));
    await screen.findByText('T/F saved', {}, { timeout: 5000 });
    const body = server.callsTo(`POST ${createPath}`)[0]!.body as { questions: { options: unknown }[] };
    expect(body.questions[0]!.options).toEqual([
      { text: 'True', correct: false },
      { text: 'False', correct: true },
    ]);
  });
});

describe('a quiz that students have attempted', () => {
  const key = buildQuestion({ text: 'Which layer routes packets?' });
  const attempted = buildTeacherQuiz({
    course_id: networks._id,
    title: 'Quiz 1: Layers',
    attempt_count: 7,
    locked: true,
    questions: [
      key,
      buildQuestion({ kind: 'short', text: 'Web protocol', marks: 1, options: [], answers: ['HTTP'] }),
    ],
  });
  const quizPath = `/api/quizzes/${attempted._id}`;

  it('locks everything but the answer key, and says so', async () => {
    serve({ [`GET ${quizPath}`]: ok({ quiz: attempted }) });
    renderApp(`/faculty/quizzes/${attempted._id}`, { signedInAs: teacher });
    expect(
      await screen.findByText('Students have attempted this quiz (7 attempts)', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Title').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Opens at').disabled).toBe(true);
    expect(within(question(1)).getByLabelText<HTMLInputElement>('Marks').disabled).toBe(true);
    expect(within(question(1)).getByLabelText<HTMLInputElement>('Option 1').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add a question' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove question 1' })).toBeNull();
    // The key stays editable.
    expect(within(question(1)).getByLabelText<HTMLInputElement>('Option 2 is correct').disabled).toBe(false);
    expect(within(question(2)).getByLabelText<HTMLInputElement>('Accepted answer 1').disabled).toBe(false);
  });

  it('a key change tells the teacher every attempt is marked again, then sends the quiz as it was with the new key', async () => {
    const server = serve({
      [`GET ${quizPath}`]: ok({ quiz: attempted }),
      [`PUT ${quizPath}`]: ok({ quiz: attempted }),
    });
    const app = renderApp(`/faculty/quizzes/${attempted._id}`, { signedInAs: teacher });
    await app.user.click(await screen.findByLabelText('Option 2 is correct', {}, { timeout: 5000 }));
    await app.user.click(within(question(2)).getByRole('button', { name: 'Add an accepted answer' }));
    await app.user.type(within(question(2)).getByLabelText('Accepted answer 2'), 'HTTPS');
    await app.user.click(screen.getByRole('button', { name: 'Save answer key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the answer key?' });
    expect(
      within(dialog).getByText(/Every attempt is marked again with the new key \(7 attempts\)/),
    ).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(`PUT ${quizPath}`)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Save answer key' }));
    await app.user.click(await screen.findByRole('button', { name: 'Change key and re-mark' }));
    expect(
      await screen.findByText(
        'Answer key of Quiz 1: Layers saved: 7 attempts marked again',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const body = server.callsTo(`PUT ${quizPath}`)[0]!.body as {
      title: string;
      questions: { _id: string; options: { _id: string; correct: boolean }[]; answers: string[] }[];
    };
    expect(body.title).toBe('Quiz 1: Layers');
    expect(body.questions.map((q) => q._id)).toEqual(attempted.questions!.map((q) => q._id));
    expect(body.questions[0]!.options).toEqual([
      { _id: key.options[0]!._id, text: 'Network', correct: false },
      { _id: key.options[1]!._id, text: 'Transport', correct: true },
    ]);
    expect(body.questions[1]!.answers).toEqual(['HTTP', 'HTTPS']);
  });

  it('a save that leaves the key as it was asks nothing', async () => {
    const server = serve({
      [`GET ${quizPath}`]: ok({ quiz: attempted }),
      [`PUT ${quizPath}`]: ok({ quiz: attempted }),
    });
    const app = renderApp(`/faculty/quizzes/${attempted._id}`, { signedInAs: teacher });
    await app.user.click(await screen.findByRole('button', { name: 'Save answer key' }, { timeout: 5000 }));
    expect(await screen.findByText('Quiz 1: Layers saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo(`PUT ${quizPath}`)).toHaveLength(1);
  });
});

describe("an admin correcting a closed term's quiz", () => {
  it('is asked for the reason the server needs, and sends it', async () => {
    const admin = buildAdmin();
    const quiz = buildTeacherQuiz({ course_id: networks._id, title: 'Quiz 1' });
    const quizPath = `/api/quizzes/${quiz._id}`;
    const server = mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      [`GET /api/courses/${networks._id}`]: ok({ course: networks, records: {} }),
      [`GET ${quizPath}`]: ok({ quiz }),
      [`GET ${createPath}`]: ok({ quizzes: [quiz] }),
      [`PUT ${quizPath}`]: ({ body }) =>
        (body as { reason?: string }).reason
          ? ok({ quiz })
          : fail(400, 'Validation failed', [
              { field: 'reason', message: 'Fall 2026 is closed: give the reason for this correction' },
            ]),
    });
    const app = renderApp(`/admin/quizzes/${quiz._id}`, { signedInAs: admin });
    expect(screen.queryByLabelText('Reason for the correction (the term is closed)')).toBeNull();
    await app.user.click(await screen.findByRole('button', { name: 'Save changes' }, { timeout: 5000 }));
    expect(await screen.findByText('Fall 2026 is closed: give the reason for this correction')).toBeTruthy();
    await app.user.type(screen.getByLabelText('Reason for the correction (the term is closed)'), 'Typo');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Quiz 1 saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(app.location()).toBe(`/admin/courses/${networks._id}/quizzes`);
    expect(server.callsTo(`PUT ${quizPath}`).map((c) => (c.body as { reason?: string }).reason)).toEqual([
      undefined,
      'Typo',
    ]);
  });
});
