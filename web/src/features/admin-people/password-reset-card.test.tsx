import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildAdmin, buildFaculty, buildStudent } from '../../test/factories';
import { fail, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fakePeopleApi } from '../../test/fake-people-api';

const admin = buildAdmin();
const ayesha = buildStudent();
const bilal = buildFaculty();

const card = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Password' })).closest(
    '[role="region"]',
  ) as HTMLElement;

describe("resetting a person's password from their page", () => {
  it('a temporary password is asked for, shown once, and gone once the admin is done', async () => {
    const { server } = fakePeopleApi({ admin, students: [ayesha] });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const region = await card();
    const issue = within(region).getByRole('button', { name: 'Issue Temporary Password' });
    // Without e-mail set up there is no link to send.
    expect(within(region).queryByRole('button', { name: 'E-mail Reset Link' })).toBeNull();

    await app.user.click(issue);
    expect(confirm).toHaveBeenLastCalledWith(
      `Give ${ayesha.name} a temporary password? The current password stops working and they are signed out everywhere.`,
    );
    expect(server.callsTo(`POST /api/admin/users/${ayesha._id}/reset-password`)).toHaveLength(0);

    await app.user.click(issue);
    expect(await within(region).findByText('Kp7mWq3xRt9a')).toBeTruthy();
    expect(within(region).getByText(/It is shown only this once/)).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/users/${ayesha._id}/reset-password`)[0]!.body).toEqual({
      method: 'temporary',
    });
    expect(localStorage.getItem('user') ?? '').not.toContain('Kp7mWq3xRt9a');

    await app.user.click(within(region).getByRole('button', { name: 'Done' }));
    expect(within(region).queryByText('Kp7mWq3xRt9a')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Issue Temporary Password' })).toBeTruthy();
  });

  it('with e-mail set up, a reset link can be e-mailed to a teacher instead', async () => {
    const { server } = fakePeopleApi({
      admin,
      faculty: [bilal],
      override: { 'GET /api/auth/password-reset': ok({ byEmail: true }) },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp(`/admin/faculty/${bilal._id}`, { signedInAs: admin });
    const region = await card();
    await app.user.click(await within(region).findByRole('button', { name: 'E-mail Reset Link' }));
    expect(
      await within(region).findByText(`A link to reset the password was e-mailed to ${bilal.email}.`),
    ).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/users/${bilal._id}/reset-password`)[0]!.body).toEqual({
      method: 'email',
    });
  });

  it("shows the server's refusal", async () => {
    fakePeopleApi({
      admin,
      students: [ayesha],
      override: {
        [`POST /api/admin/users/${ayesha._id}/reset-password`]: fail(
          403,
          'You do not have permission to do that.',
        ),
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const app = renderApp(`/admin/students/${ayesha._id}`, { signedInAs: admin });
    const region = await card();
    await app.user.click(within(region).getByRole('button', { name: 'Issue Temporary Password' }));
    expect(await within(region).findByText('You do not have permission to do that.')).toBeTruthy();
  });
});
