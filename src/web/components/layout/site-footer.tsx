import { COMPANY } from '@domain/shared/company';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

const FOOTER_LINK =
  'rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="no-print mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-slate-500 sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), company: COMPANY.legalName })}</p>
        <nav aria-label={t('footer.navigation')} className="flex flex-col items-center gap-2 sm:flex-row sm:gap-6">
          {/* Where customers look for it: changing or cancelling a booking needs only its reference number. */}
          <Link to={paths.cancelAppointment.getHref()} className={FOOTER_LINK}>
            {t('footer.cancelOrReschedule')}
          </Link>
          <Link to={paths.privacyNotice.getHref()} className={FOOTER_LINK}>
            {t('footer.privacyNotice')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
