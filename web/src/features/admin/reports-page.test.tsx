/** /admin/reports: every report in sections a person can jump between, each chart with a legend and a table. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminReports } from '@contract/admin';
import type { Term, TermList } from '@contract/terms';
import { buildAdmin } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

const reports: AdminReports = {
  studentsByDepartmentSemester: [
    { department: 'Information Technology', semester: 1, students: 30 },
    { department: 'Information Technology', semester: 3, students: 25 },
    { department: 'English', semester: 1, students: 12 },
  ],
  coursesByDepartment: [{ department: 'Information Technology', courses: 10, virtual: 2 }],
  studentsAtRisk: [
    { studentId: 'BSIT-2025-001', name: 'Khan, Ayesha', course: 'IT-301', percentage: 60, classes: 10 },
  ],
  coursesAtRisk: [],
  examEligibility: [
    { course: 'IT-301', name: 'Databases', eligible: 20, permitted: 1, needsPermission: 2, mayRepeat: 1 },
    {
      course: 'IT-303',
      name: 'Computer Networks',
      eligible: 15,
      permitted: 0,
      needsPermission: 1,
      mayRepeat: 0,
    },
  ],
  gradeDistribution: [
    { course: 'IT-301', name: 'Databases', counts: { 'A+': 2, B: 3, F: 1 } },
    { course: 'IT-303', name: 'Computer Networks', counts: { A: 4, 'C-': 1, D: 2 } },
  ],
  pendingRegistrations: [],
};

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/admin/reports': ok(reports),
    ...handlers,
  });
}

const SECTIONS = [
  ['Students per department and semester', '#students-per-department'],
  ['Courses per department', '#courses-per-department'],
  ['Students below 75% attendance', '#students-below-75-percent'],
  ['Courses at risk', '#courses-at-risk'],
  ['Final exam eligibility per course', '#exam-eligibility'],
  ['Grade distribution per course', '#grade-distribution'],
  ['Pending registrations', '#pending-registrations'],
];

const cells = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .map((tr) => [...tr.children].map((cell) => cell.textContent));

/** Saves what the next Download CSV writes, checking the file's name. */
function catchDownload(name: RegExp) {
  let saved: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved = blob as Blob;
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.download).toMatch(name);
    expect(this.href).toBe('blob:report');
  });
  return { click, text: () => saved!.text(), type: () => saved?.type };
}

