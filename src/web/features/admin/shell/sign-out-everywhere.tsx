import { useMutation } from '@tanstack/react-query';
import { MonitorX } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, serverMessage } from '@/lib/api';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { logoutEverywhere } from '../auth/api';
import { useAuth } from '../auth/auth-provider';
import {
  SIGN_OUT_EVERYWHERE_FAILED_FALLBACK,
  SIGN_OUT_EVERYWHERE_FAILED_TITLE,
  SIGN_OUT_EVERYWHERE_LABEL,
  SIGN_OUT_EVERYWHERE_QUESTION,
  SIGN_OUT_EVERYWHERE_TEXT,
  SIGNED_OUT_EVERYWHERE_TITLE,
  SIGNING_OUT_EVERYWHERE,
  signedOutEverywhereText,
} from '../messages';

/**
 * "Sign out everywhere" (DESIGN §8.2): asks first, then ends every session of the signed-in user on the
 * server (this one too) and goes to the login page. If the server did not answer, the sessions may
 * still be open, so this one stays and the admin can try again.
 */
export function SignOutEverywhereButton({ className }: { className?: string }) {
  const { forgetSession } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const toLogin = () => {
    // In one update with the dropped token: the login page never sees the old user.
    navigate(paths.adminLogin.getHref(), { replace: true });
    forgetSession();
  };
  const signOut = useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: (sessionsEnded) => {
      toast.success(SIGNED_OUT_EVERYWHERE_TITLE, { description: signedOutEverywhereText(sessionsEnded) });
      toLogin();
    },
    onError: (error) => {
      setAsking(false);
      // This session had already ended: signed out here as well.
      if (error instanceof ApiError && error.status === 401) return toLogin();
      toast.error(SIGN_OUT_EVERYWHERE_FAILED_TITLE, {
        description: serverMessage(error, SIGN_OUT_EVERYWHERE_FAILED_FALLBACK),
      });
    },
  });

  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setAsking(true)}>
        <MonitorX aria-hidden="true" />
        {SIGN_OUT_EVERYWHERE_LABEL}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={SIGN_OUT_EVERYWHERE_QUESTION}
        description={SIGN_OUT_EVERYWHERE_TEXT}
        confirmLabel={SIGN_OUT_EVERYWHERE_LABEL}
        pendingLabel={SIGNING_OUT_EVERYWHERE}
        isPending={signOut.isPending}
        onConfirm={() => signOut.mutate()}
      />
    </>
  );
}
