import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFaculty } from '../../test/factories';
import { fail, mockApi, ok, type ApiCall, type Handler } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const teacher = buildFaculty({
  address: 'Model Town, Bahawalpur',
  specialization: 'Databases',
  joining_date: '2019-09-01',
  experience: '6 years',
});

function serve(handlers: Record<string, Handler> = {}) {
  return mockApi({
    'GET /api/auth/me': ok({ user: teacher }),
    'PUT /api/auth/profile': (call: ApiCall) =>
      ok({ user: { ...teacher, ...(call.body as object) } }, 'Profile updated successfully!'),
    ...handlers,
  });
}

const personal = () => screen.findByRole('region', { name: 'Personal Information' }, { timeout: 5000 });

describe('faculty profile', () => {
  it('shows department, designation, joining date and employee ID read-only, and the Change Password form', async () => {
    serve();
    const app = renderApp('/faculty/profile', { signedInAs: teacher });
    const details = await personal();
    expect(within(details).getByText('Databases')).toBeTruthy();
    const professional = screen.getByRole('region', { name: 'Professional Information' });
    for (const value of ['EMP-042', 'Computer Science', 'Assistant Professor', '1 Sept 2019']) {
      expect(within(professional).getByText(value)).toBeTruthy();
    }
    expect(within(professional).queryByRole('button')).toBeNull();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    expect((within(details).getByLabelText('Qualification') as HTMLSelectElement).value).toBe('Ph.D.');
    expect((within(details).getByLabelText(/^Email/) as HTMLInputElement).disabled).toBe(true);
    expect(within(details).queryByLabelText('Employee ID')).toBeNull();
    expect(screen.getByRole('region', { name: 'Change Password' })).toBeTruthy();
  });

  it("sends only the editable fields (never the email) and shows 'Profile updated successfully!' for 3 seconds", async () => {
    const server = serve();
    const app = renderApp('/faculty/profile', { signedInAs: teacher });
    const details = await personal();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    const name = within(details).getByLabelText('Full Name');
    await app.user.clear(name);
    await app.user.type(name, 'Dr. Imran Ahmed');
    await app.user.selectOptions(within(details).getByLabelText('Qualification'), 'M.Phil.');
    await app.user.clear(within(details).getByLabelText('Specialization'));
    await app.user.type(within(details).getByLabelText('Specialization'), 'Machine Learning');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(server.callsTo('PUT /api/auth/profile').map((c) => c.body)).toEqual([
      { name: 'Dr. Imran Ahmed', qualification: 'M.Phil.', specialization: 'Machine Learning' },
    ]);
    expect(within(details).getByText('Machine Learning')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Dr. Imran Ahmed');
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.queryByText('Profile updated successfully!')).toBeNull());
  });

  it('Cancel restores the last loaded values without a call', async () => {
    const server = serve();
    const app = renderApp('/faculty/profile', { signedInAs: teacher });
    const details = await personal();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    await app.user.clear(within(details).getByLabelText('Address'));
    await app.user.type(within(details).getByLabelText('Address'), 'Elsewhere');
    await app.user.click(within(details).getByRole('button', { name: 'Cancel' }));
    expect(within(details).getByText('Model Town, Bahawalpur')).toBeTruthy();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    expect((within(details).getByLabelText('Address') as HTMLInputElement).value).toBe(
      'Model Town, Bahawalpur',
    );
    expect(server.callsTo('PUT /api/auth/profile')).toHaveLength(0);
  });

  it("shows 'Failed to update profile' when the save fails, and 'Failed to load profile data' when loading fails", async () => {
    serve({ 'PUT /api/auth/profile': fail(500) });
    const app = renderApp('/faculty/profile', { signedInAs: teacher });
    const details = await personal();
    await app.user.click(within(details).getByRole('button', { name: 'Edit Profile' }));
    await app.user.type(within(details).getByLabelText('Phone'), '9');
    await app.user.click(within(details).getByRole('button', { name: 'Save Changes' }));
    expect(await within(details).findByText('Failed to update profile')).toBeTruthy();
  });

  it("shows 'Failed to load profile data' when the profile cannot be loaded", async () => {
    // The session kept on this device shows the page at once; the server then fails every read of the profile.
    mockApi({ 'GET /api/auth/me': fail(500) });
    renderApp('/faculty/profile', { signedInAs: teacher });
    expect(await screen.findByText('Failed to load profile data', {}, { timeout: 5000 })).toBeTruthy();
  });
});
