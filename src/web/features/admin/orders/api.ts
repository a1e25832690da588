import { refundDueMessage } from '@domain/orders/messages';
import type {
  AdminRegistration,
  AdminRegistrationDetails,
  AdminRegistrationListResponse,
  AdminRegistrationStatus,
  AdminRegistrationStatusResult,
  RevealedIdentification,
} from '@domain/orders/schemas';
import type { AdminQuestionnaire } from '@domain/questionnaire/schemas';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch, apiGet, apiPatch, apiPost, readApiError, retryLostConnection } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { ERROR_TITLE, REGISTRATION_UPDATED, registrationUpdateFailed, revealIdNumberFailed } from '../messages';
import { withQuery } from '../query-string';
import type { StatusChange } from './order-status';

const REGISTRATIONS_PATH = '/api/admin/registrations';
export const registrationsQueryKey = [REGISTRATIONS_PATH] as const;

export const ORDERS_PAGE_SIZE = 20;

/** The orders filters (all optional): the list and its CSV export take the same ones. */
export interface OrderFilters {
  status?: AdminRegistrationStatus;
  eventId?: number;
  /** 'yyyy-MM-dd'. */
  visitDate?: string;
  /** Reference, first or last name, mobile number or the ID's last four characters. */
  search?: string;
}

export interface OrdersQuery extends OrderFilters {
  /** 1-based, as the server counts. */
  page: number;
  pageSize: number;
}

/** The first page without filters: what the Orders tab opens with and the dashboard's Orders card counts. */
export const FIRST_ORDERS_PAGE: OrdersQuery = { page: 1, pageSize: ORDERS_PAGE_SIZE };

/** GET /api/admin/registrations: one page, newest first, with the total the filters match. */
export async function getRegistrations(query: OrdersQuery): Promise<AdminRegistrationListResponse> {
  const envelope = await apiGet<AdminRegistration[]>(withQuery(REGISTRATIONS_PATH, { ...query }));
  return envelope as AdminRegistrationListResponse;
}

export const registrationsQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: [REGISTRATIONS_PATH, query] as const,
    queryFn: () => getRegistrations(query),
    // The table keeps the rows it shows while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useRegistrations = (query: OrdersQuery) => useQuery(registrationsQueryOptions(query));

const detailsPath = (id: string) => `${REGISTRATIONS_PATH}/${encodeURIComponent(id)}`;

/** GET /api/admin/registrations/{id}: everything the details dialog shows. */
export async function getRegistrationDetails(id: string): Promise<AdminRegistrationDetails> {
  return (await apiGet<AdminRegistrationDetails>(detailsPath(id))).data;
}

export const registrationDetailsQueryOptions = (id: string) =>
  queryOptions({ queryKey: [detailsPath(id)] as const, queryFn: () => getRegistrationDetails(id) });

export const useRegistrationDetails = (id: string | null) =>
  useQuery({ ...registrationDetailsQueryOptions(id ?? ''), enabled: id !== null });

/** PATCH /api/admin/registrations/{id} with the new status; then the details and the lists show it. */
export function useUpdateRegistrationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: StatusChange }) =>
      (await apiPatch<AdminRegistrationStatusResult>(detailsPath(id), { status })).data,
    onSuccess: async (result, { id }) => {
      toast.success(REGISTRATION_UPDATED, {
        description: result.refundDue ? refundDueMessage(result.refundDue) : undefined,
      });
      queryClient.setQueryData(registrationDetailsQueryOptions(id).queryKey, result.registration);
      await queryClient.invalidateQueries({ queryKey: registrationsQueryKey });
    },
    onError: (error) => {
      toast.error(ERROR_TITLE, { description: registrationUpdateFailed(error.message) });
    },
  });
}

/**
 * POST /api/admin/registrations/{id}/reveal-identification: one person's full ID number (participantId
 * null: the main person). The server records who asked; each call is one audit entry.
 */
export async function revealIdentificationNumber(id: string, participantId: number | null): Promise<string> {
  const path = `${detailsPath(id)}/reveal-identification`;
  return (await apiPost<RevealedIdentification>(path, { participantId })).data.identificationNumber;
}

/** The reveal, its failure shown as the dialog's other failures are. The number is kept by the caller only. */
export function useRevealIdentification() {
  return useMutation({
    mutationFn: ({ id, participantId }: { id: string; participantId: number | null }) =>
      revealIdentificationNumber(id, participantId),
    // A full ID number is not left in the mutation cache once the dialog is gone.
    gcTime: 0,
    onError: (error) => {
      toast.error(ERROR_TITLE, { description: revealIdNumberFailed(error.message) });
    },
  });
}

const questionnairePath = (id: string) => `${detailsPath(id)}/questionnaire`;

/**
 * GET /api/admin/registrations/{id}/questionnaire: every person's pre-visit answers, for staff with the
 * admin or nurse role (others get a 403 with its message). The server records who asked; each call is
 * one audit entry.
 */
export async function getRegistrationQuestionnaire(id: string): Promise<AdminQuestionnaire> {
  return (await apiGet<AdminQuestionnaire>(questionnairePath(id))).data;
}

/**
 * The answers of one booking while staff chose to see them (`shown`): asked for once per Show, never
 * again behind their back (no refetch on focus or reconnect, no retry of a refusal), and dropped from
 * the cache as soon as nothing shows them (gcTime 0), so health answers do not linger in memory.
 */
export const registrationQuestionnaireQueryOptions = (id: string, shown: boolean) =>
  queryOptions({
    queryKey: [questionnairePath(id)] as const,
    queryFn: () => getRegistrationQuestionnaire(id),
    enabled: shown,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: retryLostConnection,
  });

/** Hide: the answers leave the cache at once (the next Show asks the server again, and is recorded). */
export function forgetRegistrationQuestionnaire(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: registrationQuestionnaireQueryOptions(id, false).queryKey, exact: true });
}

/** The file name the server gives the export (Content-Disposition), else one with today's date. */
export function exportFileName(contentDisposition: string | null, today: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name || `registrations-${today}.csv`;
}

/** GET /api/admin/registrations/export.csv with the filters: the whole filtered list as a download. */
export function useExportRegistrations() {
  return useMutation({
    mutationFn: async (filters: OrderFilters) => {
      const response = await apiFetch(withQuery(`${REGISTRATIONS_PATH}/export.csv`, { ...filters }), {
        headers: { Accept: 'text/csv' },
      });
      if (!response.ok) throw await readApiError(response);
      const today = new Date().toISOString().slice(0, 10);
      downloadFile(
        exportFileName(response.headers.get('Content-Disposition'), today),
        await response.text(),
        'text/csv',
      );
    },
    onError: (error) => {
      toast.error('Export failed', { description: error.message });
    },
  });
}
