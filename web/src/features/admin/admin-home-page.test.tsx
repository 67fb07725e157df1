import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminDashboard } from '@contract/admin';
import type { Term, TermList } from '@contract/terms';
import { buildAdmin } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

function buildDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    totalStudents: 120,
    newStudents: 14,
    activeCourses: 32,
    newCourses: 3,
    totalFaculty: 18,
    newFaculty: 0,
    virtualClasses: 4,
    newVirtualClasses: 2,
    pendingRegistrations: 5,
    recentActivities: [
      {
        _id: 'a1',
        type: 'student',
        message: 'Ali Raza registered as a student',
        time: new Date(Date.now() - 5 * 60_000).toISOString(),
      },
      { _id: 'a2', type: 'course', message: 'Course IT-301 created', time: null },
      { _id: 'a3', type: 'alert', message: 'Announcement posted: Exams', time: null },
    ],
    upcomingEvents: [{ title: 'Midterm briefing', date: '2030-03-10T05:00:00.000Z', kind: 'announcement' }],
    ...overrides,
  };
}

function buildTerm(overrides: Partial<Term> = {}): Term {
  return {
    _id: '00000000-0000-4000-a000-000000002026',
    name: 'Fall 2026',
    season: 'Fall',
    year: 2026,
    starts_on: '2026-09-01',
    ends_on: '2027-01-31',
    status: 'current',
    started_at: '2026-09-01T03:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

/** Fall 2026 under way: the calendar most days of the year. */
const inTerm: TermList = { terms: [buildTerm()], current: buildTerm(), in_view: buildTerm() };

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/admin/dashboard': ok(buildDashboard()),
    'GET /api/admin/registrations': ok({ registrations: [] }),
    'GET /api/admin/contact-messages': ok({ messages: [] }),
    'GET /api/terms': ok(inTerm),
    ...handlers,
  });
}

