/** The session endpoints (API.md "Public", "Any signed-in user"). */
import type { LoginInput, PreferencesUpdate, User } from '@contract/auth';
import { api, apiRequest } from '../api-client';

export const loginRequest = (input: LoginInput) =>
  api<{ user: User; token: string }>('/auth/login', { method: 'POST', body: input });

export const getMe = (signal?: AbortSignal) => api<{ user: User }>('/auth/me', { signal });

/** Not sent again when the network is down: the session ends in this browser at once all the same. */
export const logoutRequest = () => api<undefined>('/auth/logout', { method: 'POST', retry: false });

/** POST /api/auth/change-password; the server checks the current password and ends the user's other sessions. */
export const changePasswordRequest = (input: { currentPassword: string; newPassword: string }) =>
  apiRequest<undefined>('/auth/change-password', { method: 'POST', body: input });

export const savePreferences = (preferences: PreferencesUpdate) =>
  api<{ user: User }>('/auth/preferences', { method: 'PUT', body: preferences });
