/** The session endpoints (API.md "Public", "Any signed-in user"). */
import type { LoginInput, PreferencesUpdate, User } from '@contract/auth';
import type {
  PasswordResetAvailability,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '@contract/password-reset';
import { api, apiRequest } from '../api-client';

export const loginRequest = (input: LoginInput) =>
  api<{ user: User; token: string }>('/auth/login', { method: 'POST', body: input });

export const getMe = (signal?: AbortSignal) => api<{ user: User }>('/auth/me', { signal });

export const logoutRequest = () => api<undefined>('/auth/logout', { method: 'POST' });

/** POST /api/auth/change-password; the server checks the current password and ends the user's other sessions. */
export const changePasswordRequest = (input: { currentPassword: string; newPassword: string }) =>
  apiRequest<undefined>('/auth/change-password', { method: 'POST', body: input });

/** GET /api/auth/password-reset: whether reset links can be e-mailed (else the college office resets). */
export const passwordResetAvailability = () =>
  api<PasswordResetAvailability>('/auth/password-reset');

/** POST /api/auth/password-reset: always the same answer, whether or not the e-mail has an account. */
export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiRequest<undefined>('/auth/password-reset', { method: 'POST', body: input });

/** POST /api/auth/password-reset/confirm: sets the new password and ends every session of the account. */
export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  apiRequest<undefined>('/auth/password-reset/confirm', { method: 'POST', body: input });

export const savePreferences = (preferences: PreferencesUpdate) =>
  api<{ user: User }>('/auth/preferences', { method: 'PUT', body: preferences });
