import type { RegistrationLookup } from '@domain/bookings/responses';
import type { PaymentOutcome } from '@domain/payments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { registrationLookupQueryOptions } from '@/lib/registration-lookup';
import { toast } from '@/lib/toast';
import { confirmBookingDirectly, confirmPartnerBooking, requestStatusChange } from './confirmation-api';
import { autoConfirmRequestFor, SETTLED_STATUSES } from './confirmation-state';
import { DIRECT_CONFIRMATION_DELAY_MS } from './messages';

/** Reloads the look-up, so that the page shows what the server now says. */
export function useRefreshBooking(reference: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: registrationLookupQueryOptions(reference).queryKey }),
    [queryClient, reference],
  );
}

/**
 * Spec 001 §4: a pending booking the partner paid for (or that has nothing left to pay) is confirmed
 * without the customer doing anything. Asked once per booking; the look-up is then reloaded, so a
 * refusal (the server sees a balance) leaves the page as it was.
 */
export function useAutoConfirm(booking: RegistrationLookup) {
  const refresh = useRefreshBooking(booking.referenceNumber);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const request = autoConfirmRequestFor(booking);
    if (!request || asked.current.has(booking.id)) return;
    asked.current.add(booking.id);
    const call =
      request.kind === 'status' ? requestStatusChange(booking.id, request.body) : confirmPartnerBooking(booking.id);
    call.catch((error: unknown) => console.warn('Automatic confirmation refused', error)).finally(() => void refresh());
  }, [booking, refresh]);
}

/**
 * After a successful card payment the booking is paid locally at once (spec 001 §4), then reloaded so
 * that what stays on screen is the server's record.
 */
export function useMarkPaidAfterCardPayment(reference: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBooking(reference);
  return useCallback(
    (outcome: PaymentOutcome) => {
      queryClient.setQueryData(registrationLookupQueryOptions(reference).queryKey, (booking) =>
        booking
          ? { ...booking, status: outcome.status, transactionId: outcome.transactionId, amountDue: '0.00' }
          : booking,
      );
      void refresh();
    },
    [queryClient, reference, refresh],
  );
}

/**
 * 'Confirm Booking' (spec 001 §4): POST /api/wc-confirm/{id}; granted, the page shows the confirmed
 * booking and moves on to /booking/confirmed/{referenceNumber} after 1.5 seconds.
 */
export function useDirectConfirmation(booking: RegistrationLookup) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const refresh = useRefreshBooking(booking.referenceNumber);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { mutate, isPending } = useMutation({
    mutationFn: () => confirmBookingDirectly(booking.id),
    onSuccess: (result) => {
      void refresh();
      if (!SETTLED_STATUSES.has(result.status)) {
        toast.error(t('confirmation.failed.title'), { description: t('confirmation.failed.message') });
        return;
      }
      toast.success(t('toasts.bookingConfirmed'), {
        description: t('toasts.referenceIs', { reference: booking.referenceNumber }),
      });
      timer.current = setTimeout(
        () => navigate(paths.bookingConfirmed.getHref(booking.referenceNumber)),
        DIRECT_CONFIRMATION_DELAY_MS,
      );
    },
    onError: () => toast.error(t('confirmation.failed.title'), { description: t('confirmation.failed.message') }),
  });
  return { confirm: () => mutate(), isConfirming: isPending };
}
