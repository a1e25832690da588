import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useAuth } from './auth-provider';

// The header's items for a signed-in admin (spec 001 §2). The admin area stays English (DESIGN §8.10),
// so they are here, beside the session, and not in the customers' translated header.

const LazySheetMenu = lazy(async () => ({ default: (await import('../admin-pages')).SheetMenu }));

/** 'Admin Dashboard' and 'Logout' in the header's bar, from the small breakpoint up. */
export function AdminHeaderLinks() {
  return (
    <>
      <Link
        to={paths.adminDashboard.getHref()}
        className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'hidden sm:inline-flex')}
      >
        Admin Dashboard
      </Link>
      <LogoutButton className="hidden sm:inline-flex" />
    </>
  );
}

/** On phones the same items are in a side menu, which (with Radix's dialog code) loads with the admin pages. */
export function AdminSheetMenu({ linkClassName, children }: { linkClassName: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazySheetMenu title="Menu" triggerClassName="sm:hidden">
        {children}
        <Link to={paths.adminDashboard.getHref()} className={linkClassName}>
          Admin Dashboard
        </Link>
        <LogoutButton className="justify-start" />
      </LazySheetMenu>
    </Suspense>
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
