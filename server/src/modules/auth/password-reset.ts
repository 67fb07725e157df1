/**
 * Getting back into an account (issue 19; docs/decisions/0017-accounts-can-be-recovered.md):
 *
 * - a reset link, e-mailed to an approved account on request or by an admin: a random token kept only as its
 *   SHA-256 hash, working once, for PASSWORD_RESET_LINK_MINUTES, a newer link ending the older ones;
 * - a temporary password an admin issues, shown once, which the account must change before anything else.
 *
 * Either way the old password stops working and every session of the account ends, in every process.
 */
import { say } from '../../../../contract/message-catalogue';
import { ACCOUNT_MESSAGES } from '../../../../contract/account-messages';
import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_LINKS } from '../../../../contract/notifications';
import { MESSAGES } from '../../../../contract/messages';
import {
  PASSWORD_RESET_LINK_MINUTES,
  RESET_PASSWORD_PATH,
  type AdminResetMethod,
} from '../../../../contract/password-reset';
import { ACCOUNT_SETUP_LINK_HOURS } from '../../../../contract/admin-accounts';
import type { Db } from '../../db/client';
import { emailOutbox, passwordResetTokens, users } from '../../db/schema';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/http-error';
import { isCommonPassword } from '../../lib/common-passwords';
import { hashPassword } from '../../lib/passwords';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import { recordActivity } from '../activity/record';
import { recordAudit } from '../audit/record';
import { notify } from '../notifications/notify';
import { revokeUserSessions } from '../../plugins/session-store';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const LINK_VALID_MS = PASSWORD_RESET_LINK_MINUTES * 60_000;

/** How links reach people: only with SMTP and the portal's public address (never a request's Host header). */
export interface ResetMail {
  /** The origin links point at (PUBLIC_URL), or null when links cannot be e-mailed. */
  publicUrl: string | null;
  smtp: boolean;
  clock: () => Date;
}

export const linksCanBeEmailed = (mail: ResetMail) => mail.smtp && mail.publicUrl !== null;

const TITLES = { student: 'Student', faculty: 'Faculty member', admin: 'Admin' } as const;

/** What a link's e-mail says, and how long the link works: a reset, or the first password of a new account. */
const LETTERS = {
  reset: {
    validMs: LINK_VALID_MS,
    subject: 'Reset your College Portal password',
    text: (name: string, link: string) => [
      `Dear ${name},`,
      '',
      'Someone, probably you, asked to reset the password of your College Portal account.',
      `Open this link within ${PASSWORD_RESET_LINK_MINUTES} minutes to choose a new password (it works once):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  },
  'office-reset': {
    validMs: LINK_VALID_MS,
    subject: 'Reset your College Portal password',
    text: (name: string, link: string) => [
      `Dear ${name},`,
      '',
      'The college office sent you this link to choose a new password for your College Portal account.',
      `Open it within ${PASSWORD_RESET_LINK_MINUTES} minutes (it works once):`,
      '',
      link,
      '',
      'Your password stays as it is until the link is used. If you did not ask the office for this, contact it.',
    ],
  },
  'new-account': {
    validMs: ACCOUNT_SETUP_LINK_HOURS * 60 * 60_000,
    subject: 'Your College Portal account',
    text: (name: string, link: string) => [
      `Dear ${name},`,
      '',
      'The college office has made you an account on the College Portal.',
      `Open this link within ${ACCOUNT_SETUP_LINK_HOURS} hours to choose your password (it works once):`,
      '',
      link,
      '',
      'If the link has expired, choose "Forgot password?" on the sign-in page to get a new one.',
    ],
  },
} as const;
export type LinkLetter = keyof typeof LETTERS;

/**
 * Ends the account's earlier links, makes a new one and queues the e-mail that carries it, in `tx`. The token
 * itself lives only in that e-mail.
 */
export async function issuePasswordLink(
  tx: Tx,
  user: { id: string; email: string; name: string },
  mail: ResetMail,
  letter: LinkLetter = 'reset',
) {
  const { validMs, subject, text } = LETTERS[letter];
  const now = mail.clock();
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  const token = newSecretToken();
  await tx.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + validMs),
  });
  const link = `${mail.publicUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
  await tx
    .insert(emailOutbox)
    .values({ toAddress: user.email, subject, text: text(user.name, link).join('\n') });
}

/**
 * `POST /api/auth/password-reset`: a link for an approved account with this e-mail, nothing for anyone else.
 * The caller cannot tell which happened (the route answers the same, no sooner than a fixed time).
 */
export async function requestPasswordReset(db: Db, email: string, mail: ResetMail): Promise<void> {
  if (!linksCanBeEmailed(mail)) return;
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.status !== 'approved') return;
  await db.transaction((tx) => issuePasswordLink(tx, user, mail));
}

/**
 * `POST /api/auth/password-reset` without e-mail: the admins are told on their bell that an approved student or
 * teacher with this e-mail asked, with a link to the person's page where the reset is; nobody else is told
 * anything (an admin's password is reset on the server). The caller cannot tell which happened.
 */
export async function tellOfficeOfResetRequest(db: Db, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.email, email));
  if (!user || user.status !== 'approved' || user.role === 'admin') return;
  const role = user.role;
  await db.transaction((tx) =>
    notify(tx, sql`select id from users where role = 'admin' and status = 'approved'`, {
      kind: 'password_reset_asked',
      title: say('notice.passwordResetAsked', { name: user.name }),
      body: say('notice.passwordResetAskedBody'),
      link: NOTIFICATION_LINKS.personPage(role, user.id),
    }),
  );
}

