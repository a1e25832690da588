import { CalendarCheck } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { LazySheetMenu, useAuth } from '@/features/admin';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

const linkClass =
  'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

export function SiteHeader() {
  const { hasToken } = useAuth();
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
          <span className="sr-only sm:not-sr-only">Home Health Screening</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <nav aria-label="Main" className="flex items-center gap-2">
            <Link to={paths.home.getHref()} className={linkClass}>
              <CalendarCheck className="size-4" aria-hidden="true" />
              Appointments
            </Link>
            {/* Spec 001 §2: a signed-in admin's items; on phones they are in the side menu. */}
            {hasToken ? (
              <>
                <Link
                  to={paths.adminDashboard.getHref()}
                  className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'hidden sm:inline-flex')}
                >
                  Admin Dashboard
                </Link>
                <LogoutButton className="hidden sm:inline-flex" />
              </>
            ) : null}
          </nav>
          {/* Only a signed-in admin has it, so it (and Radix's dialog code) loads only then, with the admin pages. */}
          {hasToken ? (
            <Suspense fallback={null}>
              <LazySheetMenu title="Menu" triggerClassName="sm:hidden">
                <Link to={paths.home.getHref()} className={linkClass}>
                  <CalendarCheck className="size-4" aria-hidden="true" />
                  Appointments
                </Link>
                <Link to={paths.adminDashboard.getHref()} className={linkClass}>
                  Admin Dashboard
                </Link>
                <LogoutButton className="justify-start" />
              </LazySheetMenu>
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}

function LogoutButton({ className }: { className?: string }) {
  const { logout, isLoggingOut } = useAuth();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      disabled={isLoggingOut}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), className)}
    >
      {isLoggingOut ? 'Logging out...' : 'Logout'}
    </button>
  );
}
