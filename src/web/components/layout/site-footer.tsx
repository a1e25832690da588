import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function SiteFooter() {
  return (
    <footer className="no-print mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-6 text-center text-sm text-slate-500 sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <p>© {new Date().getFullYear()} Home Health Screening Holdings Pte. Ltd. All rights reserved.</p>
        {/* Where customers look for it: changing or cancelling a booking needs only its reference number. */}
        <Link
          to={paths.cancelAppointment.getHref()}
          className="rounded font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          Cancel or reschedule an appointment
        </Link>
      </div>
    </footer>
  );
}
