/**
 * Confirming a password reset (issue 35): the link is checked before the new password is hashed, so made-up
 * tokens cost the server one read each, and failed confirmations from one address are limited.
 */
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../contract/messages';
import type { App } from '../../app';
import { buildStudent, TEST_PASSWORD } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { passwordResetTokens } from '../../db/schema';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { RESET_CONFIRMS_PER_ADDRESS } from './password-reset-routes';

/** Every password the server hashes, counted (argon2 is what a flood of confirmations would cost). */
const hashing = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/passwords')>();
  return {
    ...actual,
    hashPassword: (password: string) => {
      hashing.count++;
      return actual.hashPassword(password);
    },
  };
});

const NEW_PASSWORD = 'shalimar-garden-9';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  hashing.count = 0;
});

const confirm = (token: string, remoteAddress: string, password = NEW_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, newPassword: password, confirmPassword: password },
    remoteAddress,
  });

/** A reset link of the student's, as the e-mailed one is made (password-reset.ts keeps only its hash). */
async function resetLinkFor(userId: string): Promise<string> {
  const token = newSecretToken();
  await app.db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashSecretToken(token),
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  return token;
}

describe('POST /api/auth/password-reset/confirm', () => {
  it('refuses a made-up token without hashing the new password', async () => {
    const res = await confirm('made-up-token-0123456789', '198.51.100.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject([
      { field: 'token', message: ACCOUNT_MESSAGES.passwordResetLinkInvalid },
    ]);
    expect(hashing.count, 'a password was hashed for a link that does not exist').toBe(0);
  });

  it('hashes the new password once for a real link', async () => {
    const student = await buildStudent(app);
    const token = await resetLinkFor(student.id);
    hashing.count = 0;
    expect((await confirm(token, '198.51.100.2')).statusCode).toBe(200);
    expect(hashing.count).toBe(1);
  });

  it('refuses an address past its failed confirmations with 429 and Retry-After, and no other address', async () => {
    const from = '198.51.100.3';
    for (let i = 0; i < RESET_CONFIRMS_PER_ADDRESS.max; i++) {
      expect((await confirm(`guess-${i}-0123456789`, from)).statusCode).toBe(400);
    }
    const student = await buildStudent(app);
    const token = await resetLinkFor(student.id);
    const refused = await confirm(token, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The refused confirmation changed nothing: the link still works, from elsewhere.
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.email, password: TEST_PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    expect(login.statusCode).toBe(200);
    expect((await confirm(token, '198.51.100.4')).statusCode).toBe(200);
  });

  it('does not count confirmations that succeed against the address', async () => {
    const from = '198.51.100.5';
    for (let i = 0; i < RESET_CONFIRMS_PER_ADDRESS.max + 2; i++) {
      const student = await buildStudent(app);
      expect((await confirm(await resetLinkFor(student.id), from)).statusCode).toBe(200);
    }
  });
});
