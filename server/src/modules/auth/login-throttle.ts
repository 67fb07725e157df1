/**
 * Wrong passwords slow further sign-ins down; nobody's failures lock anybody else out
 * (docs/decisions/0016-nobody-can-lock-someone-else-out.md).
 *
 * - Where the attempt comes from decides whose failures it shares. A device that has signed in to the account
 *   before (its httpOnly device cookie, stored hashed per account) counts only its own failures; so does an
 *   address the account has signed in from (a campus shares one). Anywhere else counts against the account.
 * - Failures are free up to ten; then the next attempt waits, the wait doubling with each further failure up
 *   to a cap (an hour for the account, 15 minutes at a known place). Ten wrong passwords from an attacker hold
 *   back only attempts from places the account has never used, and never for longer than the cap.
 * - An address with 100 failures in 15 minutes (any accounts) is busy: attempts from it for an account it has
 *   not signed in from wait a minute after each one, per account, instead of being refused for everyone.
 * - The owner is told once per episode, when the failures of others reach the point of slowing.
 *
 * Every attempt is counted before its password is checked, in one statement with the check: attempts sent at
 * once cannot all reach the password check. A correct password gives its attempt back and forgets the failures
 * of the place it came from.
 */
import { say } from '../../../../contract/message-catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountStatus } from '../../../../contract/enums';
import type { Db } from '../../db/client';
import { selectOneRow } from '../../db/one-row';
import { tooManyRequests } from '../../lib/http-error';
import { countAttempt, giveBack, type Counted, type Limit } from '../../lib/rate-limits';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { claimAttempt, slowdownKey, type Claimed, type Slowdown } from '../../lib/slowdowns';
import { currentPasswordKey } from './current-password';
import { notifySignInTargeted } from './sign-in-notice';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** An address the account signed in from within this long is a known place. */
const KNOWN_ADDRESS_MS = 30 * DAY;
/** A device that signed in to the account within this long is known; its cookie lives as long. */
export const KNOWN_DEVICE_MS = 365 * DAY;
export const DEVICE_COOKIE = 'portal_device';
/** The device cookie goes only with sign-ins. */
export const DEVICE_COOKIE_PATH = '/api/auth/login';

/** Attempts for the account from places it has never signed in from: ten free, then 15 min doubling to an hour. */
export const SIGN_IN_FROM_ELSEWHERE: Slowdown = {
  name: 'sign-in/account',
  slowFrom: MAX_FAILURES_PER_ACCOUNT,
  firstWaitMs: LOGIN_WINDOW_MS,
  maxWaitMs: 60 * MINUTE,
  forgetAfterMs: DAY,
};
/** Attempts from one known device or known address of the account: ten free, then 1 min doubling to 15. */
export const SIGN_IN_FROM_KNOWN_PLACE: Slowdown = {
  name: 'sign-in/known-place',
  slowFrom: MAX_FAILURES_PER_ACCOUNT,
  firstWaitMs: MINUTE,
  maxWaitMs: LOGIN_WINDOW_MS,
  forgetAfterMs: DAY,
};
/** An account tried from a busy address it has not signed in from: one attempt a minute. */
export const SIGN_IN_AT_BUSY_ADDRESS: Slowdown = {
  name: 'sign-in/busy-address',
  slowFrom: 1,
  firstWaitMs: MINUTE,
  maxWaitMs: MINUTE,
  forgetAfterMs: LOGIN_WINDOW_MS,
};
export const SIGN_IN_PER_ADDRESS: Limit = {
  name: 'sign-in/address',
  max: MAX_FAILURES_PER_ADDRESS,
  windowMs: LOGIN_WINDOW_MS,
};

type Place = 'device' | 'address' | 'elsewhere';

/** A sign-in attempt let through to the password check: the account, and its attempt counted. */
export interface SignInAttempt {
  account: { id: string; passwordHash: string; status: AccountStatus } | null;
  email: string;
  place: Place;
  byAddress: Counted;
  /** The slowdowns this attempt was counted against; the last is the account's at this place. */
  claims: Claimed[];
  /** The device id the browser sent, when well formed. */
  deviceId: string | undefined;
}

