import { lazy } from 'react';

// What the rest of the client may use from the admin feature. The session (provider, hook and the
// token holder's redirect) is small and always loaded; the admin pages load on demand, so none of
// them, nor TanStack Table or the date picker, is part of the home page's bundle.

export { type AuthContextValue, AuthProvider, useAuth, useTokenHolderRedirect } from './auth/auth-provider';

const adminPages = () => import('./admin-pages');

export const lazyAdminLoginPage = async () => ({ Component: (await adminPages()).LoginPage });

export const lazyAdminLayout = async () => ({ Component: (await adminPages()).AdminLayout });

export const lazyAdminDashboardPage = async () => ({ Component: (await adminPages()).DashboardPage });

export const lazyAdminActivityPage = async () => ({ Component: (await adminPages()).ActivityPage });

export const lazyAdminEmailPage = async () => ({ Component: (await adminPages()).EmailSettingsPage });

export const lazyAdminPostalTimeslotsPage = async () => ({ Component: (await adminPages()).PostalTimeslotsPage });

export const lazyAdminRunSheetPage = async () => ({ Component: (await adminPages()).RunSheetPage });

/** /test/auto-timeslots: not an admin page, but loaded with this piece (see admin-pages.ts). */
export const lazyAutoTimeslotsPage = async () => ({ Component: (await adminPages()).AutoTimeslotsPage });

/** The header's side menu (a sheet) for a signed-in admin, loaded with the admin pages. */
export const LazySheetMenu = lazy(async () => ({ default: (await adminPages()).SheetMenu }));
