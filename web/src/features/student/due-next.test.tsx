/** What is due next leads the dashboard and My Assignments, in the contract's order. */
import { screen, within } from '@testing-library/react';
import type { SubmissionEvent } from '@contract/submission-loop';
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
const returnedEvent: SubmissionEvent = {
  _id: 'e-returned',
  kind: 'returned',
  actor: { _id: 'teacher-1', name: 'Dr. Imran Qureshi', role: 'faculty' },
  body: 'Show the heap property after each insert.',
  marks_obtained: null,
  is_late: true,
  createdAt: '2025-03-07T10:00:00.000Z',
};
const assignments = [states.graded, states.submitted, returned, states.overdue, states.pending, states.late];

function serve(dashboard = buildDashboard()) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/dashboard': ok(dashboard),
    'GET /api/announcements': ok({ announcements: [] }),
    'GET /api/assignments/my-assignments': ok({ assignments }),
    [`GET /api/submissions/${returned.submission?._id}/history`]: ok({ events: [returnedEvent] }),
  });
}

describe('what is due next', () => {
  it('leads the dashboard with returned work, then overdue work, then what is due by date, graded last', async () => {
    serve();
    renderApp('/student', { signedInAs: student });
    const card = within(await screen.findByRole('region', { name: 'Due next' }, { timeout: 5000 }));
    const items = await card.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Heaps',
      'Stacks',
      'Linked Lists',
      'Trees',
      'Queues',
    ]);
    // The state is a word on each item, not only a colour.
    expect(within(items[0]).getByText('Returned')).toBeTruthy();
    expect(within(items[1]).getByText('Overdue')).toBeTruthy();
    expect(within(items[2]).getByText('Due soon')).toBeTruthy();
    expect(within(items[3]).getByText('Awaiting grade')).toBeTruthy();
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
    // The pending assignment is due in 7 days: one quiz closes before it, one after; returned and overdue
    // work leads all of them.
    serve(buildDashboard({ quizzesDue: [quiz('Routing quiz', 1, true), quiz('Switching quiz', 8, false)] }));
    renderApp('/student', { signedInAs: student });
    const card = within(await screen.findByRole('region', { name: 'Due next' }, { timeout: 5000 }));
    await card.findByText('Routing quiz');
    const items = card.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Heaps',
      'Stacks',
      'Routing quiz',
      'Linked Lists',
      'Switching quiz',
    ]);
    expect(within(items[2]).getByText('Quiz started')).toBeTruthy();
    expect(within(items[4]).getByText('Quiz open')).toBeTruthy();
    expect(items[4].textContent).toContain('IT-301 · Quiz, closes ');
    expect(within(items[2]).getByRole('link', { name: 'Routing quiz' }).getAttribute('href')).toBe(
      '/student/courses/course-net',
    );
  });

  it('orders the cards of My Assignments the same way, a returned one marked Returned', async () => {
    serve();
    renderApp('/student/assignments', { signedInAs: student });
    await screen.findByRole('article', { name: 'Linked Lists' }, { timeout: 5000 });
    const titles = screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
    expect(titles).toEqual(['Heaps', 'Stacks', 'Linked Lists', 'Trees', 'Queues', 'Graphs']);
    expect(within(screen.getByRole('article', { name: 'Heaps' })).getByText('Returned')).toBeTruthy();
  });

  it("a returned card shows the teacher's reason and offers Resubmit, which opens the update form", async () => {
    serve();
    const app = renderApp('/student/assignments', { signedInAs: student });
    const heaps = within(await screen.findByRole('article', { name: 'Heaps' }, { timeout: 5000 }));
    expect(await heaps.findByText('Show the heap property after each insert.')).toBeTruthy();
    expect(heaps.getByText("Teacher's reason:")).toBeTruthy();
    expect(heaps.getByText('a resubmission after the due date counts as late')).toBeTruthy();
    expect(heaps.queryByRole('button', { name: 'Update Submission' })).toBeNull();
    await app.user.click(heaps.getByRole('button', { name: 'Resubmit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resubmit' }));
    expect((dialog.getByLabelText('Written Response') as HTMLTextAreaElement).value).toBe(
      returned.submission?.submission_text,
    );
    expect(dialog.getByRole('button', { name: 'Resubmit' })).toBeTruthy();
    // Work not returned keeps its own action and shows no reason.
    const queues = within(screen.getByRole('article', { name: 'Queues' }));
    expect(queues.getByRole('button', { name: 'Update Submission' })).toBeTruthy();
    expect(queues.queryByText("Teacher's reason:")).toBeNull();
  });
});
