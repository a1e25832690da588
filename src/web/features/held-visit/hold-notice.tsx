import type { HoldVerification } from '@domain/api-schemas';
import {
  HOLD_CODE_BUTTON,
  HOLD_CODE_FORMAT_MESSAGE,
  HOLD_CODE_LABEL,
  HOLD_KEPT_MESSAGE,
  HOLD_VERIFY_FAILED_MESSAGE,
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

/** POST /api/registrations/verify: the emailed code keeps the held visit (DESIGN §8.2). */
export async function verifyHold(referenceNumber: string, code: string): Promise<HoldVerification> {
  return (await apiPost<HoldVerification>('/api/registrations/verify', { referenceNumber, code })).data;
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

export interface HoldNoticeProps {
  referenceNumber: string;
  /** ISO time the visit is released unless the contact is proven. */
  holdExpiresAt: string;
  onKept?: (result: HoldVerification) => void;
  className?: string;
}

/**
 * How long the visit is held and how to keep it: the 6-digit code from the confirmation email, typed
 * here, or the button in that email. Shown by the confirmation pages of both flows while the hold is
 * conditional.
 */
export function HoldNotice({ referenceNumber, holdExpiresAt, onKept, className }: HoldNoticeProps) {
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const verify = useVerifyHold(referenceNumber, onKept);
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

  return (
    <Alert variant="warning" className={className}>
      <p>{holdNotice(holdExpiresAt)}</p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2" noValidate>
        <div className="space-y-1">
          <Label htmlFor={inputId}>{HOLD_CODE_LABEL}</Label>
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
        {error ? (
          <p id={errorId} role="alert" className="basis-full text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    </Alert>
  );
}
