import { refundBeforeCancelMessage } from '@domain/bookings/appointment-messages';
import type { CancelAppointmentResult, RegistrationLookup } from '@domain/bookings/responses';
import { formatCurrency } from '@domain/shared/money';
import { Loader2, Wallet, XCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiError, serverMessage } from '@/lib/api';
import { useLanguage, useMessageText } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCancelAppointment } from './api';
import {
  ALREADY_CANCELLED_TITLE,
  APPOINTMENT_CANCELLED_TOAST,
  CANCEL_CONFIRM_REQUIRED_MESSAGE,
  CANCEL_FAILED_MESSAGE,
} from './messages';

/**
 * Spec 000 §2: tick the confirmation, press 'Cancel Appointment'. What cancelling gives back is said
 * first, as the server's cancel rules decide it. The cancel page and "Manage your booking" both use it.
 */
export function CancelForm({
  booking,
  onCancelled,
  className = 'mt-6 border-t border-slate-100 pt-5',
}: {
  booking: RegistrationLookup;
  onCancelled: (result: CancelAppointmentResult) => void;
  /** Below the reschedule panel by default; a card of its own passes its own spacing. */
  className?: string;
}) {
  const { t } = useTranslation(['manage', 'common']);
  const language = useLanguage();
  const messageText = useMessageText();
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [showError, setShowError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelAppointment(booking.referenceNumber);
  const checkboxId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);

  const submit = () => {
    if (!isConfirmed) {
      setShowError(true);
      checkboxRef.current?.focus();
      return;
    }
    setFailure(null);
    cancel.mutate(booking.id, {
      onSuccess: (result) => {
        toast.success(messageText(APPOINTMENT_CANCELLED_TOAST), { description: result.referenceNumber });
        onCancelled(result);
      },
      onError: (error) => {
        // Already cancelled (another tab, a double click): the refreshed look-up shows the alert instead.
        // The server answers in the page's language: its message is compared with the title in it.
        const answer = error instanceof ApiError ? (error.body?.message ?? '') : '';
        if (answer.startsWith(ALREADY_CANCELLED_TITLE) || answer.startsWith(messageText(ALREADY_CANCELLED_TITLE))) {
          return;
        }
        const reason = error instanceof ApiError && error.status < 500 ? serverMessage(error, '') : '';
        const failed = messageText(CANCEL_FAILED_MESSAGE);
        setFailure(
          reason && reason !== CANCEL_FAILED_MESSAGE
            ? t('common:join.sentences', { first: failed, second: messageText(reason) })
            : failed,
        );
        toast.error(failed);
      },
    });
  };

  return (
    <section aria-labelledby="cancel-heading" className={className}>
      <h3 id="cancel-heading" className="text-base font-semibold text-slate-900">
        {t('cancel.heading')}
      </h3>
      <p className="mt-2 flex items-start gap-2 text-sm text-slate-700" data-testid="refund-before-cancel">
        <Wallet className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {messageText(refundBeforeCancelMessage(booking, (amount) => formatCurrency(amount, language)))}
      </p>
      <div className="mt-3 flex items-start gap-3">
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-red-600"
          checked={isConfirmed}
          onChange={(event) => {
            setIsConfirmed(event.target.checked);
            if (event.target.checked) setShowError(false);
          }}
          aria-invalid={showError}
          aria-describedby={showError ? `${checkboxId}-error` : undefined}
        />
        <Label htmlFor={checkboxId} className="font-normal">
          {t('cancel.confirm')}
        </Label>
      </div>
      {showError ? (
        <p id={`${checkboxId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {messageText(CANCEL_CONFIRM_REQUIRED_MESSAGE)}
        </p>
      ) : null}
      {failure ? (
        <Alert variant="error" role="alert" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {/* Destructive, but not the page's main action: outlined in red, below rescheduling. */}
      <Button
        variant="outline"
        className="mt-4 w-full border-red-300 text-red-700 hover:bg-red-50 sm:w-auto"
        onClick={submit}
        disabled={cancel.isPending}
      >
        {cancel.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <XCircle aria-hidden="true" />}
        {t('cancel.button')}
      </Button>
    </section>
  );
}
