import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '@contract/announcements';
import { buildFaculty, buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type Handler } from '../../test/mock-api';
import { paged } from '../../test/paging';
import { renderApp } from '../../test/render-app';
import { buildFacultyDashboard } from '../faculty/test/factories';
import { buildDashboard } from '../student/test/factories';

const student = buildStudent();
const teacher = buildFaculty();
const LONG_TITLE = `Revised examination timetable for every programme of ${'the college '.repeat(8).trim()}`;

const announcement = (n: number, overrides: Partial<Announcement> = {}): Announcement => {
  const createdAt = new Date(Date.UTC(2025, 0, 1) - n * 3_600_000).toISOString();
  return {
    _id: `a-${n}`,
    title: `Notice ${n}`,
    content: `Line one of notice ${n}\nLine two\nLine three\nLine four, the last`,
    target_audience: 'all',
    priority: 'normal',
    event_date: null,
    author_id: { _id: 'admin-1', name: 'Principal Office' },
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
};

/** What the server lets a student see, newest first, as it answers: 60 notices, the newest urgent and for students. */
const visibleToStudent = [
  announcement(0, { title: LONG_TITLE, priority: 'urgent', target_audience: 'students' }),
  ...Array.from({ length: 59 }, (_, i) => announcement(i + 1)),
];

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/students/dashboard': ok(buildDashboard()),
    'GET /api/announcements': ({ query }) =>
      query.has('page')
        ? ok(paged('announcements', visibleToStudent, query))
        : ok({ announcements: visibleToStudent.slice(0, Number(query.get('limit'))) }),
    'GET /api/course-announcements': ok({ announcements: [] }),
    ...handlers,
  });
}

const titlesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the announcement pages', () => {
  it('a student sees every announcement visible to them, newest first, with its badges', async () => {
    const server = serve();
    const app = renderApp('/student/announcements', { signedInAs: student });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Announcements' });
    expect(titlesIn(list)).toEqual([LONG_TITLE, ...Array.from({ length: 49 }, (_, i) => `Notice ${i + 1}`)]);
    const newest = within(list).getAllByRole('listitem')[0];
    expect(within(newest).getByText('Urgent')).toBeTruthy();
    expect(within(newest).getByText('For: Students')).toBeTruthy();
    expect(within(within(list).getAllByRole('listitem')[1]).getByText('For: Everyone')).toBeTruthy();
    expect(within(newest).getByRole('link', { name: LONG_TITLE }).getAttribute('href')).toBe(
      '/student/announcements/a-0',
    );

    const pages = screen.getByRole('navigation', { name: 'Announcement pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await app.user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(titlesIn(screen.getByRole('list', { name: 'Announcements' }))).toEqual(
      Array.from({ length: 10 }, (_, i) => `Notice ${i + 50}`),
    );
    expect(server.callsTo('GET /api/announcements').map((call) => call.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it("puts the student's class announcements, with their course, above the college's", async () => {
    serve({
      'GET /api/course-announcements': ok({
        announcements: [
          {
            _id: 'c-1',
            course: { _id: 'course-1', code: 'IT-301', name: 'Databases' },
            section: null,
            title: 'Quiz on Monday',
            content: 'Chapters 3 and 4.',
            author: { _id: 't-1', name: 'Dr. Imran Ali' },
            createdAt: '2025-03-01T10:00:00.000Z',
            updatedAt: '2025-03-01T10:00:00.000Z',
          },
        ],
      }),
    });
    renderApp('/student/announcements', { signedInAs: student });
    const region = within(
      await screen.findByRole('region', { name: 'Class announcements' }, { timeout: 5000 }),
    );
    expect(region.getByText('Quiz on Monday')).toBeTruthy();
    expect(region.getByText(/From IT-301 Databases/)).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Announcements' })).toBeTruthy();
  });

  it("a dashboard item opens the announcement's own page", async () => {
    serve({
      'GET /api/announcements/a-0': ok({ announcement: visibleToStudent[0] }),
    });
    const app = renderApp('/student', { signedInAs: student });
    const news = await screen.findByRole('region', { name: 'Announcements' });
    await app.user.click(await within(news).findByRole('link', { name: LONG_TITLE }));
    expect(await screen.findByRole('heading', { level: 1, name: LONG_TITLE })).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/student/announcements/a-0'));
    // The whole text, every line of it, not the dashboard's first three.
    expect(screen.getByText(/Line four, the last/).textContent).toBe(visibleToStudent[0].content);
    expect(screen.getByText('Urgent')).toBeTruthy();
    expect(screen.getByText('For: Students')).toBeTruthy();
    expect(screen.getByText('Posted by Principal Office')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe(
      '/student/announcements',
    );
  });

  it('the faculty dashboard links each announcement and the full list in the faculty area', async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: teacher }),
      'GET /api/faculty/dashboard': ok(buildFacultyDashboard()),
      'GET /api/announcements': ok({ announcements: [announcement(3, { target_audience: 'faculty' })] }),
    });
    renderApp('/faculty', { signedInAs: teacher });
    const news = await screen.findByRole('region', { name: 'Announcements' });
    expect((await within(news).findByRole('link', { name: 'Notice 3' })).getAttribute('href')).toBe(
      '/faculty/announcements/a-3',
    );
    expect(within(news).getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe(
      '/faculty/announcements',
    );
  });

  it('an announcement that does not exist or is not visible shows not found', async () => {
    serve({ 'GET /api/announcements/for-faculty-only': fail(404, 'Announcement not found') });
    renderApp('/student/announcements/for-faculty-only', { signedInAs: student });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' }).getAttribute('href')).toBe(
      '/student',
    );
  });
});
