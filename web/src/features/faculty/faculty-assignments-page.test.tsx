import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFaculty } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { stubXhrThroughFetch } from '../student/test/fake-xhr';
import { buildFacultyAssignment, buildFacultyCourse, courseRef } from './test/factories';

const teacher = buildFaculty();
const databases = buildFacultyCourse({ code: 'CS-301', name: 'Databases' });
const structures = buildFacultyCourse({ code: 'CS-201', name: 'Data Structures' });
const normalForms = buildFacultyAssignment({
  title: 'Normal Forms',
  course_id: courseRef(databases.code, databases.name, databases._id),
  total_marks: 50,
  enrolledCount: 28,
  totalSubmissions: 20,
  gradedSubmissions: 15,
});
const linkedLists = buildFacultyAssignment({
  title: 'Linked Lists',
  course_id: courseRef(structures.code, structures.name, structures._id),
});

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/courses': ok({ courses: [databases, structures] }),
    [`GET /api/assignments/course/${databases._id}`]: ok({ assignments: [normalForms] }),
    [`GET /api/assignments/course/${structures._id}`]: ok({ assignments: [linkedLists] }),
    'POST /api/assignments': ok({ assignment: normalForms }, 'Assignment created successfully!'),
    ...handlers,
  });
}

const openForm = async (app: ReturnType<typeof renderApp>) => {
  await app.user.click(await screen.findByRole('button', { name: 'Create Assignment' }, { timeout: 5000 }));
  return within(screen.getByRole('region', { name: 'Create Assignment' }));
};

