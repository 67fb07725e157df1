/** The session as the browser keeps it: `token` and `user` in localStorage (spec part 1 §3, §4). */
import type { User } from '@contract/auth';
import { ROLES } from '@contract/enums';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

/** The stored user, or null when missing or not a user any more (an older client's shape). */
export function readStoredUser(): User | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    // A light shape check keeps zod out of the public bundle; /api/auth/me refreshes the rest.
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const user = parsed as Partial<User>;
    const valid =
      typeof user._id === 'string' &&
      typeof user.name === 'string' &&
      ROLES.includes(user.role as User['role']);
    return valid ? (user as User) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  storage()?.setItem(TOKEN_KEY, token);
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  storage()?.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  storage()?.removeItem(TOKEN_KEY);
  storage()?.removeItem(USER_KEY);
}
