import { COMPANY } from '@domain/shared/company';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

const FOOTER_LINK =
  'rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

export function SiteFooter() {
  return (
    <footer className="no-print mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-slate-500 sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <p>
          © {new Date().getFullYear()} {COMPANY.legalName} All rights reserved.
        </p>
        <nav aria-label="Site" className="flex flex-col items-center gap-2 sm:flex-row sm:gap-6">
          {/* Where customers look for it: changing or cancelling a booking needs only its reference number. */}
          <Link to={paths.cancelAppointment.getHref()} className={FOOTER_LINK}>
            Cancel or reschedule an appointment
          </Link>
          <Link to={paths.privacyNotice.getHref()} className={FOOTER_LINK}>
            Privacy notice
          </Link>
        </nav>
      </div>
    </footer>
  );
}
