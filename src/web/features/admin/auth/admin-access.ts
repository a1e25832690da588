import type { AdminUser } from '@domain/staff/schemas';
import { paths } from '@/lib/paths';

/** /admin and every path under it (not '/administrator'). */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`);
}

/**
 * Spec 001 §2 and §6: a visitor holding an admin token is sent from any page outside /admin to the
 * dashboard, so an admin never books as a customer while signed in. Null: stay.
 */
export function tokenHolderRedirect(pathname: string, hasToken: boolean): string | null {
  return hasToken && !isAdminPath(pathname) ? paths.adminDashboard.getHref() : null;
}

/** Only this role sees the admin shell (spec 001 §6); every other user gets the not-allowed view. */
export const isAdmin = (user: AdminUser | null | undefined): boolean => user?.role === 'admin';

export type ProtectedRouteView = 'loading' | 'page' | 'reload' | 'login';

/**
 * What a protected route shows (spec 001 §2): a spinner while the user loads; the page for a signed-in
 * user; a visitor without one goes to the login page, except that a stored token whose user did not
 * load (the look-up failed) reloads the page once on this path first.
 */
export function protectedRouteView(state: {
  isLoading: boolean;
  hasUser: boolean;
  hasToken: boolean;
  pathname: string;
  /** The path already reloaded once, if any. */
  reloadedPath: string | null;
}): ProtectedRouteView {
  if (state.isLoading) return 'loading';
  if (state.hasUser) return 'page';
  if (state.hasToken && state.reloadedPath !== state.pathname) return 'reload';
  return 'login';
}
