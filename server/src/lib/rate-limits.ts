/**
 * Limits on attempts (sign-ins, contact messages, self-registrations), counted in the database so that they
 * hold across processes. Each attempt is counted and checked in one statement, an upsert on the row of the
 * limit and its subject: requests arriving at once are counted one after the other by PostgreSQL's row lock,
 * so at most `max` of them are allowed in a window, however many arrive.
 *
 * A window starts with the first attempt counted and lasts `windowMs`; the next attempt after it starts a new
 * one. An attempt that turns out not to count (a correct password, a message that could not be stored) is
 * given back.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface Limit {
  /** Names the limit in the table's keys: `sign-in/account`. */
  name: string;
  max: number;
  windowMs: number;
}

/** One attempt counted against a limit for a subject (an account, an address, a sender). */
export interface Counted {
  key: string;
  /** Whether the attempt was within the limit. */
  allowed: boolean;
  /** When the window ends: the limit lifts then. */
  windowEndsAt: Date;
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

/**
 * Counts one attempt against each limit, all in one statement, and says which were within their limit.
 * The answers come in the order of `attempts`.
 */
export async function countAttempt(
  db: Db,
  attempts: { limit: Limit; subject: string }[],
  now = new Date(),
): Promise<Counted[]> {
  const rows = attempts.map(({ limit, subject }) => ({
    key: keyOf(limit, subject),
    max: limit.max,
    endsAt: new Date(now.getTime() + limit.windowMs),
  }));
  // Rows locked in one order by every statement, so that two statements never wait for each other.
  const ordered = [...rows].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const values = sql.join(
    ordered.map((row) => sql`(${row.key}, 1, ${row.endsAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    insert into rate_limits as r (key, hits, window_ends_at) values ${values}
    on conflict (key) do update set
      hits = case when r.window_ends_at <= ${at} then 1 else r.hits + 1 end,
      window_ends_at = case when r.window_ends_at <= ${at} then excluded.window_ends_at else r.window_ends_at end
    returning key, hits, window_ends_at`)) as unknown as {
    rows: { key: string; hits: number; window_ends_at: string | Date }[];
  };
  // Rows of windows long over count for nothing; a few statements in a hundred sweep them.
  if (Math.random() < 0.02) await db.execute(sql`delete from rate_limits where window_ends_at <= ${at}`);
  const byKey = new Map(result.rows.map((row) => [row.key, row]));
  return rows.map(({ key, max }) => {
    const row = byKey.get(key)!;
    return { key, allowed: Number(row.hits) <= max, windowEndsAt: new Date(row.window_ends_at) };
  });
}

/**
 * Gives back the allowed attempts among `counted`, as if they had not been made, and forgets every attempt of
 * the subjects in `forget` (a correct password clears the account's failures); one statement.
 */
export async function giveBack(db: Db, counted: Counted[], forget: Counted[] = []): Promise<void> {
  const allowed = counted.filter((c) => c.allowed && !forget.includes(c));
  if (allowed.length === 0 && forget.length === 0) return;
  const forgotten = forget.length
    ? sql`with forgotten as (delete from rate_limits where key in (${sql.join(
        forget.map((c) => sql`${c.key}`),
        sql`, `,
      )})) `
    : sql``;
  const which = allowed.length
    ? sql.join(
        allowed.map(
          (c) => sql`(key = ${c.key} and window_ends_at = ${c.windowEndsAt.toISOString()}::timestamptz)`,
        ),
        sql` or `,
      )
    : sql`false`;
  await db.execute(sql`${forgotten}update rate_limits set hits = hits - 1 where hits > 0 and (${which})`);
}

/** Seconds until the latest of the windows that refused, for Retry-After. */
export function secondsUntil(windowEndsAt: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowEndsAt.getTime() - now) / 1000));
}
