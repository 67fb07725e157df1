import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_MESSAGES } from '@contract/account-messages';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages';
import { DEFAULT_COLLEGE_INFO, type CollegeInfo } from '@contract/college';
import { PASSWORD_CHANGE_REQUIRED } from '@contract/password-reset';
import { buildStudent } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const NEW_PASSWORD = 'shalimar-garden-9';

/** The college's details as the server embeds them in the page it sends. */
function embedCollege(details: Partial<CollegeInfo>) {
  const embedded = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: 'college-info',
    textContent: JSON.stringify(details),
  });
  document.head.append(embedded);
  return embedded;
}

describe('Forgot password?', () => {
  it('the sign-in page links to it', async () => {
    mockApi({});
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    // React keeps the sign-in page up while the next page's code loads (a transition).
    await waitFor(() => expect(app.location()).toBe('/forgot-password'));
  });

  it('with e-mail set up, sends the address and shows the same answer whatever it was', async () => {
    const server = mockApi({
      'GET /api/auth/password-reset': ok({ byEmail: true }),
      'POST /api/auth/password-reset': {
        status: 202,
        body: { success: true, message: ACCOUNT_MESSAGES.passwordResetRequested },
      },
    });
    const app = renderApp('/forgot-password');
    await app.user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(server.callsTo('POST /api/auth/password-reset')).toHaveLength(0);

    await app.user.type(screen.getByLabelText('Email'), 'Ayesha@Example.edu');
    await app.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetRequested)).toBeTruthy();
    expect(server.callsTo('POST /api/auth/password-reset')[0]!.body).toEqual({ email: 'ayesha@example.edu' });
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it("without e-mail set up, gives the office's phone and hours from the college's details", async () => {
    const server = mockApi({ 'GET /api/auth/password-reset': ok({ byEmail: false }) });
    const embedded = embedCollege({
      officePhone: '+92 62 9255010',
      officeHours: 'Mon-Fri 9:00-16:00',
    });
    try {
      renderApp('/forgot-password');
      expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetByOffice)).toBeTruthy();
      const office = screen.getByRole('region', { name: 'The college office' });
      expect(within(office).getByRole('link', { name: '+92 62 9255010' }).getAttribute('href')).toBe(
        'tel:+92629255010',
      );
      expect(within(office).getByText('Mon-Fri 9:00-16:00')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
      expect(server.callsTo('POST /api/auth/password-reset')).toHaveLength(0);
      expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
    } finally {
      embedded.remove();
    }
  });

  it('without e-mail set up, tells the office who asked, and answers the same whatever the address', async () => {
    const server = mockApi({
      'GET /api/auth/password-reset': ok({ byEmail: false }),
      'POST /api/auth/password-reset': {
        status: 202,
        body: {
          success: true,
          message: ACCOUNT_MESSAGES.passwordResetOfficeTold,
          code: 'passwordResetOfficeTold',
        },
      },
    });
    const app = renderApp('/forgot-password');
    await app.user.type(await screen.findByLabelText('Email'), 'Ayesha@Example.edu');
    await app.user.click(screen.getByRole('button', { name: 'Tell the office' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetOfficeTold)).toBeTruthy();
    expect(server.callsTo('POST /api/auth/password-reset')[0]!.body).toEqual({ email: 'ayesha@example.edu' });
    // The office's number stays in view after asking.
    expect(screen.getByRole('region', { name: 'The college office' })).toBeTruthy();
  });

  it('reads in Urdu', async () => {
    mockApi({ 'GET /api/auth/password-reset': ok({ byEmail: false }) });
    const app = renderApp('/forgot-password');
    await screen.findByText(ACCOUNT_MESSAGES.passwordResetByOffice);
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="ur"]')!);
    expect(await screen.findByText(/پاس ورڈ کالج کا دفتر ری سیٹ کرتا ہے/)).toBeTruthy();
    // The hours in the Urdu the admin wrote them in.
    const office = screen.getByRole('region', { name: 'کالج کا دفتر' });
    expect(within(office).getByText(DEFAULT_COLLEGE_INFO.officeHoursUrdu)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دفتر کو اطلاع دیں' })).toBeTruthy();
    await app.user.click(document.querySelector<HTMLElement>('[data-language-switch="en"]')!);
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetByOffice)).toBeTruthy();
  });
});