describe('admin dashboard', () => {
  it("shows 'Admin Dashboard', the four figures with '+N from last month' and the ways into the queues", async () => {
    serve();
    renderApp('/admin', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const card = (name: string) => screen.findByRole('group', { name });
    const students = await card('Total Students');
    expect(within(students).getByText('120')).toBeTruthy();
    expect(within(students).getByText('+14 from last month')).toBeTruthy();
    expect(within(await card('Active Courses')).getByText('+3 from last month')).toBeTruthy();
    expect(within(await card('Faculty Members')).getByText('+0 from last month')).toBeTruthy();
    expect(within(await card('Virtual Classes')).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review registrations' }).getAttribute('href')).toBe(
      '/admin/registrations',
    );
    expect(screen.getByRole('link', { name: 'Read messages' }).getAttribute('href')).toBe('/admin/messages');
  });

  it("names what each figure counts, and what '+N from last month' counts", async () => {
    serve();
    renderApp('/admin', { signedInAs: admin });
    const card = (name: string) => screen.findByRole('group', { name });
    const counts = {
      'Total Students': 'Approved accounts that can sign in',
      'Active Courses': 'Courses not archived',
      'Faculty Members': 'Approved accounts that can sign in',
      'Virtual Classes': 'Scheduled classes to come, and live ones',
    };
    for (const [label, what] of Object.entries(counts)) {
      expect(within(await card(label)).getByText(what)).toBeTruthy();
    }
    const trend = within(await card('Virtual Classes')).getByText('+2 from last month');
    const meaning = document.getElementById(trend.getAttribute('aria-describedby') ?? '');
    expect(meaning?.textContent).toBe(
      '“From last month” counts those of each figure that arrived in the last 30 days: accounts approved, courses created, classes scheduled.',
    );
  });

  it("lists recent activities with a relative time, 'Recently' for a missing time, and the upcoming events", async () => {
    serve();
    renderApp('/admin', { signedInAs: admin });
    const activities = await screen.findByRole('region', { name: 'Recent Activities' });
    const items = within(activities).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-activity-type'))).toEqual([
      'student',
      'course',
      'alert',
    ]);
    expect(within(items[0]).getByText('5 minutes ago')).toBeTruthy();
    expect(within(items[1]).getByText('Recently')).toBeTruthy();
    expect(items[0].querySelector('svg')).not.toBeNull();
    const events = screen.getByRole('region', { name: 'Upcoming Events' });
    expect(within(events).getByText('Midterm briefing')).toBeTruthy();
  });

  it("shows 'No recent activities' and 'No upcoming events' when there are none", async () => {
    serve({ 'GET /api/admin/dashboard': ok(buildDashboard({ recentActivities: [], upcomingEvents: [] })) });
    renderApp('/admin', { signedInAs: admin });
    expect(await screen.findByText('No recent activities')).toBeTruthy();
    expect(screen.getByText('No upcoming events')).toBeTruthy();
  });

  it('the tabs follow the arrow keys, and the Students, Courses and Faculty tabs link to their manage pages', async () => {
    serve();
    const app = renderApp('/admin', { signedInAs: admin });
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('group', { name: 'Total Students' });
    overview.focus();
    await app.user.keyboard('{ArrowRight}');
    const students = screen.getByRole('tab', { name: 'Students' });
    expect(students.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(students);
    const panel = screen.getByRole('tabpanel', { name: 'Students' });
    expect(within(panel).getByRole('link', { name: 'Manage Students' }).getAttribute('href')).toBe(
      '/admin/students',
    );
    await app.user.keyboard('{ArrowRight}');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Courses' }))
        .getByRole('link', { name: 'Manage Courses' })
        .getAttribute('href'),
    ).toBe('/admin/courses');
    await app.user.click(screen.getByRole('tab', { name: 'Faculty' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Faculty' }))
        .getByRole('link', { name: 'Manage Faculty' })
        .getAttribute('href'),
    ).toBe('/admin/faculty');
    await app.user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true');
  });

  it('Quick Actions link to courses, students, faculty, announcements and the audit trail', async () => {
    serve();
    renderApp('/admin', { signedInAs: admin });
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/admin/courses',
      '/admin/students',
      '/admin/faculty',
      '/admin/announcements',
      '/admin/audit',
    ]);
  });

  it("copies a registration link built from the site's address and shows 'Copied!' for 2 seconds", async () => {
    serve();
    const app = renderApp('/admin', { signedInAs: admin });
    const links = await screen.findByRole('region', { name: 'Registration Links' });
    const student = within(links).getByLabelText('Student registration link') as HTMLInputElement;
    expect(student.value).toBe(`${window.location.origin}/register/student`);
    expect((within(links).getByLabelText('Faculty registration link') as HTMLInputElement).value).toBe(
      `${window.location.origin}/register/faculty`,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(links).getByRole('button', { name: 'Copy the student registration link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register/student`);
    expect(await within(links).findByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    await waitFor(() => expect(within(links).queryByText('Copied!')).toBeNull());
  });

  it('selects the link for copying by hand when the clipboard is unavailable', async () => {
    serve();
    const app = renderApp('/admin', { signedInAs: admin });
    const links = await screen.findByRole('region', { name: 'Registration Links' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await app.user.click(within(links).getByRole('button', { name: 'Copy the faculty registration link' }));
    expect(await within(links).findByText('Selected: press Ctrl+C to copy')).toBeTruthy();
    expect(document.activeElement).toBe(within(links).getByLabelText('Faculty registration link'));
    expect(within(links).queryByText('Copied!')).toBeNull();
  });

  it("shows the server's message, or 'Failed to load dashboard data', with Try Again", async () => {
    let answer: Handler = fail(500);
    serve({
      'GET /api/admin/dashboard': () => (typeof answer === 'function' ? answer({} as never) : answer),
    });
    const app = renderApp('/admin', { signedInAs: admin });
    const alert = await screen.findByText('Failed to load dashboard data');
    answer = ok(buildDashboard());
    await app.user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }),
    );
    expect(await screen.findByRole('group', { name: 'Total Students' })).toBeTruthy();
  });

  it("shows the server's message when the dashboard cannot be loaded", async () => {
    serve({ 'GET /api/admin/dashboard': fail(503, 'Database unavailable') });
    renderApp('/admin', { signedInAs: admin });
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
  });
});

describe('admin dashboard: Reports tab', () => {
  it('sums up the reports and links to their page, never the placeholder text', async () => {
    serve();
    renderApp('/admin?tab=reports', { signedInAs: admin });
    const panel = await screen.findByRole('tabpanel', { name: 'Reports' });
    expect(within(panel).getByText(/attendance risk, final exam eligibility, grades/)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open Reports' }).getAttribute('href')).toBe(
      '/admin/reports',
    );
    expect(screen.queryByText('Reports and analytics features will be implemented here.')).toBeNull();
  });
});

describe('between terms', () => {
  const fall = buildTerm({ status: 'ended' });
  const spring = buildTerm({
    _id: '00000000-0000-4000-a000-000000002027',
    name: 'Spring 2027',
    season: 'Spring',
    year: 2027,
    starts_on: '2027-02-01',
    ends_on: '2027-08-31',
    started_at: null,
  });
  const notice = 'Fall 2026 ended on 2027-01-31 and no next term has started';

  it.each([
    ['no term holds today', { terms: [fall], current: null, in_view: fall }],
    ["today's term has not been started", { terms: [fall, spring], current: spring, in_view: fall }],
    [
      'the last term is closed already',
      {
        terms: [{ ...fall, status: 'closed' as const }],
        current: null,
        in_view: { ...fall, status: 'closed' as const },
      },
    ],
  ])('says so when %s, with the way to the Terms page', async (_case, terms: TermList) => {
    serve({ 'GET /api/terms': ok(terms) });
    renderApp('/admin', { signedInAs: admin });
    const sentence = await screen.findByText(notice);
    const region = sentence.closest('section')!;
    expect(within(region).getByRole('link', { name: 'Go to Terms' }).getAttribute('href')).toBe(
      '/admin/terms',
    );
  });

  it.each([
    ['a term is under way', inTerm],
    [
      'the next term has been started',
      {
        terms: [fall, { ...spring, started_at: '2027-02-01T03:00:00.000Z' }],
        current: { ...spring, started_at: '2027-02-01T03:00:00.000Z' },
        in_view: { ...spring, started_at: '2027-02-01T03:00:00.000Z' },
      },
    ],
    [
      'the next term was started ahead of its first day',
      {
        terms: [fall, { ...spring, status: 'upcoming' as const, started_at: '2027-01-20T03:00:00.000Z' }],
        current: null,
        in_view: fall,
      },
    ],
    // Before the first term is started the portal has nothing in view: nothing has ended.
    ['no term has been started yet', { terms: [spring], current: spring, in_view: null }],
  ])('says nothing when %s', async (_case, terms: TermList) => {
    const server = serve({ 'GET /api/terms': ok(terms) });
    renderApp('/admin', { signedInAs: admin });
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    await waitFor(() => expect(server.callsTo('GET /api/terms')).toHaveLength(1));
    await screen.findByText('120');
    expect(screen.queryByText(/no next term has started/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to Terms' })).toBeNull();
  });
});
