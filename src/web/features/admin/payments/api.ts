import type {
  PaymentProvider,
  PaymentTestModeRequest,
  PaymentTestModeResponse,
} from '@domain/payments/settings-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api';
import { toast } from '@/lib/toast';
import { PAYMENT_SETTINGS_UPDATED_MESSAGE } from './messages';
import { updateFailure } from './payment-errors';

const TEST_MODE_PATH = '/api/admin/payments/test-mode';
const PROVIDER_PATH = '/api/admin/payments/provider';
export const paymentTestModeQueryKey = [TEST_MODE_PATH] as const;
export const paymentProviderQueryKey = [PROVIDER_PATH] as const;

/** GET /api/admin/payments/test-mode: the spec's own shape, {success, testMode, message} (spec 001 §7). */
export async function getPaymentTestMode(): Promise<PaymentTestModeResponse> {
  return (await apiRequest<unknown>('GET', TEST_MODE_PATH)) as unknown as PaymentTestModeResponse;
}

export const paymentTestModeQueryOptions = () =>
  queryOptions({ queryKey: paymentTestModeQueryKey, queryFn: getPaymentTestMode });

export const usePaymentTestMode = () => useQuery(paymentTestModeQueryOptions());

/** GET /api/admin/payments/provider: the read-only card provider section. */
export async function getPaymentProvider(): Promise<PaymentProvider> {
  return (await apiGet<PaymentProvider>(PROVIDER_PATH)).data;
}

export const usePaymentProvider = () =>
  useQuery(queryOptions({ queryKey: paymentProviderQueryKey, queryFn: getPaymentProvider }));

/** POST /api/admin/payments/test-mode with {enabled}; a refusal keeps the mode as it was. */
export function useSetPaymentTestMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: PaymentTestModeRequest) =>
      (await apiRequest<unknown>('POST', TEST_MODE_PATH, request)) as unknown as PaymentTestModeResponse,
    onSuccess: async (result) => {
      queryClient.setQueryData(paymentTestModeQueryKey, result);
      toast.success(PAYMENT_SETTINGS_UPDATED_MESSAGE, { description: result.message });
      await queryClient.invalidateQueries({ queryKey: paymentProviderQueryKey });
    },
    onError: (error) => {
      const failure = updateFailure(error);
      toast.error(failure.toastTitle, { description: failure.toastDescription });
    },
  });
}
