import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildDashboard } from './test/factories';

const student = buildStudent();
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const MINUTE = 60_000;
/** A virtual session of today that starts in `minutes` (negative: started that long ago). */
const sessionStarting = (
  minutes: number,
  status: 'scheduled' | 'ongoing' | 'completed' = 'scheduled',
  extra = false,
) => ({
  _id: `s${minutes}`,
  title: `Session in ${minutes}`,
  status,
  scheduled_date: new Date(Date.now() + minutes * MINUTE).toISOString(),
  duration: 60,
  extra,
});
const todayClass = (courseId: string, session: ReturnType<typeof sessionStarting> | null) => ({
  courseId,
  courseName: `Course ${courseId}`,
  code: courseId.toUpperCase(),
  instructorName: 'Dr. Imran Ali',
  time: '14:00 - 15:00',
  room: '',
  isVirtual: true,
  session,
});

const announcement = (title: string, priority: 'urgent' | 'normal', createdAt: string) => ({
  _id: title,
  title,
  content: `${title} details`,
  target_audience: 'students',
  priority,
  event_date: null,
  author_id: null,
  createdAt,
  updatedAt: createdAt,
});

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/dashboard': ok(buildDashboard()),
    'GET /api/announcements': ok({ announcements: [] }),
    'GET /api/assignments/my-assignments': ok({ assignments: [] }),
    ...handlers,
  });
}

const stat = (label: string) => screen.getByRole('group', { name: label });

