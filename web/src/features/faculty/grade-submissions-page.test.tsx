import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFaculty } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { expectFeedbackBeside } from '../../test/feedback';
import { renderApp } from '../../test/render-app';
import { buildFacultyAssignment, buildFacultySubmission } from './test/factories';

const teacher = buildFaculty();
const assignment = buildFacultyAssignment({
  title: 'Normal Forms',
  total_marks: 50,
  totalSubmissions: 3,
  gradedSubmissions: 1,
});
const onTime = buildFacultySubmission({
  student: { _id: 'st-1', name: 'Ayesha Khan', student_id: 'BSCS-2025-001' },
  submission_text: 'First line\n<b>not bold</b>',
  submission_link: 'https://example.org/work',
});
const late = buildFacultySubmission({
  student: { _id: 'st-2', name: 'Bilal Ahmed', student_id: 'BSCS-2025-002' },
  is_late: true,
  submission_text: null,
  submission_file: { originalname: 'forms.pdf', size: 2048, mimetype: 'application/pdf' },
});
const graded = buildFacultySubmission({
  student: { _id: 'st-3', name: 'Sana Tariq', student_id: 'BSCS-2025-003' },
  status: 'graded',
  is_late: true,
  grade: { marks_obtained: 45, feedback: 'Much better.', graded_at: '2025-03-08T10:00:00.000Z' },
  history: [{ marks_obtained: 30, feedback: 'Missing 3NF.', graded_at: '2025-03-06T10:00:00.000Z' }],
});

const path = `/api/assignments/${assignment._id}/submissions`;

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    [`GET ${path}`]: ok({ assignment, submissions: [onTime, late, graded], not_submitted: [] }),
    ...handlers,
  });
}

const open = (name: string) => screen.findByRole('article', { name }, { timeout: 5000 });

describe('grade submissions', () => {
  it('shows the assignment and each submission with its Late / Graded / Pending label, the text as text, the link, the file and earlier marks', async () => {
    serve();
    renderApp(`/faculty/grade-submissions?assignment=${assignment._id}`, { signedInAs: teacher });
    const first = within(await open('Ayesha Khan'));
    expect(screen.getByRole('region', { name: 'Normal Forms' })).toBeTruthy();
    expect(first.getByText('Pending')).toBeTruthy();
    expect(first.getByText(/<b>not bold<\/b>/)).toBeTruthy();
    expect(first.getByRole('link', { name: 'https://example.org/work' }).getAttribute('rel')).toContain(
      'noopener',
    );
    const second = within(screen.getByRole('article', { name: 'Bilal Ahmed' }));
    expect(second.getByText('Late')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Download forms.pdf' })).toBeTruthy();
    const third = within(screen.getByRole('article', { name: 'Sana Tariq' }));
    expect(third.getByText('Graded')).toBeTruthy();
    expect(third.getByText('Marks: 45/50')).toBeTruthy();
    expect(third.getByText('Earlier marks')).toBeTruthy();
    expect(third.getByText(/^30\/50 on/)).toBeTruthy();
    expect((third.getByLabelText('Marks (out of 50)') as HTMLInputElement).value).toBe('45');
    expect(third.getByRole('button', { name: 'Update Grade' })).toBeTruthy();
  });

  it('refuses marks above the total on the client, without a call', async () => {
    const server = serve();
    const app = renderApp(`/faculty/grade-submissions?assignment=${assignment._id}`, { signedInAs: teacher });
    const card = within(await open('Ayesha Khan'));
    await app.user.type(card.getByLabelText('Marks (out of 50)'), '51');
    await app.user.click(card.getByRole('button', { name: 'Submit Grade' }));
    expect(card.getByText('Marks cannot be more than the total marks')).toBeTruthy();
    await app.user.clear(card.getByLabelText('Marks (out of 50)'));
    await app.user.click(card.getByRole('button', { name: 'Submit Grade' }));
    expect(card.getByText('Marks are required')).toBeTruthy();
    expect(server.callsTo(`PUT /api/assignments/${onTime._id}/grade`)).toHaveLength(0);
  });

  it("grades a submission with marks and feedback and shows 'Submission graded successfully!'", async () => {
    const server = serve({
      [`PUT /api/assignments/${onTime._id}/grade`]: (call: ApiCall) =>
        ok(
          {
            submission: {
              ...onTime,
              status: 'graded',
              grade: { ...(call.body as object), graded_at: '2025-03-09T10:00:00.000Z' },
            },
          },
          'Submission graded successfully!',
        ),
    });
    const app = renderApp(`/faculty/grade-submissions?assignment=${assignment._id}`, { signedInAs: teacher });
    const card = within(await open('Ayesha Khan'));
    await app.user.type(card.getByLabelText('Marks (out of 50)'), '42.5');
    await app.user.type(card.getByLabelText('Feedback (optional)'), 'Good work');
    const submit = card.getByRole('button', { name: 'Submit Grade' });
    await app.user.click(submit);
    expect(await card.findByText('Submission graded successfully!')).toBeTruthy();
    expectFeedbackBeside(submit, 'Submission graded successfully!');
    expect(server.callsTo(`PUT /api/assignments/${onTime._id}/grade`).map((c) => c.body)).toEqual([
      { marks_obtained: 42.5, feedback: 'Good work' },
    ]);
  });

  it("shows the server's message, else 'Failed to grade submission'", async () => {
    let calls = 0;
    serve({
      [`PUT /api/assignments/${onTime._id}/grade`]: () =>
        ++calls === 1
          ? fail(400, 'Marks cannot be more than the total marks', [
              { field: 'marks_obtained', message: 'Marks cannot be more than the total marks' },
            ])
          : fail(500),
    });
    const app = renderApp(`/faculty/grade-submissions?assignment=${assignment._id}`, { signedInAs: teacher });
    const card = within(await open('Ayesha Khan'));
    await app.user.type(card.getByLabelText('Marks (out of 50)'), '40');
    await app.user.click(card.getByRole('button', { name: 'Submit Grade' }));
    expect((await card.findAllByText('Marks cannot be more than the total marks')).length).toBeGreaterThan(0);
    await app.user.click(card.getByRole('button', { name: 'Submit Grade' }));
    expect(await card.findByText('Failed to grade submission')).toBeTruthy();
  });

  it("shows 'Failed to load submissions' when they cannot be loaded", async () => {
    serve({ [`GET ${path}`]: fail(500) });
    renderApp(`/faculty/grade-submissions?assignment=${assignment._id}`, { signedInAs: teacher });
    expect(await screen.findByText('Failed to load submissions', {}, { timeout: 5000 })).toBeTruthy();
  });
});
