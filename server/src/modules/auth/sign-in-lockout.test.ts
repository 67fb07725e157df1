/**
 * Nobody can lock someone else out (issue 19): wrong passwords slow further attempts down instead of locking the
 * account, a known device or address always signs in with the right password, a busy campus address holds a
 * first-time user back by a minute at most, the owner is told once, and an admin sees and lifts the slow-down.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { App } from '../../app';
import { auditLog, emailOutbox, knownDevices, notifications } from '../../db/schema';
import { buildAdmin, buildStudent, injectAs, signIn, TEST_PASSWORD } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { useUpLimit } from '../../test/limits';
import { smtpSettings, startSmtpServer } from '../../test/smtp';
import { DEVICE_COOKIE, MAX_FAILURES_PER_ACCOUNT, SIGN_IN_PER_ADDRESS } from './login-throttle';

let app: App;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildTestApp({ smtp: smtpSettings(smtp.url) });
  adminToken = await signIn(app, (await buildAdmin(app)).email);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const login = (from: string, email: string, password: string, device?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: from,
    headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
  });

/** The device id the server gave the browser at a successful sign-in. */
function deviceOf(response: Awaited<ReturnType<typeof login>>) {
  const cookie = String(response.headers['set-cookie'] ?? '');
  return new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(cookie)?.[1];
}

async function wrongPasswords(email: string, n: number, from = '198.51.100.66') {
  for (let i = 0; i < n; i++) expect((await login(from, email, `guess-${i}`)).statusCode).toBe(401);
}

/** The time every slow-down of the account's was waiting for has passed (instead of waiting for it). */
const waitIsOver = () =>
  app.db.execute(sql`update sign_in_slowdowns set slowed_until = now() - interval '1 second'`);

const retryAfter = (response: Awaited<ReturnType<typeof login>>) => Number(response.headers['retry-after']);

