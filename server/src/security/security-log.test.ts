/** The security log: sign-ins, refusals and admin actions with who, what and from where; no secrets. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../contract/messages';
import type { App } from '../app';
import { buildAdmin, buildStudent, injectAs, signIn, TEST_PASSWORD } from '../test/factories';
import { buildTestApp } from '../test/harness';

let app: App;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  app = await buildTestApp({
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
});
afterAll(() => app.close());

const events = (event: string) => lines.filter((line) => line.event === event);
const FROM = '192.0.2.44';

describe('the security log', () => {
  it('logs a successful and a failed sign-in with the e-mail and the address, never the password or token', async () => {
    const student = await buildStudent(app);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: TEST_PASSWORD },
      remoteAddress: FROM,
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: 'wrong-password-1' },
      remoteAddress: FROM,
    });
    expect(events('login.success').at(-1)).toMatchObject({ email: student.email, ip: FROM, status: 200 });
    expect(events('login.failure').at(-1)).toMatchObject({ email: student.email, ip: FROM, status: 401 });
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(TEST_PASSWORD);
    expect(everything).not.toContain('wrong-password-1');
    expect(everything).not.toContain(ok.json().data.token);
  });

  it('logs a refused request with who tried what', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    await injectAs(app, token, { method: 'GET', url: '/api/admin/dashboard', remoteAddress: FROM });
    await app.inject({ method: 'GET', url: '/api/students/dashboard', remoteAddress: FROM });
    expect(events('access.refused').slice(-2)).toEqual([
      expect.objectContaining({
        userId: student.id,
        role: 'student',
        route: '/api/admin/dashboard',
        status: 403,
      }),
      expect.objectContaining({ userId: null, route: '/api/students/dashboard', status: 401, ip: FROM }),
    ]);
  });

  it('logs every change an admin makes, with the record it touched', async () => {
    const admin = await buildAdmin(app);
    const token = await signIn(app, admin.email);
    const student = await buildStudent(app);
    await injectAs(app, token, {
      method: 'POST',
      url: `/api/admin/users/${student.id}/deactivate`,
      remoteAddress: FROM,
    });
    expect(events('admin.action').at(-1)).toMatchObject({
      userId: admin.id,
      route: '/api/admin/users/:id/deactivate',
      params: { id: student.id },
      status: 200,
      ip: FROM,
    });
  });

  it('never sends a stack trace to the client: a failure is logged, the answer says only that it failed', async () => {
    const admin = await buildAdmin(app);
    const token = await signIn(app, admin.email);
    const spy = vi.spyOn(app.db, 'select').mockImplementationOnce(() => {
      throw new Error('boom in /srv/college/server/src/secret.ts:42');
    });
    const res = await injectAs(app, token, { method: 'GET', url: '/api/admin/dashboard' });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, message: MESSAGES.internalError });
    expect(res.body).not.toContain('boom');
    expect(res.body).not.toContain('.ts');
    expect(JSON.stringify(lines)).toContain('boom in /srv/college');
  });
});
