/** The core of `npm run create-admin`: validates the input and creates an approved admin, or resets one's password. */
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { EmailSchema, PasswordSchema, requiredText } from '../../../contract/fields';
import { say } from '../../../contract/message-catalogue';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../db/client';
import { passwordResetTokens, users } from '../db/schema';
import { isCommonPassword } from '../lib/common-passwords';
import { HttpError } from '../lib/http-error';
import { hashPassword } from '../lib/passwords';
import { recordAudit } from '../modules/audit/record';
import { setPassword } from '../modules/auth/password-reset';
import { notify } from '../modules/notifications/notify';
import { createAccount } from '../modules/users/accounts';

export const NewAdminSchema = z.object({
  email: EmailSchema,
  name: requiredText('Name', 100),
  password: PasswordSchema,
});

/** A failure the person at the terminal can act on; its message is shown as it is. */
export class CliError extends Error {}

/** Creates an approved admin who can sign in at once; returns its id. */
export async function createAdmin(input: { email: string; name: string; password: string }, db: Db) {
  const parsed = NewAdminSchema.safeParse(input);
  if (!parsed.success) throw new CliError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { email, name, password } = parsed.data;
  try {
    const id = await createAccount(db, { role: 'admin', email, name, password }, { status: 'approved' });
    return { id, email, name };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) {
      throw new CliError(`An account with the email ${email} already exists; nothing was changed.`);
    }
    if (error instanceof HttpError && error.statusCode === 400) throw new CliError(error.message);
    throw error;
  }
}

export const AdminPasswordSchema = z.object({ email: EmailSchema, password: PasswordSchema });

/**
 * `create-admin --reset-password`: a new password for an existing admin, the way an admin's password is reset
 * (no admin resets another's in the portal). As any reset: its sessions and open links end, it is audited, and
 * its owner is told on the bell and, with SMTP, by e-mail. Returns the admin's name.
 */
export async function resetAdminPassword(
  input: { email: string; password: string },
  db: Db,
  options: { sendsEmail: boolean },
) {
  const parsed = AdminPasswordSchema.safeParse(input);
  if (!parsed.success) throw new CliError(parsed.error.issues.map((issue) => issue.message).join('; '));
  const { email, password } = parsed.data;
  if (isCommonPassword(password)) throw new CliError(MESSAGES.passwordTooCommon);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [admin] = await tx
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (!admin || admin.role !== 'admin') {
      throw new CliError(`No admin has the email ${email}; nothing was changed.`);
    }
    const ended = await setPassword(tx, admin.id, passwordHash, false);
    // A link sent earlier would otherwise set a password nobody gave here.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, admin.id), isNull(passwordResetTokens.usedAt)));
    await recordAudit(tx, {
      action: 'account.password-reset',
      entity: 'user',
      entityId: admin.id,
      summary: say('audit.passwordResetOnServer', { name: admin.name, n: ended }),
      after: { method: 'create-admin', sessions_ended: ended },
    });
    await notify(
      tx,
      [admin.id],
      {
        kind: 'account_security',
        title: say('passwordResetTitle'),
        body: say('passwordResetOnServerBody'),
      },
      { email: options.sendsEmail },
    );
    return { name: admin.name, email };
  });
}
