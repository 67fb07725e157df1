/**
 * Failed sign-ins are limited per account and per address. A campus shares one public address, so the
 * address limit is higher, and an account that has signed in from that address before is exempt from it:
 * other people's failures never lock a known user out.
 *
 * Every attempt is counted before its password is checked, in the same statement that reads the account
 * (lib/rate-limits.ts): requests sent at once cannot all reach the password check. A correct password gives
 * its attempt back and clears the account's failures.
 */
import { sql } from 'drizzle-orm';
import type { AccountStatus } from '../../../../contract/enums';
import { formatMessage, MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { selectOneRow } from '../../db/one-row';
import { tooManyRequests } from '../../lib/http-error';
import { countAttempt, giveBack, type Counted, type Limit } from '../../lib/rate-limits';
import { hasRecentSessionFrom } from './session-store';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

export const SIGN_IN_PER_ACCOUNT: Limit = {
  name: 'sign-in/account',
  max: MAX_FAILURES_PER_ACCOUNT,
  windowMs: LOGIN_WINDOW_MS,
};
export const SIGN_IN_PER_ADDRESS: Limit = {
  name: 'sign-in/address',
  max: MAX_FAILURES_PER_ADDRESS,
  windowMs: LOGIN_WINDOW_MS,
};

/** A sign-in attempt let through to the password check: the account, and its attempt counted. */
export interface SignInAttempt {
  account: { id: string; passwordHash: string; status: AccountStatus } | null;
  byAccount: Counted;
  byAddress: Counted;
}

function refuse(windowEndsAt: Date) {
  const retryAfterMs = windowEndsAt.getTime() - Date.now();
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return tooManyRequests(formatMessage(MESSAGES.tooManyLoginAttempts, { minutes }), retryAfterMs / 1000);
}

/**
 * Counts the attempt against the account's and the address's limits and reads the account, then refuses
 * (429) when a limit is reached; an account known at this address passes the address's limit.
 */
export async function beginSignIn(db: Db, email: string, ip: string): Promise<SignInAttempt> {
  const [byAccount, byAddress] = await countAttempt(db, [
    { limit: SIGN_IN_PER_ACCOUNT, subject: email },
    { limit: SIGN_IN_PER_ADDRESS, subject: ip },
  ]);
  if (!byAccount!.allowed) {
    await giveBack(db, [byAddress!]);
    throw refuse(byAccount!.windowEndsAt);
  }
  const { account } = await selectOneRow<{ account: SignInAttempt['account'] }>(
    db,
    sql`select (select json_build_object('id', id, 'passwordHash', password_hash, 'status', status)
                  from users where email = ${email} limit 1) as account`,
  );
  if (
    !byAddress!.allowed &&
    !(account && (await hasRecentSessionFrom(db, account.id, ip, KNOWN_ADDRESS_MS)))
  ) {
    await giveBack(db, [byAccount!]);
    throw refuse(byAddress!.windowEndsAt);
  }
  return { account, byAccount: byAccount!, byAddress: byAddress! };
}

/** The password was right: the attempt was no failure, and the account's earlier failures are forgotten. */
export async function signInSucceeded(db: Db, { byAccount, byAddress }: SignInAttempt) {
  await giveBack(db, [byAddress], [byAccount]);
}
