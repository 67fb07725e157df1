import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdmin } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const admin = buildAdmin({ phone: '03001234567' });

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: admin }),
    'PUT /api/auth/profile': (call: ApiCall) =>
      ok({ user: { ...admin, ...(call.body as object) } }, 'Profile updated successfully!'),
    'POST /api/auth/change-password': ok(undefined, 'Password changed successfully'),
    ...handlers,
  });
}

describe('admin profile', () => {
  it('shows the name, e-mail and phone; Edit saves name and phone and replaces the stored user', async () => {
    const server = serve();
    const app = renderApp('/admin/profile', { signedInAs: admin });
    const details = await screen.findByRole('region', { name: 'Account details' });
    expect(within(details).getByText('admin@example.edu')).toBeTruthy();
    expect(within(details).getByText('03001234567')).toBeTruthy();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    const email = within(details).getByLabelText('Email') as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    const name = within(details).getByLabelText('Full Name');
    await app.user.clear(name);
    await app.user.type(name, 'Sana Malik');
    await app.user.clear(within(details).getByLabelText('Phone'));
    await app.user.type(within(details).getByLabelText('Phone'), '03111234567');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(server.callsTo('PUT /api/auth/profile').map((c) => c.body)).toEqual([
      { name: 'Sana Malik', phone: '03111234567' },
    ]);
    expect(within(details).getByText('Sana Malik')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Sana Malik');
    expect(screen.getByRole('button', { name: /Sana Malik/ })).toBeTruthy();
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).toBeNull());
  });

  it('Cancel restores the saved values without a call', async () => {
    const server = serve();
    const app = renderApp('/admin/profile', { signedInAs: admin });
    const details = await screen.findByRole('region', { name: 'Account details' });
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    await app.user.clear(within(details).getByLabelText('Full Name'));
    await app.user.type(within(details).getByLabelText('Full Name'), 'Somebody Else');
    await app.user.click(within(details).getByRole('button', { name: 'Cancel' }));
    expect(within(details).getByText('Sana Admin')).toBeTruthy();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    expect((within(details).getByLabelText('Full Name') as HTMLInputElement).value).toBe('Sana Admin');
    expect(server.callsTo('PUT /api/auth/profile')).toHaveLength(0);
  });

  it('an empty name is refused on the field', async () => {
    const server = serve();
    const app = renderApp('/admin/profile', { signedInAs: admin });
    const details = await screen.findByRole('region', { name: 'Account details' });
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    await app.user.clear(within(details).getByLabelText('Full Name'));
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(within(details).getByText('Name is required')).toBeTruthy();
    expect(server.callsTo('PUT /api/auth/profile')).toHaveLength(0);
  });
});

describe('change password', () => {
  const fill = async (app: ReturnType<typeof renderApp>, current: string, next: string, confirm: string) => {
    const form = await screen.findByRole('region', { name: 'Change Password' });
    if (current) await app.user.type(within(form).getByLabelText('Current Password'), current);
    if (next) await app.user.type(within(form).getByLabelText('New Password'), next);
    if (confirm) await app.user.type(within(form).getByLabelText('Confirm New Password'), confirm);
    await app.user.click(within(form).getByRole('button', { name: 'Change Password' }));
    return form;
  };

  it("shows 'Passwords do not match' and the minimum length, and sends nothing", async () => {
    const server = serve();
    const app = renderApp('/admin/profile', { signedInAs: admin });
    const form = await fill(app, 'old-secret', 'abc', 'abd');
    expect(within(form).getByText('Password must be at least 6 characters long')).toBeTruthy();
    expect(within(form).getByText('Passwords do not match')).toBeTruthy();
    expect(server.callsTo('POST /api/auth/change-password')).toHaveLength(0);
  });

  it("sends the current and new password, shows 'Password changed successfully' for 3 seconds and empties the form", async () => {
    const server = serve();
    const app = renderApp('/admin/profile', { signedInAs: admin });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const form = await fill(app, 'old-secret', 'new-secret', 'new-secret');
    expect(await within(form).findByText('Password changed successfully')).toBeTruthy();
    expect(server.callsTo('POST /api/auth/change-password').map((c) => c.body)).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
    ]);
    expect((within(form).getByLabelText('Current Password') as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(within(form).queryByText('Password changed successfully')).toBeNull());
  });

  it("shows 'Current password is incorrect' on the current password field", async () => {
    serve({
      'POST /api/auth/change-password': fail(400, 'Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ]),
    });
    const app = renderApp('/admin/profile', { signedInAs: admin });
    const form = await fill(app, 'wrong-one', 'new-secret', 'new-secret');
    const current = within(form).getByLabelText('Current Password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Current password is incorrect')).toBeTruthy();
    expect(document.activeElement).toBe(current);
  });

  it('shows how long to wait after too many wrong current passwords', async () => {
    serve({
      'POST /api/auth/change-password': fail(
        429,
        'Too many wrong current passwords. Please try again in 15 minutes.',
      ),
    });
    const app = renderApp('/admin/profile', { signedInAs: admin });
    const form = await fill(app, 'old-secret', 'new-secret', 'new-secret');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many wrong current passwords. Please try again in 15 minutes.',
    );
  });

  it("shows the server's message when the change fails without a field", async () => {
    serve({ 'POST /api/auth/change-password': fail(429, 'Too many requests. Please try again later.') });
    const app = renderApp('/admin/profile', { signedInAs: admin });
    const form = await fill(app, 'old-secret', 'new-secret', 'new-secret');
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Too many requests. Please try again later.',
    );
  });
});
