/**
 * Checks of a signed-in person's current password (changing the password, the sign-in e-mail) are slowed like
 * sign-ins from elsewhere: a stolen session must not become a way to guess the password at full speed.
 * Counted before the check, in one statement with it (lib/slowdowns.ts); a right password forgets the failures.
 */
import { say } from '../../../../contract/message-catalogue';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';
import { verifyPassword } from '../../lib/passwords';
import { claimAttempt, forgetFailures, slowdownKey, type Slowdown } from '../../lib/slowdowns';

const MINUTE = 60 * 1000;

/** Ten wrong current passwords free, then 15 minutes doubling to an hour (as sign-ins from elsewhere). */
export const CURRENT_PASSWORD_CHECKS: Slowdown = {
  name: 'current-password',
  slowFrom: 10,
  firstWaitMs: 15 * MINUTE,
  maxWaitMs: 60 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};

export const currentPasswordKey = (userId: string) => slowdownKey(CURRENT_PASSWORD_CHECKS, userId);

/**
 * Whether `password` is the user's current password; 429 (with Retry-After) while earlier wrong ones make the
 * check wait.
 */
export async function checkCurrentPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const claimed = await claimAttempt(db, CURRENT_PASSWORD_CHECKS, userId);
  if (!claimed.allowed) {
    const retryAfterMs = claimed.slowedUntil.getTime() - Date.now();
    const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
    throw tooManyRequests(say('tooManyPasswordChecks', { minutes }), retryAfterMs / 1000);
  }
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  const valid = Boolean(row && (await verifyPassword(row.passwordHash, password)));
  if (valid) await forgetFailures(db, [claimed.key]);
  return valid;
}
