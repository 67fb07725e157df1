import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdmin, buildCourse, buildFaculty } from '../../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildTeacherQuiz } from './test/quiz-factories';

const teacher = buildFaculty();
const networks = buildCourse({ code: 'IT-303', name: 'Computer Networks' });
const nextTerm = buildCourse({
  code: 'IT-303',
  name: 'Computer Networks',
  term: { _id: 'spring', name: 'Spring 2027' },
});
const listPath = `/api/courses/${networks._id}/quizzes`;

// The college's clock on 1 December 2026: the first quiz is open, the second upcoming, the third closed.
const open = buildTeacherQuiz({ course_id: networks._id, title: 'Quiz 1: Layers', attempt_count: 12 });
const upcoming = buildTeacherQuiz({
  course_id: networks._id,
  title: 'کوئز 2: روٹنگ',
  opens_at: '2026-12-10T04:00:00.000Z',
  closes_at: '2026-12-11T04:00:00.000Z',
  time_limit_minutes: null,
});
const closed = buildTeacherQuiz({
  course_id: networks._id,
  title: 'Quiz 0: Warm-up',
  opens_at: '2026-11-01T04:00:00.000Z',
  closes_at: '2026-11-02T04:00:00.000Z',
  attempt_count: 30,
});

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    [`GET /api/courses/${networks._id}`]: ok({ course: networks, records: {} }),
    [`GET ${listPath}`]: ok({ quizzes: [closed, open, upcoming] }),
    'GET /api/faculty/courses': ok({ courses: [networks, nextTerm] }),
    ...handlers,
  });
}

const card = (title: string) => screen.getByRole('region', { name: title });

describe("a course's quizzes for its teacher", () => {
  afterEach(() => vi.useRealTimers());

  it('lists each quiz with its window, where it stands and its attempts', async () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T06:00:00.000Z'), toFake: ['Date'] });
    serve();
    renderApp(`/faculty/courses/${networks._id}/quizzes`, { signedInAs: teacher });
    expect(await screen.findByRole('heading', { name: 'Quizzes of Computer Networks' })).toBeTruthy();
    expect(within(card('Quiz 1: Layers')).getByText('Open')).toBeTruthy();
    expect(within(card('Quiz 1: Layers')).getByText('12')).toBeTruthy();
    expect(within(card('Quiz 1: Layers')).getByText('20 minutes · 1 attempt allowed')).toBeTruthy();
    expect(within(card('کوئز 2: روٹنگ')).getByText('Upcoming')).toBeTruthy();
    expect(within(card('کوئز 2: روٹنگ')).getByText(/No time limit/)).toBeTruthy();
    expect(within(card('Quiz 0: Warm-up')).getByText('Closed')).toBeTruthy();
    // The title a teacher wrote reads in its own direction.
    expect(screen.getByRole('heading', { name: 'کوئز 2: روٹنگ' }).getAttribute('dir')).toBe('auto');
    // An attempted quiz cannot be deleted; only its key can change.
    expect(screen.queryByRole('button', { name: 'Delete Quiz 1: Layers' })).toBeNull();
    expect(
      within(card('Quiz 1: Layers')).getByRole('link', { name: 'Edit Quiz 1: Layers' }).textContent,
    ).toBe('Answer key');
    expect(screen.getByRole('link', { name: 'New quiz' }).getAttribute('href')).toBe(
      `/faculty/courses/${networks._id}/quizzes/new`,
    );
  });

  it("is reached from the teacher's course page", async () => {
    serve({ 'GET /api/faculty/courses': ok({ courses: [{ ...networks, enrolledCount: 30 }] }) });
    renderApp(`/faculty/courses/${networks._id}`, { signedInAs: teacher });
    const link = await screen.findByRole('link', { name: 'Quizzes' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe(`/faculty/courses/${networks._id}/quizzes`);
  });

  it('deletes a quiz nobody has attempted after asking, and says so', async () => {
    let quizzes = [open, upcoming];
    const server = serve({
      [`GET ${listPath}`]: () => ok({ quizzes }),
      [`DELETE /api/quizzes/${upcoming._id}`]: () => {
        quizzes = [open];
        return ok(null, 'Quiz deleted');
      },
    });
    const app = renderApp(`/faculty/courses/${networks._id}/quizzes`, { signedInAs: teacher });
    await app.user.click(await screen.findByRole('button', { name: 'Delete کوئز 2: روٹنگ' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this quiz?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo(`DELETE /api/quizzes/${upcoming._id}`)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Delete کوئز 2: روٹنگ' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete quiz' }));
    expect(await screen.findByText('Quiz deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'کوئز 2: روٹنگ' })).toBeNull());
  });

  it('shows why the server refused a delete, and keeps the quiz', async () => {
    serve({
      [`DELETE /api/quizzes/${upcoming._id}`]: fail(409, 'Quiz 2 has been attempted and cannot be deleted'),
    });
    const app = renderApp(`/faculty/courses/${networks._id}/quizzes`, { signedInAs: teacher });
    await app.user.click(await screen.findByRole('button', { name: 'Delete کوئز 2: روٹنگ' }));
    await app.user.click(screen.getByRole('button', { name: 'Delete quiz' }));
    expect(await screen.findByText('Quiz 2 has been attempted and cannot be deleted')).toBeTruthy();
    expect(card('کوئز 2: روٹنگ')).toBeTruthy();
  });

  it('duplicates a quiz into another term of the teacher', async () => {
    const server = serve({
      [`POST /api/quizzes/${open._id}/copy`]: { status: 201, body: { success: true, data: { quiz: open } } },
    });
    const app = renderApp(`/faculty/courses/${networks._id}/quizzes`, { signedInAs: teacher });
    await app.user.click(await screen.findByRole('button', { name: 'Duplicate Quiz 1: Layers' }));
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Quiz 1: Layers' });
    // Nothing chosen: the field says so and nothing is sent.
    await app.user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(within(dialog).getAllByText('Choose a course').length).toBeGreaterThan(1);
    expect(server.callsTo(`POST /api/quizzes/${open._id}/copy`)).toHaveLength(0);

    await app.user.selectOptions(
      await within(dialog).findByLabelText('Into the course'),
      'IT-303 · Computer Networks · Spring 2027',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Quiz 1: Layers copied into IT-303 · Spring 2027')).toBeTruthy();
    expect(server.callsTo(`POST /api/quizzes/${open._id}/copy`)[0]!.body).toEqual({
      course_id: nextTerm._id,
    });
    expect(server.callsTo('GET /api/faculty/courses')[0]!.query.get('term')).toBe('all');
  });

  it("an admin reaches a course's quizzes from the course's page and copies into any course", async () => {
    const admin = buildAdmin();
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      [`GET /api/courses/${networks._id}`]: ok({ course: networks, records: {} }),
      [`GET ${listPath}`]: ok({ quizzes: [open] }),
      'GET /api/courses': ok({ courses: [networks, nextTerm], total: 2, page: 1, pageSize: 100 }),
    });
    const app = renderApp(`/admin/courses/${networks._id}`, { signedInAs: admin });
    await app.user.click(await screen.findByRole('link', { name: 'Quizzes' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Quizzes of Computer Networks' })).toBeTruthy();
    expect(app.location()).toBe(`/admin/courses/${networks._id}/quizzes`);
    await app.user.click(screen.getByRole('button', { name: 'Duplicate Quiz 1: Layers' }));
    expect(
      await screen.findByRole('option', { name: 'IT-303 · Computer Networks · Spring 2027' }),
    ).toBeTruthy();
  });
});
