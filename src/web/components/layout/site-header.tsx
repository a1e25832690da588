import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminHeaderLinks, AdminSheetMenu, useAuth } from '@/features/admin';
import { paths } from '@/lib/paths';
import { LanguageMenu } from './language-menu';

const linkClass =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

export function SiteHeader() {
  const { t } = useTranslation();
  const { hasToken } = useAuth();
  const appointmentsLink = (
    <Link to={paths.home.getHref()} className={linkClass}>
      <CalendarCheck className="size-4" aria-hidden="true" />
      {t('header.appointments')}
    </Link>
  );
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link to={paths.home.getHref()} className="flex items-center gap-2 font-bold text-slate-900">
          <span
            className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white"
            aria-hidden="true"
          >
            +
          </span>
          {/* Read out on phones too, where only the icon shows: the link needs a name at every width. */}
          <span className="sr-only sm:not-sr-only">{t('header.siteName')}</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <nav aria-label={t('header.mainNavigation')} className="flex items-center gap-2">
            {appointmentsLink}
            {hasToken ? <AdminHeaderLinks /> : null}
          </nav>
          <LanguageMenu />
          {hasToken ? <AdminSheetMenu linkClassName={linkClass}>{appointmentsLink}</AdminSheetMenu> : null}
        </div>
      </div>
    </header>
  );
}
