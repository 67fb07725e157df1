/** The core of `npm run create-admin`: validates the input and creates an approved admin. */
import { z } from 'zod';
import { EmailSchema, PasswordSchema, requiredText } from '../../../contract/fields';
import type { Db } from '../db/client';
import { HttpError } from '../lib/http-error';
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
