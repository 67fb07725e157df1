import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers';
import { buildStudent } from '../../test/factories';
import { fail, mockApi, ok } from '../../test/mock-api';
import { api } from '../api-client';
import { useAuth, type AuthState } from './auth-context';

/** The latest session the probe saw, for the test to act on. */
let auth: AuthState;
const expose = (value: AuthState) => {
  auth = value;
};
function Probe() {
  const value = useAuth();
  useEffect(() => expose(value), [value]);
  return <p data-testid="state">{value.loading ? 'loading' : (value.user?.name ?? 'signed out')}</p>;
}

function renderProvider(queryClient = new QueryClient()) {
  render(
    <AppProviders queryClient={queryClient}>
      <Probe />
    </AppProviders>,
  );
  return queryClient;
}

const state = () => screen.getByTestId('state').textContent;

function storeSession(user = buildStudent()) {
  localStorage.setItem('token', 'stored-token');
  localStorage.setItem('user', JSON.stringify(user));
  return user;
}

describe('the session', () => {
  it('restores the stored user at once and refreshes it from /api/auth/me', async () => {
    storeSession(buildStudent({ name: 'Old Name' }));
    const server = mockApi({ 'GET /api/auth/me': ok({ user: buildStudent({ name: 'New Name' }) }) });
    renderProvider();
    expect(auth.user?.name).toBe('Old Name');
    expect(state()).toBe('loading');
    await waitFor(() => expect(state()).toBe('New Name'));
    expect(server.calls[0].headers.get('authorization')).toBe('Bearer stored-token');
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('New Name');
  });

  it('is signed out and not loading when nothing is stored', async () => {
    const server = mockApi({});
    renderProvider();
    expect(state()).toBe('signed out');
    expect(server.calls).toHaveLength(0);
  });

  it.each([401, 403])('a %s from /api/auth/me clears the stored token and user', async (status) => {
    storeSession();
    mockApi({ 'GET /api/auth/me': fail(status, 'No') });
    renderProvider();
    await waitFor(() => expect(state()).toBe('signed out'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a network failure of /api/auth/me keeps the restored user', async () => {
    storeSession();
    mockApi({ 'GET /api/auth/me': 'network-error' });
    renderProvider();
    await waitFor(() => expect(state()).toBe('Ayesha Khan'));
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('logout clears the stored session even if the call fails', async () => {
    storeSession();
    const server = mockApi({
      'GET /api/auth/me': ok({ user: buildStudent() }),
      'POST /api/auth/logout': fail(500),
    });
    const queryClient = renderProvider();
    await waitFor(() => expect(state()).toBe('Ayesha Khan'));
    queryClient.setQueryData(['cached'], 'private data');
    await act(() => auth.logout());
    expect(state()).toBe('signed out');
    expect(server.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(['cached'])).toBeUndefined();
  });

  it('logout clears the stored session when the network is down', async () => {
    storeSession();
    mockApi({ 'GET /api/auth/me': ok({ user: buildStudent() }), 'POST /api/auth/logout': 'network-error' });
    renderProvider();
    await waitFor(() => expect(state()).toBe('Ayesha Khan'));
    await act(() => auth.logout());
    expect(state()).toBe('signed out');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 from any later call ends the session', async () => {
    storeSession();
    mockApi({
      'GET /api/auth/me': ok({ user: buildStudent() }),
      'GET /api/students/dashboard': fail(401, 'Your session has expired. Please sign in again.'),
    });
    renderProvider();
    await waitFor(() => expect(state()).toBe('Ayesha Khan'));
    await act(() => api('/students/dashboard').catch(() => undefined));
    expect(state()).toBe('signed out');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is loading during login and stores the token and user afterwards', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi({ 'POST /api/auth/login': () => new Promise((resolve) => (answer = resolve)) });
    renderProvider();
    let done: Promise<unknown> = Promise.resolve();
    act(() => {
      done = auth.login({ email: 'ayesha@example.edu', password: 'secret1' });
    });
    await waitFor(() => expect(state()).toBe('loading'));
    await act(async () => {
      answer(ok({ user: buildStudent(), token: 'fresh' }));
      await done;
    });
    expect(state()).toBe('Ayesha Khan');
    expect(localStorage.getItem('token')).toBe('fresh');
  });
});
