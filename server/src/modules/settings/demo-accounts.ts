/**
 * The demo college's accounts share one published password. While any of them still signs in with it, every
 * page says that this is a demo (the banner), and the server refuses to start where it would be a real
 * college's (start/serve.ts). The seed records the hash it gave them; changing a password gives a new salted
 * hash, so an account leaves the demo as soon as its password is changed. No password is hashed to find out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectOneRow } from '../../db/one-row';
import { settings } from '../../db/schema';

const KEY = 'demo_password_hashes';
/** How long a "still demo" answer is kept: the banner goes at most this long after the last password change. */
const RECHECK_MS = 10_000;

/** Called by the seeds, in their transaction: these accounts are the demo's. */
export async function recordDemoPasswordHash(tx: Pick<Db, 'insert'>, passwordHash: string) {
  await tx
    .insert(settings)
    .values({ key: KEY, value: [passwordHash] })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`${settings.value} || excluded.value`, updatedAt: new Date() },
    });
}

/** How many accounts still have the demo password. */
export async function countDemoAccounts(db: Db): Promise<number> {
  const { n } = await selectOneRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from users
        where password_hash in (select jsonb_array_elements_text(value) from settings where key = ${KEY})`,
  );
  return Number(n);
}

let known: { remain: boolean; at: number } | undefined;

/**
 * Whether the demo banner shows. Asked on every page, so kept for a few seconds; once no demo account is
 * left it never comes back (seeding needs an empty database, which only happens before the server starts).
 */
export async function demoAccountsRemain(db: Db, now = Date.now()): Promise<boolean> {
  if (known && (!known.remain || now - known.at < RECHECK_MS)) return known.remain;
  known = { remain: (await countDemoAccounts(db)) > 0, at: now };
  return known.remain;
}

/** For tests that seed and change passwords within one process. */
export function forgetDemoAccounts() {
  known = undefined;
}
