import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '@contract/audit';
import { buildAdmin } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

let sequence = 0;
function buildEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`,
    at: '2025-03-01T04:30:00.000Z',
    actor: { _id: 'teacher-1', name: 'Sara Teacher', role: 'faculty' },
    ip: '10.20.30.40',
    action: 'submission.regraded',
    entity: 'submission',
    entity_id: 'submission-1',
    summary: 'Submission regraded: IT-101 "Essay", Ali Raza: 8/10',
    summary_said: {
      code: 'audit.submissionRegraded',
      params: { course: 'IT-101', title: 'Essay', name: 'Ali Raza', marks: 8, total: 10 },
    },
    before: { marks_obtained: 6, feedback: 'Good start' },
    after: { marks_obtained: 8, feedback: '<b>Much</b> better' },
    ...overrides,
  };
}

/** A fake audit endpoint answering pages of `entries` (or whatever `list` answers). */
function serve(entries: AuditEntry[], list?: Handler) {
  return mockApi({
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/admin/audit':
      list ??
      ((call: ApiCall) => {
        const page = Number(call.query.get('page') ?? 1);
        const start = (page - 1) * AUDIT_PAGE_SIZE;
        return ok({
          entries: entries.slice(start, start + AUDIT_PAGE_SIZE),
          total: entries.length,
          page,
          pageSize: AUDIT_PAGE_SIZE,
        });
      }),
  });
}

const lastQuery = (server: ReturnType<typeof mockApi>) =>
  server.callsTo('GET /api/admin/audit').at(-1)!.query.toString();
const row = (summary: string) => screen.getByText(summary).closest('tr')!;

describe('Audit Trail', () => {
  it('lists who did what, when (college time), from where, on which record', async () => {
    serve([
      buildEntry(),
      buildEntry({
        actor: null,
        ip: null,
        action: 'attendance.derived',
        entity: 'virtual-session',
        entity_id: 'session-9',
        summary: 'Attendance from virtual class: IT-101',
        summary_said: null,
        before: null,
        after: null,
      }),
    ]);
    renderApp('/admin/audit', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Trail' })).toBeTruthy();
    const headers = within(await screen.findByRole('table', { name: 'Audit Trail' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['When', 'Who', 'From', 'Action', 'Record', 'Summary', 'Changes']);

    const graded = within(row('Submission regraded: IT-101 "Essay", Ali Raza: 8/10'));
    // 04:30 UTC is 09:30 in Pakistan.
    expect(graded.getByRole('rowheader').textContent).toBe('1 Mar 2025, 09:30');
    expect(graded.getByText('Sara Teacher')).toBeTruthy();
    expect(graded.getByText('Faculty')).toBeTruthy();
    expect(graded.getByText('10.20.30.40')).toBeTruthy();
    expect(graded.getByText('Submission regraded')).toBeTruthy();
    expect(graded.getByRole('link', { name: 'History of this submission' }).getAttribute('href')).toBe(
      '/admin/audit?entity=submission&entity_id=submission-1',
    );

    const derived = within(row('Attendance from virtual class: IT-101'));
    expect(derived.getByText('System')).toBeTruthy();
    expect(derived.getByText('Attendance from a virtual class')).toBeTruthy();
    expect(derived.queryByRole('button', { name: 'Show changes' })).toBeNull();
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  it('expands an entry to show each changed field before and after, as text', async () => {
    serve([buildEntry()]);
    const app = renderApp('/admin/audit', { signedInAs: admin });
    const show = await screen.findByRole('button', { name: 'Show changes' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(show);

    const hide = screen.getByRole('button', { name: 'Hide changes' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const changes = screen.getByRole('table', { name: /^Changes: Submission regraded/ });
    expect(document.getElementById(hide.getAttribute('aria-controls')!)!.contains(changes)).toBe(true);
    const rows = within(changes)
      .getAllByRole('row')
      .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
    expect(rows).toEqual([
      ['Field', 'Before', 'After'],
      ['Marks obtained', '6', '8'],
      ['Feedback', 'Good start', '<b>Much</b> better'],
    ]);
    // Markup in recorded text stays text.
    expect(changes.querySelector('b')).toBeNull();
    // On a phone each field is a card, its values labelled Before and After.
    const marks = within(changes).getByRole('rowheader', { name: 'Marks obtained' }).closest('tr')!;
    expect([...marks.querySelectorAll('td')].map((td) => td.dataset.label)).toEqual(['Before', 'After']);

    await app.user.click(hide);
    expect(screen.queryByRole('table', { name: /^Changes:/ })).toBeNull();
  });

  it('a created or deleted record shows (none) on the side it did not exist', async () => {
    serve([
      buildEntry({
        action: 'course.deleted',
        entity: 'course',
        before: { code: 'OLD-1', days: ['Monday', 'Friday'] },
        after: null,
      }),
    ]);
    const app = renderApp('/admin/audit', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Show changes' }));
    const changes = screen.getByRole('table', { name: /^Changes:/ });
    expect(within(changes).getByRole('rowheader', { name: 'Days' }).closest('tr')!.textContent).toBe(
      'DaysMonday, Friday(none)',
    );
  });

  it('sends the filters to the server and keeps them in the URL', async () => {
    const server = serve([buildEntry()]);
    const app = renderApp('/admin/audit', { signedInAs: admin });
    await screen.findByText('Sara Teacher');
    expect(lastQuery(server)).toBe('');

    const action = screen.getByLabelText('Action') as HTMLSelectElement;
    expect(action.options[0].textContent).toBe('All actions');
    expect(Array.from(action.options).some((o) => o.textContent === 'Grade changed')).toBe(true);
    await app.user.selectOptions(action, 'Grade changed');
    await app.user.selectOptions(screen.getByLabelText('Record type'), 'Grade');
    await app.user.type(screen.getByLabelText('Who'), '100%_sure');
    await waitFor(() => expect(app.currentLocation().search).toContain('actor='));
    await app.user.type(screen.getByLabelText('From'), '2025-01-10');
    await app.user.type(screen.getByLabelText('To'), '2025-01-31');

    await waitFor(() =>
      expect(lastQuery(server)).toBe(
        'action=grade.changed&entity=grade&actor=100%25_sure&from=2025-01-10&to=2025-01-31',
      ),
    );
    const url = new URLSearchParams(app.currentLocation().search);
    expect(Object.fromEntries(url)).toEqual({
      action: 'grade.changed',
      entity: 'grade',
      actor: '100%_sure',
      from: '2025-01-10',
      to: '2025-01-31',
    });
    // One request for the typed name, not one per key.
    const actors = server.callsTo('GET /api/admin/audit').map((c) => c.query.get('actor'));
    expect(actors.filter((a) => a && a !== '100%_sure')).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(lastQuery(server)).toBe(''));
    await waitFor(() => expect(app.currentLocation().search).toBe(''));
    expect((screen.getByLabelText('Who') as HTMLInputElement).value).toBe('');
  });

  it('opens with the filters of the URL, such as one record’s history', async () => {
    const server = serve([buildEntry()]);
    const app = renderApp('/admin/audit?entity=submission&entity_id=submission-1&action=bogus', {
      signedInAs: admin,
    });
    await screen.findByText('Sara Teacher');
    // An unknown action in the address is ignored rather than sent.
    expect(lastQuery(server)).toBe('entity=submission&entity_id=submission-1');
    expect((screen.getByLabelText('Record type') as HTMLSelectElement).value).toBe('submission');
    expect(screen.getByText('Showing the history of one record: submission.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Show all records' }));
    await waitFor(() => expect(lastQuery(server)).toBe('entity=submission'));
  });

  it('pages with Previous and Next, Page N of M', async () => {
    const entries = Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, i) =>
      buildEntry({ summary: `Change ${i + 1}` }),
    );
    const server = serve(entries);
    const app = renderApp('/admin/audit?action=grade.changed', { signedInAs: admin });
    await screen.findByText('Change 1');
    expect(screen.getByText(`Page 1 of 2`)).toBeTruthy();
    expect(screen.getByText(`${AUDIT_PAGE_SIZE + 3} entries`)).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Audit trail pages' });
    expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Change ${AUDIT_PAGE_SIZE + 1}`)).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(lastQuery(server)).toBe('action=grade.changed&page=2');
    await waitFor(() => expect(app.currentLocation().search).toBe('?action=grade.changed&page=2'));
    expect((within(pages).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    // A new filter starts again at the first page.
    await app.user.selectOptions(screen.getByLabelText('Record type'), 'Course');
    await waitFor(() => expect(lastQuery(server)).toBe('action=grade.changed&entity=course'));
    await waitFor(() => expect(app.currentLocation().search).toBe('?action=grade.changed&entity=course'));
  });

  it('says when no entry matches the filters', async () => {
    serve([]);
    renderApp('/admin/audit?actor=nobody', { signedInAs: admin });
    expect(await screen.findByText('No audit entries match these filters')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each summary in the reader’s language, and an entry stored before codes as written', async () => {
    serve([
      buildEntry(),
      buildEntry({ summary: 'Course updated: IT-101 Essays (name)', summary_said: null }),
    ]);
    const app = renderApp('/admin/audit', { signedInAs: admin });
    expect(await screen.findByText('Submission regraded: IT-101 "Essay", Ali Raza: 8/10')).toBeTruthy();
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    const urdu = await screen.findByText(/^جمع شدہ اسائنمنٹ کی دوبارہ درجہ بندی: /);
    // The values keep their own direction inside the Urdu sentence (contract/bidi.ts).
    expect(urdu.textContent).toBe(
      'جمع شدہ اسائنمنٹ کی دوبارہ درجہ بندی: \u2068IT-101\u2069 "\u2068Essay\u2069"، \u2068Ali Raza\u2069: \u20688\u2069/\u206810\u2069',
    );
    expect(screen.queryByText('Submission regraded: IT-101 "Essay", Ali Raza: 8/10')).toBeNull();
    expect(screen.getByText('Course updated: IT-101 Essays (name)')).toBeTruthy();
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="en"]')!);
    expect(await screen.findByText('Submission regraded: IT-101 "Essay", Ali Raza: 8/10')).toBeTruthy();
  });

  it('names an attendance status in the reader’s language inside the summary', async () => {
    serve([
      buildEntry({
        action: 'attendance.changed',
        entity: 'attendance',
        summary: 'Attendance changed: IT-101 2025-03-01, Ali Raza: absent to present',
        summary_said: {
          code: 'audit.attendanceChanged',
          params: { class: 'IT-101 2025-03-01', name: 'Ali Raza', from: 'absent', to: 'present' },
        },
      }),
    ]);
    const app = renderApp('/admin/audit', { signedInAs: admin });
    expect(
      await screen.findByText('Attendance changed: IT-101 2025-03-01, Ali Raza: absent to present'),
    ).toBeTruthy();
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    const urdu = await screen.findByText(/^حاضری تبدیل: /);
    expect(urdu.textContent).toContain(': غیر حاضر سے حاضر');
  });

  it('shows the server’s error with Try Again', async () => {
    let answer: Handler = fail(500, 'Something went wrong on our side');
    serve([], () => (typeof answer === 'function' ? answer({} as ApiCall) : answer));
    const app = renderApp('/admin/audit', { signedInAs: admin });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the audit trail. Something went wrong on our side',
    );
    answer = ok({ entries: [buildEntry()], total: 1, page: 1, pageSize: AUDIT_PAGE_SIZE });
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Sara Teacher')).toBeTruthy();
    expect(screen.getByText('1 entry')).toBeTruthy();
  });
});
