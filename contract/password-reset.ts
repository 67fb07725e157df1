/** Getting back into an account: reset links, an admin's reset, a password that must be changed (issue 19). */
import { ACCOUNT_MESSAGES } from './account-messages';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './constants';
import { EmailSchema, PasswordSchema } from './fields';
import { MESSAGES } from './messages';

/** How long a reset link works, once. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/** The portal page a reset link opens; the token travels as `?token=` (redacted in the logs). */
export const RESET_PASSWORD_PATH = '/reset-password';
/**
 * The `code` of the 403 that every route but the few of the change-password screen answers while the account
 * holds a temporary password.
 */
export const PASSWORD_CHANGE_REQUIRED = 'password-change-required';

/** `POST /api/auth/password-reset`. */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** `GET /api/auth/password-reset`: whether links can be e-mailed at all (SMTP and the public address set). */
export const PasswordResetAvailabilitySchema = z.object({ byEmail: z.boolean() });
export type PasswordResetAvailability = z.infer<typeof PasswordResetAvailabilitySchema>;

/** `POST /api/auth/password-reset/confirm`. */
export const PasswordResetConfirmSchema = z
  .object({
    token: z
      .string({ error: ACCOUNT_MESSAGES.passwordResetLinkInvalid })
      .min(1, ACCOUNT_MESSAGES.passwordResetLinkInvalid)
      .max(200, ACCOUNT_MESSAGES.passwordResetLinkInvalid),
    newPassword: PasswordSchema,
    confirmPassword: z.string({ error: 'Confirm your password' }).max(MAX_PASSWORD_LENGTH),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

export const ADMIN_RESET_METHODS = ['temporary', 'email'] as const;
export type AdminResetMethod = (typeof ADMIN_RESET_METHODS)[number];

/** `POST /api/admin/users/:id/reset-password`. */
export const AdminPasswordResetSchema = z.object({
  method: z.enum(ADMIN_RESET_METHODS, { error: 'Choose a temporary password or an e-mailed link' }),
});
export type AdminPasswordReset = z.infer<typeof AdminPasswordResetSchema>;

/** The answer: the temporary password appears in this answer only, never again (it is stored hashed). */
export const AdminPasswordResetResultSchema = z.object({
  method: z.enum(ADMIN_RESET_METHODS),
  temporaryPassword: z.string().optional(),
});
export type AdminPasswordResetResult = z.infer<typeof AdminPasswordResetResultSchema>;
