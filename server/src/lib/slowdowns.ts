/**
 * Slowing down repeated wrong passwords instead of locking: each failure of a subject (an account tried from
 * elsewhere, an account at a known place, a current-password check) may make the next attempt wait, a wait that
 * doubles with every further failure up to a cap. Nothing is ever refused for longer than that cap, and a success
 * forgets the subject's failures.
 *
 * Like lib/rate-limits.ts, an attempt is counted and checked in one statement, an upsert on the subject's row
 * that only counts when the subject is not being waited for: attempts sent at once are counted one after the
 * other by the row lock, so no more get through than the rule allows. The attempt is counted as a failure before
 * its password is checked; a correct password then forgets the row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface Slowdown {
  /** Names the rule in the table's keys: `sign-in/account`. */
  name: string;
  /** The failure from which the next attempt has to wait (failures before it are free). */
  slowFrom: number;
  /** The wait after failure number `slowFrom`; each further failure doubles it... */
  firstWaitMs: number;
  /** ...up to this. */
  maxWaitMs: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  forgetAfterMs: number;
}

/** An attempt counted against a slowdown, or refused because the subject is being waited for. */
export interface Claimed {
  key: string;
  allowed: boolean;
  /** The failures counted so far, this attempt included when allowed. */
  failures: number;
  /** When the next attempt may be made. */
  slowedUntil: Date;
}

export const slowdownKey = (slowdown: Slowdown, subject: string) => `${slowdown.name}:${subject}`;

/** The wait after `failures` failures: none before `slowFrom`, then doubling from `firstWaitMs` to the cap. */
export function waitAfter(slowdown: Slowdown, failures: number): number {
  if (failures < slowdown.slowFrom) return 0;
  return Math.min(slowdown.maxWaitMs, slowdown.firstWaitMs * 2 ** Math.min(30, failures - slowdown.slowFrom));
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** The wait after the row's failures as SQL (milliseconds): the same rule as `waitAfter`. */
function waitSql(slowdown: Slowdown, failures: ReturnType<typeof sql>) {
  return sql`(case when ${failures} < ${slowdown.slowFrom} then 0
              else least(${slowdown.maxWaitMs}::float8,
                         ${slowdown.firstWaitMs}::float8 * power(2::float8, least(30, ${failures} - ${slowdown.slowFrom})))
              end)`;
}

/**
 * "No wait" is a moment long past rather than now: an attempt counted a moment later by the row lock, but with
 * an earlier clock reading (requests sent at once), must not find itself waiting for its neighbour.
 */
const NO_WAIT = new Date(0);

function untilSql(slowdown: Slowdown, failures: ReturnType<typeof sql>, now: Date) {
  const wait = waitSql(slowdown, failures);
  return sql`(case when ${wait} = 0 then ${at(NO_WAIT)}
              else ${at(now)} + make_interval(secs => ${wait} / 1000) end)`;
}

/**
 * Counts one attempt against the subject's slowdown unless the subject is being waited for; one statement (and
 * a read of the wait when refused).
 */
export async function claimAttempt(
  db: Db,
  slowdown: Slowdown,
  subject: string,
  now = new Date(),
): Promise<Claimed> {
  const key = slowdownKey(slowdown, subject);
  const forgottenBefore = at(new Date(now.getTime() - slowdown.forgetAfterMs));
  const failures = sql`(case when s.last_failure_at <= ${forgottenBefore} then 1 else s.failures + 1 end)`;
  const firstWait = waitAfter(slowdown, 1);
  const firstUntil = firstWait ? new Date(now.getTime() + firstWait) : NO_WAIT;
  const result = (await db.execute(sql`
    insert into sign_in_slowdowns as s (key, failures, slowed_until, last_failure_at)
    values (${key}, 1, ${at(firstUntil)}, ${at(now)})
    on conflict (key) do update set
      failures = ${failures},
      slowed_until = ${untilSql(slowdown, failures, now)},
      last_failure_at = ${at(now)}
    where s.slowed_until <= ${at(now)}
    returning failures, slowed_until`)) as unknown as {
    rows: { failures: number; slowed_until: string | Date }[];
  };
  const row = result.rows[0];
  if (row) {
    return { key, allowed: true, failures: Number(row.failures), slowedUntil: new Date(row.slowed_until) };
  }
  const waited = (await db.execute(
    sql`select failures, slowed_until from sign_in_slowdowns where key = ${key}`,
  )) as unknown as { rows: { failures: number; slowed_until: string | Date }[] };
  const current = waited.rows[0];
  // Forgotten in between (a success, an admin's lift): the caller may try again at once.
  if (!current) return { key, allowed: false, failures: 0, slowedUntil: now };
  return {
    key,
    allowed: false,
    failures: Number(current.failures),
    slowedUntil: new Date(current.slowed_until),
  };
}

/** Forgets the failures of these keys (a correct password, an admin's lift); one statement. */
export async function forgetFailures(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(
    sql`delete from sign_in_slowdowns where key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
}
