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

function serve() {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/dashboard': ok(buildDashboard()),
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

  it('orders the cards of My Assignments the same way, a returned one marked Returned', async () => {
    serve();
    renderApp('/student/assignments', { signedInAs: student });
    await screen.findByRole('article', { name: 'Linked Lists' }, { timeout: 5000 });
    const titles = screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
    expect(titles).toEqual(['Linked Lists', 'Stacks', 'Heaps', 'Trees', 'Queues', 'Graphs']);
    expect(within(screen.getByRole('article', { name: 'Heaps' })).getByText('Returned')).toBeTruthy();
  });
});
