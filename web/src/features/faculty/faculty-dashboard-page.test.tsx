import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { buildFaculty } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { buildFacultyDashboard, courseRef } from './test/factories';

const teacher = buildFaculty();
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

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'GET /api/faculty/dashboard': ok(buildFacultyDashboard()),
    'GET /api/announcements': ok({ announcements: [] }),
    ...handlers,
  });
}

const stat = (label: string) => screen.getByRole('group', { name: label });

describe('faculty dashboard', () => {
  it('shows the welcome with name, employee ID and role, the four figures from the server and the quick actions', async () => {
    const server = serve();
    renderApp('/faculty', { signedInAs: teacher });
    expect(await screen.findByText('Welcome back, Dr. Imran Ali!', {}, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText('Employee ID: EMP-042 · Role: Assistant Professor · Computer Science'),
    ).toBeTruthy();
    await screen.findByRole('group', { name: 'My Courses' });
    expect(within(stat('My Courses')).getByText('3')).toBeTruthy();
    expect(within(stat('Total Students')).getByText('74')).toBeTruthy();
    expect(within(stat('Submissions to Grade')).getByText('5')).toBeTruthy();
    expect(within(stat('Classes Today')).getByText('2')).toBeTruthy();
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/faculty/mark-attendance',
      '/faculty/assignments',
      '/faculty/enter-grades',
      '/faculty/students',
      '/faculty/courses',
    ]);
    expect(server.callsTo('GET /api/announcements')[0].query.get('limit')).toBe('5');
  });

  it("/faculty/dashboard shows the same dashboard, with today's classes, recent submissions and announcements", async () => {
    serve({
      'GET /api/faculty/dashboard': ok(
        buildFacultyDashboard({
          todaysClasses: [
            {
              courseId: 'c-1',
              courseName: 'Web Development',
              code: 'CS-305',
              instructorName: 'Dr. Imran Ali',
              time: '09:00 - 10:30',
              room: '',
              isVirtual: true,
              session: sessionStarting(10),
            },
            {
              courseId: 'c-2',
              courseName: 'Databases',
              code: 'CS-301',
              instructorName: 'Dr. Imran Ali',
              time: '11:00 - 12:30',
              room: 'Lab 2',
              isVirtual: false,
              session: null,
            },
          ],
          recentSubmissions: [
            {
              _id: 's-1',
              student: { _id: 'st-1', name: 'Ayesha Khan', student_id: 'BSCS-2025-001' },
              assignment: { _id: 'a-1', title: 'Linked Lists' },
              course: courseRef('CS-201', 'Data Structures'),
              submitted_at: '2025-03-05T10:00:00.000Z',
              is_late: true,
              status: 'submitted',
            },
          ],
        }),
      ),
      'GET /api/announcements': ok({
        announcements: [
          {
            _id: 'n-1',
            title: 'Staff meeting',
            content: 'In the hall',
            target_audience: 'faculty',
            priority: 'high',
            event_date: null,
            author_id: null,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          },
        ],
      }),
    });
    renderApp('/faculty/dashboard', { signedInAs: teacher });
    const today = await screen.findByRole('region', { name: "Today's Classes" }, { timeout: 5000 });
    expect(
      within(today).getByRole('link', { name: 'Start Class: Web Development' }).getAttribute('href'),
    ).toBe('/classroom/c-1');
    expect(within(today).getByText('Room Lab 2')).toBeTruthy();
    // The in-person class opens its roster, that course chosen.
    const mark = within(today).getByRole('link', { name: 'Mark attendance of Databases' });
    expect(mark.textContent).toBe('Mark attendance');
    expect(mark.getAttribute('href')).toBe('/faculty/mark-attendance?course=c-2');
    expect(within(today).getAllByRole('link')).toHaveLength(2);
    const recent = screen.getByRole('region', { name: 'Recent Submissions' });
    expect(within(recent).getByRole('link', { name: 'Linked Lists' }).getAttribute('href')).toBe(
      '/faculty/grade-submissions?assignment=a-1',
    );
    expect(within(recent).getByText('Late')).toBeTruthy();
    const news = screen.getByRole('region', { name: 'Announcements' });
    expect(await within(news).findByText('Staff meeting')).toBeTruthy();
    expect(within(news).getByText('Just now')).toBeTruthy();
  });

  it('gives a session Start Class from 15 minutes before, Join Class when live, the time it opens before; a virtual slot with no class today, Schedule class', async () => {
    const later = sessionStarting(60);
    serve({
      'GET /api/faculty/dashboard': ok(
        buildFacultyDashboard({
          classesToday: 5,
          todaysClasses: [
            todayClass('slot', null),
            todayClass('soon', sessionStarting(12)),
            todayClass('live', sessionStarting(-20, 'ongoing')),
            todayClass('later', later),
            todayClass('done', sessionStarting(-90, 'completed')),
          ],
        }),
      ),
    });
    renderApp('/faculty/dashboard', { signedInAs: teacher });
    const today = await screen.findByRole('region', { name: "Today's Classes" }, { timeout: 5000 });
    expect(
      within(today)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['Schedule class', 'Schedule class of Course slot', '/faculty/schedule-class?course=slot'],
      ['Start Class', 'Start Class: Course soon', '/classroom/soon'],
      ['Join Class', 'Join Class: Course live', '/classroom/live'],
    ]);
    const opensAt = formatTime(new Date(new Date(later.scheduled_date).getTime() - 15 * MINUTE));
    const item = (courseId: string) =>
      within(today)
        .getByRole('heading', { name: `Course ${courseId}` })
        .closest('li')!;
    expect(within(item('later')).getByText(`Opens at ${opensAt}`)).toBeTruthy();
    expect(within(item('done')).getByText('Ended')).toBeTruthy();
    expect(item('slot').textContent).not.toMatch(/Start|Join|Opens at|Ended/);
    expect(within(stat('Classes Today')).getByText('5')).toBeTruthy();
  });

  it("a virtual course's timetable slot leaves the action to its virtual class listed today", async () => {
    serve({
      'GET /api/faculty/dashboard': ok(
        buildFacultyDashboard({
          todaysClasses: [todayClass('web', null), todayClass('web', sessionStarting(10))],
        }),
      ),
    });
    renderApp('/faculty/dashboard', { signedInAs: teacher });
    const today = await screen.findByRole('region', { name: "Today's Classes" }, { timeout: 5000 });
    expect(
      within(today)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Start Class']);
  });

  it("shows 'Failed to load dashboard data' and the counts fall back to zero", async () => {
    serve({ 'GET /api/faculty/dashboard': fail(500) });
    renderApp('/faculty', { signedInAs: teacher });
    expect(await screen.findByText('Failed to load dashboard data', {}, { timeout: 5000 })).toBeTruthy();
    for (const label of ['My Courses', 'Total Students', 'Submissions to Grade', 'Classes Today']) {
      expect(within(stat(label)).getByText('0')).toBeTruthy();
    }
    expect(screen.getByText('No classes scheduled for today')).toBeTruthy();
    expect(screen.getByText('No recent submissions')).toBeTruthy();
  });
});
