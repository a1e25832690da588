import type {
  AdminLoginRequest,
  AdminLoginResult,
  AdminLogoutEverywhereResult,
  AdminUser,
} from '@domain/staff/schemas';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '@/lib/api';

/** The current admin's query key: the path it GETs (spec 001 §7, default query function). */
export const CURRENT_ADMIN_PATH = '/api/admin/user';

/** Spec 001 §9: the current admin is cached 5 minutes. */
export const CURRENT_ADMIN_STALE_MS = 5 * 60 * 1000;

/** POST /api/admin/login → the bearer token. */
export async function login(credentials: AdminLoginRequest): Promise<string> {
  const envelope = await apiPost<AdminLoginResult>('/api/admin/login', credentials);
  return envelope.data.token;
}

/** POST /api/admin/logout (no body). */
export async function logout(): Promise<void> {
  await apiPost<unknown>('/api/admin/logout');
}

/** POST /api/admin/logout-everywhere (no body): every session of the signed-in user ends; how many did. */
export async function logoutEverywhere(): Promise<number> {
  return (await apiPost<AdminLogoutEverywhereResult>('/api/admin/logout-everywhere')).data.sessionsEnded;
}

/** GET /api/admin/user; a 401 means nobody is signed in, which is an answer, not an error (spec 001 §8). */
export async function getCurrentAdmin(): Promise<AdminUser | null> {
  try {
    return (await apiGet<AdminUser>(CURRENT_ADMIN_PATH)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Keyed by the token too, so a new sign-in never reads the answer another token got. No retry and no
 * refetch on focus (spec 001 §9).
 */
export const currentAdminQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [CURRENT_ADMIN_PATH, token] as const,
    queryFn: getCurrentAdmin,
    enabled: token !== null,
    staleTime: CURRENT_ADMIN_STALE_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Every admin query's key starts with an /api/admin/ path; after a sign-out none of them may stay cached. */
export const isAdminQueryKey = (queryKey: readonly unknown[]): boolean =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/admin/');
