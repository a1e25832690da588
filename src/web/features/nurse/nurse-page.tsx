import { NURSE_ROLE_REQUIRED_MESSAGE } from '@domain/nurse/messages';
import { type AdminLoginRequest, adminLoginRequestSchema } from '@domain/staff/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LogOut, Stethoscope } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/admin';
import { ApiError, serverMessage } from '@/lib/api';
import { SITE_NAME } from '@/lib/use-document-title';
import { DayView } from './day-view';
import {
  CHECKING_SESSION,
  NOT_A_NURSE_TEXT,
  NURSE_APP_NAME,
  NURSE_PAGE_TITLE,
  SESSION_CHECK_FAILED,
  SIGN_IN_BUTTON,
  SIGN_IN_FAILED,
  SIGN_IN_OFFLINE,
  SIGN_IN_TEXT,
  SIGN_IN_TITLE,
  SIGN_OUT_BUTTON,
  SIGNED_IN_AS,
  SIGNING_IN,
  SIGNING_OUT,
  TRY_AGAIN,
} from './messages';
import { useNurseServiceWorker } from './service-worker';
import { type NurseSession, useNurseSession, useNurseSignOut } from './use-nurse';

// /nurse (DESIGN §8.12): the nurse's phone view, outside the site's layout and the admin area, with its
// own bar, in English like every staff page. She signs in with her staff account; any other role is
// told the view is for nurses.

export function NursePage() {
  const session = useNurseSession();
  useNurseServiceWorker();
  useEffect(() => {
    document.title = `${NURSE_PAGE_TITLE} | ${SITE_NAME}`;
  }, []);
  return <NurseView session={session} />;
}

export function NurseView({ session }: { session: NurseSession }) {
  const staff = session.kind === 'nurse' || session.kind === 'not-a-nurse' ? session.user : null;
  return (
    <div lang="en-SG" className="min-h-dvh bg-slate-100 text-slate-900">
      <NurseBar staffName={staff?.displayName ?? null} staffId={session.kind === 'nurse' ? session.user.id : null} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl px-3 py-4 focus:outline-none">
        <SessionContent session={session} />
      </main>
    </div>
  );
}

function SessionContent({ session }: { session: NurseSession }): ReactNode {
  switch (session.kind) {
    case 'loading':
      return <Spinner className="min-h-[50vh]" label={CHECKING_SESSION} />;
    case 'signed-out':
      return <SignInForm />;
    case 'not-a-nurse':
      return (
        <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
          <h1 className="text-2xl font-bold">{NURSE_ROLE_REQUIRED_MESSAGE}</h1>
          <p className="text-base text-slate-700">{NOT_A_NURSE_TEXT}</p>
          <SignOutButton staffId={null} className="w-full" />
        </div>
      );
    case 'unchecked':
      return (
        <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
          <h1 className="text-2xl font-bold">{NURSE_PAGE_TITLE}</h1>
          <Alert variant="warning">{SESSION_CHECK_FAILED}</Alert>
          <Button size="lg" className="min-h-12 w-full" onClick={() => window.location.reload()}>
            {TRY_AGAIN}
          </Button>
          <SignOutButton staffId={null} className="w-full" />
        </div>
      );
    case 'nurse':
      return <DayView key={session.user.id} staffId={session.user.id} />;
  }
}

function NurseBar({ staffName, staffId }: { staffName: string | null; staffId: number | null }) {
  return (
    <header className="sticky top-0 z-30 bg-brand-800 text-white shadow">
      <div className="mx-auto flex min-h-14 max-w-xl items-center justify-between gap-2 px-3 py-2">
        <p className="flex min-w-0 items-center gap-2">
          <Stethoscope className="size-6 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block font-bold leading-tight">{NURSE_APP_NAME}</span>
            {staffName ? (
              <span className="block truncate text-sm text-brand-50">
                {SIGNED_IN_AS} {staffName}
              </span>
            ) : null}
          </span>
        </p>
        {staffId !== null ? <SignOutButton staffId={staffId} variant="bar" /> : null}
      </div>
    </header>
  );
}

function SignOutButton({
  staffId,
  className,
  variant = 'page',
}: {
  staffId: number | null;
  className?: string;
  variant?: 'page' | 'bar';
}) {
  const { signOut, isSigningOut } = useNurseSignOut(staffId);
  return (
    <Button
      variant="outline"
      size="lg"
      className={
        variant === 'bar'
          ? 'min-h-11 shrink-0 border-white/70 bg-transparent px-3 text-white hover:bg-brand-700'
          : `min-h-12 ${className ?? ''}`
      }
      disabled={isSigningOut}
      onClick={() => void signOut()}
    >
      <LogOut aria-hidden="true" />
      {isSigningOut ? SIGNING_OUT : SIGN_OUT_BUTTON}
    </Button>
  );
}

export function SignInForm() {
  const { login } = useAuth();
  const signIn = useMutation({ mutationFn: login });
  const form = useForm<AdminLoginRequest>({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const failure = signIn.error
    ? signIn.error instanceof ApiError
      ? serverMessage(signIn.error, SIGN_IN_FAILED)
      : SIGN_IN_OFFLINE
    : null;

  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{SIGN_IN_TITLE}</h1>
        <p className="text-base text-slate-700">{SIGN_IN_TEXT}</p>
      </div>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((credentials) => signIn.mutate(credentials))}>
        <FormField id="nurse-username" label="Username" error={errors.username?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              autoCapitalize="none"
              className="min-h-12 text-base"
              {...form.register('username')}
            />
          )}
        </FormField>
        <FormField id="nurse-password" label="Password" error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="current-password"
              className="min-h-12 text-base"
              {...form.register('password')}
            />
          )}
        </FormField>
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-base font-medium text-red-800">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="min-h-12 w-full" disabled={signIn.isPending}>
          {signIn.isPending ? SIGNING_IN : SIGN_IN_BUTTON}
        </Button>
      </form>
    </div>
  );
}
