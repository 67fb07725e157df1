/**
 * Telling an account's owner that other people have been entering wrong passwords for it: a notification and,
 * with SMTP, an e-mail (through the outbox). Sent once per episode by the sign-in throttle.
 */
import type { Db } from '../../db/client';
import { notify } from '../notifications/notify';

export async function notifySignInTargeted(db: Db, userId: string, n: number) {
  await notify(db, [userId], {
    kind: 'account_security',
    title: 'Someone tried to sign in to your account',
    body: `A wrong password was entered ${n} times for your account from a device or network it has not signed in from. Further attempts from such places are slowed down; your own devices can still sign in. If this was not you, your password was not guessed; if you use this password anywhere else, change it.`,
  });
}
