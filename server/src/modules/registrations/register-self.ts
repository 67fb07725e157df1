/**
 * A self-registration, answered the same whether or not its e-mail already has an account, so that the form
 * cannot be used to list who has one (docs/decisions/sign-in-lockout.md). The owner of a taken e-mail is told
 * instead, at most once a day.
 */
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
        title: 'Someone tried to register with your e-mail',
        body: 'A registration form was sent to the college portal with the e-mail address of your account. No new account was made. If this was you, sign in with your existing account instead.',
        dedupeKey: `registration-with-email:${new Date().toISOString().slice(0, 10)}`,
      });
    }
  });
}
