import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Announcement } from '@contract/announcements';
import { buildAdmin } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

let sequence = 0;
function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-b000-${String(sequence).padStart(12, '0')}`,
    title: 'Midterm schedule',
    content: 'Midterms start on 10 March.\nSee the notice board.',
    target_audience: 'students',
    priority: 'high',
    event_date: null,
    author_id: { _id: admin._id, name: 'Sana Admin' },
    createdAt: '2025-03-01T09:30:00.000Z',
    updatedAt: '2025-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** A fake announcements API that keeps its list as the server would. */
function board(initial: Announcement[], overrides: Record<string, Handler> = {}) {
  let announcements = [...initial];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/admin/announcements': () => ok({ announcements }),
    'POST /api/admin/announcements': (call: ApiCall) => {
      const announcement = buildAnnouncement(call.body as Partial<Announcement>);
      announcements = [announcement, ...announcements];
      return {
        status: 201,
        body: { success: true, message: 'Announcement created successfully!', data: { announcement } },
      };
    },
  };
  for (const a of initial) {
    handlers[`PUT /api/admin/announcements/${a._id}`] = (call: ApiCall) => {
      announcements = announcements.map((x) =>
        x._id === a._id ? { ...x, ...(call.body as Partial<Announcement>) } : x,
      );
      return ok(
        { announcement: announcements.find((x) => x._id === a._id) },
        'Announcement updated successfully!',
      );
    };
    handlers[`DELETE /api/admin/announcements/${a._id}`] = () => {
      announcements = announcements.filter((x) => x._id !== a._id);
      return ok(undefined, 'Announcement deleted successfully!');
    };
  }
  return mockApi({ ...handlers, ...overrides });
}

const midterms = buildAnnouncement();
const holiday = buildAnnouncement({
  title: 'Holiday',
  content: 'Closed on Friday.',
  target_audience: 'all',
  priority: 'low',
  author_id: null,
});

describe('admin announcements', () => {
  it("lists each announcement with its priority and audience badges, content, 'By:' and the date", async () => {
    board([midterms, holiday]);
    renderApp('/admin/announcements', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Announcements' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Midterm schedule' });
    expect(within(card).getByText('High')).toBeTruthy();
    expect(within(card).getByText('Students')).toBeTruthy();
    expect(within(card).getByText(/Midterms start/).textContent).toBe(
      'Midterms start on 10 March.\nSee the notice board.',
    );
    expect(within(card).getByText(/By: Sana Admin/)).toBeTruthy();
    expect(within(card).getByText('1 Mar 2025')).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Holiday' });
    expect(within(other).getByText(/By: Admin/)).toBeTruthy();
    expect(within(other).getByText('Low')).toBeTruthy();
    expect(within(other).getByText('All')).toBeTruthy();
  });

  it('shows announcement content with HTML as text', async () => {
    const html = buildAnnouncement({ title: 'Tricky', content: '<img src=x onerror="alert(1)"><b>bold</b>' });
    board([html]);
    renderApp('/admin/announcements', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Tricky' });
    expect(within(card).getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeTruthy();
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('b')).toBeNull();
  });

  it("shows 'No announcements yet. Create your first announcement!' when there are none", async () => {
    board([]);
    renderApp('/admin/announcements', { signedInAs: admin });
    expect(await screen.findByText('No announcements yet. Create your first announcement!')).toBeTruthy();
  });

  it('creates an announcement with the defaults all and normal, and an optional event date', async () => {
    const server = board([]);
    const app = renderApp('/admin/announcements', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'New Announcement' }));
    const form = screen.getByRole('region', { name: 'New Announcement' });
    expect((within(form).getByLabelText('Target Audience') as HTMLSelectElement).value).toBe('all');
    expect((within(form).getByLabelText('Priority') as HTMLSelectElement).value).toBe('normal');
    await app.user.click(within(form).getByRole('button', { name: 'Post Announcement' }));
    expect(within(form).getByText('Title is required')).toBeTruthy();
    expect(within(form).getByText('Content is required')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/announcements')).toHaveLength(0);

    await app.user.type(within(form).getByLabelText('Title'), 'Sports day');
    await app.user.type(within(form).getByLabelText('Content'), 'All classes meet at the ground.');
    await app.user.type(within(form).getByLabelText('Event date and time (optional)'), '2030-04-02T09:30');
    await app.user.click(within(form).getByRole('button', { name: 'Post Announcement' }));
    expect(await screen.findByText('Announcement created successfully!')).toBeTruthy();
    const body = server.callsTo('POST /api/admin/announcements')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Sports day',
      content: 'All classes meet at the ground.',
      target_audience: 'all',
      priority: 'normal',
    });
    expect(body.event_date).toBe(new Date('2030-04-02T09:30').toISOString());
    expect(await screen.findByRole('article', { name: 'Sports day' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'New Announcement' })).toBeNull();
  });

  it('Edit fills the form, Update saves it, and the message clears after 3 seconds', async () => {
    const server = board([midterms]);
    const app = renderApp('/admin/announcements', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Edit Midterm schedule' }));
    const form = screen.getByRole('region', { name: 'Edit Announcement' });
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Midterm schedule');
    expect((within(form).getByLabelText('Priority') as HTMLSelectElement).value).toBe('high');
    await app.user.selectOptions(within(form).getByLabelText('Priority'), 'urgent');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(form).getByRole('button', { name: 'Update Announcement' }));
    expect(await screen.findByText('Announcement updated successfully!')).toBeTruthy();
    expect(server.callsTo(`PUT /api/admin/announcements/${midterms._id}`)[0].body).toMatchObject({
      priority: 'urgent',
      target_audience: 'students',
    });
    expect(
      await within(screen.getByRole('article', { name: 'Midterm schedule' })).findByText('Urgent'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Announcement updated successfully!')).toBeNull());
  });

  it('Delete asks for confirmation, then deletes the announcement', async () => {
    const server = board([midterms]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/announcements', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Midterm schedule' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this announcement?');
    const message = await screen.findByText('Announcement deleted successfully!');
    // The deleted card is gone: the message is a toast held in view (fixed), announced by a live region.
    expect(message.closest('[aria-live]')!.className).toContain('fixed');
    expect(server.callsTo(`DELETE /api/admin/announcements/${midterms._id}`)).toHaveLength(1);
    expect(await screen.findByText('No announcements yet. Create your first announcement!')).toBeTruthy();
  });

  it('Delete does nothing when the confirmation is refused', async () => {
    const server = board([midterms]);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = renderApp('/admin/announcements', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Midterm schedule' }));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Midterm schedule' })).toBeTruthy();
  });

  it('shows the failure messages of saving, deleting and loading', async () => {
    board([midterms], {
      'POST /api/admin/announcements': { status: 500 },
      [`DELETE /api/admin/announcements/${midterms._id}`]: { status: 500 },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/announcements', { signedInAs: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Midterm schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to delete announcement. Please try again.',
    );
    await app.user.click(screen.getByRole('button', { name: 'New Announcement' }));
    const form = screen.getByRole('region', { name: 'New Announcement' });
    await app.user.type(within(form).getByLabelText('Title'), 'X');
    await app.user.type(within(form).getByLabelText('Content'), 'Y');
    await app.user.click(within(form).getByRole('button', { name: 'Post Announcement' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Failed to save announcement. Please try again.',
    );
  });

  it("shows 'Failed to load announcements. ' with the error message", async () => {
    board([], { 'GET /api/admin/announcements': fail(500, 'Database unavailable') });
    renderApp('/admin/announcements', { signedInAs: admin });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load announcements. Database unavailable',
    );
  });
});
