/** Getting back into an account (issue 19): only the pages that use these load them. */
import type {
  PasswordResetAvailability,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '@contract/password-reset';
import { api, apiRequest } from '../../../lib/api-client';

/** GET /api/auth/password-reset: whether reset links can be e-mailed (else the college office resets). */
export const passwordResetAvailability = () => api<PasswordResetAvailability>('/auth/password-reset');

/** POST /api/auth/password-reset: always the same answer, whether or not the e-mail has an account. */
export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiRequest<undefined>('/auth/password-reset', { method: 'POST', body: input });

/** POST /api/auth/password-reset/confirm: sets the new password and ends every session of the account. */
export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  apiRequest<undefined>('/auth/password-reset/confirm', { method: 'POST', body: input });
