/** The grading page closes the loop: who has not submitted, returning for resubmission, the private thread. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubmissionEvent } from '@contract/submission-loop';
import { buildFaculty } from '../../test/factories';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyAssignment, buildFacultySubmission } from './test/factories';

const teacher = buildFaculty();
const assignment = buildFacultyAssignment({ title: 'Normal Forms', total_marks: 50 });
const ayesha = buildFacultySubmission({
  student: { _id: 'st-1', name: 'Ayesha Khan', student_id: 'BSCS-2025-001' },
});
const returned = buildFacultySubmission({
  student: { _id: 'st-2', name: 'Bilal Ahmed', student_id: 'BSCS-2025-002' },
  returned_at: '2025-03-07T10:00:00.000Z',
});
const path = `/api/assignments/${assignment._id}/submissions`;
const events: SubmissionEvent[] = [
  {
    _id: 'e1',
    kind: 'submitted',
    actor: { _id: 'st-1', name: 'Ayesha Khan', role: 'student' },
    body: null,
    marks_obtained: null,
    is_late: false,
    createdAt: '2025-03-05T10:00:00.000Z',
  },
  {
    _id: 'e2',
    kind: 'commented',
    actor: { _id: 'st-1', name: 'Ayesha Khan', role: 'student' },
    body: 'Is 3NF enough?',
    marks_obtained: null,
    is_late: null,
    createdAt: '2025-03-05T11:00:00.000Z',
  },
];

const returnedEvent: SubmissionEvent = {
  _id: 'e3',
  kind: 'returned',
  actor: { _id: teacher._id, name: teacher.name, role: 'faculty' },
  body: 'Show the 3NF step for each table.',
  marks_obtained: null,
  is_late: true,
  createdAt: '2025-03-07T10:00:00.000Z',
};

function serve() {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    [`GET ${path}`]: ok({
      assignment,
      submissions: [ayesha, returned],
      not_submitted: [{ _id: 'st-3', name: 'Sana Tariq', student_id: 'BSCS-2025-003', section: 'B' }],
    }),
    [`POST /api/submissions/${ayesha._id}/return`]: ok(
      { submission: { ...ayesha, returned_at: 'now' } },
      'Submission returned for resubmission',
    ),
    [`GET /api/submissions/${returned._id}/history`]: ok({ events: [returnedEvent] }),
    [`GET /api/submissions/${ayesha._id}/history`]: ok({ events }),
    [`POST /api/submissions/${ayesha._id}/comments`]: ok({ event: events[1] }),
  });
}

const open = () =>
  renderApp(`/faculty/grade-submissions?assignment=${assignment._id}`, { signedInAs: teacher });
const card = async (name: string) => within(await screen.findByRole('article', { name }, { timeout: 5000 }));

describe('closing the loop on the grading page', () => {
  it('lists who has not submitted, with student ID and section', async () => {
    serve();
    open();
    const missing = within(await screen.findByRole('region', { name: 'Not submitted' }, { timeout: 5000 }));
    expect(missing.getByText('Sana Tariq')).toBeTruthy();
    expect(missing.getByText(/Section B/)).toBeTruthy();
    expect(missing.getByText('1 student has not submitted')).toBeTruthy();
  });

  it('returns a submission with a comment and the choice of lateness; a returned one says so and offers no return', async () => {
    const server = serve();
    const app = open();
    const first = await card('Ayesha Khan');
    await app.user.click(first.getByRole('button', { name: 'Return for resubmission' }));
    const form = within(first.getByRole('form', { name: 'Return for resubmission' }));
    await app.user.click(form.getByRole('button', { name: 'Return to student' }));
    expect(await form.findByText('Comment is required')).toBeTruthy();
    await app.user.type(form.getByLabelText('What should the student change?'), 'Add the 3NF step.');
    await app.user.click(form.getByLabelText('Count a resubmission after the due date as late'));
    await app.user.click(form.getByRole('button', { name: 'Return to student' }));
    await vi.waitFor(() =>
      expect(server.callsTo(`POST /api/submissions/${ayesha._id}/return`).map((c) => c.body)).toEqual([
        { comment: 'Add the 3NF step.', mark_late: true },
      ]),
    );
    // The form goes, and the card says that it was returned.
    expect(await first.findByText('Submission returned for resubmission')).toBeTruthy();
    expect(first.queryByRole('form', { name: 'Return for resubmission' })).toBeNull();
    const second = await card('Bilal Ahmed');
    expect(second.getByText('Returned for resubmission')).toBeTruthy();
    expect(second.queryByRole('button', { name: 'Return for resubmission' })).toBeNull();
  });

  it("a returned submission's card keeps the teacher's reason in view, without opening the history", async () => {
    serve();
    open();
    const second = await card('Bilal Ahmed');
    expect(await second.findByText('Show the 3NF step for each table.')).toBeTruthy();
    expect(second.getByText('What to change:')).toBeTruthy();
    expect(second.getByText(/^Returned for resubmission on /)).toBeTruthy();
    expect(second.getByText('a resubmission after the due date counts as late')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Comments and history' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('opens the private comments and history, and sends a comment', async () => {
    const server = serve();
    const app = open();
    const first = await card('Ayesha Khan');
    await app.user.click(first.getByRole('button', { name: 'Comments and history' }));
    expect(await first.findByText('Is 3NF enough?')).toBeTruthy();
    expect(first.getByText('Submitted')).toBeTruthy();
    await app.user.type(first.getByLabelText('Private comment'), 'Yes, with the keys.');
    await app.user.click(first.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(server.callsTo(`POST /api/submissions/${ayesha._id}/comments`).map((c) => c.body)).toEqual([
        { comment: 'Yes, with the keys.' },
      ]),
    );
  });
});
