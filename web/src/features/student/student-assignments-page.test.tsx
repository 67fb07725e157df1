import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@contract/uploads';
import { buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type Answer, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { assignmentsInEveryState, buildSubmission } from './test/factories';
import { stubXhrThroughFetch } from './test/fake-xhr';

const student = buildStudent();

/** The five assignments of every state; `handlers` may override any call and use the assignments. */
function serve(
  handlers:
    | Record<string, Handler>
    | ((a: ReturnType<typeof assignmentsInEveryState>) => Record<string, Handler>) = {},
) {
  const a = assignmentsInEveryState();
  const server = mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/assignments/my-assignments': ok({ assignments: Object.values(a) }),
    ...(typeof handlers === 'function' ? handlers(a) : handlers),
  });
  stubXhrThroughFetch();
  return { server, a };
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));
const stat = (label: string) => within(screen.getByRole('group', { name: label }));
const loaded = () => screen.findByRole('article', { name: 'Linked Lists' }, { timeout: 5000 });
const shownTitles = () => screen.getAllByRole('article').map((el) => el.querySelector('h2')!.textContent);

describe('my assignments', () => {
  it('counts Pending, Submitted and Overdue, and each filter button shows its assignments', async () => {
    serve();
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    expect(stat('Pending').getByText('1')).toBeTruthy();
    expect(stat('Submitted').getByText('3')).toBeTruthy();
    expect(stat('Overdue').getByText('1')).toBeTruthy();
    expect(shownTitles()).toHaveLength(5);
    const filters = within(screen.getByRole('group', { name: 'Show' }));
    // In the order of what is due next (contract/rules/due-next.ts): awaiting a grade by due date, graded last.
    await app.user.click(filters.getByRole('button', { name: 'Submitted' }));
    expect(shownTitles()).toEqual(['Trees', 'Queues', 'Graphs']);
    expect(filters.getByRole('button', { name: 'Submitted' }).getAttribute('aria-pressed')).toBe('true');
    await app.user.click(filters.getByRole('button', { name: 'Overdue' }));
    expect(shownTitles()).toEqual(['Stacks']);
    await app.user.click(filters.getByRole('button', { name: 'Pending' }));
    expect(shownTitles()).toEqual(['Linked Lists']);
    await app.user.click(filters.getByRole('button', { name: 'All' }));
    expect(shownTitles()).toHaveLength(5);
  });

  it('cards show course, type, total marks, due date and the display status', async () => {
    serve();
    renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    expect(card('Linked Lists').getByText('IT-201 · Data Structures')).toBeTruthy();
    expect(card('Linked Lists').getByText('Assignment')).toBeTruthy();
    expect(card('Linked Lists').getByText('100')).toBeTruthy();
    expect(card('Linked Lists').getByText('Pending')).toBeTruthy();
    expect(card('Stacks').getByText('Overdue')).toBeTruthy();
    expect(card('Queues').getByText('Submitted')).toBeTruthy();
    expect(card('Trees').getByText('Submitted Late')).toBeTruthy();
    expect(card('Graphs').getByText('Graded')).toBeTruthy();
    expect(card('Graphs').getByText('42/100')).toBeTruthy();
    expect(card('Graphs').getByText('Good work on BFS.')).toBeTruthy();
  });

  it('the dialog offers Submit Assignment, Submit Late or Update Submission by the state of the assignment', async () => {
    serve();
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    const opens = async (title: string, action: string) => {
      await app.user.click(card(title).getByRole('button', { name: action }));
      const dialog = within(await screen.findByRole('dialog', { name: action }));
      expect(dialog.getByRole('button', { name: action })).toBeTruthy();
      await app.user.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    };
    await opens('Linked Lists', 'Submit Assignment');
    await opens('Stacks', 'Submit Late');
    await opens('Queues', 'Update Submission');
    await opens('Trees', 'Update Submission');
  });

  it('a graded submission shows its marks and feedback and cannot be updated', async () => {
    serve();
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    expect(card('Graphs').queryByRole('button', { name: 'Update Submission' })).toBeNull();
    await app.user.click(card('Graphs').getByRole('button', { name: 'View Submission' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'View Submission' }));
    expect(dialog.getByText('Marks: 42/100')).toBeTruthy();
    expect(dialog.getByText('Good work on BFS.')).toBeTruthy();
    expect(dialog.getByText('This submission has been graded and can no longer be changed')).toBeTruthy();
    expect(dialog.queryByLabelText('Written Response')).toBeNull();
    expect(dialog.queryByRole('button', { name: /Submit|Update/ })).toBeNull();
  });

  it('a file over 10MB is refused before anything is sent', async () => {
    const { server, a } = serve();
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    await app.user.click(card('Linked Lists').getByRole('button', { name: 'Submit Assignment' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Accepted: pdf, doc, docx, txt, zip, rar, jpg, jpeg, png. Maximum size 10MB'),
    ).toBeTruthy();
    const big = new File(['x'], 'report.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    const input = dialog.getByLabelText('File') as HTMLInputElement;
    await app.user.upload(input, big);
    expect(dialog.getByText('The file is larger than 10MB')).toBeTruthy();
    expect(input.files).toHaveLength(0);
    await app.user.click(dialog.getByRole('button', { name: 'Submit Assignment' }));
    expect(dialog.getByText('Add a written response, a link or a file')).toBeTruthy();
    expect(server.callsTo(`POST /api/assignments/${a.pending._id}/submit`)).toHaveLength(0);
  });

  it('a file of another type is refused before anything is sent', async () => {
    const { server, a } = serve();
    const app = renderApp('/student/assignments', {
      signedInAs: student,
      userEventOptions: { applyAccept: false },
    });
    await loaded();
    await app.user.click(card('Linked Lists').getByRole('button', { name: 'Submit Assignment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.upload(dialog.getByLabelText('File'), new File(['MZ'], 'setup.exe'));
    expect(
      dialog.getByText(
        'This file type is not allowed. Accepted: pdf, doc, docx, txt, zip, rar, jpg, jpeg, png',
      ),
    ).toBeTruthy();
    expect(server.callsTo(`POST /api/assignments/${a.pending._id}/submit`)).toHaveLength(0);
  });

  it("a submission is sent as multipart with the token, shows upload progress, then 'Assignment submitted successfully!' for 3 seconds", async () => {
    let answer: (value: Answer) => void = () => {};
    const submitted = vi.fn((_call: ApiCall) => new Promise<Answer>((resolve) => (answer = resolve)));
    serve((a) => ({
      'GET /api/assignments/my-assignments': ok({ assignments: [a.pending] }),
      [`POST /api/assignments/${a.pending._id}/submit`]: submitted,
    }));
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    await app.user.click(card('Linked Lists').getByRole('button', { name: 'Submit Assignment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.type(dialog.getByLabelText('Written Response'), 'See the attached report.');
    await app.user.type(dialog.getByLabelText('Link'), 'https://example.edu/report');
    await app.user.upload(
      dialog.getByLabelText('File'),
      new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(dialog.getByRole('button', { name: 'Submit Assignment' }));
    const progress = await dialog.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    await act(async () =>
      answer({
        status: 201,
        body: {
          success: true,
          message: 'Assignment submitted successfully!',
          data: { submission: buildSubmission() },
        },
      }),
    );
    expect(await screen.findByText('Assignment submitted successfully!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const call = submitted.mock.calls[0][0];
    expect(call.headers.get('authorization')).toBe('Bearer test-token');
    const body = call.body as FormData;
    expect(body.get('submission_text')).toBe('See the attached report.');
    expect(body.get('submission_link')).toBe('https://example.edu/report');
    expect((body.get('file') as File).name).toBe('report.pdf');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Assignment submitted successfully!')).toBeNull());
  });

  it("an update is sent with PUT and shows 'Submission updated successfully!'", async () => {
    const updated = vi.fn(() => ok({ submission: buildSubmission() }, 'Submission updated successfully!'));
    serve((a) => ({
      'GET /api/assignments/my-assignments': ok({ assignments: [a.submitted] }),
      [`PUT /api/assignments/${a.submitted._id}/update-submission`]: updated,
    }));
    const app = renderApp('/student/assignments', { signedInAs: student });
    await screen.findByRole('article', { name: 'Queues' }, { timeout: 5000 });
    await app.user.click(card('Queues').getByRole('button', { name: 'Update Submission' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Written Response') as HTMLTextAreaElement).value).toBe('My answer');
    await app.user.type(dialog.getByLabelText('Written Response'), ', revised');
    await app.user.click(dialog.getByRole('button', { name: 'Update Submission' }));
    expect(await screen.findByText('Submission updated successfully!')).toBeTruthy();
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message, 'Failed to submit assignment' or 'Network error. Please try again.' when sending fails", async () => {
    const answers: Answer[] = [
      fail(422, 'The file does not contain what its name says'),
      fail(500),
      'network-error',
    ];
    serve((a) => ({
      'GET /api/assignments/my-assignments': ok({ assignments: [a.pending] }),
      [`POST /api/assignments/${a.pending._id}/submit`]: () => answers.shift()!,
    }));
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    await app.user.click(card('Linked Lists').getByRole('button', { name: 'Submit Assignment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await app.user.type(dialog.getByLabelText('Written Response'), 'Answer');
    for (const message of [
      'The file does not contain what its name says',
      'Failed to submit assignment',
      'Network error. Please try again.',
    ]) {
      await app.user.click(dialog.getByRole('button', { name: 'Submit Assignment' }));
      expect(await dialog.findByText(message)).toBeTruthy();
    }
  });

  it('an invalid link is refused on the field', async () => {
    const { server, a } = serve();
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    await app.user.click(card('Linked Lists').getByRole('button', { name: 'Submit Assignment' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Link').getAttribute('type')).toBe('url');
    await app.user.type(dialog.getByLabelText('Link'), 'not a link');
    await app.user.click(dialog.getByRole('button', { name: 'Submit Assignment' }));
    expect(dialog.getByText('Enter a valid link starting with http:// or https://')).toBeTruthy();
    expect(server.callsTo(`POST /api/assignments/${a.pending._id}/submit`)).toHaveLength(0);
  });

  it('the submitted file is downloaded with the session token', async () => {
    const { server, a } = serve();
    const graded = a.graded;
    const fileCalls: ApiCall[] = [];
    const original = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === `/api/submissions/${graded.submission!._id}/file`) {
        fileCalls.push({
          method: 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: new Headers(init?.headers),
          body: undefined,
        });
        return new Response(new Blob(['%PDF']), {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      }
      return original(input, init);
    });
    const createObjectURL = vi.fn(() => 'blob:graphs');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    await app.user.click(card('Graphs').getByRole('button', { name: 'View Submission' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download graphs.pdf' }),
    );
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(fileCalls[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to load assignments'", async () => {
    serve({ 'GET /api/assignments/my-assignments': fail(500) });
    renderApp('/student/assignments', { signedInAs: student });
    expect(await screen.findByText('Failed to load assignments', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe("an assignment's files", () => {
  it('the dialog lists the files the teacher attached, each to open or download', async () => {
    serve((a) => ({
      [`GET /api/assignments/${a.pending._id}/attachments`]: ok({
        attachments: [
          {
            _id: '30000000-0000-4000-8000-000000000009',
            assignment_id: a.pending._id,
            name: 'question-paper.pdf',
            size: 2048,
            type: 'application/pdf',
            created_at: '2026-01-05T09:00:00.000Z',
          },
        ],
      }),
    }));
    const app = renderApp('/student/assignments', { signedInAs: student });
    await loaded();
    await app.user.click(card('Linked Lists').getByRole('button', { name: 'Submit Assignment' }));
    const dialog = within(await screen.findByRole('dialog'));
    const files = within(await dialog.findByRole('region', { name: 'Files' }));
    expect(files.getByRole('button', { name: 'Open question-paper.pdf' })).toBeTruthy();
    expect(files.getByRole('button', { name: 'Download question-paper.pdf' })).toBeTruthy();
  });
});
