import { type AdminLoginRequest, adminLoginRequestSchema } from '@domain/staff/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { CalendarCheck, LockKeyhole, Package, ShieldCheck, Users } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LOGIN_ERROR_FALLBACK, LOGIN_PORTAL_TAGLINE, LOGIN_PORTAL_TITLE } from '../messages';
import { isAdminPath } from './admin-access';
import { useAuth } from './auth-provider';

/** Where the login page sends a signed-in admin: the admin page that asked for a login, else the dashboard. */
function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isAdminPath(from) && from !== paths.adminLogin.path
    ? from
    : paths.adminDashboard.getHref();
}

export function LoginPage() {
  useDocumentTitle('Admin Login');
  const { user, isLoading, login } = useAuth();
  // The toasts come from login itself; the page shows the state and the inline error.
  const loginMutation = useMutation({ mutationFn: login });
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  if (isLoading) return <Spinner className="min-h-[60vh]" label="Checking your session" />;
  // Spec 001 §2: a user already logged in goes to the dashboard.
  if (user && !loginMutation.isPending) return <Navigate to={afterLoginPath(location.state)} replace />;

  const onSubmit = form.handleSubmit((credentials) =>
    loginMutation.mutate(credentials, {
      onSuccess: () => navigate(afterLoginPath(location.state), { replace: true }),
    }),
  );

  return (
    <div className="mx-auto flex max-w-4xl px-4 py-10 sm:px-6 sm:py-16">
      <Card className="grid w-full overflow-hidden md:grid-cols-2">
        <section
          aria-labelledby="admin-portal-title"
          className="order-first flex flex-col justify-center gap-4 bg-brand-800 p-6 text-white sm:p-8 md:order-last"
        >
          <ShieldCheck className="size-10 text-brand-100" aria-hidden="true" />
          <h2 id="admin-portal-title" className="text-2xl font-bold">
            {LOGIN_PORTAL_TITLE}
          </h2>
          <p className="text-brand-50">{LOGIN_PORTAL_TAGLINE}</p>
          <ul className="mt-2 hidden space-y-2 text-sm text-brand-100 md:block">
            <li className="flex items-center gap-2">
              <CalendarCheck className="size-4" aria-hidden="true" /> Screening events and their schedules
            </li>
            <li className="flex items-center gap-2">
              <Package className="size-4" aria-hidden="true" /> Packages and member prices
            </li>
            <li className="flex items-center gap-2">
              <Users className="size-4" aria-hidden="true" /> Registrations and visits
            </li>
          </ul>
        </section>
        <div className="p-6 sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
              <LockKeyhole className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h1 className="text-xl font-bold text-slate-900">Admin Login</h1>
              <p className="text-sm text-slate-600">Sign in with your staff account.</p>
            </div>
          </div>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField id="admin-username" label="Username" error={errors.username?.message}>
              {(control) => <Input {...control} autoComplete="username" {...form.register('username')} />}
            </FormField>
            <FormField id="admin-password" label="Password" error={errors.password?.message}>
              {(control) => (
                <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
              )}
            </FormField>
            {loginMutation.isError ? (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
                {serverMessage(loginMutation.error, LOGIN_ERROR_FALLBACK)}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
              {loginMutation.isPending ? 'Logging in...' : 'Login'}
            </Button>
          </form>
        </div>
      </Card>
    </div>
  );
}