describe('/admin/reports', () => {
  it('lists its sections at the top, each a link to a landmark with its heading', async () => {
    serve();
    renderApp('/admin/reports', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const contents = await screen.findByRole('navigation', { name: 'Report sections' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.firstChild?.textContent, link.getAttribute('href')])).toEqual(SECTIONS);
    for (const [title, href] of SECTIONS) {
      const region = screen.getByRole('region', { name: title });
      expect(region.id).toBe(href.slice(1));
      expect(within(region).getByRole('heading', { level: 2, name: title })).toBeTruthy();
      expect(within(region).getByRole('link', { name: 'Back to report sections' }).getAttribute('href')).toBe(
        '#report-sections',
      );
    }
    // The number of rows of each report, beside its link.
    expect(within(contents).getByRole('link', { name: /^Grade distribution per course/ }).textContent).toBe(
      'Grade distribution per course2',
    );
  });

  it('marks the section the address points at in the list and in the area navigation', async () => {
    serve();
    renderApp('/admin/reports#grade-distribution', { signedInAs: admin });
    const contents = await screen.findByRole('navigation', { name: 'Report sections' });
    const current = within(contents)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'location');
    expect(current.map((link) => link.getAttribute('href'))).toEqual(['#grade-distribution']);
    const area = screen.getByRole('navigation', { name: 'Administration area' });
    expect(within(area).getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the report tables, the charts and the empty states', async () => {
    serve();
    renderApp('/admin/reports', { signedInAs: admin });
    const students = await screen.findByRole('region', { name: 'Students per department and semester' });
    expect(cells(students)).toEqual([
      ['Department', 'Sem 1', 'Sem 2', 'Sem 3', 'Sem 4', 'Sem 5', 'Sem 6', 'Sem 7', 'Sem 8', 'Total'],
      ['Information Technology', '30', '0', '25', '0', '0', '0', '0', '0', '55'],
      ['English', '12', '0', '0', '0', '0', '0', '0', '0', '12'],
    ]);
    // On a phone each row is a card titled by its department, every figure labelled with its column.
    const english = within(students).getByRole('rowheader', { name: 'English' }).closest('tr')!;
    expect([...english.querySelectorAll('td')].map((td) => td.dataset.label)).toEqual([
      'Sem 1',
      'Sem 2',
      'Sem 3',
      'Sem 4',
      'Sem 5',
      'Sem 6',
      'Sem 7',
      'Sem 8',
      'Total',
    ]);
    expect(students.querySelector('.stacked-table')).not.toBeNull();
    const grades = screen.getByRole('region', { name: 'Grade distribution per course' });
    expect(
      within(grades)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Course', 'Name', 'A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D', 'F', 'Total']);
    expect(within(grades).getByRole('img', { name: 'IT-301: A+ 2, B 3, F 1' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Courses at risk' })).getByText(
        'No course has students below 75% attendance.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Pending registrations' })).getByText(
        'No pending registrations.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Reports and analytics features will be implemented here.')).toBeNull();
  });

  it("the students chart has a legend, and its section's table holds the same figures", async () => {
    serve();
    renderApp('/admin/reports', { signedInAs: admin });
    const section = await screen.findByRole('region', { name: 'Students per department and semester' });
    const chart = within(section).getByRole('figure', { name: 'Students per department' });
    const legend = within(chart).getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Students in the department, all semesters')).toBeTruthy();
    expect(chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The table below gives the same figures.',
    );
    const bars = within(chart)
      .getAllByRole('listitem')
      .filter((item) => !legend.contains(item))
      .map((item) => [...item.children].map((part) => part.textContent).filter(Boolean));
    expect(bars).toEqual([
      ['Information Technology', '55'],
      ['English', '12'],
    ]);
    const totals = cells(section)
      .slice(1)
      .map((row) => [row[0], row.at(-1)]);
    expect(totals).toEqual(bars);
  });

  it("the grade chart has a legend naming each colour's grades, and the table holds each bar's figures", async () => {
    serve();
    renderApp('/admin/reports', { signedInAs: admin });
    const section = await screen.findByRole('region', { name: 'Grade distribution per course' });
    const chart = within(section).getByRole('figure', { name: 'Grade distribution per course' });
    const legend = within(chart).getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Green: A+, A, A-', 'Blue: B+, B, B-', 'Yellow: C+, C, C-', 'Orange: D', 'Red: F']);
    const [header, ...rows] = cells(section);
    const bars = within(chart)
      .getAllByRole('img')
      .map((bar) => bar.getAttribute('aria-label'));
    // Each bar's text alternative is its table row's non-zero figures.
    expect(bars).toEqual(
      rows.map(
        (row) =>
          `${row[0]}: ${header
            .slice(2, -1)
            .flatMap((letter, i) => (row[i + 2] !== '0' ? [`${letter} ${row[i + 2]}`] : []))
            .join(', ')}`,
      ),
    );
    expect(bars).toEqual(['IT-301: A+ 2, B 3, F 1', 'IT-303: A 4, C- 1, D 2']);
  });

  it("a chart's table opens and closes with a keyboard-reachable toggle (on a phone it starts closed)", async () => {
    serve();
    const app = renderApp('/admin/reports', { signedInAs: admin });
    const section = await screen.findByRole('region', { name: 'Grade distribution per course' });
    const toggle = within(section).getByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const table = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(table).getByRole('table', { name: 'Grade distribution per course' })).toBeTruthy();
    expect(table.className).toContain('max-md:hidden');
    toggle.focus();
    await app.user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide table');
    expect(table.className).not.toContain('max-md:hidden');
    // A report without a chart is its table: no toggle.
    const courses = screen.getByRole('region', { name: 'Courses per department' });
    expect(within(courses).queryByRole('button', { name: 'Show as table' })).toBeNull();
  });

  it('counts the final exam standing of every course, and of the college in a last row', async () => {
    serve();
    renderApp('/admin/reports', { signedInAs: admin });
    const region = await screen.findByRole('region', { name: 'Final exam eligibility per course' });
    expect(cells(region)).toEqual([
      ['Course', 'Name', 'Eligible', 'With permission', 'Needs permission', 'May repeat'],
      ['IT-301', 'Databases', '20', '1', '2', '1'],
      ['IT-303', 'Computer Networks', '15', '0', '1', '0'],
      ['All courses', '', '35', '1', '3', '1'],
    ]);
  });

  it('Download CSV saves the rows of the table as a CSV file', async () => {
    serve();
    const app = renderApp('/admin/reports', { signedInAs: admin });
    const region = await screen.findByRole('region', { name: 'Students below 75% attendance' });
    const download = catchDownload(/^students-below-75-percent-\d{4}-\d{2}-\d{2}\.csv$/);
    await app.user.click(
      within(region).getByRole('button', { name: 'Download CSV: Students below 75% attendance' }),
    );
    expect(download.click).toHaveBeenCalledTimes(1);
    expect(download.type()).toBe('text/csv;charset=utf-8');
    const text = await download.text();
    expect(text).toContain('Student ID,Name,Course,Attendance,Classes\r\n');
    expect(text).toContain('BSIT-2025-001,"Khan, Ayesha",IT-301,60%,10\r\n');
  });

  it("shows the term in view's figures, another term's or every term's with the term picker, each CSV named by its term", async () => {
    const term = (id: string, name: string, starts_on: string, ends_on: string, status: Term['status']) => ({
      _id: id,
      name,
      season: name.startsWith('Fall') ? ('Fall' as const) : ('Spring' as const),
      year: Number(name.slice(-4)),
      starts_on,
      ends_on,
      status,
      started_at: `${starts_on}T03:00:00.000Z`,
      closed_at: null,
    });
    const fall = term(
      '00000000-0000-4000-a000-000000002026',
      'Fall 2026',
      '2026-09-01',
      '2027-01-31',
      'ended',
    );
    const spring = term(
      '00000000-0000-4000-a000-000000002027',
      'Spring 2027',
      '2027-02-01',
      '2027-08-31',
      'current',
    );
    const calendar: TermList = { terms: [fall, spring], current: spring, in_view: spring };
    const server = serve({ 'GET /api/terms': ok(calendar) });
    const app = renderApp('/admin/reports', { signedInAs: admin });
    const region = await screen.findByRole('region', { name: 'Students below 75% attendance' });
    expect(server.callsTo('GET /api/admin/reports')[0]!.query.get('term')).toBeNull();
    const download = catchDownload(/^students-below-75-percent-spring-2027-\d{4}-\d{2}-\d{2}\.csv$/);
    await app.user.click(
      within(region).getByRole('button', { name: 'Download CSV: Students below 75% attendance' }),
    );
    expect(download.click).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();

    await app.user.selectOptions(await screen.findByLabelText('Term'), fall._id);
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/reports').at(-1)!.query.get('term')).toBe(fall._id),
    );
    expect(app.currentLocation().search).toBe(`?term=${fall._id}`);
    const fallCsv = catchDownload(/^students-below-75-percent-fall-2026-/);
    await app.user.click(
      within(await screen.findByRole('region', { name: 'Students below 75% attendance' })).getByRole(
        'button',
        { name: 'Download CSV: Students below 75% attendance' },
      ),
    );
    expect(fallCsv.click).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();

    await app.user.selectOptions(screen.getByLabelText('Term'), 'all');
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/reports').at(-1)!.query.get('term')).toBe('all'),
    );
  });

  it('shows a long report ten rows a page, says how many there are, and its CSV has all of them', async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({
      studentId: `BSIT-2025-${String(i + 1).padStart(3, '0')}`,
      name: `Student ${i + 1}`,
      course: 'IT-301',
      percentage: 50,
      classes: 12,
    }));
    serve({ 'GET /api/admin/reports': ok({ ...reports, studentsAtRisk: many }) });
    const app = renderApp('/admin/reports', { signedInAs: admin });
    const region = await screen.findByRole('region', { name: 'Students below 75% attendance' });
    expect(within(region).getByText('Rows 1 to 10 of 23. The CSV has all 23.')).toBeTruthy();
    expect(cells(region)).toHaveLength(11);
    const pages = within(region).getByRole('navigation', { name: 'Pages of Students below 75% attendance' });
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(region).getByText('Rows 21 to 23 of 23. The CSV has all 23.')).toBeTruthy();
    expect(
      cells(region)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['BSIT-2025-021', 'BSIT-2025-022', 'BSIT-2025-023']);
    const download = catchDownload(/^students-below-75-percent-/);
    await app.user.click(within(region).getByRole('button', { name: /^Download CSV/ }));
    expect((await download.text()).trim().split('\r\n')).toHaveLength(24);
  });

  it("shows 'Failed to load reports.' with the server's message", async () => {
    serve({ 'GET /api/admin/reports': fail(500, 'Database unavailable') });
    renderApp('/admin/reports', { signedInAs: admin });
    expect(await screen.findByText('Failed to load reports. Database unavailable')).toBeTruthy();
  });
});
