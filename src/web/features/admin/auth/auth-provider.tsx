import type { AdminLoginRequest, AdminUser } from '@domain/staff/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError, AUTH_TOKEN_KEY, authTokenStorage, serverMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { tokenHolderRedirect } from './admin-access';
import {
  CURRENT_ADMIN_PATH,
  currentAdminQueryOptions,
  isAdminQueryKey,
  login as requestLogin,
  logout as requestLogout,
} from './api';
import {
  LOGIN_FAILED_FALLBACK,
  LOGIN_FAILED_TITLE,
  LOGIN_SUCCESS_TEXT,
  LOGIN_SUCCESS_TITLE,
  LOGOUT_FAILED_TITLE,
  LOGOUT_SUCCESS_TEXT,
  LOGOUT_SUCCESS_TITLE,
  USE_AUTH_OUTSIDE_PROVIDER,
} from './session-messages';

export interface AuthContextValue {
  /** The signed-in user; null while loading, signed out, or when the look-up failed. */
  user: AdminUser | null;
  /** A token is stored and its user is still being looked up. */
  isLoading: boolean;
  hasToken: boolean;
  /** The look-up of the current user failed (not a 401, which simply means nobody is signed in). */
  error: Error | null;
  /** Signs in and loads the user, with the toasts; a refusal is thrown after its toast. */
  login: (credentials: AdminLoginRequest) => Promise<AdminUser | null>;
  /** Signs out with the toasts; the token is dropped whether or not the server answered. */
  logout: () => Promise<void>;
  /** 'Logging out...' while true. */
  isLoggingOut: boolean;
  /** Drops the token and everything the session loaded, without asking the server (it has ended the session). */
  forgetSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The admin session (spec 001 §4): the token in local storage, the current admin from GET
 * /api/admin/user, and sign-in and sign-out with their toasts (§8).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => authTokenStorage.read());
  const userQuery = useQuery(currentAdminQueryOptions(token));

  // A token the server no longer accepts (expired after 12 idle hours, or revoked) is dropped, so that
  // its holder is asked to sign in again instead of being kept away from the customer pages.
  const isTokenRejected = token !== null && userQuery.data === null;
  useEffect(() => {
    if (!isTokenRejected) return;
    authTokenStorage.clear();
    setToken(null);
  }, [isTokenRejected]);

  // Signing in or out in another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_TOKEN_KEY || event.key === null) setToken(authTokenStorage.read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Any admin list answering 401 means the session ended while the page was open: ask again who is
  // signed in, which drops the token and sends the visitor to the login page.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (!(error instanceof ApiError) || error.status !== 401) return;
        if (!isAdminQueryKey(event.query.queryKey) || event.query.queryKey[0] === CURRENT_ADMIN_PATH) return;
        void queryClient.invalidateQueries({ queryKey: [CURRENT_ADMIN_PATH] });
      }),
    [queryClient],
  );

  // Spec 001 §4 and §8: the token is kept, the current admin fetched and cached; then the toast.
  const login = useCallback(
    async (credentials: AdminLoginRequest): Promise<AdminUser | null> => {
      let newToken: string;
      try {
        newToken = await requestLogin(credentials);
      } catch (error) {
        toast.error(LOGIN_FAILED_TITLE, { description: serverMessage(error, LOGIN_FAILED_FALLBACK) });
        throw error;
      }
      // Nothing a former session loaded may show in this one.
      queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
      authTokenStorage.write(newToken);
      let user: AdminUser | null = null;
      try {
        user = await queryClient.fetchQuery(currentAdminQueryOptions(newToken));
      } catch (error) {
        // Spec 001 §8: a failed user fetch after login is only logged; the login still counts.
        console.error(error);
      }
      setToken(newToken);
      toast.success(LOGIN_SUCCESS_TITLE, { description: LOGIN_SUCCESS_TEXT });
      return user;
    },
    [queryClient],
  );

  const forgetSession = useCallback(() => {
    authTokenStorage.clear();
    setToken(null);
    queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
  }, [queryClient]);

  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const logout = useCallback(async (): Promise<void> => {
    setIsLoggingOut(true);
    try {
      await requestLogout();
      toast.success(LOGOUT_SUCCESS_TITLE, { description: LOGOUT_SUCCESS_TEXT });
    } catch (error) {
      toast.error(LOGOUT_FAILED_TITLE, { description: error instanceof Error ? error.message : String(error) });
    } finally {
      // Spec 001 §4: the token goes either way, and with it everything the session loaded.
      forgetSession();
      setIsLoggingOut(false);
    }
  }, [forgetSession]);

  const hasToken = token !== null;
  const user = hasToken ? (userQuery.data ?? null) : null;
  const isLoading = hasToken && (userQuery.isPending || isTokenRejected);
  const error = hasToken ? userQuery.error : null;

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, hasToken, error, login, logout, isLoggingOut, forgetSession }),
    [user, isLoading, hasToken, error, login, logout, isLoggingOut, forgetSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error(USE_AUTH_OUTSIDE_PROVIDER);
  return context;
}

/** Where the current page must send a token holder (the admin dashboard), or null to stay (spec 001 §2). */
export function useTokenHolderRedirect(): string | null {
  const { hasToken } = useAuth();
  const { pathname } = useLocation();
  return tokenHolderRedirect(pathname, hasToken);
}
