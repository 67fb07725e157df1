/**
 * Registration does not tell anyone which e-mails have accounts (issue 19): a taken e-mail gets the answer of a
 * new registration, after every other check of the form, and its owner is told. Uniqueness is checked before the
 * password is hashed, and registrations are limited per address, refusals for taken IDs included.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { App } from '../../app';
import { notifications, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import {
  buildCourse,
  buildStudent,
  facultyPayload,
  studentPayload,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { REGISTRATIONS_PER_ADDRESS } from './throttle';

// Counts the hashes made, the real hashing still done.
vi.mock('../../lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hashes = vi.mocked(hashPassword);

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
beforeEach(() => {
  hashes.mockClear();
});

let addresses = 0;
/** Each test registers from its own address, so that the per-address limit is its own. */
const nextAddress = () => `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const register = (role: 'student' | 'faculty', payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: `/api/auth/register/${role}`, payload, remoteAddress });
const accountsWith = (email: string) => app.db.select().from(users).where(eq(users.email, email));

describe('a registration with an e-mail that has an account', () => {
  it('gets the same answer as a new registration, hashes nothing, and leaves the account as it was', async () => {
    const owner = await buildStudent(app);
    hashes.mockClear();
    const fresh = await register('student', studentPayload());
    expect(hashes).toHaveBeenCalledTimes(1);
    hashes.mockClear();

    const taken = await register('student', studentPayload({ email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(taken.json().message).toBe(MESSAGES.studentRegistrationSuccess);
    expect(hashes).not.toHaveBeenCalled();
    const [account] = await accountsWith(owner.email);
    expect(account!.passwordHash).toBe(owner.passwordHash);
    expect(account!.status).toBe('approved');
  });

  it('tells the owner, once a day however often it is tried', async () => {
    const owner = await buildStudent(app);
    await register('faculty', facultyPayload({ email: owner.email }));
    await register('student', studentPayload({ email: owner.email }));
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'account_security')));
    expect(told.map((n) => n.title)).toEqual(['Someone tried to register with your e-mail']);
  });

  it('is checked in full: a mistake in the form is refused the same as with a new e-mail', async () => {
    const owner = await buildStudent(app);
    const english = await buildCourse(app, { department: 'English' });
    const form = { department: 'Information Technology' as const, courses: [english.id] };
    const fresh = await register('faculty', facultyPayload(form));
    const taken = await register('faculty', facultyPayload({ ...form, email: owner.email }));
    expect(fresh.statusCode).toBe(400);
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual(fresh.json());
  });

  it('a taken student ID is refused the same whether or not the e-mail is taken too', async () => {
    const owner = await buildStudent(app);
    await register('student', studentPayload({ studentId: 'PRIV-2025-001' }));
    hashes.mockClear();
    const withFreeEmail = await register('student', studentPayload({ studentId: 'PRIV-2025-001' }));
    const withTakenEmail = await register(
      'student',
      studentPayload({ studentId: 'priv-2025-001', email: owner.email }),
    );
    expect(withFreeEmail.statusCode).toBe(409);
    expect(withTakenEmail.json()).toEqual(withFreeEmail.json());
    expect(withFreeEmail.json().errors).toMatchObject([
      { field: 'studentId', message: MESSAGES.studentIdTaken },
    ]);
    // Refused before any hashing.
    expect(hashes).not.toHaveBeenCalled();
  });

  it('a taken employee ID is refused before any hashing', async () => {
    await register('faculty', facultyPayload({ employeeId: 'PRIV-EMP-9' }));
    hashes.mockClear();
    const res = await register('faculty', facultyPayload({ employeeId: 'PRIV-EMP-9' }));
    expect(res.statusCode).toBe(409);
    expect(hashes).not.toHaveBeenCalled();
  });

  it('the owner still signs in with the old password', async () => {
    const owner = await buildStudent(app);
    await register(
      'student',
      studentPayload({
        email: owner.email,
        password: 'another-secret-1',
        confirmPassword: 'another-secret-1',
      }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('registrations per address', () => {
  it('count taken e-mails and taken IDs, so that neither can be probed without limit', async () => {
    const owner = await buildStudent(app);
    const lab = '203.0.113.90';
    await register('student', studentPayload({ studentId: 'PROBE-1' }), lab);
    for (let i = 1; i < REGISTRATIONS_PER_ADDRESS.max; i++) {
      const res =
        i % 2
          ? await register('student', studentPayload({ studentId: 'PROBE-1' }), lab)
          : await register('student', studentPayload({ email: owner.email }), lab);
      expect(res.statusCode).toBe(i % 2 ? 409 : 201);
    }
    const refused = await register('student', studentPayload(), lab);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyRegistrations);
  });

  it('do not count a form refused for its input', async () => {
    const lab = '203.0.113.91';
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS.max + 5; i++) {
      const res = await register('student', studentPayload({ confirmPassword: 'different-1' }), lab);
      expect(res.statusCode).toBe(400);
    }
    expect((await register('student', studentPayload(), lab)).statusCode).toBe(201);
  });
});
