import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildStudent } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { expectFeedbackBeside } from '../../test/feedback';
import { renderApp } from '../../test/render-app';

const student = buildStudent({
  address: 'Street 1, Bahawalpur',
  date_of_birth: '2004-05-01',
  guardian_name: 'Tariq Khan',
  emergency_contact: '03001112224',
  blood_group: 'B+',
  nationality: 'Pakistani',
  religion: 'Islam',
});

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: student }),
    'PUT /api/auth/profile': (call: ApiCall) => {
      const body = call.body as { name?: string; address?: string };
      return ok(
        {
          user: {
            ...student,
            ...(body.name && { name: body.name }),
            ...(body.address && { address: body.address }),
          },
        },
        'Profile updated successfully!',
      );
    },
    ...handlers,
  });
}

// The first render of a file also loads the page's code, which can take more than the default second.
const personal = () => screen.findByRole('region', { name: 'Personal Information' }, { timeout: 5000 });

describe('student profile', () => {
  it('shows the personal fields and the academic fields, which cannot be edited', async () => {
    serve();
    const app = renderApp('/student/profile', { signedInAs: student });
    const details = await personal();
    expect(within(details).getByText('Street 1, Bahawalpur')).toBeTruthy();
    expect(within(details).getByText('Tariq Khan')).toBeTruthy();
    const academic = screen.getByRole('region', { name: 'Academic Information' });
    for (const value of [
      'BSIT-2025-001',
      'BS Information Technology',
      'Information Technology',
      '3',
      '2024-2028',
      'A',
    ]) {
      expect(within(academic).getByText(value)).toBeTruthy();
    }
    expect(within(academic).queryByRole('button')).toBeNull();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    expect((within(details).getByLabelText('Blood Group') as HTMLSelectElement).value).toBe('B+');
    expect((within(details).getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('2004-05-01');
    expect(within(details).queryByLabelText('Student ID')).toBeNull();
    expect(within(details).queryByLabelText('Semester')).toBeNull();
    expect(screen.getByRole('region', { name: 'Change Password' })).toBeTruthy();
  });

  it("an edit sends only the changed editable fields, shows 'Profile updated successfully!' for 3 seconds and replaces the stored user", async () => {
    const server = serve();
    const app = renderApp('/student/profile', { signedInAs: student });
    const details = await personal();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    const name = within(details).getByLabelText('Full Name');
    await app.user.clear(name);
    await app.user.type(name, 'Ayesha Malik');
    const address = within(details).getByLabelText('Address');
    await app.user.clear(address);
    await app.user.type(address, 'Model Town, Bahawalpur');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    // Said in the card the form closed into, beside its Edit button, and announced.
    expectFeedbackBeside(
      within(details).getByRole('button', { name: 'Edit Profile' }),
      'Profile updated successfully!',
    );
    expect(server.callsTo('PUT /api/auth/profile').map((c) => c.body)).toEqual([
      { name: 'Ayesha Malik', address: 'Model Town, Bahawalpur' },
    ]);
    expect(within(details).getByText('Model Town, Bahawalpur')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Ayesha Malik');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).toBeNull());
  });

  it('Cancel restores the last loaded values without a call', async () => {
    const server = serve();
    const app = renderApp('/student/profile', { signedInAs: student });
    const details = await personal();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    await app.user.clear(within(details).getByLabelText('Guardian Name'));
    await app.user.type(within(details).getByLabelText('Guardian Name'), 'Somebody Else');
    await app.user.click(within(details).getByRole('button', { name: 'Cancel' }));
    expect(within(details).getByText('Tariq Khan')).toBeTruthy();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    expect((within(details).getByLabelText('Guardian Name') as HTMLInputElement).value).toBe('Tariq Khan');
    expect(server.callsTo('PUT /api/auth/profile')).toHaveLength(0);
  });

  it("shows the server's field error under the field, and 'Failed to update profile' otherwise", async () => {
    let calls = 0;
    serve({
      'PUT /api/auth/profile': () =>
        ++calls === 1
          ? fail(409, 'An account with this email already exists', [
              { field: 'email', message: 'An account with this email already exists' },
            ])
          : fail(500),
    });
    const app = renderApp('/student/profile', { signedInAs: student });
    const details = await personal();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    const email = within(details).getByLabelText('Email');
    await app.user.clear(email);
    await app.user.type(email, 'taken@example.edu');
    await app.user.type(
      within(details).getByLabelText('Current Password (needed to change your e-mail)'),
      'secret1',
    );
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(details).getByText('An account with this email already exists')).toBeTruthy();
    await app.user.type(email, 'x');
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByText('Failed to update profile')).toBeTruthy();
  });

  it('a change of e-mail asks for the current password and sends it; a wrong one shows under its field', async () => {
    const server = serve({
      'PUT /api/auth/profile': fail(400, 'Current password is incorrect', [
        { field: 'currentPassword', message: 'Current password is incorrect' },
      ]),
    });
    const app = renderApp('/student/profile', { signedInAs: student });
    const details = await personal();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    expect(within(details).queryByLabelText(/Current Password/)).toBeNull();
    const email = within(details).getByLabelText('Email');
    await app.user.clear(email);
    await app.user.type(email, 'new-address@example.edu');
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(details).findByText('Enter your current password to change your sign-in e-mail'),
    ).toBeTruthy();
    expect(server.callsTo('PUT /api/auth/profile')).toHaveLength(0);

    const password = within(details).getByLabelText('Current Password (needed to change your e-mail)');
    await app.user.type(password, 'not-mine');
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByText('Current password is incorrect')).toBeTruthy();
    expect(server.callsTo('PUT /api/auth/profile')[0]!.body).toEqual({
      email: 'new-address@example.edu',
      currentPassword: 'not-mine',
    });
  });

  it("shows 'Failed to load profile data' when the profile cannot be loaded", async () => {
    // The session kept on this device shows the page at once; the server then fails every read of the profile.
    mockApi({ 'GET /api/auth/me': fail(500) });
    renderApp('/student/profile', { signedInAs: student });
    expect(await screen.findByText('Failed to load profile data')).toBeTruthy();
  });
});