describe('the reset page a link opens', () => {
  const confirmed = ok(undefined, ACCOUNT_MESSAGES.passwordResetDone);

  it('sets the new password with the token of the link, then offers Sign In', async () => {
    const server = mockApi({ 'POST /api/auth/password-reset/confirm': confirmed });
    const app = renderApp('/reset-password?token=abc123');
    await app.user.type(await screen.findByLabelText('New Password'), 'abc');
    await app.user.type(screen.getByLabelText('Confirm New Password'), 'abc');
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByText(MESSAGES.passwordTooShort)).toBeTruthy();
    expect(server.callsTo('POST /api/auth/password-reset/confirm')).toHaveLength(0);

    await app.user.clear(screen.getByLabelText('New Password'));
    await app.user.clear(screen.getByLabelText('Confirm New Password'));
    await app.user.type(screen.getByLabelText('New Password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm New Password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetDone)).toBeTruthy();
    expect(server.callsTo('POST /api/auth/password-reset/confirm')[0]!.body).toEqual({
      token: 'abc123',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    await app.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('a used or expired link says so and offers a new one', async () => {
    mockApi({
      'POST /api/auth/password-reset/confirm': fail(400, ACCOUNT_MESSAGES.passwordResetLinkInvalid, [
        { field: 'token', message: ACCOUNT_MESSAGES.passwordResetLinkInvalid },
      ]),
    });
    const app = renderApp('/reset-password?token=used');
    await app.user.type(await screen.findByLabelText('New Password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm New Password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetLinkInvalid)).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(app.location()).toBe('/forgot-password'));
  });

  it('without a token, asks for a new link and offers no form', async () => {
    mockApi({});
    renderApp('/reset-password');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordResetLinkInvalid)).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});

describe('a temporary password must be changed first', () => {
  const temporary = buildStudent({ mustChangePassword: true });

  it('signing in with one leads to the change screen, and changing it lets the portal in', async () => {
    let changed = false;
    const server = mockApi({
      'POST /api/auth/login': ok({ user: temporary, token: 'tok-temp' }),
      'GET /api/auth/me': () =>
        ok({ user: changed ? { ...temporary, mustChangePassword: undefined } : temporary }),
      'POST /api/auth/change-password': () => {
        changed = true;
        return ok(undefined, MESSAGES.passwordChanged);
      },
      'GET /api/students/dashboard': fail(403, ACCOUNT_MESSAGES.passwordChangeRequired),
    });
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('Email'), temporary.email);
    await app.user.type(screen.getByLabelText('Password'), 'Kp7mWq3xRt9a');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.location()).toBe('/change-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeTruthy();

    await app.user.type(screen.getByLabelText('Temporary Password'), 'Kp7mWq3xRt9a');
    await app.user.type(screen.getByLabelText('New Password'), NEW_PASSWORD);
    await app.user.type(screen.getByLabelText('Confirm New Password'), NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(app.location()).toBe('/student'));
    expect(server.callsTo('POST /api/auth/change-password')[0]!.body).toEqual({
      currentPassword: 'Kp7mWq3xRt9a',
      newPassword: NEW_PASSWORD,
    });
  });

  it('every portal page leads back to it until then', async () => {
    mockApi({
      'GET /api/auth/me': ok({ user: temporary }),
      'GET /api/students/dashboard': fail(403, ACCOUNT_MESSAGES.passwordChangeRequired),
    });
    const app = renderApp('/student/grades', { signedInAs: temporary });
    await waitFor(() => expect(app.location()).toBe('/change-password'));
    expect(PASSWORD_CHANGE_REQUIRED).toBe('password-change-required');
  });

  it('can sign out instead', async () => {
    const server = mockApi({
      'GET /api/auth/me': ok({ user: temporary }),
      'POST /api/auth/logout': ok(undefined),
    });
    const app = renderApp('/change-password', { signedInAs: temporary });
    await app.user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(server.callsTo('POST /api/auth/logout')).toHaveLength(1));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });
});