/** Sets a new password, clears a temporary one's flag and ends every session of the account, in `tx`. */
export async function setPassword(tx: Tx, userId: string, passwordHash: string, mustChangePassword: boolean) {
  await tx
    .update(users)
    .set({ passwordHash, mustChangePassword, updatedAt: new Date() })
    .where(eq(users.id, userId));
  // Sessions end in this process at once, and in the others when the update of revoked_at is announced.
  return revokeUserSessions(tx, userId);
}

/**
 * `POST /api/auth/password-reset/confirm`: the token is spent in the statement that finds it, so that two uses
 * at once cannot both succeed.
 */
export async function confirmPasswordReset(
  db: Db,
  token: string,
  newPassword: string,
  clock: () => Date,
): Promise<void> {
  const invalid = () => fieldError('token', ACCOUNT_MESSAGES.passwordResetLinkInvalid);
  const usable = (now: Date) =>
    and(
      eq(passwordResetTokens.tokenHash, hashSecretToken(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    );
  // The link first: a made-up or spent one costs one read, never a password hash (argon2's time and memory).
  const [link] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(clock()));
  if (!link) throw invalid();
  if (isCommonPassword(newPassword)) throw fieldError('newPassword', MESSAGES.passwordTooCommon);
  // Hashed before the transaction: argon2 takes a while, and no row should stay locked meanwhile.
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const now = clock();
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(usable(now))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw invalid();
    const [user] = await tx
      .select({ id: users.id, name: users.name, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, spent.userId))
      .for('update');
    // An account deactivated since the link was sent keeps its password.
    if (!user || user.status !== 'approved') throw invalid();
    const ended = await setPassword(tx, user.id, passwordHash, false);
    await recordAudit(tx, {
      action: 'account.password-reset',
      entity: 'user',
      entityId: user.id,
      summary: say('audit.passwordResetByLink', { label: TITLES[user.role], name: user.name, n: ended }),
      after: { method: 'email-link', sessions_ended: ended },
    });
    // On the bell, and by e-mail with SMTP: someone who got into the mailbox and used the link is reported to
    // the owner wherever they look.
    await notify(tx, [user.id], {
      kind: 'account_security',
      title: say('passwordResetTitle'),
      body: say('passwordResetBody'),
    });
  });
}

/** Letters and digits that cannot be mistaken for one another when read out or copied from a screen. */
const TEMPORARY_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TEMPORARY_LENGTH = 12;

/** About 70 bits: strong enough for the few days it may live, short enough to read out over the phone. */
export function newTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_LENGTH; i++)
    password += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return password;
}

/**
 * `POST /api/admin/users/:id/reset-password`: a temporary password (returned here, and nowhere else) that must
 * be changed at the next sign-in, or a reset link e-mailed to an approved account. Audited, never with the
 * password or the link.
 */
export async function adminResetPassword(
  db: Db,
  targetId: string,
  method: AdminResetMethod,
  adminId: string,
  mail: ResetMail,
): Promise<{ temporaryPassword?: string; email: string }> {
  if (targetId === adminId) throw forbidden(ACCOUNT_MESSAGES.ownPasswordReset);
  if (method === 'email' && !linksCanBeEmailed(mail)) {
    throw new HttpError(409, ACCOUNT_MESSAGES.resetLinkNeedsEmail);
  }
  const temporaryPassword = method === 'temporary' ? newTemporaryPassword() : undefined;
  const passwordHash = temporaryPassword ? await hashPassword(temporaryPassword) : undefined;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, targetId))
      .for('update');
    if (!user) throw notFound(say('notFound.named', { label: 'User' }));
    // One admin cannot take over another's account: the create-admin tool on the server resets an admin's
    // password (or the admin's own "Forgot password?"), and the refusal says how.
    if (user.role === 'admin') {
      throw forbidden(say('adminPasswordResetOnServer', { email: user.email }));
    }
    const title = TITLES[user.role];
    if (passwordHash) {
      const ended = await setPassword(tx, user.id, passwordHash, true);
      // Links sent earlier would otherwise set a password the admin did not give.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: mail.clock() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await recordAudit(tx, {
        action: 'account.password-reset',
        entity: 'user',
        entityId: user.id,
        summary: say('audit.temporaryPassword', { label: title, name: user.name, n: ended }),
        before: { must_change_password: false },
        after: { method: 'temporary-password', must_change_password: true, sessions_ended: ended },
      });
      await recordActivity(
        tx,
        'user',
        say('activity.passwordReset', { label: TITLES[user.role], name: user.name }),
        adminId,
      );
      // Its owner learns of it (by e-mail too, with SMTP): a reset nobody asked for is reported at once.
      await notify(tx, [user.id], {
        kind: 'account_security',
        title: say('passwordResetTitle'),
        body: say('passwordResetByOfficeBody'),
      });
      return { temporaryPassword, email: user.email };
    }
    if (user.status !== 'approved') throw new HttpError(409, ACCOUNT_MESSAGES.resetLinkNeedsApproved);
    await issuePasswordLink(tx, user, mail, 'office-reset');
    // The link's own e-mail is the e-mail; the bell says it too, where the owner may look first.
    await notify(
      tx,
      [user.id],
      { kind: 'account_security', title: say('resetLinkSentTitle'), body: say('resetLinkSentBody') },
      { email: false },
    );
    await recordAudit(tx, {
      action: 'account.password-reset',
      entity: 'user',
      entityId: user.id,
      summary: say('audit.resetLinkSent', { label: title, name: user.name }),
      after: { method: 'email-link' },
    });
    await recordActivity(
      tx,
      'user',
      say('activity.resetLinkSent', { label: TITLES[user.role], name: user.name }),
      adminId,
    );
    return { email: user.email };
  });
}
