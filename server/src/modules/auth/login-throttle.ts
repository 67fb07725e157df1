/**
 * Failed sign-ins are limited per account and per address. A campus shares one public address, so the
 * address limit is higher, and an account that has signed in from that address before is exempt from it:
 * other people's failures never lock a known user out.
 */
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { formatMessage, MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { tooManyRequests } from '../../lib/http-error';
import { hasRecentSessionFrom } from './session-store';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 100;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

async function failuresSince(
  db: Db,
  column: typeof loginFailures.email | typeof loginFailures.ip,
  value: string,
) {
  const since = new Date(Date.now() - LOGIN_WINDOW_MS);
  const [row] = await db
    .select({ failures: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(column, value), gt(loginFailures.createdAt, since)));
  return row;
}

function refuse(oldest: Date | null) {
  const retryAfterMs = (oldest ? oldest.getTime() : Date.now()) + LOGIN_WINDOW_MS - Date.now();
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return tooManyRequests(formatMessage(MESSAGES.tooManyLoginAttempts, { minutes }), retryAfterMs / 1000);
}

export async function assertAccountNotLocked(db: Db, email: string) {
  const { failures, oldest } = await failuresSince(db, loginFailures.email, email);
  if (failures >= MAX_FAILURES_PER_ACCOUNT) throw refuse(oldest);
}

export async function assertAddressNotLocked(db: Db, ip: string, userId: string | undefined) {
  const { failures, oldest } = await failuresSince(db, loginFailures.ip, ip);
  if (failures < MAX_FAILURES_PER_ADDRESS) return;
  if (userId && (await hasRecentSessionFrom(db, userId, ip, KNOWN_ADDRESS_MS))) return;
  throw refuse(oldest);
}

export async function recordLoginFailure(db: Db, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
  // Keep the table small: rows older than the window count for nothing.
  if (Math.random() < 0.05) {
    await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_WINDOW_MS)));
  }
}

export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