describe('an attacker entering wrong passwords', () => {
  it('does not keep the owner out: the owner’s device signs in at once, and so does an address it used', async () => {
    const owner = await buildStudent(app);
    const first = await login('10.90.0.1', owner.email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    const device = deviceOf(first)!;
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT);
    // The attacker, and anyone at a place the account has never used, waits...
    const refused = await login('198.51.100.66', owner.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
    expect((await login('10.90.0.77', owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    // ...but the owner's own device signs in at once, from anywhere, and so does the address it signed in from.
    expect((await login('10.90.0.78', owner.email, TEST_PASSWORD, device)).statusCode).toBe(200);
    expect((await login('10.90.0.1', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the device id only as a hash, in an httpOnly cookie that goes with sign-ins alone', async () => {
    const owner = await buildStudent(app);
    const res = await login('10.91.0.1', owner.email, TEST_PASSWORD);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth\/login/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const stored = await app.db.select().from(knownDevices).where(eq(knownDevices.userId, owner.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.deviceHash).not.toContain(deviceOf(res)!);
    // Signing in again from the same browser keeps the same device.
    const again = await login('10.91.0.2', owner.email, TEST_PASSWORD, deviceOf(res));
    expect(deviceOf(again)).toBe(deviceOf(res));
    expect(await app.db.select().from(knownDevices).where(eq(knownDevices.userId, owner.id))).toHaveLength(1);
  });

  it('a device id made up by the attacker is no known device', async () => {
    const owner = await buildStudent(app);
    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT, '198.51.100.67');
    const forged = 'A'.repeat(43);
    expect((await login('198.51.100.67', owner.email, TEST_PASSWORD, forged)).statusCode).toBe(429);
  });

  it('is slowed down progressively: 15 minutes after ten failures, then 30, then an hour at most', async () => {
    const owner = await buildStudent(app);
    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT);
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      const refused = await login('198.51.100.66', owner.email, 'another-guess');
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      await waitIsOver();
      expect((await login('198.51.100.66', owner.email, `late-guess-${round}`)).statusCode).toBe(401);
    }
    const minutes = waits.map((s) => Math.round(s / 60));
    expect(minutes).toEqual([15, 30, 60, 60]);
  });

  it('tells the owner once, in the bell and by e-mail, however long the attack goes on', async () => {
    const owner = await buildStudent(app);
    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT);
    await waitIsOver();
    await wrongPasswords(owner.email, 1);
    await waitIsOver();
    await wrongPasswords(owner.email, 1);
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'account_security')));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Someone tried to sign in to your account');
    const mails = await app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, owner.email));
    expect(mails.map((m) => m.subject)).toEqual(['Someone tried to sign in to your account']);
  });

  it('an owner’s own mistakes before signing in are no attack: nobody is told', async () => {
    const owner = await buildStudent(app);
    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT - 1, '10.92.0.1');
    expect((await login('10.92.0.1', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT - 1, '10.92.0.1');
    expect((await login('10.92.0.1', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    const told = await app.db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told).toEqual([]);
  });
});

describe('a busy campus address (100 failures in 15 minutes)', () => {
  it('lets a first-time user with the right password in at once', async () => {
    const campus = '203.0.113.10';
    await useUpLimit(app, SIGN_IN_PER_ADDRESS, campus);
    const newcomer = await buildStudent(app);
    expect((await login(campus, newcomer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('holds each account it has not signed in to back by one minute after a wrong password, no longer', async () => {
    const campus = '203.0.113.11';
    await useUpLimit(app, SIGN_IN_PER_ADDRESS, campus);
    const newcomer = await buildStudent(app);
    expect((await login(campus, newcomer.email, 'mistyped')).statusCode).toBe(401);
    const held = await login(campus, newcomer.email, TEST_PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(retryAfter(held)).toBeGreaterThan(0);
    expect(retryAfter(held)).toBeLessThanOrEqual(60);
    expect(held.json().message).toBe('Too many failed sign-in attempts. Please try again in 1 minutes.');
    // Other people at the address are not held back by it.
    expect((await login(campus, (await buildStudent(app)).email, TEST_PASSWORD)).statusCode).toBe(200);
    await waitIsOver();
    expect((await login(campus, newcomer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps letting a user in while more failures keep coming from the address', async () => {
    const campus = '203.0.113.12';
    await useUpLimit(app, SIGN_IN_PER_ADDRESS, campus);
    const students = await Promise.all([buildStudent(app), buildStudent(app), buildStudent(app)]);
    for (const student of students) {
      await login(campus, `nobody-${student.id}@x.edu`, 'spray');
      expect((await login(campus, student.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('an admin and the slow-down', () => {
  const slowdownOf = (id: string, token = adminToken) =>
    injectAs(app, token, { method: 'GET', url: `/api/admin/users/${id}/sign-in-slowdown` });
  const lift = (id: string, token = adminToken) =>
    injectAs(app, token, { method: 'DELETE', url: `/api/admin/users/${id}/sign-in-slowdown` });

  it('sees until when sign-ins are slowed, lifts it, and the owner signs in from anywhere again', async () => {
    const owner = await buildStudent(app);
    expect((await slowdownOf(owner.id)).json().data).toEqual({ slowdown: { slowedUntil: null } });
    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT);
    const seen = (await slowdownOf(owner.id)).json().data.slowdown.slowedUntil as string;
    const minutesLeft = (new Date(seen).getTime() - Date.now()) / 60000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);

    const lifted = await lift(owner.id);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().message).toBe(MESSAGES.signInSlowdownLifted);
    expect((await slowdownOf(owner.id)).json().data.slowdown.slowedUntil).toBeNull();
    expect((await login('10.93.0.5', owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    const [audited] = await app.db.select().from(auditLog).where(eq(auditLog.entityId, owner.id));
    expect(audited).toMatchObject({
      action: 'account.sign-in-slowdown-lifted',
      after: { sign_in_slowed_until: null },
    });
  });

  it('a lift with nothing slowed records nothing', async () => {
    const owner = await buildStudent(app);
    expect((await lift(owner.id)).statusCode).toBe(200);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.entityId, owner.id))).toEqual([]);
  });

  it('only an admin may look or lift, and an unknown person is 404', async () => {
    const owner = await buildStudent(app);
    await wrongPasswords(owner.email, MAX_FAILURES_PER_ACCOUNT);
    const studentToken = await signIn(app, (await buildStudent(app)).email);
    expect((await slowdownOf(owner.id, studentToken)).statusCode).toBe(403);
    expect((await lift(owner.id, studentToken)).statusCode).toBe(403);
    expect((await login('10.93.0.6', owner.email, TEST_PASSWORD)).statusCode).toBe(429);
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await slowdownOf(nobody)).statusCode).toBe(404);
    expect((await lift(nobody)).statusCode).toBe(404);
  });
});

describe('checks of the current password', () => {
  const changePassword = (token: string, currentPassword: string) =>
    injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword, newPassword: 'a-new-secret-9', confirmPassword: 'a-new-secret-9' },
    });

  it('are slowed down like sign-ins: after ten wrong ones even the right one waits, until an admin lifts it', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    for (let i = 0; i < 10; i++) expect((await changePassword(token, `guess-${i}`)).statusCode).toBe(400);
    const refused = await changePassword(token, TEST_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many wrong current passwords. Please try again in 15 minutes.');
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
    expect(
      (
        await injectAs(app, adminToken, {
          method: 'GET',
          url: `/api/admin/users/${student.id}/sign-in-slowdown`,
        })
      ).json().data.slowdown.slowedUntil,
    ).not.toBeNull();
    await injectAs(app, adminToken, {
      method: 'DELETE',
      url: `/api/admin/users/${student.id}/sign-in-slowdown`,
    });
    expect((await changePassword(token, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a right current password forgets the wrong ones before it', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    for (let i = 0; i < 9; i++) await changePassword(token, `guess-${i}`);
    expect((await changePassword(token, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await changePassword(token, `guess-${i}`)).statusCode).toBe(400);
  });
});
