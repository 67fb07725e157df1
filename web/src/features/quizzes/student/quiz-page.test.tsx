import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../../test/factories';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildAttempt, buildStudentQuiz, fakeAttemptServer } from './test/quizzes';

const student = buildStudent();

function takeQuiz(options: { started?: boolean; deadline?: string } = {}) {
  const quiz = buildStudentQuiz();
  const attempt = buildAttempt(quiz, options.deadline ? { deadline: options.deadline } : {});
  const server = fakeAttemptServer(quiz, attempt);
  server.state.started = options.started ?? false;
  const api = mockApi({ 'GET /api/auth/me': ok({ user: student }), ...server.handlers });
  return { quiz, attempt, server, api };
}

const question = () => within(screen.getByRole('region', { name: /^Question \d of 3$/ }));
const heading = () => screen.getByRole('heading', { name: /^Question \d of 3$/ }).textContent;

describe('taking a quiz', () => {
  it('starts, answers one question per screen, jumps, names the unanswered questions and shows the score', async () => {
    const { quiz, api, server, attempt } = takeQuiz();
    const { user } = renderApp(`/student/quizzes/${quiz._id}`, { signedInAs: student });
    expect(await screen.findByText('Answer every question.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/(19:5\d|20:00)/);
    await user.click(question().getByRole('radio', { name: '2NF' }));
    await waitFor(() => expect(server.state.saved.get('q-single')).toEqual({ choice_ids: ['o-2nf'] }));
    expect(await screen.findByText('All answers saved')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Questions answered' }).getAttribute('aria-valuenow'),
    ).toBe('1');

    // The list jumps to any question and marks the answered ones.
    const list = within(screen.getByRole('navigation', { name: 'Questions' }));
    expect(list.getByRole('button', { name: 'Question 1, answered' })).toBeTruthy();
    await user.click(list.getByRole('button', { name: 'Question 3, not answered' }));
    expect(heading()).toBe('Question 3 of 3');
    // Text the teacher wrote reads in its own direction, its English words isolated left to right.
    const written = question().getByText('capital');
    expect(written.tagName).toBe('BDI');
    expect(written.getAttribute('dir')).toBe('ltr');
    expect(written.parentElement!.getAttribute('dir')).toBe('auto');
    expect(written.parentElement!.textContent).toBe('پاکستان کا دارالحکومت؟ (capital)');
    await user.type(question().getByRole('textbox', { name: 'Your answer' }), 'Islamabad');
    await waitFor(() => expect(server.state.saved.get('q-short')).toEqual({ text: 'Islamabad' }));
    // Each save carries an Idempotency-Key, so that a retry is not counted twice.
    const saves = api.callsTo(`PUT /api/quiz-attempts/${attempt._id}/answers`);
    expect(saves.length).toBeGreaterThan(1);
    expect(new Set(saves.map((call) => call.headers.get('Idempotency-Key'))).size).toBe(saves.length);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit the quiz?' }));
    expect(
      dialog.getByText('Question 2 is not answered. Once submitted, answers cannot be changed.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    const result = within(await screen.findByRole('region', { name: 'Quiz submitted' }));
    expect(result.getByText('3 / 4')).toBeTruthy();
    expect(server.state.submitted).toBe(true);
    expect(localStorage.getItem(`quiz-open:${student._id}:${quiz._id}`)).toBeNull();
  });

  it('keeps answers given offline on the phone, says it is waiting, and sends them when the connection is back', async () => {
    const { quiz, server, attempt, api } = takeQuiz();
    const { user } = renderApp(`/student/quizzes/${quiz._id}`, { signedInAs: student });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });

    server.state.online = false;
    await user.click(question().getByRole('radio', { name: '3NF' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(question().getByRole('checkbox', { name: 'SELECT' }));
    await user.click(question().getByRole('checkbox', { name: 'INSERT' }));
    expect(await screen.findByText('Waiting for connection: 2 answers kept on this phone')).toBeTruthy();
    expect(server.state.saved.size).toBe(0);
    const kept = JSON.parse(localStorage.getItem(`quiz-attempt:${student._id}:${attempt._id}`)!);
    expect(kept.answers['q-multiple']).toEqual({ choice_ids: ['o-select', 'o-insert'] });
    expect(kept.unsent).toEqual(['q-single', 'q-multiple']);

    server.state.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('All answers saved')).toBeTruthy();
    expect(server.state.saved.get('q-single')).toEqual({ choice_ids: ['o-3nf'] });
    expect(server.state.saved.get('q-multiple')).toEqual({ choice_ids: ['o-select', 'o-insert'] });
    const saves = api.callsTo(`PUT /api/quiz-attempts/${attempt._id}/answers`);
    expect(saves.every((call) => call.headers.get('Idempotency-Key'))).toBe(true);
  });

  it('resumes after a reload on the same question with the kept answers, and sends the unsent one', async () => {
    const { quiz, server, attempt } = takeQuiz({ started: true });
    server.state.saved.set('q-single', { choice_ids: ['o-1nf'] });
    localStorage.setItem(`quiz-open:${student._id}:${quiz._id}`, attempt._id);
    localStorage.setItem(
      `quiz-attempt:${student._id}:${attempt._id}`,
      JSON.stringify({
        attempt,
        answers: { 'q-single': { choice_ids: ['o-1nf'] }, 'q-multiple': { choice_ids: ['o-fetch'] } },
        unsent: ['q-multiple'],
        current: 1,
        clockOffsetMs: 0,
      }),
    );
    renderApp(`/student/quizzes/${quiz._id}`, { signedInAs: student });

    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeTruthy();
    expect((question().getByRole('checkbox', { name: 'FETCH ALL' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(server.state.saved.get('q-multiple')).toEqual({ choice_ids: ['o-fetch'] }));
    expect(server.state.saved.get('q-single')).toEqual({ choice_ids: ['o-1nf'] });
  });

  it('goes on from the phone’s copy when the reload happens without a connection', async () => {
    const { quiz, server, attempt } = takeQuiz({ started: true });
    server.state.online = false;
    localStorage.setItem(`quiz-open:${student._id}:${quiz._id}`, attempt._id);
    localStorage.setItem(
      `quiz-attempt:${student._id}:${attempt._id}`,
      JSON.stringify({ attempt, answers: {}, unsent: [], current: 2, clockOffsetMs: 0 }),
    );
    renderApp(`/student/quizzes/${quiz._id}`, { signedInAs: student });
    expect(await screen.findByRole('heading', { name: 'Question 3 of 3' })).toBeTruthy();
  });

  it('submits what it has when the time is up, and shows the score', async () => {
    const { quiz, server } = takeQuiz({ started: true, deadline: new Date(Date.now() - 2000).toISOString() });
    renderApp(`/student/quizzes/${quiz._id}`, { signedInAs: student });
    const result = within(await screen.findByRole('region', { name: 'Quiz submitted' }));
    expect(result.getByText('3 / 4')).toBeTruthy();
    expect(server.state.submitted).toBe(true);
  });

  it('says clearly that the time is over when the server refuses an answer after the deadline, and submits', async () => {
    const { quiz, server } = takeQuiz();
    const { user } = renderApp(`/student/quizzes/${quiz._id}`, { signedInAs: student });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Question 1 of 3' });
    server.state.refuseSave = {
      status: 409,
      body: {
        success: false,
        message: 'The time for this attempt is over: answers can no longer be saved',
        code: 'quiz.pastDeadline',
        errors: [
          { field: 'answers', message: 'The time for this attempt is over: answers can no longer be saved' },
        ],
      },
    };
    await user.click(question().getByRole('radio', { name: '1NF' }));
    const result = within(await screen.findByRole('region', { name: 'Quiz submitted' }));
    expect(
      result.getByText('The time for this attempt is over: answers can no longer be saved'),
    ).toBeTruthy();
    expect(server.state.saved.size).toBe(0);
  });

  it('says the quiz is not found when it is not the student’s', async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/quizzes/nope': fail(404, 'Quiz not found'),
    });
    renderApp('/student/quizzes/nope', { signedInAs: student });
    expect(await screen.findByText('Quiz not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('shows the correct answers beside the student’s after the close, only when the server sends them', async () => {
    const closed = buildStudentQuiz({
      opens_at: new Date(Date.now() - 7200_000).toISOString(),
      closes_at: new Date(Date.now() - 3600_000).toISOString(),
      attempts_left: 0,
      my_attempts: [
        {
          _id: 'a1',
          number: 1,
          started_at: new Date(Date.now() - 7000_000).toISOString(),
          deadline: new Date(Date.now() - 6000_000).toISOString(),
          submitted_at: new Date(Date.now() - 6500_000).toISOString(),
          score: 1,
          total: 2,
        },
      ],
      review: [
        {
          _id: 'q1',
          kind: 'single',
          text: 'Which normal form removes partial dependencies?',
          marks: 1,
          options: [
            { _id: 'o1', text: '1NF', correct: false },
            { _id: 'o2', text: '2NF', correct: true },
          ],
          answers: [],
          given: { question_id: 'q1', choice_ids: ['o2'] },
        },
        {
          _id: 'q2',
          kind: 'short',
          text: 'The capital of Pakistan?',
          marks: 1,
          options: [],
          answers: ['Islamabad'],
          given: { question_id: 'q2', text: 'Lahore' },
        },
      ],
    });
    const { review: _review, ...withoutReview } = closed;
    const hidden = { ...withoutReview, _id: 'hidden-quiz' };
    mockApi({
      'GET /api/auth/me': ok({ user: student }),
      [`GET /api/quizzes/${closed._id}`]: ok({ quiz: closed }),
      'GET /api/quizzes/hidden-quiz': ok({ quiz: hidden }),
    });
    const { navigate } = renderApp(`/student/quizzes/${closed._id}`, { signedInAs: student });
    const review = within(await screen.findByRole('region', { name: 'Correct answers' }));
    expect(review.getByText('Correct: 1 mark')).toBeTruthy();
    expect(review.getByText('Correct answer · Your answer')).toBeTruthy();
    expect(review.getByText('Not correct: 0 marks')).toBeTruthy();
    expect(review.getByText('Lahore')).toBeTruthy();
    expect(review.getByText('Islamabad')).toBeTruthy();
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();

    await act(() => navigate('/student/quizzes/hidden-quiz'));
    await screen.findByText('This quiz has closed; the correct answers will be shown here shortly.');
    expect(screen.queryByRole('region', { name: 'Correct answers' })).toBeNull();
    expect(screen.queryByText('Islamabad')).toBeNull();
  });
});
