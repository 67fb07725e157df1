/**
 * Sending the e-mail outbox. See
 * docs/decisions/0004-mail-from-the-portals-own-outbox-metrics-with-a-token.md.
 *
 * - Each mail is claimed just before it is sent, for `claimMs` (its lease: `next_attempt_at` moved to the
 *   lease's end, a value only this claim wrote), and the lease is renewed while the send lasts. Another process,
 *   or another run, leaves a claimed mail alone, and a mail not yet sent is not claimed at all, however long a
 *   run takes.
 * - Marking a mail sent or failed is conditional on still holding its lease: a process that lost its claim (it
 *   stalled past the lease, and another took the mail) changes nothing.
 * - Sends start at most `perMinute` a minute, at most `connections` at once (the transport's pooled connections),
 *   until nothing is due: an announcement to a whole college leaves within minutes.
 * - A delivered mail keeps its address, subject and time, not its body: a password-reset or e-mail confirmation
 *   link in it would otherwise stay in the database, and in every backup, after the person has it.
 * - A failure is retried after 30 s, 1 min, 2 min, ... until MAX_ATTEMPTS, the last error kept on the row. When
 *   the server cannot be reached at all the run stops, so that the rest of the mail waits for the next run
 *   instead of each using up an attempt on the same fault.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
/** Longer than one send may take (the transport's timeouts are shorter), so that a crash only delays a mail. */
export const CLAIM_MS = 2 * 60_000;

/** When a mail that has now failed `attempts` times is tried again: 30 s, doubling each time. */
export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

export interface Mailer {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

export interface SendingPace {
  /** How many sends may start in a minute. */
  perMinute: number;
  /** How many sends may be under way at once. */
  connections: number;
  /** How long a claim lasts unless renewed. */
  claimMs: number;
}

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  attempts: number;
}

/** nodemailer's codes for a server that cannot be reached or talked to, as opposed to a refused message. */
const SERVER_UNREACHABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH']);

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;
const later = (now: Date, ms: number) => new Date(now.getTime() + ms);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims the mail due longest, if any, until `lease`; a claim another process holds is skipped, not awaited. */
async function claimNext(db: Db, now: Date, lease: Date): Promise<ClaimedMail | undefined> {
  const claimed = (await db.execute(sql`
    update email_outbox set next_attempt_at = ${at(lease)}
     where id = (select id from email_outbox
                  where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${at(now)}
                  order by next_attempt_at
                  limit 1
                  for update skip locked)
    returning id, to_address, subject, text, attempts`)) as { rows: ClaimedMail[] };
  return claimed.rows[0];
}

/** Whether `lease` is still this claim's: nobody else took the mail, and nobody marked it. */
const holding = (id: string, lease: Date) =>
  sql`id = ${id} and next_attempt_at = ${at(lease)} and sent_at is null`;

async function moveLease(db: Db, id: string, lease: Date, until: Date): Promise<boolean> {
  const moved = (await db.execute(sql`
    update email_outbox set next_attempt_at = ${at(until)} where ${holding(id, lease)} returning id`)) as {
    rows: unknown[];
  };
  return moved.rows.length > 0;
}

type Outcome = 'sent' | 'failed' | 'unreachable' | 'lost';

/** Sends one claimed mail, renewing its lease meanwhile, and records what happened if the claim still holds. */
async function sendClaimed(
  db: Db,
  mailer: Mailer,
  from: string,
  mail: ClaimedMail,
  claim: { lease: Date; claimMs: number; clock: () => Date },
): Promise<Outcome> {
  let lease = claim.lease;
  let renewal: Promise<void> = Promise.resolve();
  const renew = setInterval(() => {
    renewal = renewal
      .then(async () => {
        const until = later(claim.clock(), claim.claimMs);
        if (await moveLease(db, mail.id, lease, until)) lease = until;
      })
      // A renewal that fails leaves the lease as it was; the next one, or the final mark, tells.
      .catch(() => undefined);
  }, claim.claimMs / 3);
  let error: unknown;
  let delivered = false;
  try {
    await mailer.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text });
    delivered = true;
  } catch (caught) {
    error = caught;
  } finally {
    clearInterval(renew);
    await renewal;
  }
  const now = claim.clock();
  if (delivered) {
    const marked = (await db.execute(sql`
      update email_outbox set sent_at = ${at(now)}, last_error = null, text = ''
       where ${holding(mail.id, lease)} returning id`)) as { rows: unknown[] };
    return marked.rows.length ? 'sent' : 'lost';
  }
  const attempts = mail.attempts + 1;
  const failed = (await db.execute(sql`
    update email_outbox
       set attempts = ${attempts}, next_attempt_at = ${at(later(now, retryDelayMs(attempts)))},
           last_error = ${String(error instanceof Error ? error.message : error).slice(0, 1000)}
     where ${holding(mail.id, lease)} returning id`)) as { rows: unknown[] };
  if (!failed.rows.length) return 'lost';
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && SERVER_UNREACHABLE.has(code) ? 'unreachable' : 'failed';
}

