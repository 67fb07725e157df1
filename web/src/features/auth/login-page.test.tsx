import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_REJECTED } from '@contract/sign-in-refusals';
import { buildAdmin, buildFaculty, buildStudent } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

async function signIn(app: ReturnType<typeof renderApp>, email = 'ayesha@example.edu', password = 'secret1') {
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('login', () => {
  it('has labelled email and password fields and a Back to Home link', async () => {
    mockApi({});
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows and hides the password', async () => {
    mockApi({});
    const app = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    await app.user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await app.user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('requires an email and a password before calling the server', async () => {
    const server = mockApi({});
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(server.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it.each([
    ['student', buildStudent(), '/student'],
    ['faculty', buildFaculty(), '/faculty'],
    ['admin', buildAdmin(), '/admin'],
  ])('a %s who signs in goes to their area and the session is stored', async (_role, user, area) => {
    const server = mockApi({
      'POST /api/auth/login': ok({ user, token: 'tok-1' }),
      'GET /api/admin/registrations': ok({ registrations: [] }),
    });
    const app = renderApp('/login');
    await signIn(app, 'Someone@Example.edu');
    await waitFor(() => expect(app.location()).toBe(area));
    expect(server.callsTo('POST /api/auth/login')[0].body).toEqual({
      email: 'someone@example.edu',
      password: 'secret1',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').email).toBe(user.email);
  });

  it("login shows the server's message for a wrong password", async () => {
    mockApi({ 'POST /api/auth/login': fail(401, 'Invalid email or password') });
    const app = renderApp('/login');
    await signIn(app);
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    'Your account is awaiting admin approval.',
    'Your registration was not approved.',
    'Your account has been deactivated.',
  ])("login shows the server's message for a refused account: %s", async (message) => {
    mockApi({ 'POST /api/auth/login': fail(403, message) });
    const app = renderApp('/login');
    await signIn(app);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('a rejected applicant is shown the reason the college gave, as text in its own direction', async () => {
    const reason = 'فیس کی رسید <b>نہیں</b> تھی';
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: {
          success: false,
          message: 'Your registration was not approved.',
          code: ACCOUNT_REJECTED,
          params: { reason },
        },
      },
    });
    const app = renderApp('/login');
    await signIn(app);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `Your registration was not approved.Reason given by the college: ${reason}`,
    );
    const shown = within(alert).getByText(reason);
    expect(shown.getAttribute('dir')).toBe('auto');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('a rejection without a reason shows the refusal alone', async () => {
    mockApi({
      'POST /api/auth/login': {
        status: 403,
        body: { success: false, message: 'Your registration was not approved.', code: ACCOUNT_REJECTED },
      },
    });
    const app = renderApp('/login');
    await signIn(app);
    expect((await screen.findByRole('alert')).textContent).toBe('Your registration was not approved.');
  });

  it("login shows the server's message for a pending account", async () => {
    mockApi({ 'POST /api/auth/login': fail(403, 'Your account is awaiting admin approval.') });
    const app = renderApp('/login');
    await signIn(app);
    expect((await screen.findByRole('alert')).textContent).toBe('Your account is awaiting admin approval.');
  });

  it('login shows the rate-limit message of a 429', async () => {
    const message = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    mockApi({ 'POST /api/auth/login': fail(429, message) });
    const app = renderApp('/login');
    await signIn(app);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('login shows the network message when the server cannot be reached', async () => {
    mockApi({ 'POST /api/auth/login': 'network-error' });
    const app = renderApp('/login');
    await signIn(app);
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });

  it('the Sign In button is busy while the call is in flight', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const app = renderApp('/login');
    await signIn(app);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    answer(ok({ user: buildStudent(), token: 't' }));
    await waitFor(() => expect(app.location()).toBe('/student'));
  });

  it('a user who is already signed in and visits /login is redirected to their area', async () => {
    const teacher = buildFaculty();
    mockApi({ 'GET /api/auth/me': ok({ user: teacher }) });
    const app = renderApp('/login', { signedInAs: teacher });
    await waitFor(() => expect(app.location()).toBe('/faculty'));
  });
});
