/**
 * When the nightly backup fails, systemd starts the guide's `college-portal-backup-failed` unit
 * (docs/deploy.md), which logs it and runs `npm run backup -- --report-failure`: with SMTP, every approved
 * admin is e-mailed in the language of their account, through the outbox that the running portal's worker
 * sends. Nothing is written when the database itself cannot be reached: the journal still says so.
 */
import { and, eq } from 'drizzle-orm';
import { say } from '../../../contract/message-catalogue';
import type { Db } from '../db/client';
import { emailOutbox, users } from '../db/schema';
import { inEveryLanguage } from '../modules/notifications/in-language';

/** Queues the failure's e-mail to every approved admin; returns how many. */
export async function queueBackupFailureMail(db: Db, host: string): Promise<number> {
  const admins = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'approved')));
  if (admins.length === 0) return 0;
  const subject = inEveryLanguage(say('backup.failedTitle'));
  const text = inEveryLanguage(say('backup.failedBody', { host }));
  await db.insert(emailOutbox).values(
    admins.map((admin) => {
      const language = admin.language === 'ur' ? 'ur' : 'en';
      return { toAddress: admin.email, subject: subject[language], text: text[language] };
    }),
  );
  return admins.length;
}