export interface SendingRun {
  sent: number;
  failed: number;
  /** Mail this process sent whose claim another had taken meanwhile (it stalled past the lease). */
  lost: number;
}

/**
 * Sends what is due, at `pace`, until nothing is due, `stopping()` says so, or the server cannot be reached.
 * Never throws for a mail that fails; a database error ends the run (after the sends under way).
 */
export async function sendDueMail(
  db: Db,
  mailer: Mailer,
  from: string,
  pace: SendingPace,
  clock: () => Date = () => new Date(),
  stopping: () => boolean = () => false,
): Promise<SendingRun> {
  const run: SendingRun = { sent: 0, failed: 0, lost: 0 };
  const gapMs = 60_000 / pace.perMinute;
  const underWay = new Set<Promise<void>>();
  let unreachable = false;
  /** A database error while recording a send: the run ends, and says so once the sends under way are done. */
  let failure: { error: unknown } | undefined;
  let nextStart = performance.now();
  try {
    while (!stopping() && !unreachable && !failure) {
      while (underWay.size >= pace.connections) await Promise.race(underWay);
      const wait = nextStart - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopping() || unreachable || failure) break;
      const now = clock();
      const lease = later(now, pace.claimMs);
      const mail = await claimNext(db, now, lease);
      if (!mail) break;
      nextStart = Math.max(nextStart + gapMs, performance.now());
      const send = sendClaimed(db, mailer, from, mail, { lease, claimMs: pace.claimMs, clock })
        .then((outcome) => {
          if (outcome === 'sent') run.sent++;
          else if (outcome === 'lost') run.lost++;
          else run.failed++;
          if (outcome === 'unreachable') unreachable = true;
        })
        .catch((error: unknown) => void (failure ??= { error }))
        .finally(() => underWay.delete(send));
      underWay.add(send);
    }
  } finally {
    await Promise.allSettled(underWay);
  }
  if (failure) throw failure.error;
  return run;
}

export interface OutboxBacklog {
  /** Mail due now and not yet sent (claimed mail being sent is not due: its claim ends later). */
  due: number;
  /** Mail still to be sent: due, being sent, or waiting to be tried again. */
  unsent: number;
  /** Mail given up after MAX_ATTEMPTS. */
  givenUp: number;
  /** How long the longest-due mail has been due, in seconds; 0 when none is. */
  oldestDueSeconds: number;
}

/** The outbox's depth at `now`, in one statement (the metrics read it at each scrape). */
export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog> {
  const result = (await db.execute(sql`
    select count(*) filter (where attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${at(now)})::int as due,
           count(*) filter (where attempts < ${MAX_ATTEMPTS})::int as unsent,
           count(*) filter (where attempts >= ${MAX_ATTEMPTS})::int as given_up,
           coalesce(extract(epoch from ${at(now)} - min(next_attempt_at)
                      filter (where attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${at(now)})), 0)::float8
             as oldest_due_seconds
      from email_outbox
     where sent_at is null`)) as {
    rows: { due: number; unsent: number; given_up: number; oldest_due_seconds: number }[];
  };
  const [row] = result.rows;
  return {
    due: Number(row.due),
    unsent: Number(row.unsent),
    givenUp: Number(row.given_up),
    oldestDueSeconds: Number(row.oldest_due_seconds),
  };
}
