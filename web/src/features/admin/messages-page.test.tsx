import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@contract/contact';
import { buildAdmin, buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin();

// happy-dom has no browser dialogs; give the window a confirm() for the tests to spy on.

let sequence = 0;
function buildMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    name: 'Bilal Ahmed',
    email: 'bilal@example.com',
    phone: '03001234567',
    subject: 'admissions',
    message: 'When does the admission for BS IT open?',
    handled: false,
    handledAt: null,
    handledBy: null,
    createdAt: '2025-03-01T09:30:00.000Z',
    ...overrides,
  };
}

/** A fake inbox: lists by status, and PATCH / DELETE change it as the server would. */
function inbox(initial: ContactMessage[], actions: { update?: Handler; remove?: Handler } = {}) {
  let messages = [...initial];
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': ok({ user: admin }),
    'GET /api/admin/contact-messages': (call: ApiCall) => {
      const status = call.query.get('status') ?? 'all';
      return ok({
        messages: messages.filter((m) => status === 'all' || m.handled === (status === 'handled')),
      });
    },
  };
  for (const message of initial) {
    const url = `/api/admin/contact-messages/${message._id}`;
    handlers[`PATCH ${url}`] =
      actions.update ??
      ((call: ApiCall) => {
        const { handled } = call.body as { handled: boolean };
        messages = messages.map((m) =>
          m._id === message._id
            ? {
                ...m,
                handled,
                handledAt: handled ? '2025-03-02T06:15:00.000Z' : null,
                handledBy: handled ? { _id: admin._id, name: admin.name } : null,
              }
            : m,
        );
        return ok({ messages: messages.filter((m) => m._id === message._id) });
      });
    handlers[`DELETE ${url}`] =
      actions.remove ??
      (() => {
        messages = messages.filter((m) => m._id !== message._id);
        return ok(undefined, 'Message deleted');
      });
  }
  return mockApi(handlers);
}

const bilal = buildMessage({ message: 'When does the admission for BS IT open?\nI passed FSc this year.' });
const sara = buildMessage({
  name: 'Sara Malik',
  email: 'sara@example.com',
  phone: null,
  subject: 'technical',
  message: 'I cannot sign in to the portal.',
  handled: true,
  handledAt: '2025-03-02T06:15:00.000Z',
  handledBy: { _id: admin._id, name: 'Sana Admin' },
  createdAt: '2025-02-27T12:00:00.000Z',
});