describe('student dashboard', () => {
  it('shows the welcome line, the four figures with CGPA to 2 decimals and the quick actions', async () => {
    serve();
    renderApp('/student', { signedInAs: student });
    expect(await screen.findByText('Welcome back, Ayesha Khan!')).toBeTruthy();
    expect(screen.getByText('Student ID: BSIT-2025-001 · Information Technology')).toBeTruthy();
    expect(screen.getByText(/^Today is /)).toBeTruthy();
    await screen.findByRole('group', { name: 'Courses this term' });
    expect(within(stat('Courses this term')).getByText('5')).toBeTruthy();
    expect(within(stat('CGPA')).getByText('3.46')).toBeTruthy();
    expect(within(stat('Attendance')).getByText('82%')).toBeTruthy();
    expect(within(stat('Pending Assignments')).getByText('2')).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/student/assignments', '/student/virtual-classes', '/student/attendance', '/student/grades']);
  });

  it("in Urdu names the student's department in Urdu", async () => {
    serve();
    const app = renderApp('/student', { signedInAs: student });
    await screen.findByText('Student ID: BSIT-2025-001 · Information Technology');
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    const idLine = () =>
      screen.getByText(
        (_, element) => element?.tagName === 'P' && /BSIT-2025-001/.test(element.textContent ?? ''),
      );
    await waitFor(() => expect(idLine().textContent).toContain('انفارمیشن ٹیکنالوجی'));
    expect(idLine().textContent).not.toContain('Information Technology');
    // Back to English for the tests after this one: the language is kept for the whole page.
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="en"]')!);
    await screen.findByText('Student ID: BSIT-2025-001 · Information Technology');
  });

  it('a new student with no results and no classes sees a dash and a short line, not CGPA 0.00 and 0%', async () => {
    serve({ 'GET /api/students/dashboard': ok(buildDashboard({ cgpa: null, attendancePercentage: null })) });
    renderApp('/student', { signedInAs: student });
    const cgpa = within(await screen.findByRole('group', { name: 'CGPA' }, { timeout: 5000 }));
    expect(cgpa.getByText('—')).toBeTruthy();
    expect(cgpa.getByText('No results yet')).toBeTruthy();
    expect(cgpa.queryByText('0.00')).toBeNull();
    const attendance = within(stat('Attendance'));
    expect(attendance.getByText('—')).toBeTruthy();
    expect(attendance.getByText('No classes held yet')).toBeTruthy();
    expect(attendance.queryByText('0%')).toBeNull();
  });

  it('a real zero stays zero: CGPA 0.00 and 0% attendance', async () => {
    serve({ 'GET /api/students/dashboard': ok(buildDashboard({ cgpa: 0, attendancePercentage: 0 })) });
    renderApp('/student', { signedInAs: student });
    const cgpa = within(await screen.findByRole('group', { name: 'CGPA' }, { timeout: 5000 }));
    expect(cgpa.getByText('0.00')).toBeTruthy();
    expect(cgpa.queryByText('No results yet')).toBeNull();
    expect(within(stat('Attendance')).getByText('0%')).toBeTruthy();
  });

  it("shows today's classes with a Join link for a virtual one, the announcements with their age, and recent activities", async () => {
    const server = serve({
      'GET /api/students/dashboard': ok(
        buildDashboard({
          upcomingClasses: [
            {
              courseId: 'c-1',
              courseName: 'Web Development',
              code: 'IT-205',
              instructorName: 'Dr. Imran Ali',
              time: '09:00 - 10:30',
              room: '',
              isVirtual: true,
              session: sessionStarting(5),
            },
            {
              courseId: 'c-2',
              courseName: 'Databases',
              code: 'IT-301',
              instructorName: null,
              time: '11:00 - 12:30',
              room: 'Lab 2',
              isVirtual: false,
              session: null,
            },
          ],
          recentActivities: [
            { type: 'grade', message: 'Grade posted for Databases', time: '2025-03-01T10:00:00.000Z' },
          ],
        }),
      ),
      'GET /api/announcements': ok({
        announcements: [
          announcement('Exams begin', 'urgent', hoursAgo(0.5)),
          announcement('Library hours', 'normal', hoursAgo(5)),
          announcement('Sports day', 'normal', hoursAgo(30)),
          announcement('Convocation', 'normal', '2025-01-15T07:00:00.000Z'),
        ],
      }),
    });
    renderApp('/student', { signedInAs: student });
    const schedule = await screen.findByRole('region', { name: "Today's Schedule" });
    expect(within(schedule).getByRole('link', { name: 'Join Web Development' }).getAttribute('href')).toBe(
      '/classroom/c-1',
    );
    expect(within(schedule).getAllByRole('link')).toHaveLength(1);
    expect(within(schedule).getByText('Room Lab 2')).toBeTruthy();

    const news = screen.getByRole('region', { name: 'Announcements' });
    expect(await within(news).findByText('Exams begin')).toBeTruthy();
    expect(within(news).getByText('Urgent')).toBeTruthy();
    expect(within(news).getByText('Just now')).toBeTruthy();
    expect(within(news).getByText('5 hours ago')).toBeTruthy();
    expect(within(news).getByText('Yesterday')).toBeTruthy();
    expect(within(news).getByText('15 Jan 2025')).toBeTruthy();
    expect(server.callsTo('GET /api/announcements')[0].query.get('limit')).toBe('5');

    const activities = screen.getByRole('region', { name: 'Recent Activities' });
    expect(within(activities).getByText('Grade posted for Databases')).toBeTruthy();
  });

  it('gives a session a Join link only inside its join window, the time it opens before, and none to a timetable slot', async () => {
    const later = sessionStarting(60);
    serve({
      'GET /api/students/dashboard': ok(
        buildDashboard({
          upcomingClasses: [
            todayClass('slot', null),
            todayClass('open', sessionStarting(8)),
            todayClass('live', sessionStarting(-30, 'ongoing')),
            todayClass('later', later),
            todayClass('over', sessionStarting(-120)),
          ],
        }),
      ),
    });
    renderApp('/student', { signedInAs: student });
    const schedule = await screen.findByRole('region', { name: "Today's Schedule" });
    const links = within(schedule).getAllByRole('link');
    expect(links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Join Course open', '/classroom/open'],
      ['Join Course live', '/classroom/live'],
    ]);
    // Students may join from 10 minutes before the start.
    const opensAt = formatTime(new Date(new Date(later.scheduled_date).getTime() - 10 * MINUTE));
    const item = (courseId: string) =>
      within(schedule)
        .getByRole('heading', { name: `Course ${courseId}` })
        .closest('li')!;
    expect(within(item('later')).getByText(`Opens at ${opensAt}`)).toBeTruthy();
    expect(within(item('over')).getByText('Ended')).toBeTruthy();
    expect(item('slot').textContent).not.toMatch(/Join|Opens at|Ended/);
  });

  it("names a virtual session off the timetable an extra session in Today's Schedule", async () => {
    serve({
      'GET /api/students/dashboard': ok(
        buildDashboard({
          upcomingClasses: [
            todayClass('weekly', sessionStarting(30)),
            todayClass('makeup', sessionStarting(120, 'scheduled', true)),
          ],
        }),
      ),
    });
    renderApp('/student', { signedInAs: student });
    const schedule = within(await screen.findByRole('region', { name: "Today's Schedule" }));
    const item = (courseId: string) =>
      within(schedule.getByRole('heading', { name: `Course ${courseId}` }).closest('li')!);
    expect(item('makeup').getByText('Extra session')).toBeTruthy();
    expect(item('weekly').queryByText('Extra session')).toBeNull();
  });

  it("shows 'No announcements', 'No classes scheduled for today' and 'No recent activities' when there are none", async () => {
    serve();
    renderApp('/student', { signedInAs: student });
    expect(await screen.findByText('No classes scheduled for today')).toBeTruthy();
    expect(screen.getByText('No recent activities')).toBeTruthy();
    expect(await screen.findByText('No announcements')).toBeTruthy();
  });

  it("shows 'Failed to load dashboard data' and Try Again loads it again", async () => {
    let calls = 0;
    serve({ 'GET /api/students/dashboard': () => (++calls === 1 ? fail(500) : ok(buildDashboard())) });
    const app = renderApp('/student', { signedInAs: student });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load dashboard data');
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Courses this term' })).toBeTruthy();
    expect(screen.queryByText('Failed to load dashboard data')).toBeNull();
    expect(calls).toBe(2);
  });
});
