/**
 * Every write carries one Idempotency-Key per action, and a signed-in write that failed on the way is sent
 * again with the same key (docs/decisions/0041-writes-can-be-retried-with-an-idempotency-key.md).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type Answer } from '../test/mock-api';
import { api, ApiError } from './api-client';
import { newIdempotencyKey, WRITE_RETRY_DELAYS_MS, writeRetries } from './write-retries';

const keyOf = (call: { headers: Headers }) => call.headers.get('idempotency-key');

/** Answers in turn, the last one for every later call. */
const inTurn = (...answers: Answer[]) => {
  let n = 0;
  return () => answers[Math.min(n++, answers.length - 1)]!;
};

const inProgress: Answer = {
  status: 409,
  body: { success: false, message: 'still running', code: 'idempotency.inProgress' },
};

describe('a write', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'abc');
    writeRetries.delaysMs = WRITE_RETRY_DELAYS_MS;
  });
  afterEach(() => vi.useRealTimers());

  it('carries an Idempotency-Key, a new one for each action; a read carries none', async () => {
    const server = mockApi({ 'POST /api/things': ok({}), 'GET /api/things': ok([]) });
    await api('/things', { method: 'POST', body: { a: 1 } });
    await api('/things', { method: 'POST', body: { a: 1 } });
    await api('/things');
    const [first, second, read] = server.calls;
    expect(keyOf(first!)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
    expect(keyOf(read!)).toBeNull();
  });

  it('that never reached the server is sent again with the same key, and its answer used', async () => {
    vi.useFakeTimers();
    const server = mockApi({
      'PUT /api/things/1': inTurn('network-error', 'network-error', ok({ saved: 1 })),
    });
    const result = api('/things/1', { method: 'PUT', body: { a: 1 } });
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[0]!);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[1]!);
    await expect(result).resolves.toEqual({ saved: 1 });
    expect(server.calls).toHaveLength(3);
    expect(new Set(server.calls.map(keyOf)).size).toBe(1);
    expect(server.calls[2]!.body).toEqual({ a: 1 });
  });

  it('whose first attempt is still running waits and asks again with the same key', async () => {
    vi.useFakeTimers();
    const server = mockApi({ 'DELETE /api/things/1': inTurn(inProgress, ok({ gone: true })) });
    const result = api('/things/1', { method: 'DELETE' });
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_DELAYS_MS[0]!);
    await expect(result).resolves.toEqual({ gone: true });
    expect(keyOf(server.calls[1]!)).toBe(keyOf(server.calls[0]!));
  });

  it('is tried three times at most, then reports the network error', async () => {
    vi.useFakeTimers();
    const server = mockApi({ 'POST /api/things': 'network-error' });
    const result = api('/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await result) as ApiError).status).toBe(0);
    expect(server.calls).toHaveLength(3);
  });

  it('refused by the server is not sent again', async () => {
    const server = mockApi({ 'POST /api/things': fail(400, 'Invalid input') });
    await expect(api('/things', { method: 'POST', body: {} })).rejects.toThrow('Invalid input');
    expect(server.calls).toHaveLength(1);
  });

  it('of someone not signed in is not sent again: the server remembers no key without an account', async () => {
    localStorage.removeItem('token');
    const server = mockApi({ 'POST /api/contact': 'network-error' });
    await expect(api('/contact', { method: 'POST', body: {} })).rejects.toThrow();
    expect(server.calls).toHaveLength(1);
    expect(keyOf(server.calls[0]!)).not.toBeNull();
  });

  it('keeps the key its caller gives for an action it repeats itself', async () => {
    const server = mockApi({ 'POST /api/things': ok({}) });
    await api('/things', { method: 'POST', body: {}, idempotencyKey: 'action-7' });
    expect(keyOf(server.calls[0]!)).toBe('action-7');
  });
});

describe('a new key', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a version 4 UUID even where crypto.randomUUID is missing (old Android WebViews)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
