import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@contract/notifications';
import { paths } from '../../app/paths';
import { NOTIFICATION_LINKS } from '@contract/notifications';
import { buildAdmin, buildStudent } from '../../test/factories';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const notification = (overrides: Partial<Notification>): Notification => ({
  _id: crypto.randomUUID(),
  kind: 'announcement',
  title: 'A notification',
  body: '',
  said: null,
  link: null,
  createdAt: minutesAgo(5),
  read_at: null,
  ...overrides,
});

function signedInWith(notifications: Notification[]) {
  const student = buildStudent();
  let list = notifications;
  const unread = () => list.filter((n) => !n.read_at).length;
  const api = mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'GET /api/student/dashboard': ok({}),
    'GET /api/notifications': () => ok({ notifications: list, unreadCount: unread() }),
    'POST /api/notifications/read-all': () => {
      list = list.map((n) => ({ ...n, read_at: n.read_at ?? new Date().toISOString() }));
      return ok({ unreadCount: 0 });
    },
  });
  return {
    student,
    api,
    markReadOnServer: (id: string) => {
      list = list.map((n) => (n._id === id ? { ...n, read_at: new Date().toISOString() } : n));
    },
  };
}

describe('the notification bell', () => {
  const graded = notification({
    title: 'Graded: Sorting',
    body: 'You scored 17 of 20 on "Sorting".',
    link: '/student/assignments',
    createdAt: minutesAgo(3),
  });
  const announcement = notification({
    title: 'Announcement: Holiday',
    body: '<b>Closed</b> on Friday.',
    link: '/student',
    createdAt: minutesAgo(120),
  });
  const old = notification({
    title: 'Your account has been approved',
    read_at: minutesAgo(60),
    createdAt: minutesAgo(3000),
  });

  it('shows the unread count in its name, and the list with titles, bodies as text and times', async () => {
    signedInWith([graded, announcement, old]);
    const app = renderApp('/login', { signedInAs: buildStudent() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Unread: Graded: SortingYou scored 17 of 20 on "Sorting".3 minutes ago',
      'Unread: Announcement: Holiday<b>Closed</b> on Friday.2 hours ago',
      'Your account has been approved2 days ago',
    ]);
    expect(
      within(panel)
        .getByRole('link', { name: /Graded: Sorting/ })
        .getAttribute('href'),
    ).toBe('/student/assignments');
  });

  it('opening a notification marks it read and follows its link', async () => {
    const { api, markReadOnServer } = signedInWith([graded, announcement]);
    api.fetch.mockClear();
    const app = renderApp('/login', { signedInAs: buildStudent() });
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const link = within(panel).getByRole('link', { name: /Graded: Sorting/ });
    markReadOnServer(graded._id);
    await app.user.click(link);
    await waitFor(() => expect(app.location()).toBe('/student/assignments'));
    expect(api.callsTo(`POST /api/notifications/${graded._id}/read`)).toHaveLength(1);
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('"Mark all as read" clears the count', async () => {
    const { api } = signedInWith([graded, announcement]);
    const app = renderApp('/login', { signedInAs: buildStudent() });
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await app.user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('closes on Escape, giving the focus back to the bell', async () => {
    signedInWith([graded]);
    const app = renderApp('/login', { signedInAs: buildStudent() });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await app.user.click(bell);
    await screen.findByRole('region', { name: 'Notifications' });
    await app.user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('is not shown to a visitor', async () => {
    const { api } = signedInWith([]);
    renderApp('/login');
    await screen.findByRole('link', { name: 'Sign In' });
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(api.callsTo('GET /api/notifications')).toHaveLength(0);
  });

  it("an admin's notification of a registration waiting leads to the approval queue", async () => {
    const waiting = notification({
      kind: 'registration_waiting',
      title: '3 registrations are waiting for approval',
      body: 'New student registration: Zainab Bibi',
      link: NOTIFICATION_LINKS.registrationQueue,
    });
    const api = mockApi({
      'GET /api/auth/me': ok({ user: buildAdmin() }),
      'GET /api/notifications': ok({ notifications: [waiting], unreadCount: 1 }),
      [`POST /api/notifications/${waiting._id}/read`]: ok({ unreadCount: 0 }),
      'GET /api/admin/registrations': ok({ registrations: [] }),
    });
    const app = renderApp('/login', { signedInAs: buildAdmin() });
    await app.user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const link = within(panel).getByRole('link', { name: /3 registrations are waiting for approval/ });
    expect(link.getAttribute('href')).toBe(paths.admin.registrations);
    await app.user.click(link);
    await waitFor(() => expect(app.location()).toBe('/admin/registrations'));
    expect(api.callsTo(`POST /api/notifications/${waiting._id}/read`)).toHaveLength(1);
  });

  it("links only to the web client's paths", () => {
    const all = JSON.stringify(paths);
    const links = [
      NOTIFICATION_LINKS.accountApproved,
      NOTIFICATION_LINKS.studentAssignments,
      NOTIFICATION_LINKS.studentAttendance,
      NOTIFICATION_LINKS.announcement('a1').admin,
      ...Object.values(NOTIFICATION_LINKS.classStarting),
      NOTIFICATION_LINKS.registrationQueue,
      NOTIFICATION_LINKS.contactMessages,
    ];
    for (const link of links) expect(all).toContain(`"${link}"`);
    // An announcement leads to its own page, at the address the web client gives it.
    expect(NOTIFICATION_LINKS.announcement('a1').student).toBe(paths.student.announcement('a1'));
    expect(NOTIFICATION_LINKS.announcement('a1').faculty).toBe(paths.faculty.announcement('a1'));
    // A reset asked of the office leads to the person's page, where the reset is.
    expect(NOTIFICATION_LINKS.personPage('student', 'u1')).toBe(paths.admin.studentDetail('u1'));
    expect(NOTIFICATION_LINKS.personPage('faculty', 'u1')).toBe(paths.admin.facultyDetail('u1'));
  });
});
