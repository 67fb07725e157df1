/**
 * A closed term's quizzes (issue 34 item 5): its teacher is told they are read-only, and a refused write says
 * why instead of the button doing nothing; an admin's correction asks for its reason (required, shown only in a
 * closed term) and sends it with the delete, the copy, the allowance, the posting of scores and the key's edit.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Term, TermList } from '@contract/terms';
import { buildAdmin, buildCourse, buildFaculty } from '../../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { buildAttemptRow, buildTeacherQuiz } from './test/quiz-factories';

const admin = buildAdmin();
const teacher = buildFaculty();
const REASON = 'Reason for the correction (the term is closed)';
const NEEDS_REASON = 'Fall 2025 is closed: give the reason for this correction';

const term = (id: string, name: string, closed: boolean): Term => ({
  _id: id,
  name,
  season: 'Fall',
  year: Number(name.slice(-4)),
  starts_on: `${name.slice(-4)}-09-01`,
  ends_on: `${Number(name.slice(-4)) + 1}-01-31`,
  status: closed ? 'closed' : 'current',
  started_at: `${name.slice(-4)}-09-01T03:00:00.000Z`,
  closed_at: closed ? `${Number(name.slice(-4)) + 1}-02-10T03:00:00.000Z` : null,
});
const fall2025 = term('term-fall-2025', 'Fall 2025', true);
const fall2026 = term('term-fall-2026', 'Fall 2026', false);
const calendar: TermList = { terms: [fall2025, fall2026], current: fall2026, in_view: fall2026 };

const lastYear = buildCourse({
  code: 'IT-303',
  name: 'Computer Networks',
  term: { _id: fall2025._id, name: fall2025.name },
});
const thisYear = buildCourse({ code: 'IT-303', name: 'Computer Networks' });
const draft = buildTeacherQuiz({ course_id: lastYear._id, title: 'Quiz 3: Draft' });
const taken = buildTeacherQuiz({
  course_id: lastYear._id,
  title: 'Quiz 1: Layers',
  attempt_count: 1,
  locked: true,
});
const ayesha = buildAttemptRow({ student: { _id: 'ayesha', name: 'Ayesha Malik', student_id: 'BSIT-1' } });
const results = {
  attempts: [ayesha],
  questions: [],
  not_started: [
    {
      student: { _id: 'danish', name: 'Danish Ali', student_id: 'BSIT-4' },
      extra_minutes: 0,
      extra_attempts: 0,
    },
  ],
};
const refusal = fail(409, 'Fall 2025 is closed: its records can no longer be changed', [
  { field: 'course_id', message: 'Fall 2025 is closed: its records can no longer be changed' },
]);

function serve(user: typeof admin, handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user }),
    'GET /api/terms': ok(calendar),
    [`GET /api/courses/${lastYear._id}`]: ok({ course: lastYear, records: {} }),
    [`GET /api/courses/${lastYear._id}/quizzes`]: ok({ quizzes: [taken, draft] }),
    [`GET /api/quizzes/${taken._id}`]: ok({ quiz: taken }),
    [`GET /api/quizzes/${taken._id}/results`]: ok(results),
    'GET /api/courses': ok({ courses: [lastYear, thisYear], total: 2, page: 1, pageSize: 100 }),
    'GET /api/faculty/courses': ok({ courses: [lastYear, thisYear] }),
    ...handlers,
  });
}

const openResults = async (area: 'admin' | 'faculty') => {
  const app = renderApp(`/${area}/quizzes/${taken._id}/results`, {
    signedInAs: area === 'admin' ? admin : teacher,
  });
  await screen.findByRole('region', { name: 'Attempts' }, { timeout: 10_000 });
  return app;
};

describe("a closed term's quizzes for their teacher", () => {
  it('are said to be read-only, and a refused allowance says why instead of doing nothing', async () => {
    const server = serve(teacher, {
      [`PUT /api/quizzes/${taken._id}/allowances/danish`]: refusal,
    });
    const app = await openResults('faculty');
    expect(
      await screen.findByText(
        'Fall 2025 is closed: its quizzes are read-only. An admin can correct them, giving the reason.',
      ),
    ).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'More time or attempts for Danish Ali' }));
    const dialog = screen.getByRole('dialog', { name: 'More time or attempts for Danish Ali' });
    // A teacher is never asked for a reason: the correction is an admin's.
    expect(within(dialog).queryByLabelText(REASON)).toBeNull();
    await app.user.type(within(dialog).getByLabelText('Extra minutes'), '5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Fall 2025 is closed: its records can no longer be changed',
    );
    expect(server.callsTo(`PUT /api/quizzes/${taken._id}/allowances/danish`)).toHaveLength(1);
  });

  it('a refused deletion says why', async () => {
    serve(teacher, { [`DELETE /api/quizzes/${draft._id}`]: refusal });
    const app = renderApp(`/faculty/courses/${lastYear._id}/quizzes`, { signedInAs: teacher });
    await app.user.click(
      await screen.findByRole('button', { name: /Delete.*Quiz 3: Draft/ }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this quiz?' });
    expect(within(dialog).queryByLabelText(REASON)).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    expect(
      await within(dialog).findByText('Fall 2025 is closed: its records can no longer be changed'),
    ).toBeTruthy();
  });
});

describe("an admin correcting a closed term's quiz", () => {
  it('gives an allowance only with a reason, which is sent', async () => {
    const server = serve(admin, {
      [`PUT /api/quizzes/${taken._id}/allowances/danish`]: ok({
        extra_minutes: 10,
        extra_attempts: 0,
        deadline: null,
      }),
    });
    const app = await openResults('admin');
    expect(
      await screen.findByText(
        'Fall 2025 is closed: a change here is a correction, kept in the audit trail with the reason you give.',
      ),
    ).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'More time or attempts for Danish Ali' }));
    const dialog = screen.getByRole('dialog', { name: 'More time or attempts for Danish Ali' });
    await app.user.clear(within(dialog).getByLabelText('Extra minutes'));
    await app.user.type(within(dialog).getByLabelText('Extra minutes'), '10');
    await app.user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await within(dialog).findByText(NEEDS_REASON)).toBeTruthy();
    expect(server.callsTo(`PUT /api/quizzes/${taken._id}/allowances/danish`)).toHaveLength(0);

    await app.user.type(within(dialog).getByLabelText(REASON), 'Was ill on the day');
    await app.user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await within(dialog).findByText('Saved.')).toBeTruthy();
    expect(server.callsTo(`PUT /api/quizzes/${taken._id}/allowances/danish`)[0]!.body).toEqual({
      extra_minutes: 10,
      extra_attempts: 0,
      reason: 'Was ill on the day',
    });
  });

  it('posts the scores only with a reason, which is sent', async () => {
    const server = serve(admin, {
      [`POST /api/quizzes/${taken._id}/results`]: ok({ entered: 1, grades: [] }, '1 score posted'),
    });
    const app = await openResults('admin');
    await app.user.click(screen.getByRole('button', { name: 'Post scores to results' }));
    const dialog = screen.getByRole('dialog', { name: 'Post the scores?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Post scores' }));
    expect(await within(dialog).findByText(NEEDS_REASON)).toBeTruthy();
    expect(server.callsTo(`POST /api/quizzes/${taken._id}/results`)).toHaveLength(0);
    await app.user.type(within(dialog).getByLabelText(REASON), 'Posted late');
    await app.user.click(within(dialog).getByRole('button', { name: 'Post scores' }));
    expect(await screen.findByText('1 score posted')).toBeTruthy();
    expect(server.callsTo(`POST /api/quizzes/${taken._id}/results`)[0]!.body).toEqual({
      reason: 'Posted late',
    });
  });

  it('deletes a quiz with a reason, sent in the query', async () => {
    const server = serve(admin, { [`DELETE /api/quizzes/${draft._id}`]: ok(null, 'Quiz deleted') });
    const app = renderApp(`/admin/courses/${lastYear._id}/quizzes`, { signedInAs: admin });
    await app.user.click(
      await screen.findByRole('button', { name: /Delete.*Quiz 3: Draft/ }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this quiz?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    expect(await within(dialog).findByText(NEEDS_REASON)).toBeTruthy();
    expect(server.callsTo(`DELETE /api/quizzes/${draft._id}`)).toHaveLength(0);
    await app.user.type(within(dialog).getByLabelText(REASON), 'Set by mistake');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete quiz' }));
    expect(await screen.findByText('Quiz deleted')).toBeTruthy();
    expect(server.callsTo(`DELETE /api/quizzes/${draft._id}`)[0]!.query.get('reason')).toBe('Set by mistake');
  });

  it('is asked for a reason to copy only into an offering of a closed term', async () => {
    const current = buildTeacherQuiz({ course_id: thisYear._id, title: 'Quiz 2: Routing' });
    const server = serve(admin, {
      [`GET /api/courses/${thisYear._id}`]: ok({ course: thisYear, records: {} }),
      [`GET /api/courses/${thisYear._id}/quizzes`]: ok({ quizzes: [current] }),
      [`POST /api/quizzes/${current._id}/copy`]: ({ body }) =>
        ok({ quiz: { ...current, ...(body as object) } }),
    });
    const app = renderApp(`/admin/courses/${thisYear._id}/quizzes`, { signedInAs: admin });
    await app.user.click(
      await screen.findByRole('button', { name: /Duplicate.*Quiz 2: Routing/ }, { timeout: 10_000 }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Duplicate Quiz 2: Routing' });
    const target = await within(dialog).findByLabelText('Into the course');
    await app.user.selectOptions(target, thisYear._id);
    expect(within(dialog).queryByLabelText(REASON)).toBeNull();
    await app.user.selectOptions(target, lastYear._id);
    expect(within(dialog).getByLabelText(REASON)).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByText(NEEDS_REASON)).toBeTruthy();
    expect(server.callsTo(`POST /api/quizzes/${current._id}/copy`)).toHaveLength(0);
    await app.user.type(within(dialog).getByLabelText(REASON), 'Kept for the record');
    await app.user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    await screen.findByText(/Quiz 2: Routing copied into/);
    expect(server.callsTo(`POST /api/quizzes/${current._id}/copy`)[0]!.body).toEqual({
      course_id: lastYear._id,
      reason: 'Kept for the record',
    });
  });

  it("is shown the reason's field at once when editing the key, and cannot save without it", async () => {
    const server = serve(admin, { [`PUT /api/quizzes/${taken._id}`]: ok({ quiz: taken }) });
    const app = renderApp(`/admin/quizzes/${taken._id}`, { signedInAs: admin });
    const reason = await screen.findByLabelText(REASON, {}, { timeout: 10_000 });
    await app.user.click(screen.getByRole('button', { name: 'Save answer key' }));
    expect(await screen.findByText(NEEDS_REASON)).toBeTruthy();
    expect(server.callsTo(`PUT /api/quizzes/${taken._id}`)).toHaveLength(0);
    await app.user.type(reason, 'Option B was right too');
    await app.user.click(screen.getByRole('button', { name: 'Save answer key' }));
    await screen.findByText(/saved/, {}, { timeout: 10_000 });
    expect((server.callsTo(`PUT /api/quizzes/${taken._id}`)[0]!.body as { reason: string }).reason).toBe(
      'Option B was right too',
    );
  });

  it('in an open term is never asked for a reason', async () => {
    const open = buildTeacherQuiz({ course_id: thisYear._id, title: 'Quiz 2: Routing', attempt_count: 1 });
    serve(admin, {
      [`GET /api/courses/${thisYear._id}`]: ok({ course: thisYear, records: {} }),
      [`GET /api/quizzes/${open._id}`]: ok({ quiz: open }),
      [`GET /api/quizzes/${open._id}/results`]: ok(results),
    });
    const app = renderApp(`/admin/quizzes/${open._id}/results`, { signedInAs: admin });
    await screen.findByRole('region', { name: 'Attempts' }, { timeout: 10_000 });
    await app.user.click(screen.getByRole('button', { name: 'Post scores to results' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Post the scores?' })).queryByLabelText(REASON),
    ).toBeNull();
    expect(screen.queryByText(/is closed/)).toBeNull();
  });
});
