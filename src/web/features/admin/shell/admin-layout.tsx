import {
  Activity,
  CalendarDays,
  ChartColumn,
  LayoutDashboard,
  ListOrdered,
  LogOut,
  Mail,
  ShieldAlert,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { isAdmin, protectedRouteView } from '../auth/admin-access';
import { useAuth } from '../auth/auth-provider';
import { ADMIN_TITLE, NOT_ALLOWED_TEXT, NOT_ALLOWED_TITLE, welcomeMessage } from '../messages';
import { forgetReload, readReloadedPath, rememberReload } from './reload-once';
import { SignOutEverywhereButton } from './sign-out-everywhere';
import { PaymentTestModeBanner } from './test-mode-banner';

/**
 * The protected admin pages (spec 001 §2): a centred spinner while the user loads, the login page for a
 * visitor who is not signed in, and the shell (top bar, the test-mode banner while payments are
 * simulated, and the page) for a signed-in admin.
 */
export function AdminLayout() {
  const { user, isLoading, hasToken } = useAuth();
  const location = useLocation();
  const view = protectedRouteView({
    isLoading,
    hasUser: user !== null,
    hasToken,
    pathname: location.pathname,
    reloadedPath: readReloadedPath(),
  });

  useEffect(() => {
    if (view === 'reload') {
      rememberReload(location.pathname);
      window.location.reload();
    } else if (view === 'page') {
      forgetReload();
    }
  }, [view, location.pathname]);

  if (view === 'loading' || view === 'reload') {
    return <Spinner className="min-h-[60vh]" label="Loading the admin area" />;
  }
  if (view === 'login') {
    return <Navigate to={paths.adminLogin.getHref()} replace state={{ from: location.pathname }} />;
  }
  return isAdmin(user) ? (
    <AdminShell username={user?.username ?? ''}>
      <Outlet />
    </AdminShell>
  ) : (
    <NotAllowed />
  );
}

function LogoutButton({ className }: { className?: string }) {
  const { logout, isLoggingOut } = useAuth();
  return (
    <Button variant="outline" size="sm" className={className} onClick={() => void logout()} disabled={isLoggingOut}>
      <LogOut aria-hidden="true" />
      {isLoggingOut ? 'Logging out...' : 'Logout'}
    </Button>
  );
}

// Below a wide screen the links show without their icons, so that the title, the pages, the welcome and
// "Sign out everywhere" share one line on a laptop (and on a phone they wrap rather than widen the page).
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 max-2xl:[&_svg]:hidden',
    isActive && 'bg-brand-50 text-brand-800',
  );

/** The admin header's links, in order; the dashboard's only for its own path, not the pages under /admin. */
const ADMIN_LINKS: { href: string; label: string; Icon: typeof Activity; end?: boolean }[] = [
  { href: paths.adminDashboard.getHref(), label: 'Dashboard', Icon: LayoutDashboard, end: true },
  { href: paths.adminActivity.getHref(), label: 'Activity', Icon: Activity },
  { href: paths.adminEmail.getHref(), label: 'Email', Icon: Mail },
  { href: paths.adminPrivacy.getHref(), label: 'Privacy', Icon: ShieldCheck },
  { href: paths.adminWaitlist.getHref(), label: 'Waitlist', Icon: ListOrdered },
  { href: paths.adminInsights.getHref(), label: 'Insights', Icon: ChartColumn },
  { href: paths.adminStaff.getHref(), label: 'Staff', Icon: Users },
  { href: paths.adminRoster.getHref(), label: 'Roster', Icon: CalendarDays },
];

/**
 * The admin pages' bar under the site's header, which carries spec 001 §2's items (Appointments, Admin
 * Dashboard, Logout): the admin title, the pages, the welcome and "Sign out everywhere" on one row, so
 * there is one Logout and the dashboard's tabs stay on a laptop's first screen.
 */
export function AdminShell({ username, children }: { username: string; children: React.ReactNode }) {
  return (
    <div className="bg-slate-50/60">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1.5 px-4 py-2 sm:px-6">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link to={paths.admin.getHref()} className="text-sm font-bold text-slate-900">
              {ADMIN_TITLE}
            </Link>
            <nav aria-label="Admin" className="flex flex-wrap items-center gap-1">
              {ADMIN_LINKS.map(({ href, label, Icon, end }) => (
                <NavLink key={href} to={href} className={navLinkClass} end={end}>
                  <Icon className="size-4" aria-hidden="true" />
                  {label}
                </NavLink>
              ))}
            </nav>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-slate-600">{welcomeMessage(username)}</span>
            <SignOutEverywhereButton />
          </div>
        </div>
      </div>
      <PaymentTestModeBanner />
      <div className="mx-auto max-w-6xl px-4 py-5 sm:px-6 sm:py-6">{children}</div>
    </div>
  );
}

/** Spec 001 §2: a signed-in user whose role is not admin. */
function NotAllowed() {
  return (
    <div className="mx-auto flex max-w-md px-4 py-16">
      <Card className="w-full">
        <CardContent className="flex flex-col items-center pt-8 text-center sm:pt-10">
          <ShieldAlert className="size-10 text-amber-500" aria-hidden="true" />
          <h1 className="mt-4 text-lg font-bold text-slate-900">{NOT_ALLOWED_TITLE}</h1>
          <p className="mt-2 text-sm text-slate-600">{NOT_ALLOWED_TEXT}</p>
          <LogoutButton className="mt-6" />
        </CardContent>
      </Card>
    </div>
  );
}
