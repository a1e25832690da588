// The admin area's pages (spec 001 §2), for src/web/routes.tsx only, loaded on demand as one piece
// (admin-pages.ts).

const adminPages = () => import('./admin-pages');

export const lazyAdminLoginPage = async () => ({ Component: (await adminPages()).LoginPage });

export const lazyAdminLayout = async () => ({ Component: (await adminPages()).AdminLayout });

export const lazyAdminDashboardPage = async () => ({ Component: (await adminPages()).DashboardPage });

export const lazyAdminActivityPage = async () => ({ Component: (await adminPages()).ActivityPage });

export const lazyAdminEmailPage = async () => ({ Component: (await adminPages()).EmailSettingsPage });

export const lazyAdminPrivacyPage = async () => ({ Component: (await adminPages()).PrivacyPage });

export const lazyAdminPostalTimeslotsPage = async () => ({ Component: (await adminPages()).PostalTimeslotsPage });

export const lazyAdminRunSheetPage = async () => ({ Component: (await adminPages()).RunSheetPage });

export const lazyAdminRosterPage = async () => ({ Component: (await adminPages()).RosterPage });

export const lazyAdminStaffPage = async () => ({ Component: (await adminPages()).StaffPage });

export const lazyAdminWaitlistPage = async () => ({ Component: (await adminPages()).WaitlistPage });

/** Its own piece: the charts library is loaded by this page only, never by another page. */
export const lazyAdminInsightsPage = async () => ({
  Component: (await import('./insights/insights-page')).InsightsPage,
});

/** /test/auto-timeslots: not an admin page, but loaded with this piece (see admin-pages.ts). */
export const lazyAutoTimeslotsPage = async () => ({ Component: (await adminPages()).AutoTimeslotsPage });
