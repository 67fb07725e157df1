/** Registration and passwords under abuse: common passwords refused, registrations limited per address. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { App } from '../../app';
import { users } from '../../db/schema';
import { commonPasswordCount, isCommonPassword } from '../../lib/common-passwords';
import {
  buildStudent,
  facultyPayload,
  injectAs,
  signIn,
  studentPayload,
  TEST_PASSWORD,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { useUpLimit } from '../../test/limits';
import { REGISTRATIONS_PER_ADDRESS } from './throttle';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const register = (payload: object, remoteAddress = '198.51.100.7', role = 'student') =>
  app.inject({ method: 'POST', url: `/api/auth/register/${role}`, payload, remoteAddress });
const accountsWith = (email: string) => app.db.select().from(users).where(eq(users.email, email));

describe('common passwords', () => {
  it('ships a list of at least 10,000, compared without regard to case', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('kinnow-harvest-7')).toBe(false);
  });

  it('registration refuses a common password of six characters or more with a clear message', async () => {
    const payload = studentPayload({ password: 'iloveyou', confirmPassword: 'iloveyou' });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'password', message: MESSAGES.passwordTooCommon }]);
    expect(await accountsWith(payload.email)).toEqual([]);
  });

  it('the specification’s 6-character minimum still comes first', async () => {
    const res = await register(studentPayload({ password: 'abc12', confirmPassword: 'abc12' }));
    expect(res.json().message).toBe(MESSAGES.passwordTooShort);
  });

  it('a new password on Change Password cannot be a common one, and the old one keeps working', async () => {
    const student = await buildStudent(app);
    const token = await signIn(app, student.email);
    const res = await injectAs(app, token, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'pakistan' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([{ field: 'newPassword', message: MESSAGES.passwordTooCommon }]);
    expect(await signIn(app, student.email)).toEqual(expect.any(String));
  });
});

describe('registrations are limited per address', () => {
  it('refuses more than the limit from one address within an hour, leaving other addresses unaffected', async () => {
    const lab = '203.0.113.50';
    await useUpLimit(app, REGISTRATIONS_PER_ADDRESS, lab);

    const payload = facultyPayload();
    const refused = await register(payload, lab, 'faculty');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyRegistrations);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await accountsWith(payload.email)).toEqual([]);

    const elsewhere = await register(payload, '203.0.113.51', 'faculty');
    expect(elsewhere.statusCode).toBe(201);
    const [account] = await accountsWith(payload.email);
    expect(account.registrationIp).toBe('203.0.113.51');
  });

  it('counts only the last hour', async () => {
    const office = '203.0.113.60';
    await useUpLimit(app, REGISTRATIONS_PER_ADDRESS, office, -60 * 60 * 1000);
    expect((await register(studentPayload(), office)).statusCode).toBe(201);
  });
});
