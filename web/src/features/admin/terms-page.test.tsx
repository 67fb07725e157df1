import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlannedOfferingChange, Term, TermList, TermPlan } from '@contract/terms';
import { buildAdmin, buildFaculty } from '../../test/factories';
import { expectFeedbackBeside } from '../../test/feedback';
import { lineStream, mockApi, ok, type Answer, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

function buildTerm(overrides: Partial<Term> & Pick<Term, '_id' | 'season' | 'year'>): Term {
  const fall = overrides.season === 'Fall';
  return {
    name: `${overrides.season} ${overrides.year}`,
    starts_on: fall ? `${overrides.year}-09-01` : `${overrides.year}-02-01`,
    ends_on: fall ? `${overrides.year + 1}-01-31` : `${overrides.year}-08-31`,
    status: 'upcoming',
    started_at: null,
    closed_at: null,
    ...overrides,
  };
}

const fall2025 = buildTerm({
  _id: '00000000-0000-4000-a000-000000002025',
  season: 'Fall',
  year: 2025,
  status: 'closed',
  started_at: '2025-09-01T03:00:00.000Z',
  closed_at: '2026-02-10T03:00:00.000Z',
});
const fall2026 = buildTerm({
  _id: '00000000-0000-4000-a000-000000002026',
  season: 'Fall',
  year: 2026,
  status: 'ended',
  started_at: '2026-09-01T03:00:00.000Z',
});
const spring2027 = buildTerm({ _id: '00000000-0000-4000-a000-000000002027', season: 'Spring', year: 2027 });

const ali = { _id: '00000000-0000-4000-a000-000000000101', name: 'Ali Raza', student_id: 'BSIT-2025-001' };
const sara = { _id: '00000000-0000-4000-a000-000000000102', name: 'Sara Khan', student_id: 'BSIT-2022-007' };
const imran = buildFaculty({ _id: '00000000-0000-4000-a000-000000000201', name: 'Dr. Imran Ali' });
const compilersId = '00000000-0000-4000-a000-000000000402';
const networksId = '00000000-0000-4000-a000-000000000404';

/** The plan of Spring 2027's start as the server makes it, with these students held back and changes made. */
function planOf(holdBack: readonly string[], changes: readonly PlannedOfferingChange[] = []): TermPlan {
  const moves = [
    { ...ali, from: 3, to: 4 },
    { ...sara, from: 8, to: null },
  ];
  const promoted = moves.filter((m) => !holdBack.includes(m._id));
  const held = moves.filter((m) => holdBack.includes(m._id));
  const planned = [
    {
      catalogue_course_id: compilersId,
      code: 'IT-402',
      name: 'Compilers',
      semester: 4,
      department: 'Information Technology',
      teacher: null as { _id: string; name: string } | null,
      schedule: { days: ['Monday', 'Wednesday'], time: '09:00-10:30', room: 'Lab 2' },
      is_virtual: false,
      changed: false,
      students: promoted.some((m) => m._id === ali._id) ? 1 : 0,
    },
    {
      catalogue_course_id: networksId,
      code: 'IT-404',
      name: 'Networks',
      semester: 4,
      department: 'Information Technology',
      teacher: { _id: imran._id, name: imran.name },
      schedule: { days: ['Tuesday'], time: '11:00-12:30', room: 'Room 5' },
      is_virtual: false,
      changed: false,
      students: promoted.some((m) => m._id === ali._id) ? 1 : 0,
    },
  ].map((o) => {
    const change = changes.find((c) => c.catalogue_course_id === o.catalogue_course_id);
    if (!change) return o;
    return {
      ...o,
      teacher: change.instructor_id ? { _id: imran._id, name: imran.name } : null,
      schedule: change.schedule ?? o.schedule,
      is_virtual: change.is_virtual ?? o.is_virtual,
      changed: true,
    };
  });
  const omitted = changes.filter((c) => c.omit).map((c) => c.catalogue_course_id);
  const offerings = planned.filter((o) => !omitted.includes(o.catalogue_course_id));
  return {
    term: { _id: spring2027._id, name: spring2027.name },
    applied: false,
    offerings: offerings.length,
    promotions: promoted.length,
    enrollments: promoted.some((m) => m._id === ali._id) ? 2 : 0,
    lists: {
      offerings,
      omitted: planned
        .filter((o) => omitted.includes(o.catalogue_course_id))
        .map((o) => ({ catalogue_course_id: o.catalogue_course_id, code: o.code, name: o.name })),
      promotions: promoted,
      held_back: held.map((m) => ({ _id: m._id, name: m.name, student_id: m.student_id, semester: m.from })),
    },
    // As the server sends them: code and parameters, no English.
    warnings: [
      ...offerings
        .filter((o) => !o.teacher)
        .map((o) => ({ code: 'term.warnNoTeacher', params: { course: `${o.code} ${o.name}` } })),
      ...(offerings.filter((o) => o.teacher?._id === imran._id && o.schedule.days.includes('Tuesday'))
        .length > 1
        ? [
            {
              code: 'term.warnClash',
              params: { teacher: imran.name, course: 'IT-402', other: 'IT-404', time: 'Tuesday 11:00-12:30' },
            },
          ]
        : []),
      ...held.map((m) => ({
        code: 'term.warnHeldBack',
        params: { name: m.name, studentId: m.student_id, semester: m.from },
      })),
    ],
  };
}

const list = (terms: Term[]): TermList => ({ terms, current: null, in_view: fall2026 });

/** A fake calendar: the list, a start's preview and the start itself, and a close. */
function serve(overrides: Record<string, Handler> = {}, { startTakes }: { startTakes?: Promise<void> } = {}) {
  let terms = [fall2025, fall2026, spring2027];
  return mockApi({
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/terms': () => ok(list(terms)),
    'GET /api/admin/faculty': ok({ faculty: [imran], total: 1, page: 1, pageSize: 100 }),
    [`POST /api/admin/terms/${spring2027._id}/start`]: async (call: ApiCall) => {
      const body = call.body as {
        dry_run: boolean;
        hold_back: string[];
        offerings: PlannedOfferingChange[];
      };
      const plan = planOf(body.hold_back, body.offerings);
      if (body.dry_run) return ok({ plan });
      await startTakes;
      terms = terms.map((t) =>
        t._id === spring2027._id ? { ...t, started_at: '2027-02-01T04:00:00.000Z' } : t,
      );
      return ok({ plan: { ...plan, applied: true } });
    },
    [`POST /api/admin/terms/${fall2026._id}/close`]: () => {
      terms = terms.map((t) =>
        t._id === fall2026._id ? { ...t, status: 'closed', closed_at: '2027-02-05T04:00:00.000Z' } : t,
      );
      return ok({ term: terms[1] }, 'Fall 2026 closed: its results and attendance are read-only');
    },
    ...overrides,
  });
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

async function openPreview(startTakes?: Promise<void>) {
  const server = serve({}, { startTakes });
  const app = renderApp('/admin/terms', { signedInAs: admin });
  await app.user.click(await screen.findByRole('button', { name: 'Preview the start of Spring 2027' }));
  const preview = await screen.findByRole('region', { name: 'Start of Spring 2027: preview' });
  await within(preview).findByRole('group', { name: 'Courses offered' });
  return { app, preview, server };
}

const figure = (preview: HTMLElement, name: string) =>
  within(within(preview).getByRole('group', { name })).getByText(/^\d+$/).textContent;

describe('the Terms page', () => {
  it("lists the calendar, newest term first: each term's days, state and start, with the actions each allows", async () => {
    serve();
    renderApp('/admin/terms', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    await screen.findByRole('rowheader', { name: 'Spring 2027' });
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Term',
      'First day',
      'Last day',
      'Status',
      'Started',
      'Actions',
    ]);
    // The newest term first: the one the registrar works on is at the top.
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'Spring 2027',
      'Fall 2026',
      'Fall 2025',
    ]);
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .slice(0, 4)
        .map((td) => td.textContent);
    expect(cells('Fall 2026')).toEqual(['1 Sept 2026', '31 Jan 2027', 'Ended', 'Started on 1 Sept 2026']);
    expect(cells('Spring 2027')).toEqual(['1 Feb 2027', '31 Aug 2027', 'Upcoming', 'Not started']);
    expect(cells('Fall 2025')[2]).toBe('Closed');
    // A closed term is not changed; only a term not started is previewed; only an ended one is closed.
    expect(within(row('Fall 2025')).queryAllByRole('button')).toEqual([]);
    expect(
      within(row('Fall 2026'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit Fall 2026', 'Close Fall 2026']);
    expect(
      within(row('Spring 2027'))
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Edit Spring 2027', 'Preview the start of Spring 2027']);
  });

  it("is in the admin's navigation", async () => {
    serve();
    renderApp('/admin/terms', { signedInAs: admin });
    const nav = await screen.findByRole('navigation', { name: 'Administration area' });
    const link = within(nav).getByRole('link', { name: 'Terms' });
    expect(link.getAttribute('href')).toBe('/admin/terms');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('adds a term: the next season is suggested, its days follow the season and year, and the body is posted', async () => {
    const server = serve({
      'POST /api/admin/terms': (call) => ({
        status: 201,
        body: {
          success: true,
          message: 'Spring 2028 added to the calendar (2028-02-01 to 2028-07-31)',
          code: 'term.auditCreated',
          params: { name: 'Spring 2028', first: '2028-02-01', last: '2028-07-31' },
          data: { term: buildTerm({ ...(call.body as Term), _id: 'new' }) },
        },
      }),
    });
    const app = renderApp('/admin/terms', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Add Term' }));
    const form = screen.getByRole('region', { name: 'Add a term' });
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    // After Spring 2027 comes Fall 2027, with Fall's days.
    expect(field('Season').value).toBe('Fall');
    expect(field('Year').value).toBe('2027');
    expect(field('First day').value).toBe('2027-09-01');
    expect(field('Last day').value).toBe('2028-01-31');
    expect(field('Name').getAttribute('placeholder')).toBe('Fall 2027');

    await app.user.selectOptions(field('Season'), 'Spring');
    await app.user.clear(field('Year'));
    await app.user.type(field('Year'), '2028');
    expect(field('First day').value).toBe('2028-02-01');
    expect(field('Last day').value).toBe('2028-08-31');
    // The days stay the admin's to change: this Spring ends early, to make room for a Summer term.
    await app.user.clear(field('Last day'));
    await app.user.type(field('Last day'), '2028-07-31');
    await app.user.click(within(form).getByRole('button', { name: 'Add Term' }));

    expect(
      await screen.findByText('Spring 2028 added to the calendar (2028-02-01 to 2028-07-31)'),
    ).toBeTruthy();
    expect(server.callsTo('POST /api/admin/terms').map((c) => c.body)).toEqual([
      { season: 'Spring', year: 2028, starts_on: '2028-02-01', ends_on: '2028-07-31' },
    ]);
    expect(screen.queryByRole('region', { name: 'Add a term' })).toBeNull();
  });

  it('says a 409 beside the button, naming the term in the way, in the reader’s language', async () => {
    const overlap = {
      name: 'Spring 2027',
      first: '2027-01-15',
      last: '2027-08-31',
      other: 'Fall 2026',
      otherFirst: '2026-09-01',
      otherLast: '2027-01-31',
    };
    const refusal: Answer = {
      status: 409,
      body: {
        success: false,
        message: 'Spring 2027 (2027-01-15 to 2027-08-31) overlaps Fall 2026 (2026-09-01 to 2027-01-31)',
        code: 'term.overlaps',
        params: overlap,
        errors: [{ field: 'starts_on', message: 'overlaps', code: 'term.overlaps', params: overlap }],
      },
    };
    serve({ [`PUT /api/admin/terms/${spring2027._id}`]: refusal, 'POST /api/admin/terms': refusal });
    const app = renderApp('/admin/terms', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Spring 2027' }));
    const form = screen.getByRole('region', { name: 'Edit Spring 2027' });
    await app.user.clear(within(form).getByLabelText('First day'));
    await app.user.type(within(form).getByLabelText('First day'), '2027-01-15');
    const save = within(form).getByRole('button', { name: 'Save Changes' });
    await app.user.click(save);
    await waitFor(() =>
      expectFeedbackBeside(
        save,
        'Spring 2027 (2027-01-15 to 2027-08-31) overlaps Fall 2026 (2026-09-01 to 2027-01-31)',
      ),
    );

    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    const add = await screen.findByRole('button', { name: 'ٹرم شامل کریں' });
    await app.user.click(add);
    const addForm = screen.getByRole('region', { name: 'ٹرم شامل کریں' });
    const submit = within(addForm).getAllByRole('button').at(-1)!;
    await app.user.click(submit);
    const message = await within(submit.parentElement!).findByText(/ٹکراتی ہیں$/);
    expect(message.textContent?.replace(/[\u2068\u2069]/g, '')).toBe(
      'Spring 2027 (2027-01-15 تا 2027-08-31) کی تاریخیں Fall 2026 (2026-09-01 تا 2027-01-31) سے ٹکراتی ہیں',
    );
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="en"]')!);
    await screen.findAllByRole('button', { name: 'Add Term' });
  });

  it("previews a start: the counts, the teacher-less course's warning, the courses and the promotions", async () => {
    const { preview } = await openPreview();
    expect(figure(preview, 'Courses offered')).toBe('2');
    expect(figure(preview, 'Students promoted')).toBe('2');
    expect(figure(preview, 'Enrolments')).toBe('2');
    const warnings = within(preview).getByRole('region', { name: 'Warnings (1)' });
    expect(within(warnings).getByRole('listitem').textContent).toBe('IT-402 Compilers has no teacher');

    const courses = within(preview).getByRole('table', { name: 'Courses offered (2)' });
    const compilers = within(courses).getByRole('rowheader', { name: 'IT-402' }).closest('tr')!;
    expect(
      within(compilers)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Compilers',
      '4',
      'Information Technology',
      'No teacher',
      'Monday, Wednesday · 09:00 - 10:30 · Lab 2',
      '1',
      'Change',
    ]);
    const networks = within(courses).getByRole('rowheader', { name: 'IT-404' }).closest('tr')!;
    expect(within(networks).getAllByRole('cell')[3]!.textContent).toBe('Dr. Imran Ali');

    const students = within(preview).getByRole('table', { name: 'Students promoted (2)' });
    // By student ID: Sara (2022) before Ali (2025).
    expect(
      within(students)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => [...tr.querySelectorAll('th, td')].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ['Sara Khan', 'BSIT-2022-007', 'Semester 8 → Graduates'],
      ['Ali Raza', 'BSIT-2025-001', 'Semester 3 → 4'],
    ]);
  });

  it('holds a ticked student back: the preview is asked again with hold_back, and he stays in his semester', async () => {
    const server = serve();
    const app = renderApp('/admin/terms', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Preview the start of Spring 2027' }));
    const preview = await screen.findByRole('region', { name: 'Start of Spring 2027: preview' });
    await app.user.click(await within(preview).findByRole('checkbox', { name: 'Hold back Ali Raza' }));
    await within(preview).findByText('Ali Raza (BSIT-2025-001) is held back in semester 3');

    const previews = server.callsTo(`POST /api/admin/terms/${spring2027._id}/start`).map((c) => c.body);
    expect(previews).toEqual([
      { dry_run: true, hold_back: [], offerings: [] },
      { dry_run: true, hold_back: [ali._id], offerings: [] },
    ]);
    expect(figure(preview, 'Students promoted')).toBe('1');
    expect(figure(preview, 'Enrolments')).toBe('0');
    const aliRow = within(preview).getByRole('rowheader', { name: 'Ali Raza' }).closest('tr')!;
    expect(aliRow.textContent).toContain('Stays in semester 3');
    expect(
      (within(aliRow).getByRole('checkbox', { name: 'Hold back Ali Raza' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      within(preview).getByText(
        'Held back: 1. A student held back stays in their semester and is not enrolled.',
      ),
    ).toBeTruthy();
  });

  it("changes a planned course's teacher and schedule in the preview, warns again, and starts with the change", async () => {
    const { app, preview, server } = await openPreview();
    await app.user.click(
      within(preview).getByRole('button', { name: 'Change the teacher or schedule of IT-402' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'IT-402 this term' });
    await within(dialog).findByRole('option', { name: 'Dr. Imran Ali (Assistant Professor)' });
    await app.user.selectOptions(within(dialog).getByLabelText('Teacher'), imran._id);
    await app.user.click(within(dialog).getByRole('button', { name: 'Monday' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Wednesday' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Tuesday' }));
    const time = within(dialog).getByLabelText('Time', { exact: false });
    await app.user.clear(time);
    await app.user.type(time, '11:00-12:30');
    await app.user.click(within(dialog).getByRole('button', { name: 'Use in the preview' }));

    const change = {
      catalogue_course_id: compilersId,
      instructor_id: imran._id,
      schedule: { days: ['Tuesday'], time: '11:00-12:30', room: 'Lab 2' },
      is_virtual: false,
    };
    await within(preview).findByText(
      'Dr. Imran Ali would teach IT-402 and IT-404 at the same time (Tuesday 11:00-12:30)',
    );
    expect(server.callsTo(`POST /api/admin/terms/${spring2027._id}/start`).at(-1)!.body).toEqual({
      dry_run: true,
      hold_back: [],
      offerings: [change],
    });
    const courses = within(preview).getByRole('table', { name: 'Courses offered (2)' });
    const compilers = within(courses).getByRole('rowheader', { name: 'IT-402' }).closest('tr')!;
    const cells = within(compilers).getAllByRole('cell');
    expect(cells[3]!.textContent).toBe('Dr. Imran AliChanged');
    expect(cells[4]!.textContent).toBe('Tuesday · 11:00 - 12:30 · Lab 2');
    expect(within(preview).queryByText('IT-402 Compilers has no teacher')).toBeNull();

    await app.user.click(within(preview).getByRole('button', { name: 'Start Spring 2027' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start Spring 2027?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Start Spring 2027' }));
    await within(preview).findByText(/^Spring 2027 started/);
    const starts = server.callsTo(`POST /api/admin/terms/${spring2027._id}/start`).map((c) => c.body);
    expect(starts.filter((body) => !(body as { dry_run: boolean }).dry_run)).toEqual([
      {
        dry_run: false,
        hold_back: [],
        offerings: [change],
      },
    ]);
  });

  it('leaves a course out of the term, and offers it again', async () => {
    const { app, preview, server } = await openPreview();
    await app.user.click(
      within(preview).getByRole('button', { name: 'Change the teacher or schedule of IT-402' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'IT-402 this term' });
    await app.user.click(
      within(dialog).getByRole('checkbox', { name: 'Do not offer this course this term' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Use in the preview' }));
    await within(preview).findByRole('table', { name: 'Courses offered (1)' });
    expect(within(preview).getByText('Not offered this term (1)')).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/terms/${spring2027._id}/start`).at(-1)!.body).toMatchObject({
      offerings: [{ catalogue_course_id: compilersId, omit: true }],
    });
    await app.user.click(within(preview).getByRole('button', { name: 'Offer again: IT-402' }));
    // The plan without changes is the first one, kept: it is shown again without asking.
    await within(preview).findByRole('table', { name: 'Courses offered (2)' });
    expect(within(preview).queryByText('Not offered this term (1)')).toBeNull();
  });

  it('starts the term after a confirmation, with dry_run false, shows it running, then what it did', async () => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const { app, preview, server } = await openPreview(finished);

    const start = within(preview).getByRole('button', { name: 'Start Spring 2027' });
    await app.user.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Start Spring 2027?' });
    expect(dialog.textContent).toContain(
      'This offers 2 courses, promotes 2 students and makes 2 enrolments, all at once and only once.',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Start Spring 2027' }));

    const running = await within(preview).findByText(/^Starting Spring 2027: offering the courses/);
    expect(running.closest('[role="status"]')?.textContent).toContain('Keep this page open.');
    expect(
      (within(preview).getByRole('button', { name: 'Start Spring 2027' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(server.callsTo(`POST /api/admin/terms/${spring2027._id}/start`).map((c) => c.body)).toEqual([
      { dry_run: true, hold_back: [], offerings: [] },
      { dry_run: false, hold_back: [], offerings: [] },
    ]);

    finish();
    expect(
      await within(preview).findByText(
        'Spring 2027 started: 2 courses offered, 2 students promoted, 2 enrolments',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(row('Spring 2027').textContent).toContain('Started on 1 Feb 2027'));
    expect(screen.queryByRole('button', { name: 'Preview the start of Spring 2027' })).toBeNull();
  });

  it("shows the start's progress as the server reports each step, then what it did", async () => {
    const answer = lineStream();
    const server = serve({
      [`POST /api/admin/terms/${spring2027._id}/start`]: (call: ApiCall) => {
        const body = call.body as { dry_run: boolean };
        return body.dry_run ? ok({ plan: planOf([]) }) : answer.answer;
      },
    });
    const app = renderApp('/admin/terms', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Preview the start of Spring 2027' }));
    const preview = await screen.findByRole('region', { name: 'Start of Spring 2027: preview' });
    await within(preview).findByRole('group', { name: 'Courses offered' });
    await app.user.click(within(preview).getByRole('button', { name: 'Start Spring 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Spring 2027?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Start Spring 2027' }));

    const bar = await within(preview).findByRole('progressbar', {
      name: 'Progress of the start of Spring 2027',
    });
    const start = server.callsTo(`POST /api/admin/terms/${spring2027._id}/start`).at(-1)!;
    expect(start.headers.get('accept')).toContain('application/x-ndjson');
    // Before the server's first word, no step is marked done or running.
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(within(preview).queryByRole('listitem', { current: 'step' })).toBeNull();

    const counts = { offerings: 2, promotions: 2, enrollments: 2 };
    answer.send({
      progress: { step: 'planning', done: 0, steps: 5, offerings: null, promotions: null, enrollments: null },
    });
    expect((await within(preview).findByRole('listitem', { current: 'step' })).textContent).toBe(
      'Planning the start from the college as it is now',
    );

    answer.send({ progress: { step: 'enrollments', done: 3, steps: 5, ...counts } });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('3'));
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 5 steps done');
    expect(within(preview).getByRole('listitem', { current: 'step' }).textContent).toBe('Enrolments made: 2');
    expect(within(preview).getByText('Courses offered: 2').textContent).toBe('Courses offered: 2 (done)');
    expect(
      within(preview).getByText('Recording the start and saving it all at once').textContent,
    ).not.toContain('done');

    answer.end({ success: true, data: { plan: { ...planOf([]), applied: true } } });
    expect(
      await within(preview).findByText(
        'Spring 2027 started: 2 courses offered, 2 students promoted, 2 enrolments',
      ),
    ).toBeTruthy();
    expect(within(preview).queryByRole('progressbar')).toBeNull();
  });

  it('says so when a start fails after it began reporting its progress', async () => {
    const answer = lineStream();
    serve({
      [`POST /api/admin/terms/${spring2027._id}/start`]: (call: ApiCall) =>
        (call.body as { dry_run: boolean }).dry_run ? ok({ plan: planOf([]) }) : answer.answer,
    });
    const app = renderApp('/admin/terms', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Preview the start of Spring 2027' }));
    const preview = await screen.findByRole('region', { name: 'Start of Spring 2027: preview' });
    await within(preview).findByRole('group', { name: 'Courses offered' });
    await app.user.click(within(preview).getByRole('button', { name: 'Start Spring 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Spring 2027?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Start Spring 2027' }));
    answer.send({
      progress: { step: 'planning', done: 0, steps: 5, offerings: null, promotions: null, enrollments: null },
    });
    await within(preview).findByRole('listitem', { current: 'step' });
    answer.end({
      success: false,
      status: 500,
      message: 'Something went wrong on our side. Please try again.',
      code: 'internalError',
    });
    expect((await within(preview).findByRole('alert')).textContent).toBe(
      'Failed to start the term. Nothing was changed. Something went wrong on our side. Please try again.',
    );
    expect(within(preview).queryByRole('progressbar')).toBeNull();
  });

  it('closes an ended term only once the admin confirms it', async () => {
    const server = serve();
    const app = renderApp('/admin/terms', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Close Fall 2026' }));
    let dialog = await screen.findByRole('dialog', { name: 'Close Fall 2026?' });
    expect(dialog.textContent).toContain('Its results and attendance become read-only for teachers');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo(`POST /api/admin/terms/${fall2026._id}/close`)).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Close Fall 2026' }));
    dialog = await screen.findByRole('dialog', { name: 'Close Fall 2026?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Close Fall 2026' }));
    expect(
      await screen.findByText('Fall 2026 closed: its results and attendance are read-only'),
    ).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/terms/${fall2026._id}/close`)).toHaveLength(1);
    await waitFor(() => expect(within(row('Fall 2026')).getAllByRole('cell')[2]!.textContent).toBe('Closed'));
    expect(within(row('Fall 2026')).queryAllByRole('button')).toEqual([]);
  });

  it('shows 20,000 promotions 50 at a time, and finds a student by name or ID', async () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({
      _id: `00000000-0000-4000-b000-${String(i).padStart(12, '0')}`,
      name: `Student ${i}`,
      student_id: `BS-${String(i).padStart(5, '0')}`,
      from: 1,
      to: 2,
    }));
    serve({
      [`POST /api/admin/terms/${spring2027._id}/start`]: () =>
        ok({
          plan: {
            ...planOf([]),
            promotions: many.length,
            lists: { ...planOf([]).lists, promotions: many },
          },
        }),
    });
    const app = renderApp('/admin/terms', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Preview the start of Spring 2027' }));
    const students = await screen.findByRole('table', { name: 'Students promoted (20,000)' });
    expect(within(students).getAllByRole('row')).toHaveLength(51);
    const pages = screen.getByRole('navigation', { name: 'Pages of the students' });
    expect(within(pages).getByText('Page 1 of 400')).toBeTruthy();
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(students).getAllByRole('rowheader')[0]!.textContent).toBe('Student 50');

    await app.user.type(screen.getByLabelText('Find a student'), 'BS-19999');
    await waitFor(() =>
      expect(
        within(students)
          .getAllByRole('rowheader')
          .map((th) => th.textContent),
      ).toEqual(['Student 19999']),
    );
  });
});
