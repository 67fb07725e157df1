/**
 * A session found once is trusted in memory for a moment (SESSION_CACHE_MS), yet everything that ends a session
 * or changes its account in this process takes effect on the very next request.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { users } from '../../db/schema';
import {
  buildAdmin,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { SESSION_CACHE_MS } from '../../plugins/session-store';

let app: App;
let adminToken: string;
beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const me = (token: string) => injectAs(app, token, { method: 'GET', url: '/api/auth/me' });

/** A signed-in student whose session has just been used, so that it is in the cache. */
async function studentInCache() {
  const student = await buildStudent(app);
  const token = await signIn(app, student.email);
  expect((await me(token)).statusCode).toBe(200);
  return { student, token };
}

describe('the session cache', () => {
  it('answers a second request without looking the session up again', async () => {
    const { token } = await studentInCache();
    const statements: string[] = [];
    const stop = app.database.onStatement((sql) => statements.push(sql));
    await injectAs(app, token, { method: 'GET', url: '/api/grades/my-grades/summary' });
    stop();
    expect(statements.filter((sql) => sql.includes('auth_sessions'))).toEqual([]);
  });

  it('signing out ends the session at once', async () => {
    const { token } = await studentInCache();
    expect((await injectAs(app, token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("changing the password ends the account's other sessions at once", async () => {
    const { student, token } = await studentInCache();
    const other = await signIn(app, student.email);
    expect((await me(other)).statusCode).toBe(200);
    const res = await injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'quiet-river-stone-42',
        confirmPassword: 'quiet-river-stone-42',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it.each([
    [
      'deactivating the account',
      (id: string) => ({ method: 'POST' as const, url: `/api/admin/users/${id}/deactivate` }),
    ],
    [
      'signing the account out everywhere',
      (id: string) => ({ method: 'POST' as const, url: `/api/admin/users/${id}/end-sessions` }),
    ],
    [
      'deleting the account',
      (id: string) => ({ method: 'DELETE' as const, url: `/api/admin/students/${id}` }),
    ],
  ])('%s ends its sessions at once', async (_what, request) => {
    const { student, token } = await studentInCache();
    const res = await injectAs(app, adminToken, request(student.id));
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("an admin's edit of a teacher's name shows at once where the signed-in name is used", async () => {
    const teacher = await buildFaculty(app);
    const token = await signIn(app, teacher.email);
    const dashboard = () => injectAs(app, token, { method: 'GET', url: '/api/faculty/dashboard' });
    expect((await dashboard()).statusCode).toBe(200);
    const res = await injectAs(app, adminToken, {
      method: 'PUT',
      url: `/api/admin/faculty/${teacher.id}`,
      payload: { name: 'Dr. Renamed Teacher' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const statements: string[] = [];
    const stop = app.database.onStatement((sql) => statements.push(sql));
    await dashboard();
    stop();
    expect(
      statements.some((sql) => sql.includes('auth_sessions')),
      'the session was read again',
    ).toBe(true);
  });

  it('a change made by another process (straight in the database) counts within SESSION_CACHE_MS', async () => {
    const { student, token } = await studentInCache();
    await app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, student.id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_MS + 1 });
    expect((await me(token)).statusCode).toBe(401);
  });
});
