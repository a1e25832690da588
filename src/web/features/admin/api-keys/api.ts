import type { ApiKey, ApiKeyForm, CreatedApiKey } from '@domain/api-keys/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { API_KEY_CREATED, API_KEY_DELETED, API_KEY_UPDATED } from './messages';

const API_KEYS_PATH = '/api/admin/api-keys';
export const apiKeysQueryKey = [API_KEYS_PATH] as const;

/** GET /api/admin/api-keys: newest first; each key only as its first 10 characters and an ellipsis. */
export async function getApiKeys(): Promise<ApiKey[]> {
  return (await apiGet<ApiKey[]>(API_KEYS_PATH)).data;
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

function useRefreshApiKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
}

/** POST /api/admin/api-keys: the answer holds the whole key, this once. */
export function useCreateApiKey() {
  const refresh = useRefreshApiKeys();
  return useMutation({
    mutationFn: async (form: ApiKeyForm) => (await apiPost<CreatedApiKey>(API_KEYS_PATH, form)).data,
    onSuccess: async () => {
      toast.success(API_KEY_CREATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('create', 'API key', error),
  });
}

export function useUpdateApiKey() {
  const refresh = useRefreshApiKeys();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number; form: ApiKeyForm }) =>
      (await apiPut<ApiKey>(`${API_KEYS_PATH}/${id}`, form)).data,
    onSuccess: async () => {
      toast.success(API_KEY_UPDATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('update', 'API key', error),
  });
}

export function useDeleteApiKey() {
  const refresh = useRefreshApiKeys();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiDelete<unknown>(`${API_KEYS_PATH}/${id}`);
    },
    onSuccess: async () => {
      toast.success(API_KEY_DELETED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('delete', 'API key', error),
  });
}
