/** Bearer sessions: random opaque tokens, stored only as hashes, with an idle timeout and a hard lifetime. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AccountStatus, Role } from '../../../../contract/enums';
import type { Db } from '../../db/client';
import { authSessions, users } from '../../db/schema';

/** A session ends after this long without a request... */
export const SESSION_IDLE_MS = 3 * 24 * 60 * 60 * 1000;
/** ...and after this long in any case. */
export const SESSION_MAX_MS = 14 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so that reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: AccountStatus;
  sessionId: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, ip: string, userAgent: string | undefined) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashToken(token),
    ip,
    userAgent: userAgent?.slice(0, 300),
    expiresAt: new Date(now + SESSION_MAX_MS),
  });
  return token;
}

/** The signed-in user behind a token, or undefined when the token is unknown, revoked, idle or expired. */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | undefined> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      lastSeenAt: authSessions.lastSeenAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, hashToken(token)),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        gt(authSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, row.sessionId));
  }
  const { lastSeenAt: _lastSeen, ...user } = row;
  return user;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : sql`true`,
      ),
    );
}

/** Whether the account has signed in from this address recently (a known place, exempt from address limits). */
export async function hasRecentSessionFrom(db: Db, userId: string, ip: string, sinceMs: number) {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        eq(authSessions.ip, ip),
        gt(authSessions.createdAt, new Date(Date.now() - sinceMs)),
      ),
    )
    .limit(1);
  return Boolean(row);
}