describe('faculty assignments', () => {
  it('shows each assignment with total marks, submissions, pending and graded counts, the percent graded and View Submissions', async () => {
    serve();
    renderApp('/faculty/assignments', { signedInAs: teacher });
    const card = within(await screen.findByRole('article', { name: 'Normal Forms' }, { timeout: 5000 }));
    expect(card.getByText('50')).toBeTruthy();
    expect(card.getByText('20/28')).toBeTruthy();
    expect(card.getByText('5')).toBeTruthy();
    expect(card.getByText('15')).toBeTruthy();
    const bar = card.getByRole('progressbar', { name: 'Grading progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(card.getByRole('link', { name: 'View Submissions: Normal Forms' }).getAttribute('href')).toBe(
      `/faculty/grade-submissions?assignment=${normalForms._id}`,
    );
    expect(screen.getByRole('article', { name: 'Linked Lists' })).toBeTruthy();
  });

  it('the course filter shows one course’s assignments', async () => {
    const server = serve();
    const app = renderApp('/faculty/assignments', { signedInAs: teacher });
    await screen.findByRole('article', { name: 'Linked Lists' }, { timeout: 5000 });
    await app.user.selectOptions(screen.getByLabelText('Course'), structures._id);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Normal Forms' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Linked Lists' })).toBeTruthy();
    expect(server.callsTo(`GET /api/assignments/course/${structures._id}`).length).toBeGreaterThan(0);
  });

  it("creates an assignment with total marks 100 by default and shows 'Assignment created successfully!' for 3 seconds", async () => {
    const server = serve();
    const app = renderApp('/faculty/assignments', { signedInAs: teacher });
    const form = await openForm(app);
    expect((form.getByLabelText('Total Marks') as HTMLInputElement).value).toBe('100');
    expect((form.getByLabelText('Type') as HTMLSelectElement).value).toBe('assignment');
    await app.user.selectOptions(form.getByLabelText('Course'), databases._id);
    await app.user.type(form.getByLabelText('Title'), 'ER Diagrams');
    await app.user.selectOptions(form.getByLabelText('Type'), 'project');
    await app.user.type(form.getByLabelText('Due Date'), '2027-04-01T23:59');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(form.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByText('Assignment created successfully!')).toBeTruthy();
    expect(server.callsTo('POST /api/assignments').map((c) => c.body)).toEqual([
      {
        course_id: databases._id,
        title: 'ER Diagrams',
        description: '',
        type: 'project',
        total_marks: 100,
        due_date: '2027-04-01T23:59:00+05:00',
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Create Assignment' })).toBeNull();
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Assignment created successfully!')).toBeNull());
  });

  it('an assignment due in the past: the form asks to confirm, saying students will see it overdue; declining sends nothing', async () => {
    const server = serve();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = renderApp(`/faculty/assignments?course=${databases._id}`, { signedInAs: teacher });
    const form = await openForm(app);
    await app.user.type(form.getByLabelText('Title'), 'Catch-up quiz');
    await app.user.type(form.getByLabelText('Due Date'), '2020-01-01T09:00');
    await app.user.click(form.getByRole('button', { name: 'Create Assignment' }));
    expect(confirm).toHaveBeenCalledWith('Due date passed: students see it overdue. Create anyway?');
    expect(server.callsTo('POST /api/assignments')).toHaveLength(0);
    // The form stays as it was, to change the date or confirm.
    expect((form.getByLabelText('Due Date') as HTMLInputElement).value).toBe('2020-01-01T09:00');
    confirm.mockRestore();
  });

  it('an assignment due in the past is created once the teacher confirms', async () => {
    const server = serve();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp(`/faculty/assignments?course=${databases._id}`, { signedInAs: teacher });
    const form = await openForm(app);
    await app.user.type(form.getByLabelText('Title'), 'Catch-up quiz');
    await app.user.type(form.getByLabelText('Due Date'), '2020-01-01T09:00');
    await app.user.click(form.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByText('Assignment created successfully!')).toBeTruthy();
    expect(
      server.callsTo('POST /api/assignments').map((c) => (c.body as { due_date: string }).due_date),
    ).toEqual(['2020-01-01T09:00:00+05:00']);
    confirm.mockRestore();
  });

  it('a due date still to come asks nothing', async () => {
    serve();
    const confirm = vi.spyOn(window, 'confirm');
    const app = renderApp(`/faculty/assignments?course=${databases._id}`, { signedInAs: teacher });
    const form = await openForm(app);
    await app.user.type(form.getByLabelText('Title'), 'Next week');
    await app.user.type(form.getByLabelText('Due Date'), '2099-01-01T09:00');
    await app.user.click(form.getByRole('button', { name: 'Create Assignment' }));
    expect(await screen.findByText('Assignment created successfully!')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });

  it('refuses a missing course, title and due date and total marks below 1, without a call', async () => {
    const server = serve();
    const app = renderApp('/faculty/assignments', { signedInAs: teacher });
    const form = await openForm(app);
    await app.user.clear(form.getByLabelText('Total Marks'));
    await app.user.type(form.getByLabelText('Total Marks'), '0');
    await app.user.click(form.getByRole('button', { name: 'Create Assignment' }));
    expect(form.getByText('Choose a course')).toBeTruthy();
    expect(form.getByText('Title is required')).toBeTruthy();
    expect(form.getByText('Total marks must be at least 1')).toBeTruthy();
    expect(form.getByText('Due date must be a date and time')).toBeTruthy();
    expect(document.activeElement?.id).toBe('course_id');
    expect(server.callsTo('POST /api/assignments')).toHaveLength(0);
  });

  it("shows 'Failed to create assignment' when the server fails without a message", async () => {
    serve({ 'POST /api/assignments': fail(500) });
    const app = renderApp(`/faculty/assignments?course=${databases._id}`, { signedInAs: teacher });
    const form = await openForm(app);
    expect((form.getByLabelText('Course') as HTMLSelectElement).value).toBe(databases._id);
    await app.user.type(form.getByLabelText('Title'), 'ER Diagrams');
    await app.user.type(form.getByLabelText('Due Date'), '2027-04-01T23:59');
    await app.user.click(form.getByRole('button', { name: 'Create Assignment' }));
    expect(await form.findByText('Failed to create assignment')).toBeTruthy();
  });
});

describe("an assignment's files", () => {
  it('the teacher opens Files, attaches a question paper and removes a file', async () => {
    stubXhrThroughFetch();
    const paper = {
      _id: '30000000-0000-4000-8000-000000000001',
      assignment_id: normalForms._id,
      name: 'question-paper.pdf',
      size: 40960,
      type: 'application/pdf',
      created_at: '2026-01-05T09:00:00.000Z',
    };
    const posted: ApiCall[] = [];
    const deleted: ApiCall[] = [];
    serve({
      [`GET /api/assignments/${normalForms._id}/attachments`]: ok({ attachments: [paper] }),
      [`POST /api/assignments/${normalForms._id}/attachments`]: (call: ApiCall) => {
        posted.push(call);
        return ok({ attachment: { ...paper, _id: 'x', name: 'data.zip' } }, 'File attached');
      },
      [`DELETE /api/assignments/${normalForms._id}/attachments/${paper._id}`]: (call: ApiCall) => {
        deleted.push(call);
        return ok(undefined, 'File removed');
      },
    });
    const app = renderApp('/faculty/assignments', { signedInAs: teacher });
    const card = within(await screen.findByRole('article', { name: 'Normal Forms' }, { timeout: 5000 }));
    const toggle = card.getByRole('button', { name: 'Files' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(toggle);
    expect(await card.findByText('question-paper.pdf')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Open question-paper.pdf' })).toBeTruthy();

    await app.user.click(card.getByRole('button', { name: 'Attach' }));
    expect(await card.findByText('Choose a file to share')).toBeTruthy();
    expect(posted).toHaveLength(0);
    await app.user.upload(card.getByLabelText('Attach a file'), new File(['PK'], 'data.zip'));
    await app.user.click(card.getByRole('button', { name: 'Attach' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await card.findByText('File attached')).toBeTruthy();

    await app.user.click(card.getByRole('button', { name: 'Remove question-paper.pdf' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
  });
});
