/**
 * A self-registration, answered the same whether or not its e-mail already has an account, so that the form
 * cannot be used to list who has one (docs/decisions/0016-nobody-can-lock-someone-else-out.md). The owner of
 * a taken e-mail is told instead, at most once a day.
 */
import { say } from '../../../../contract/message-catalogue';
import type { Db } from '../../db/client';
import { createAccount, EmailAlreadyRegistered, type NewAccount } from '../users/accounts';
import { notify } from '../notifications/notify';
import { withinRegistrationLimit } from './throttle';

export async function registerSelf(
  db: Db,
  account: Extract<NewAccount, { role: 'student' | 'faculty' }>,
  ip: string,
): Promise<void> {
  await withinRegistrationLimit(db, ip, async () => {
    try {
      await createAccount(db, account, { status: 'pending', registrationIp: ip, quietAboutTakenEmail: true });
    } catch (error) {
      if (!(error instanceof EmailAlreadyRegistered)) throw error;
      await notify(db, [error.ownerId], {
        kind: 'account_security',
        title: say('notice.registerTried'),
        body: say('notice.registerTriedBody'),
        dedupeKey: `registration-with-email:${new Date().toISOString().slice(0, 10)}`,
      });
    }
  });
}
