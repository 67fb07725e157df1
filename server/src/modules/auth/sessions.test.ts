/** Sessions, role guards and sign-in limits. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { authSessions, users } from '../../db/schema';
import {
  buildAdmin,
  buildFaculty,
  buildStudent,
  injectAs,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { useUpLimit } from '../../test/limits';
import { MAX_FAILURES_PER_ACCOUNT, SIGN_IN_PER_ADDRESS } from './login-throttle';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../plugins/session-store';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const loginFrom = (ip: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('bearer tokens', () => {
  it('an unknown token answers 401', async () => {
    const res = await injectAs(app, 'not-a-real-token', { method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('no token answers 401', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });

  it('tokens are stored only as hashes', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const rows = await app.db.select().from(authSessions).where(eq(authSessions.userId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a session idle for longer than the idle timeout is over', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    await app.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(authSessions.userId, student.id));
    expect((await injectAs(app, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('a session past its absolute lifetime is over even when in use', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    await app.db
      .update(authSessions)
      .set({
        createdAt: new Date(Date.now() - SESSION_MAX_MS - 1000),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(authSessions.userId, student.id));
    expect((await injectAs(app, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('deactivating an account ends its sessions at once', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    await app.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, student.id));
    expect((await injectAs(app, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('deleting an account ends its sessions', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    await app.db.delete(users).where(eq(users.id, student.id));
    expect((await injectAs(app, token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

describe('role guards', () => {
  it.each(['student', 'faculty'] as const)(
    'a %s cannot reach the admin approval queue (403)',
    async (role) => {
      const person = role === 'student' ? await buildStudent(app) : await buildFaculty(app);
      const token = await signIn(app, person.email);
      for (const [method, url] of [
        ['GET', '/api/admin/registrations'],
        ['POST', `/api/admin/registrations/${person.id}/approve`],
        ['POST', `/api/admin/registrations/${person.id}/reject`],
      ] as const) {
        const res = await injectAs(app, token, { method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({
          success: false,
          message: 'You do not have permission to do that.',
        });
      }
    },
  );

  it('an anonymous visitor cannot reach the approval queue (401)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/registrations' })).statusCode).toBe(401);
  });
});

describe('profile edits', () => {
  it('a teacher edits name, phone, address, qualification and specialization, and nothing else', async () => {
    const teacher = await buildFaculty(app);
    const token = await signIn(app, teacher.email);
    const res = await injectAs(app, token, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: {
        name: 'Dr. New Name',
        phone: '0333-4445556',
        address: 'New address',
        qualification: 'Ph.D.',
        specialization: 'Networks',
        email: 'changed@example.com',
        designation: 'Professor',
        employeeId: 'X-1',
        department: 'English',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      name: 'Dr. New Name',
      phone: '0333-4445556',
      address: 'New address',
      qualification: 'Ph.D.',
      specialization: 'Networks',
      email: teacher.email,
      designation: 'Lecturer',
      department: 'Information Technology',
    });
  });

  it('a student cannot take an email another account uses', async () => {
    const other = await buildStudent(app);
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const res = await injectAs(app, token, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { email: other.email.toUpperCase(), currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toMatchObject([
      { field: 'email', message: 'An account with this email already exists' },
    ]);
  });

  it('an invalid edit answers 400 and changes nothing', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const res = await injectAs(app, token, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: 'Kept', phone: 'nope' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'phone', message: 'Phone must be a valid phone number' },
    ]);
    const me = await injectAs(app, token, { method: 'GET', url: '/api/auth/me' });
    expect(me.json().data.user.name).toBe(student.name);
  });

  it('an admin edits name and phone', async () => {
    const admin = await buildAdmin(app);
    const token = await signIn(app, admin.email);
    const res = await injectAs(app, token, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: 'Chief Admin', role: 'student' },
    });
    expect(res.json().data.user).toMatchObject({ name: 'Chief Admin', role: 'admin' });
  });
});

describe('change password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const res = await injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'wrong-one', newPassword: 'another1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    expect((await loginFrom('10.0.0.9', student.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const res = await injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: '123' },
    });
    expect(res.json().errors).toMatchObject([
      { field: 'newPassword', message: 'Password must be at least 6 characters long' },
    ]);
  });
});

describe('sign-in limits', () => {
  it('locks one account after repeated failures with 429 and Retry-After, even for the right password', async () => {
    const victim = await buildStudent(app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect((await loginFrom('10.1.0.1', victim.email, 'guess-' + i)).statusCode).toBe(401);
    }
    const locked = await loginFrom('10.1.0.2', victim.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/,
    );
  });

  it('the same address can still sign in to other accounts while one is locked', async () => {
    const victim = await buildStudent(app);
    const neighbour = await buildStudent(app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await loginFrom('10.2.0.1', victim.email, 'guess');
    expect((await loginFrom('10.2.0.1', neighbour.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an address with very many failures slows each new account to an attempt a minute, and known ones not at all', async () => {
    const regular = await buildStudent(app);
    const newcomer = await buildStudent(app);
    expect((await loginFrom('10.3.0.1', regular.email, TEST_PASSWORD)).statusCode).toBe(200);
    await useUpLimit(app, SIGN_IN_PER_ADDRESS, '10.3.0.1');
    expect((await loginFrom('10.3.0.1', newcomer.email, 'mistyped')).statusCode).toBe(401);
    expect((await loginFrom('10.3.0.1', newcomer.email, TEST_PASSWORD)).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) await loginFrom('10.3.0.1', regular.email, 'mistyped');
    expect((await loginFrom('10.3.0.1', regular.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom('10.3.0.2', newcomer.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account’s failures', async () => {
    const student = await buildStudent(app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++)
      await loginFrom('10.4.0.1', student.email, 'guess');
    expect((await loginFrom('10.4.0.1', student.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++)
      await loginFrom('10.4.0.1', student.email, 'guess');
    expect((await loginFrom('10.4.0.1', student.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown email gets the same answer as a wrong password', async () => {
    const res = await loginFrom('10.5.0.1', 'nobody@nowhere.edu', 'whatever');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid email or password' });
  });

  it('a pending account with a wrong password learns nothing about its state', async () => {
    const pending = await buildStudent(app, { status: 'pending' });
    const res = await loginFrom('10.6.0.1', pending.email, 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid email or password');
  });
});
