/**
 * Telling an account's owner that other people have been entering wrong passwords for it: a notification and,
 * with SMTP, an e-mail (through the outbox). Sent once per episode by the sign-in throttle.
 */
import { say } from '../../../../contract/message-catalogue';
import type { Db } from '../../db/client';
import { notify } from '../notifications/notify';

export async function notifySignInTargeted(db: Db, userId: string, n: number) {
  await notify(db, [userId], {
    kind: 'account_security',
    title: say('notice.signInTried'),
    body: say('notice.signInTriedBody', { n }),
  });
}
