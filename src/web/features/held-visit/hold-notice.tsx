import type { HoldVerification } from '@domain/api-schemas';
import {
  HOLD_CODE_BUTTON,
  HOLD_CODE_FORMAT_MESSAGE,
  HOLD_KEPT_MESSAGE,
  HOLD_NEW_CODE_BUTTON,
  HOLD_NEW_CODE_SENT_MESSAGE,
  HOLD_VERIFY_FAILED_MESSAGE,
  type HoldCodeChannel,
  holdCodeLabel,
  holdNotice,
} from '@domain/hold-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiPost, serverMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

/** POST /api/registrations/verify: the code sent with the booking keeps the held visit (DESIGN §8.2, §8.9). */
export async function verifyHold(referenceNumber: string, code: string): Promise<HoldVerification> {
  return (await apiPost<HoldVerification>('/api/registrations/verify', { referenceNumber, code })).data;
}

/** POST /api/registrations/verify/resend: a new code by text, which replaces the old one; answers its message. */
export async function sendNewHoldCode(referenceNumber: string): Promise<string> {
  return (
    (await apiPost<null>('/api/registrations/verify/resend', { referenceNumber })).message ?? HOLD_NEW_CODE_SENT_MESSAGE
  );
}

/** The call, with the booking's look-up refreshed once the visit is kept. */
export function useVerifyHold(referenceNumber: string, onKept?: (result: HoldVerification) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyHold(referenceNumber, code),
    onSuccess: (result) => {
      toast.success(HOLD_KEPT_MESSAGE);
      void queryClient.invalidateQueries({ queryKey: ['/api/registrations/lookup'] });
      onKept?.(result);
    },
  });
}

export interface HoldCodeFormProps {
  referenceNumber: string;
  /** Where the code went: the main flow's email, the older flow's text. */
  channel?: HoldCodeChannel;
  onKept?: (result: HoldVerification) => void;
}

/**
 * The code field, "Keep my visit", and "Send a new code" (by text) with what the server said: the notice
 * below and the email button's page both use it.
 */
export function HoldCodeForm({ referenceNumber, channel = 'email', onKept }: HoldCodeFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const verify = useVerifyHold(referenceNumber, onKept);
  const resend = useMutation({ mutationFn: () => sendNewHoldCode(referenceNumber) });
  const error = formatError ?? (verify.isError ? serverMessage(verify.error, HOLD_VERIFY_FAILED_MESSAGE) : null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setFormatError(HOLD_CODE_FORMAT_MESSAGE);
      return;
    }
    setFormatError(null);
    verify.mutate(digits);
  };
  const askNewCode = () => {
    verify.reset();
    setFormatError(null);
    resend.mutate();
  };

  return (
    <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2" noValidate>
      <div className="space-y-1">
        <Label htmlFor={inputId}>{holdCodeLabel(channel)}</Label>
        <Input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="w-36 bg-white font-mono tracking-widest"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <Button type="submit" disabled={verify.isPending}>
        {HOLD_CODE_BUTTON}
      </Button>
      <Button type="button" variant="outline" disabled={resend.isPending} onClick={askNewCode}>
        {HOLD_NEW_CODE_BUTTON}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="basis-full text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {resend.isSuccess || resend.isError ? (
        <p role="status" className="basis-full text-sm text-slate-700">
          {resend.isSuccess ? resend.data : serverMessage(resend.error, HOLD_VERIFY_FAILED_MESSAGE)}
        </p>
      ) : null}
    </form>
  );
}

export interface HoldNoticeProps extends HoldCodeFormProps {
  /** ISO time the visit is released unless the contact is proven. */
  holdExpiresAt: string;
  /** The masked mobile the code was texted to ('****4567'), when it went by text. */
  sentTo?: string | null;
  className?: string;
}

/**
 * How long the visit is held and how to keep it: the 6-digit code (from the confirmation email in the main
 * flow, by text in the older flow) typed here, or the email's button. Shown by the confirmation pages of
 * both flows while the hold is conditional.
 */
export function HoldNotice({ holdExpiresAt, sentTo, className, ...form }: HoldNoticeProps) {
  return (
    <Alert variant="warning" className={className}>
      <p>{holdNotice(holdExpiresAt, form.channel, sentTo)}</p>
      <HoldCodeForm {...form} />
    </Alert>
  );
}
