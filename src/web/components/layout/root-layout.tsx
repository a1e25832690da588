import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useTokenHolderRedirect } from '@/features/admin';
import { useClearPartnerDataOnLeave } from '@/features/partner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const MAIN_CONTENT_ID = 'main';

export function RootLayout() {
  const { t } = useTranslation();
  // Spec 000 §2: the partner data lives only while the visitor stays on the partner event's paths.
  useClearPartnerDataOnLeave();
  // Spec 001 §2: a visitor holding an admin token is sent from any page outside /admin to the dashboard.
  const adminRedirect = useTokenHolderRedirect();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* WCAG 2.4.1: keyboard users skip the header; hidden until it has focus. */}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-white text-sm font-semibold text-brand-800 shadow-lg ring-2 ring-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        {t('layout.skipToMain')}
      </a>
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {adminRedirect ? <Navigate to={adminRedirect} replace /> : <Outlet />}
      </main>
      <SiteFooter />
    </div>
  );
}