function refuse(until: Date) {
  const retryAfterMs = until.getTime() - Date.now();
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return tooManyRequests(say('tooManyLoginAttempts', { minutes }), retryAfterMs / 1000);
}

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
const deviceCookie = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`);

/** The device id in the request's cookie, when it is one this server could have made. */
export function deviceIdOf(request: FastifyRequest): string | undefined {
  const value = deviceCookie.exec(request.headers.cookie ?? '')?.[1];
  return value && DEVICE_ID.test(value) ? value : undefined;
}

/** Keys of every slowdown on the account's sign-ins and password checks (what an admin sees and lifts). */
export function slowdownKeysOf(account: { id: string; email: string }) {
  return {
    exact: [slowdownKey(SIGN_IN_FROM_ELSEWHERE, account.email), currentPasswordKey(account.id)],
    prefixes: [
      slowdownKey(SIGN_IN_FROM_KNOWN_PLACE, `${account.id}|`),
      slowdownKey(SIGN_IN_AT_BUSY_ADDRESS, `${account.email}|`),
    ],
  };
}

/**
 * Reads the account and where the attempt comes from, counts the attempt against the address's limit and the
 * slowdowns that apply, and refuses (429, Retry-After) when one says to wait.
 */
export async function beginSignIn(
  db: Db,
  email: string,
  ip: string,
  deviceId?: string,
): Promise<SignInAttempt> {
  const deviceHash = deviceId ? hashSecretToken(deviceId) : '';
  const now = Date.now();
  const { account } = await selectOneRow<{
    account: (NonNullable<SignInAttempt['account']> & { knownDevice: boolean; knownAddress: boolean }) | null;
  }>(
    db,
    sql`select (select json_build_object(
                  'id', u.id, 'passwordHash', u.password_hash, 'status', u.status,
                  'knownDevice', exists (select 1 from known_devices d
                                          where d.user_id = u.id and d.device_hash = ${deviceHash}
                                            and d.last_sign_in_at > ${new Date(now - KNOWN_DEVICE_MS).toISOString()}::timestamptz),
                  'knownAddress', exists (select 1 from auth_sessions s
                                           where s.user_id = u.id and s.ip = ${ip}
                                             and s.created_at > ${new Date(now - KNOWN_ADDRESS_MS).toISOString()}::timestamptz))
                  from users u where u.email = ${email} limit 1) as account`,
  );
  const place: Place = account?.knownDevice ? 'device' : account?.knownAddress ? 'address' : 'elsewhere';
  const [byAddress] = await countAttempt(db, [{ limit: SIGN_IN_PER_ADDRESS, subject: ip }]);
  const claims: Claimed[] = [];
  // A busy address holds back only accounts it has not signed in to, one attempt a minute each.
  if (place === 'elsewhere' && !byAddress!.allowed) {
    const busy = await claimAttempt(db, SIGN_IN_AT_BUSY_ADDRESS, `${email}|${ip}`);
    if (!busy.allowed) throw refuse(busy.slowedUntil);
    claims.push(busy);
  }
  const own =
    place === 'device'
      ? await claimAttempt(db, SIGN_IN_FROM_KNOWN_PLACE, `${account!.id}|device:${deviceHash}`)
      : place === 'address'
        ? await claimAttempt(db, SIGN_IN_FROM_KNOWN_PLACE, `${account!.id}|address:${ip}`)
        : await claimAttempt(db, SIGN_IN_FROM_ELSEWHERE, email);
  if (!own.allowed) {
    // Refused before any password check: no failure for the address.
    await giveBack(db, [byAddress!]);
    throw refuse(own.slowedUntil);
  }
  claims.push(own);
  const found = account && { id: account.id, passwordHash: account.passwordHash, status: account.status };
  return { account: found, email, place, byAddress: byAddress!, claims, deviceId };
}

/**
 * The password was wrong. When this failure is the one from which other people's attempts slow down, the owner
 * is told (once per episode: the count reaches that point once until a success or an admin forgets it).
 */
export async function signInFailed(db: Db, attempt: SignInAttempt) {
  const own = attempt.claims[attempt.claims.length - 1]!;
  if (!attempt.account || attempt.place === 'device') return;
  const slowdown = attempt.place === 'address' ? SIGN_IN_FROM_KNOWN_PLACE : SIGN_IN_FROM_ELSEWHERE;
  if (own.failures !== slowdown.slowFrom) return;
  await notifySignInTargeted(db, attempt.account.id, own.failures);
}

/**
 * The password was right: the attempt was no failure, the failures of the place it came from are forgotten, and
 * the device becomes (stays) a known device of the account, its cookie set or renewed.
 */
export async function signInSucceeded(db: Db, attempt: SignInAttempt, reply: FastifyReply) {
  const deviceId = attempt.deviceId ?? newSecretToken();
  const { byAddress } = attempt;
  const givenBack = byAddress.allowed
    ? sql`(key = ${byAddress.key} and window_ends_at = ${byAddress.windowEndsAt.toISOString()}::timestamptz)`
    : sql`false`;
  // One statement, as a results-day rush signs thousands in: forget, remember the device, give the attempt back.
  await db.execute(sql`
    with forgotten as (delete from sign_in_slowdowns where key in (${sql.join(
      attempt.claims.map((c) => sql`${c.key}`),
      sql`, `,
    )})),
    device as (insert into known_devices (user_id, device_hash)
               values (${attempt.account!.id}, ${hashSecretToken(deviceId)})
               on conflict (user_id, device_hash) do update set last_sign_in_at = now())
    update rate_limits set hits = hits - 1 where hits > 0 and ${givenBack}`);
  const secure = reply.request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${deviceId}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${KNOWN_DEVICE_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
  );
}
