/**
 * Sending the e-mail outbox: due rows are claimed for a few minutes (so that another process, or the next tick,
 * leaves them alone while they are being sent), sent one by one, and marked sent; a failure is retried after
 * 30 s, 1 min, 2 min, ... until MAX_ATTEMPTS, the last error kept on the row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
/** Longer than any send may take (the transport times out sooner), so that a crash only delays a mail. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;

/** When a mail that has now failed `attempts` times is tried again: 30 s, doubling each time. */
export const retryDelayMs = (attempts: number) => FIRST_RETRY_MS * 2 ** (attempts - 1);

export interface Mailer {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

interface DueMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  attempts: number;
}

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Sends what is due at `now`; returns how many were sent. Never throws for a mail that fails. */
export async function sendDueMail(db: Db, mailer: Mailer, from: string, now: Date): Promise<number> {
  const claimed = (await db.execute(sql`
    update email_outbox set next_attempt_at = ${at(new Date(now.getTime() + CLAIM_MS))}
     where id in (select id from email_outbox
                   where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= ${at(now)}
                   order by next_attempt_at
                   limit ${BATCH}
                   for update skip locked)
    returning id, to_address, subject, text, attempts`)) as { rows: DueMail[] };
  let sent = 0;
  for (const mail of claimed.rows) {
    try {
      await mailer.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text });
      await db.execute(
        sql`update email_outbox set sent_at = ${at(now)}, last_error = null where id = ${mail.id}`,
      );
      sent++;
    } catch (error) {
      const attempts = mail.attempts + 1;
      const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
      await db.execute(sql`
        update email_outbox
           set attempts = ${attempts}, next_attempt_at = ${at(retryAt)},
               last_error = ${String(error instanceof Error ? error.message : error).slice(0, 1000)}
         where id = ${mail.id}`);
    }
  }
  return sent;
}
