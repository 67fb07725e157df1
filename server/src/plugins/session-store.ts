/** Bearer sessions: random opaque tokens, stored only as hashes, with an idle timeout and a hard lifetime. */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AccountStatus, Role } from '../../../contract/enums';
import type { Db } from '../db/client';
import { authSessions, users } from '../db/schema';
import { hashSecretToken, newSecretToken } from '../lib/secret-token';

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
  /** A temporary password was issued: every route but changing it refuses (password-change-required.ts). */
  mustChangePassword?: boolean;
}

// ---- The in-process session cache ----------------------------------------------------------------------------
//
// Every signed-in request looks its session up; PGlite runs one statement at a time, so a session found in the
// database is trusted in memory for SESSION_CACHE_MS. Everything that ends a session or changes its user in this
// process goes through `forgetCachedSessions` (revokeSession, revokeUserSessions, account edits), so such a change
// takes effect at once here. Another process sharing the same PostgreSQL announces its writes (users) and its
// sign-outs (auth_sessions' revoked_at): each one heard here forgets every cached session (writes to other
// tables, such as attendance, keep them), and a cached session is used only once every write committed before
// the request has been heard (plugins/writes-heard.ts), so a sign-out anywhere is refused everywhere at once
// (docs/decisions/0001-sessions-trusted-in-memory-for-two-seconds.md).

/** How long a session read from the database is trusted without reading it again. */
export const SESSION_CACHE_MS = 2_000;
const CACHE_LIMIT = 10_000;

interface CachedSession {
  user: SessionUser;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
}

const cached = new Map<string, CachedSession>();
/** Counts the writes heard from other processes: a lookup that spans one is not kept. */
let writesHeard = 0;
/**
 * A user or session forgotten recently is not cached again until this time: a lookup that raced with the change
 * (read before the change's transaction committed) must not put the old state back.
 */
const quietUntil = new Map<string, number>();

/** Drops the cached sessions of a user (and of one session), at once and for SESSION_CACHE_MS to come. */
export function forgetCachedSessions(which: { userId?: string; sessionId?: string }) {
  const now = Date.now();
  for (const [key, until] of quietUntil) if (until <= now) quietUntil.delete(key);
  if (which.userId) quietUntil.set(`user:${which.userId}`, now + SESSION_CACHE_MS);
  if (which.sessionId) quietUntil.set(`session:${which.sessionId}`, now + SESSION_CACHE_MS);
  for (const [hash, entry] of cached) {
    if (entry.user.id === which.userId || entry.user.sessionId === which.sessionId) cached.delete(hash);
  }
}

/** Empties the cache, so that the next lookup of every session reads the database (statement counts in tests). */
export function clearSessionCache() {
  cached.clear();
}

/** The tables a cached session is read from: a write heard to one of them may have ended or changed it. */
export const SESSION_TABLES = [authSessions, users] as const;

/** A write was heard (another process's, perhaps a sign-out or an account change): every session is read anew. */
export function forgetAllCachedSessions() {
  writesHeard += 1;
  cached.clear();
}

function remember(hash: string, entry: CachedSession, lookupStartedAt: number, heardAtStart: number) {
  if (heardAtStart !== writesHeard) return;
  const quiet = Math.max(
    quietUntil.get(`user:${entry.user.id}`) ?? 0,
    quietUntil.get(`session:${entry.user.sessionId}`) ?? 0,
  );
  if (lookupStartedAt < quiet) return;
  if (cached.size >= CACHE_LIMIT) {
    for (const [key, old] of cached)
      if (lookupStartedAt - old.cachedAt > SESSION_CACHE_MS) cached.delete(key);
    if (cached.size >= CACHE_LIMIT) cached.clear();
  }
  cached.set(hash, entry);
}

/** A cached session still valid at `now`, with no last_seen_at touch due. */
function fromCache(hash: string, now: number): SessionUser | undefined {
  const entry = cached.get(hash);
  if (!entry) return undefined;
  if (
    now - entry.cachedAt > SESSION_CACHE_MS ||
    now >= entry.expiresAt ||
    now - entry.lastSeenAt > TOUCH_INTERVAL_MS
  ) {
    cached.delete(hash);
    return undefined;
  }
  return entry.user;
}

export async function createSession(db: Db, userId: string, ip: string, userAgent: string | undefined) {
  const token = newSecretToken();
  const now = Date.now();
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashSecretToken(token),
    ip,
    userAgent: userAgent?.slice(0, 300),
    expiresAt: new Date(now + SESSION_MAX_MS),
  });
  return token;
}

/**
 * The signed-in user behind a token, or undefined when the token is unknown, revoked, idle or expired.
 * `heardEveryWrite` says whether every write committed before the request has been heard: only then is a cached
 * session used.
 */
export async function findSessionUser(
  db: Db,
  token: string,
  heardEveryWrite: () => Promise<boolean> = async () => true,
): Promise<SessionUser | undefined> {
  const tokenHash = hashSecretToken(token);
  if (cached.has(tokenHash) && !(await heardEveryWrite())) cached.delete(tokenHash);
  const heardAtStart = writesHeard;
  const now = new Date();
  const hit = fromCache(tokenHash, now.getTime());
  if (hit) return { ...hit };
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      lastSeenAt: authSessions.lastSeenAt,
      expiresAt: authSessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      status: users.status,
      mustChangePassword: users.mustChangePassword,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, tokenHash),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        gt(authSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now.getTime() - lastSeenAt > TOUCH_INTERVAL_MS) {
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, row.sessionId));
    lastSeenAt = now.getTime();
  }
  const { lastSeenAt: _lastSeen, expiresAt, ...user } = row;
  const entry = { user, lastSeenAt, expiresAt: expiresAt.getTime(), cachedAt: now.getTime() };
  remember(tokenHash, entry, now.getTime(), heardAtStart);
  return user;
}

export async function revokeSession(db: Db, sessionId: string) {
  forgetCachedSessions({ sessionId });
  await db.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

/** Ends every live session of a user, except `keepSessionId` when given; returns how many ended. */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string) {
  forgetCachedSessions({ userId });
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : sql`true`,
      ),
    )
    .returning({ expiresAt: authSessions.expiresAt, lastSeenAt: authSessions.lastSeenAt });
  const now = Date.now();
  return ended.filter((s) => s.expiresAt.getTime() > now && now - s.lastSeenAt.getTime() <= SESSION_IDLE_MS)
    .length;
}
