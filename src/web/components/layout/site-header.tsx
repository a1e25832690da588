import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link to={paths.home.getHref()} className="flex items-center gap-2 font-bold text-slate-900">
          <span
            className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white"
            aria-hidden="true"
          >
            +
          </span>
          {/* Read out on phones too, where only the icon shows: the link needs a name at every width. */}
          <span className="sr-only sm:not-sr-only">Home Health Screening</span>
        </Link>
        <nav aria-label="Main">
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <CalendarCheck className="size-4" aria-hidden="true" />
            Appointments
          </Link>
        </nav>
      </div>
    </header>
  );
}
