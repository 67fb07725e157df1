/** What is due next leads the dashboard and My Assignments, in the contract's order. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { assignmentsInEveryState, buildAssignment, buildDashboard, buildSubmission } from './test/factories';

const student = buildStudent();
const states = assignmentsInEveryState();
const returned = buildAssignment({
  title: 'Heaps',
  displayStatus: 'returned',
  submission: buildSubmission({ returned_at: '2025-03-07T10:00:00.000Z' }),
});
const assignments = [states.graded, states.submitted, returned, states.overdue, states.pending, states.late];

function serve(dashboard = buildDashboard()) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/dashboard': ok(dashboard),
    'GET /api/announcements': ok({ announcements: [] }),
    'GET /api/assignments/my-assignments': ok({ assignments }),
  });
}

describe('what is due next', () => {
  it('leads the dashboard with what is due soonest, then late work, then the rest, graded last', async () => {
    serve();
    renderApp('/student', { signedInAs: student });
    const card = within(await screen.findByRole('region', { name: 'Due next' }, { timeout: 5000 }));
    const items = await card.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Linked Lists',
      'Stacks',
      'Heaps',
      'Trees',
      'Queues',
    ]);
    expect(within(items[2]).getByText('Late')).toBeTruthy();
  });

  it('with nothing to do, says that neither an assignment nor a quiz is due', async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: student }),
      'GET /api/students/dashboard': ok(buildDashboard()),
      'GET /api/announcements': ok({ announcements: [] }),
      'GET /api/assignments/my-assignments': ok({ assignments: [] }),
    });
    renderApp('/student', { signedInAs: student });
    const card = within(await screen.findByRole('region', { name: 'Due next' }, { timeout: 5000 }));
    expect(await card.findByText('Nothing due: no open assignment or quiz.')).toBeTruthy();
  });

  it('lists an open quiz with the assignments by its close, leading to its course page', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const quiz = (title: string, closesInDays: number, started: boolean) => ({
      _id: title,
      title,
      course: { _id: 'course-net', code: 'IT-301', name: 'Networks' },
      opens_at: inDays(-1),
      closes_at: inDays(closesInDays),
      started,
    });
    // The pending assignment is due in 7 days: one quiz closes before it, one after.
    serve(buildDashboard({ quizzesDue: [quiz('Routing quiz', 1, true), quiz('Switching quiz', 8, false)] }));
    renderApp('/student', { signedInAs: student });
    const card = within(await screen.findByRole('region', { name: 'Due next' }, { timeout: 5000 }));
    await card.findByText('Routing quiz');
    const items = card.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Routing quiz',
      'Linked Lists',
      'Switching quiz',
      'Stacks',
      'Heaps',
    ]);
    expect(within(items[0]).getByText('Quiz started')).toBeTruthy();
    expect(within(items[2]).getByText('Quiz open')).toBeTruthy();
    expect(items[2].textContent).toContain('IT-301 · Quiz, closes ');
    expect(within(items[0]).getByRole('link', { name: 'Routing quiz' }).getAttribute('href')).toBe(
      '/student/courses/course-net',
    );
  });

  it('orders the cards of My Assignments the same way, a returned one marked Returned', async () => {
    serve();
    renderApp('/student/assignments', { signedInAs: student });
    await screen.findByRole('article', { name: 'Linked Lists' }, { timeout: 5000 });
    const titles = screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
    expect(titles).toEqual(['Linked Lists', 'Stacks', 'Heaps', 'Trees', 'Queues', 'Graphs']);
    expect(within(screen.getByRole('article', { name: 'Heaps' })).getByText('Returned')).toBeTruthy();
  });
});
