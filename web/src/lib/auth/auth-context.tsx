/**
 * The signed-in session (spec part 1 §4). At start a stored token and user restore the user at once, then
 * GET /api/auth/me refreshes it; a 401/403 there, or a 401 from any later call, signs the visitor out.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LoginInput, User } from '@contract/auth';
import { isApiError, setUnauthorizedHandler } from '../api-client';
import { forgetOfflineCopies } from '../offline-copies';
import { getMe, loginRequest, logoutRequest } from './auth-api';
import { clearStoredSession, readStoredUser, readToken, storeSession, storeUser } from './storage';

export type AuthState = {
  user: User | null;
  /** True while the stored session is being checked at start, and while a login is in flight. */
  loading: boolean;
  login: (input: LoginInput) => Promise<User>;
  logout: () => Promise<void>;
  /** Replaces the signed-in user (after a profile update). */
  updateUser: (user: User) => void;
};

const AuthContext = createContext<AuthState | null>(null);

function initialSession(): { user: User | null; checking: boolean } {
  const token = readToken();
  const user = readStoredUser();
  if (token && user) return { user, checking: true };
  // Half a session (a token without a user or the reverse) is no session.
  if (token || user) clearStoredSession();
  return { user: null, checking: false };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [initial] = useState(initialSession);
  const [user, setUser] = useState<User | null>(initial.user);
  const [checking, setChecking] = useState(initial.checking);
  const [signingIn, setSigningIn] = useState(false);

  const endSession = useCallback(() => {
    clearStoredSession();
    setUser(null);
    queryClient.clear();
    // A shared phone keeps nothing of this person for the next one.
    void forgetOfflineCopies();
  }, [queryClient]);

  // From here the app knows the session: the mark public/theme-init.js left for the server-rendered frame
  // (a placeholder instead of Sign In) would hide Sign In from someone who signs out.
  useEffect(() => document.documentElement.removeAttribute('data-session'), []);

  useEffect(() => {
    setUnauthorizedHandler(endSession);
    return () => setUnauthorizedHandler(undefined);
  }, [endSession]);

  useEffect(() => {
    if (!initial.checking) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then(({ user: fresh }) => {
        storeUser(fresh);
        setUser(fresh);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Only the server saying "no" ends the session; a flaky network keeps the restored user.
        if (isApiError(error) && (error.status === 401 || error.status === 403)) endSession();
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
  }, [initial.checking, endSession]);

  const login = useCallback(
    async (input: LoginInput) => {
      setSigningIn(true);
      try {
        const { user: signedIn, token } = await loginRequest(input);
        queryClient.clear();
        await forgetOfflineCopies();
        storeSession(token, signedIn);
        setUser(signedIn);
        return signedIn;
      } finally {
        setSigningIn(false);
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      if (readToken()) await logoutRequest();
    } catch (error) {
      // The session ends on this device whatever the server says (spec part 1 §8).
      console.warn('Sign-out call failed', error);
    } finally {
      endSession();
    }
  }, [endSession]);

  const updateUser = useCallback((next: User) => {
    storeUser(next);
    setUser(next);
  }, []);

  const value = useMemo(
    () => ({ user, loading: checking || signingIn, login, logout, updateUser }),
    [user, checking, signingIn, login, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