describe('admin contact messages', () => {
  it('lists the messages with the sender, the subject label, the text and the open count', async () => {
    inbox([bilal, sara]);
    renderApp('/admin/messages', { signedInAs: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Messages' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Bilal Ahmed' });
    expect(await screen.findByText('1 open')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'bilal@example.com' }).getAttribute('href')).toBe(
      'mailto:bilal@example.com',
    );
    expect(within(card).getByRole('link', { name: '03001234567' }).getAttribute('href')).toBe(
      'tel:03001234567',
    );
    expect(within(card).getByText('Admissions')).toBeTruthy();
    // 09:30 UTC is 14:30 at the college.
    expect(within(card).getByText('1 Mar 2025, 14:30')).toBeTruthy();
    const text = within(card).getByText(/When does the admission for BS IT open\?/);
    expect(text.textContent).toBe('When does the admission for BS IT open?\nI passed FSc this year.');
    expect(within(card).getByRole('button', { name: 'Mark as handled' })).toBeTruthy();

    const handled = screen.getByRole('article', { name: 'Sara Malik' });
    expect(within(handled).getByText('Technical (portal)')).toBeTruthy();
    // No phone was given: the e-mail is the only link.
    expect(
      within(handled)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['mailto:sara@example.com']);
    expect(within(handled).getByText('Handled by Sana Admin on 2 Mar 2025, 11:15')).toBeTruthy();
    expect(within(handled).getByRole('button', { name: 'Mark as open' })).toBeTruthy();
  });

  it('shows message content with HTML as text', async () => {
    const html = buildMessage({ name: 'Mallory', message: '<img src=x onerror="alert(1)"><b>bold</b>' });
    inbox([html]);
    renderApp('/admin/messages', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Mallory' });
    expect(within(card).getByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeTruthy();
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('b')).toBeNull();
  });

  it('Mark as handled sends {handled: true}, shows the success message for 3 seconds and refreshes the list', async () => {
    const server = inbox([bilal]);
    const app = renderApp('/admin/messages', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Bilal Ahmed' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(card).getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('Message marked as handled')).toBeTruthy();
    const patches = server.callsTo(`PATCH /api/admin/contact-messages/${bilal._id}`);
    expect(patches.map((c) => c.body)).toEqual([{ handled: true }]);
    expect(patches[0].headers.get('authorization')).toBe('Bearer test-token');
    expect(await within(card).findByText('Handled by Sana Admin on 2 Mar 2025, 11:15')).toBeTruthy();
    expect(await screen.findByText('0 open')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Message marked as handled')).toBeNull());
  });

  it('Mark as open sends {handled: false}', async () => {
    const server = inbox([sara]);
    const app = renderApp('/admin/messages', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Sara Malik' });
    await app.user.click(within(card).getByRole('button', { name: 'Mark as open' }));
    expect(await screen.findByText('Message marked as open')).toBeTruthy();
    expect(server.callsTo(`PATCH /api/admin/contact-messages/${sara._id}`).map((c) => c.body)).toEqual([
      { handled: false },
    ]);
    expect(await within(card).findByRole('button', { name: 'Mark as handled' })).toBeTruthy();
  });

  it('the buttons of a message show that it is being updated until the server answers', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    inbox([bilal], { update: () => new Promise((resolve) => (answer = resolve)) });
    const app = renderApp('/admin/messages', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Bilal Ahmed' });
    const mark = within(card).getByRole('button', { name: 'Mark as handled' });
    await app.user.click(mark);
    expect(mark.getAttribute('aria-busy')).toBe('true');
    expect((mark as HTMLButtonElement).disabled).toBe(true);
    expect((within(card).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => answer(ok({ messages: [{ ...bilal, handled: true }] })));
    expect(await screen.findByText('Message marked as handled')).toBeTruthy();
    expect(mark.getAttribute('aria-busy')).toBeNull();
  });

  it('Delete asks for confirmation, then deletes the message', async () => {
    const server = inbox([bilal]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/messages', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Bilal Ahmed' });
    await app.user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this message?');
    expect(await screen.findByText('Message deleted')).toBeTruthy();
    expect(server.callsTo(`DELETE /api/admin/contact-messages/${bilal._id}`)).toHaveLength(1);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('Delete does nothing when the confirmation is refused', async () => {
    const server = inbox([bilal]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const app = renderApp('/admin/messages', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Bilal Ahmed' });
    await app.user.click(within(card).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(server.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('article', { name: 'Bilal Ahmed' })).toBeTruthy();
    expect(screen.queryByText('Message deleted')).toBeNull();
  });

  it("shows the server's message when an update fails, and 'Failed to delete message.' when a delete fails without one", async () => {
    inbox([bilal], { update: fail(404, 'Message not found'), remove: { status: 500 } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp('/admin/messages', { signedInAs: admin });
    const card = await screen.findByRole('article', { name: 'Bilal Ahmed' });
    await app.user.click(within(card).getByRole('button', { name: 'Mark as handled' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Message not found');
    await app.user.click(within(card).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to delete message.'));
  });

  it("shows 'Failed to load messages.' with the server's message when the list cannot be loaded", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/admin/contact-messages': fail(500, 'Database unavailable'),
    });
    renderApp('/admin/messages', { signedInAs: admin });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to load messages. Database unavailable'),
    );
  });

  it('shows the empty state of each filter, and keeps the filter in the URL', async () => {
    const server = inbox([]);
    const app = renderApp('/admin/messages', { signedInAs: admin });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.getByText('0 open')).toBeTruthy();
    await app.user.selectOptions(screen.getByLabelText('Status'), 'open');
    expect(await screen.findByText('No open messages.')).toBeTruthy();
    await waitFor(() => expect(app.currentLocation().search).toBe('?status=open'));
    await app.user.selectOptions(screen.getByLabelText('Status'), 'handled');
    expect(await screen.findByText('No handled messages.')).toBeTruthy();
    await waitFor(() => expect(app.currentLocation().search).toBe('?status=handled'));
    const queries = server.callsTo('GET /api/admin/contact-messages').map((c) => c.query.toString());
    expect(queries).toEqual(expect.arrayContaining(['status=all', 'status=open', 'status=handled']));
  });

  it('opens with the filter given in the URL', async () => {
    inbox([bilal, sara]);
    renderApp('/admin/messages?status=handled', { signedInAs: admin });
    expect(await screen.findByRole('article', { name: 'Sara Malik' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Bilal Ahmed' })).toBeNull();
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('handled');
  });

  it("the admin's account menu and the admin home page link to the messages", async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: admin }),
      'GET /api/admin/registrations': ok({ registrations: [] }),
      'GET /api/admin/contact-messages': ok({ messages: [bilal] }),
    });
    const app = renderApp('/admin', { signedInAs: admin });
    expect(await screen.findByText('1 open')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read messages' }).getAttribute('href')).toBe('/admin/messages');
    await app.user.click(screen.getByRole('button', { name: /Sana Admin/ }));
    const menu = document.getElementById('account-menu')!;
    expect(within(menu).getByRole('link', { name: 'Messages' }).getAttribute('href')).toBe('/admin/messages');
  });

  it('a student visiting /admin/messages is sent to /', async () => {
    const student = buildStudent();
    const server = mockApi({ 'GET /api/auth/me': ok({ user: student }) });
    const app = renderApp('/admin/messages', { signedInAs: student });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(server.callsTo('GET /api/admin/contact-messages')).toHaveLength(0);
  });
});
