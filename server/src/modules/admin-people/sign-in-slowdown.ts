/**
 * An admin sees until when a person's sign-ins (from places the account has not used, at a known place, at a
 * busy address) or current-password checks are slowed down, and lifts it: the failures are forgotten at once,
 * and the lift is audited.
 */
import { say } from '../../../../contract/message-catalogue';
import { eq, sql } from 'drizzle-orm';
import type { SignInSlowdown } from '../../../../contract/sign-in';
import type { Db } from '../../db/client';
import { selectOneRow } from '../../db/one-row';
import { users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/record';
import { slowdownKeysOf } from '../auth/login-throttle';

async function findAccount(db: Pick<Db, 'select'>, id: string) {
  const [account] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  if (!account) throw notFound(say('notFound.named', { label: 'User' }));
  return account;
}

/** The account's slow-down rows, as SQL: its exact keys and the keys that start with one of its prefixes. */
function keysOf(account: { id: string; email: string }) {
  const { exact, prefixes } = slowdownKeysOf(account);
  return sql`(key in (${sql.join(
    exact.map((k) => sql`${k}`),
    sql`, `,
  )}) or ${sql.join(
    prefixes.map((p) => sql`left(key, ${p.length}) = ${p}`),
    sql` or `,
  )})`;
}

export async function signInSlowdownOf(db: Db, id: string): Promise<SignInSlowdown> {
  const account = await findAccount(db, id);
  const { until } = await selectOneRow<{ until: string | Date | null }>(
    db,
    sql`select max(slowed_until) as until from sign_in_slowdowns where ${keysOf(account)} and slowed_until > now()`,
  );
  return { slowedUntil: until ? new Date(until).toISOString() : null };
}

/** Forgets every failure on the account's sign-ins and password checks; audited when something was slowed. */
export async function liftSignInSlowdown(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findAccount(tx, id);
    const lifted = (await tx.execute(
      sql`delete from sign_in_slowdowns where ${keysOf(account)} returning slowed_until`,
    )) as unknown as { rows: { slowed_until: string | Date }[] };
    const until = lifted.rows
      .map((r) => new Date(r.slowed_until))
      .filter((d) => d.getTime() > Date.now())
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (!until) return;
    await recordAudit(tx, {
      action: 'account.sign-in-slowdown-lifted',
      entity: 'user',
      entityId: account.id,
      summary: say('audit.slowdownLifted', { name: account.name }),
      before: { sign_in_slowed_until: until.toISOString() },
      after: { sign_in_slowed_until: null },
    });
  });
}
