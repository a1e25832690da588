import { PAYMENT_IN_DOUBT_TEXT } from '@domain/payments/doubt-messages';
import type {
  AdminCardPayment,
  AdminPaymentCheckResult,
  AdminPaymentMarkFailedResult,
} from '@domain/payments/doubt-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api';
import { toast } from '@/lib/toast';
import { registrationDetailsQueryOptions, registrationsQueryKey } from './api';

// The card payments of one order and the staff actions on a payment in doubt (DESIGN §8.2).

const paymentsPath = (registrationId: string) =>
  `/api/admin/registrations/${encodeURIComponent(registrationId)}/payments`;
const actionPath = (registrationId: string, paymentId: number, action: 'check' | 'mark-failed') =>
  `${paymentsPath(registrationId)}/${paymentId}/${action}`;

export const cardPaymentsQueryOptions = (registrationId: string) =>
  queryOptions({
    queryKey: [paymentsPath(registrationId)] as const,
    queryFn: async () => (await apiGet<AdminCardPayment[]>(paymentsPath(registrationId))).data,
  });

/** GET /api/admin/registrations/{id}/payments: newest first, each saying whether it is in doubt. */
export const useCardPayments = (registrationId: string) => useQuery(cardPaymentsQueryOptions(registrationId));

interface PaymentAction {
  registrationId: string;
  paymentId: number;
}

/** After either action the payment, the order and the order list may all read differently. */
function useRefreshOrder() {
  const queryClient = useQueryClient();
  return async (registrationId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cardPaymentsQueryOptions(registrationId).queryKey }),
      queryClient.invalidateQueries({ queryKey: registrationDetailsQueryOptions(registrationId).queryKey }),
      queryClient.invalidateQueries({ queryKey: registrationsQueryKey }),
    ]);
  };
}

/** POST …/payments/{paymentId}/check: "Check with gateway", with the outcome in a toast. */
export function useCheckPayment() {
  const refresh = useRefreshOrder();
  return useMutation({
    mutationFn: async ({ registrationId, paymentId }: PaymentAction) => {
      const envelope = await apiPost<AdminPaymentCheckResult>(actionPath(registrationId, paymentId, 'check'));
      return { result: envelope.data, message: envelope.message ?? '' };
    },
    onSuccess: async ({ result, message }, { registrationId }) => {
      if (result.outcome === 'unchanged') toast.info(PAYMENT_IN_DOUBT_TEXT.check, { description: message });
      else toast.success(PAYMENT_IN_DOUBT_TEXT.check, { description: message });
      await refresh(registrationId);
    },
    onError: async (error, { registrationId }) => {
      toast.error(PAYMENT_IN_DOUBT_TEXT.checkFailed, { description: error.message });
      await refresh(registrationId);
    },
  });
}

/** POST …/payments/{paymentId}/mark-failed: staff decide the payment failed; the order can be paid again. */
export function useMarkPaymentFailed() {
  const refresh = useRefreshOrder();
  return useMutation({
    mutationFn: async ({ registrationId, paymentId }: PaymentAction) => {
      const envelope = await apiPost<AdminPaymentMarkFailedResult>(
        actionPath(registrationId, paymentId, 'mark-failed'),
      );
      return { result: envelope.data, message: envelope.message ?? '' };
    },
    onSuccess: async ({ message }, { registrationId }) => {
      toast.success(PAYMENT_IN_DOUBT_TEXT.markFailed, { description: message });
      await refresh(registrationId);
    },
    onError: async (error, { registrationId }) => {
      toast.error(PAYMENT_IN_DOUBT_TEXT.markFailedFailed, { description: error.message });
      await refresh(registrationId);
    },
  });
}
