/**
 * A change of the sign-in e-mail (a student's profile): it needs the current password, so that a session left
 * open on a shared computer cannot take the account over, and the old address is told, so that its owner
 * learns of a change they did not make.
 */
import { say } from '../../../../contract/message-catalogue';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { MESSAGES } from '../../../../contract/messages';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { emailOutbox, users } from '../../db/schema';
import { fieldError } from '../../lib/http-error';
import { requestContext } from '../../plugins/request-context';
import { inEveryLanguage } from '../notifications/in-language';
import { notify } from '../notifications/notify';
import { checkCurrentPassword } from './current-password';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Refuses the change, before anything is written, unless `currentPassword` is the account's password. */
export async function checkPasswordForEmailChange(
  db: Db,
  userId: string,
  currentPassword: string | undefined,
) {
  if (!currentPassword) throw fieldError('currentPassword', ACCOUNT_MESSAGES.currentPasswordForEmail);
  // Throttled like every check of the current password (current-password.ts).
  if (!(await checkCurrentPassword(db, userId, currentPassword))) {
    throw fieldError('currentPassword', MESSAGES.currentPasswordWrong);
  }
}

/** In the change's transaction: a notification for the account, and (with SMTP) an e-mail to the old address. */
export async function tellOfEmailChange(tx: Tx, userId: string, oldEmail: string, newEmail: string) {
  const body = say('emailChangedBody', { old: oldEmail, new: newEmail });
  await notify(
    tx,
    [userId],
    { kind: 'account_security', title: say('emailChangedTitle'), body },
    { email: false },
  );
  if (requestContext()?.sendsEmail) {
    // In the language saved with the account, as every e-mail of the portal.
    const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
    const language = owner?.language ?? 'en';
    await tx.insert(emailOutbox).values({
      toAddress: oldEmail,
      subject: inEveryLanguage(say('emailChangedTitle'))[language],
      text: inEveryLanguage(body)[language],
    });
  }
}
