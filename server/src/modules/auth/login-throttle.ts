/**
 * Failed sign-ins are limited per account and per address. A campus shares one public address, so the
 * address limit is higher, and an account that has signed in from that address before is exempt from it:
 * other people's failures never lock a known user out.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { AccountStatus } from '../../../../contract/enums';
import { formatMessage, MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { selectOneRow } from '../../db/one-row';
import { loginFailures } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';
import { hasRecentSessionFrom } from './session-store';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** Failures within the window, and when the oldest of them happened (the lock lifts a window after it). */
interface Failures {
  count: number;
  oldest: Date | null;
}

/** What a sign-in checks before the password: the account, and the recent failures of it and of the address. */
export interface SignInContext {
  account: { id: string; passwordHash: string; status: AccountStatus } | null;
  accountFailures: Failures;
  addressFailures: Failures;
}

/**
 * One statement for all of it: on a results-day rush the database runs thousands of sign-ins, and the embedded
 * one runs statements one at a time.
 */
export async function readSignInContext(db: Db, email: string, ip: string): Promise<SignInContext> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS).toISOString();
  const row = await selectOneRow<{
    account: SignInContext['account'];
    account_failures: number;
    account_oldest: string | Date | null;
    address_failures: number;
    address_oldest: string | Date | null;
  }>(
    db,
    sql`select by_account.failures as account_failures, by_account.oldest as account_oldest,
               by_address.failures as address_failures, by_address.oldest as address_oldest,
               (select json_build_object('id', id, 'passwordHash', password_hash, 'status', status)
                  from users where email = ${email} limit 1) as account
          from (select count(*)::int as failures, min(created_at) as oldest from login_failures
                 where email = ${email} and created_at > ${since}) by_account,
               (select count(*)::int as failures, min(created_at) as oldest from login_failures
                 where ip = ${ip} and created_at > ${since}) by_address`,
  );
  const failures = (count: number, oldest: string | Date | null): Failures => ({
    count,
    oldest: oldest === null ? null : new Date(oldest),
  });
  return {
    account: row.account,
    accountFailures: failures(row.account_failures, row.account_oldest),
    addressFailures: failures(row.address_failures, row.address_oldest),
  };
}

function refuse(oldest: Date | null) {
  const retryAfterMs = (oldest ? oldest.getTime() : Date.now()) + LOGIN_WINDOW_MS - Date.now();
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return tooManyRequests(formatMessage(MESSAGES.tooManyLoginAttempts, { minutes }), retryAfterMs / 1000);
}

export function assertAccountNotLocked({ accountFailures }: SignInContext) {
  if (accountFailures.count >= MAX_FAILURES_PER_ACCOUNT) throw refuse(accountFailures.oldest);
}

export async function assertAddressNotLocked(
  db: Db,
  ip: string,
  { account, addressFailures }: SignInContext,
) {
  if (addressFailures.count < MAX_FAILURES_PER_ADDRESS) return;
  if (account && (await hasRecentSessionFrom(db, account.id, ip, KNOWN_ADDRESS_MS))) return;
  throw refuse(addressFailures.oldest);
}

export async function recordLoginFailure(db: Db, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
  // Keep the table small: rows older than the window count for nothing.
  if (Math.random() < 0.05) {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)));
  }
}

/** After a successful sign-in; nothing to do (no statement) when the account had no failures. */
export async function clearAccountFailures(db: Db, email: string, { accountFailures }: SignInContext) {
  if (accountFailures.count > 0) await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
