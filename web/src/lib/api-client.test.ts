import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../test/mock-api';
import { api, ApiError, errorMessage, setUnauthorizedHandler } from './api-client';

describe('the API client', () => {
  it('calls /api with JSON and returns the envelope data', async () => {
    const server = mockApi({ 'POST /api/things': (call) => ok({ echo: call.body }) });
    await expect(api('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ echo: { a: 1 } });
    expect(server.calls[0].headers.get('content-type')).toBe('application/json');
  });

  it('adds the bearer token when one is stored, and none otherwise', async () => {
    const server = mockApi({ 'GET /api/auth/me': ok({}) });
    await api('/auth/me');
    expect(server.calls[0].headers.get('authorization')).toBeNull();
    localStorage.setItem('token', 'abc');
    await api('/auth/me');
    expect(server.calls[1].headers.get('authorization')).toBe('Bearer abc');
  });

  it('leaves out empty query parameters', async () => {
    const server = mockApi({ 'GET /api/courses': ok({ courses: [] }) });
    await api('/courses', { query: { semester: 2, department: '' } });
    expect(server.calls[0].query.toString()).toBe('semester=2');
  });

  it("raises the server's message and field errors on failure", async () => {
    mockApi({
      'POST /api/x': fail(409, 'An account with this email already exists', [
        { field: 'email', message: 'taken' },
      ]),
    });
    const error = await api('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toBe('An account with this email already exists');
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'taken' });
  });

  it("raises 'API request failed' when the server sends no message", async () => {
    mockApi({ 'GET /api/x': { status: 500, body: undefined } });
    await expect(api('/x')).rejects.toThrow('API request failed');
  });

  it("raises 'Network error. Please try again.' when the request never reaches the server", async () => {
    mockApi({ 'GET /api/x': 'network-error' });
    const error = await api('/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('Network error. Please try again.');
    expect(errorMessage(error, 'Registration failed')).toBe('Network error. Please try again.');
  });

  it("falls back to the page's own sentence when the server gave none", async () => {
    mockApi({ 'GET /api/x': { status: 502 } });
    const error = await api('/x').catch((e: unknown) => e);
    expect(errorMessage(error, 'Registration failed')).toBe('Registration failed');
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    const server = mockApi({ 'POST /api/upload': ok({}) });
    const form = new FormData();
    form.append('submission_text', 'hello');
    await api('/upload', { method: 'POST', body: form });
    expect(server.calls[0].headers.get('content-type')).toBeNull();
    expect(server.calls[0].body).toBeInstanceOf(FormData);
  });

  it('reports a 401 of a call made with a token as the end of the session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    mockApi({ 'GET /api/x': fail(401, 'Your session has expired. Please sign in again.') });
    await expect(api('/x')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
    localStorage.setItem('token', 'abc');
    await expect(api('/x')).rejects.toThrow('Your session has expired. Please sign in again.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(undefined);
  });
});
