import type {
  AdminDiscount,
  DiscountForm,
  DiscountIdentifier,
  GeneratedCode,
  GenerateIdentifiersRequest,
} from '@domain/discounts/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiFetch, apiGet, apiPost, apiPut, readApiError } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { toastChangeFailed } from '../change-toasts';
import { ERROR_TITLE } from '../messages';
import { CODES_GENERATED_MESSAGE, DISCOUNT_CREATED, DISCOUNT_DELETED, DISCOUNT_UPDATED } from './messages';

const DISCOUNTS_PATH = '/api/admin/discounts';
export const adminDiscountsQueryKey = [DISCOUNTS_PATH] as const;

/** GET /api/admin/discounts: newest first, with their code and booking counts. */
export async function getAdminDiscounts(): Promise<AdminDiscount[]> {
  return (await apiGet<AdminDiscount[]>(DISCOUNTS_PATH)).data;
}

export const adminDiscountsQueryOptions = () =>
  queryOptions({ queryKey: adminDiscountsQueryKey, queryFn: getAdminDiscounts });

export const useAdminDiscounts = () => useQuery(adminDiscountsQueryOptions());

const codesPath = (id: number) => `${DISCOUNTS_PATH}/${id}/identifiers`;

/** GET /api/admin/discounts/{id}/identifiers: a discount's codes with their use, oldest first. */
export async function getDiscountCodes(id: number): Promise<DiscountIdentifier[]> {
  return (await apiGet<DiscountIdentifier[]>(codesPath(id))).data;
}

export const discountCodesQueryOptions = (id: number) =>
  queryOptions({ queryKey: [codesPath(id)] as const, queryFn: () => getDiscountCodes(id) });

export const useDiscountCodes = (id: number, enabled: boolean) =>
  useQuery({ ...discountCodesQueryOptions(id), enabled });

function useRefreshDiscounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminDiscountsQueryKey });
}

export function useCreateDiscount() {
  const refresh = useRefreshDiscounts();
  return useMutation({
    mutationFn: async (form: DiscountForm) => (await apiPost<AdminDiscount>(DISCOUNTS_PATH, form)).data,
    onSuccess: async () => {
      toast.success(DISCOUNT_CREATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('create', 'discount', error),
  });
}

export function useUpdateDiscount() {
  const refresh = useRefreshDiscounts();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number; form: DiscountForm }) =>
      (await apiPut<AdminDiscount>(`${DISCOUNTS_PATH}/${id}`, form)).data,
    onSuccess: async () => {
      toast.success(DISCOUNT_UPDATED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('update', 'discount', error),
  });
}

export function useDeleteDiscount() {
  const refresh = useRefreshDiscounts();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiDelete<unknown>(`${DISCOUNTS_PATH}/${id}`);
    },
    onSuccess: async () => {
      toast.success(DISCOUNT_DELETED);
      await refresh();
    },
    onError: (error) => toastChangeFailed('delete', 'discount', error),
  });
}

/** Spec 001 §8: 'Failed to generate discount codes: {message}'. */
export const generateCodesFailedMessage = (message: string) => `Failed to generate discount codes: ${message}`;

/** POST /api/admin/discounts/{id}/generate-identifiers: the new codes, all made in one transaction. */
export function useGenerateDiscountCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: { id: number; request: GenerateIdentifiersRequest }) =>
      (await apiPost<GeneratedCode[]>(`${DISCOUNTS_PATH}/${id}/generate-identifiers`, request)).data,
    onSuccess: async (codes, { id }) => {
      toast.success(CODES_GENERATED_MESSAGE, {
        description: `${codes.length} ${codes.length === 1 ? 'code' : 'codes'} generated.`,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminDiscountsQueryKey }),
        queryClient.invalidateQueries({ queryKey: discountCodesQueryOptions(id).queryKey }),
      ]);
    },
    onError: (error) => {
      toast.error(ERROR_TITLE, { description: generateCodesFailedMessage(error.message) });
    },
  });
}

/** The file name the server gives (Content-Disposition), else one named after the discount. */
export function codesFileName(contentDisposition: string | null, discountId: number): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name || `discount-${discountId}-codes.csv`;
}

/** GET /api/admin/discounts/{id}/identifiers.csv: the codes as a file for staff to hand out. */
export function useExportDiscountCodes() {
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await apiFetch(`${codesPath(id)}.csv`, { headers: { Accept: 'text/csv' } });
      if (!response.ok) throw await readApiError(response);
      // response.text() drops the byte order mark the server sends; put it back so that a spreadsheet
      // reads the file as UTF-8.
      const csv = `\uFEFF${(await response.text()).replace(/^\uFEFF/, '')}`;
      downloadFile(codesFileName(response.headers.get('Content-Disposition'), id), csv, 'text/csv;charset=utf-8');
    },
    onError: (error) => {
      toast.error('Export failed', { description: error.message });
    },
  });
}
