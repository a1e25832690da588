import type { OnMyWayRequest, OnMyWayResult, OnMyWayStatus } from '@domain/notifications/text-messages';
import type { RunSheet, RunSheetQuery } from '@domain/run-sheet/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiGet, apiPost, readApiError } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { withQuery } from '../query-string';
import { hasOnMyWayInFlight } from './run-sheet-format';

const RUN_SHEET_PATH = '/api/admin/run-sheet';
/** Every run sheet's query: each region and day. */
export const runSheetQueryKey = [RUN_SHEET_PATH] as const;
const ON_MY_WAY_WATCH_MS = 3_000;

export const ON_MY_WAY_FAILED_TITLE = 'On my way not sent';

/** GET /api/admin/run-sheet: a region's booked visits of one day, in time order. */
export async function getRunSheet(query: RunSheetQuery): Promise<RunSheet> {
  return (await apiGet<RunSheet>(withQuery(RUN_SHEET_PATH, { ...query }))).data;
}

export const runSheetQueryOptions = (query: RunSheetQuery) =>
  queryOptions({
    queryKey: [RUN_SHEET_PATH, query] as const,
    queryFn: () => getRunSheet(query),
    // Bookings come in all day: the sheet is read again when the page is opened again.
    staleTime: 0,
    refetchOnMount: 'always',
    // An "On my way" just pressed is sent by the outbox worker within seconds: watch it arrive.
    refetchInterval: (current) => (hasOnMyWayInFlight(current.state.data) ? ON_MY_WAY_WATCH_MS : false),
  });

export const useRunSheet = (query: RunSheetQuery | null) =>
  useQuery({ ...runSheetQueryOptions(query ?? { region: 'central', date: '' }), enabled: query !== null });

/** The file name the server gives, else one naming the region and day. */
export function runSheetFileName(contentDisposition: string | null, query: RunSheetQuery): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1]).replace(/[/\\]/g, '') : '';
  return name || `run-sheet-${query.region}-${query.date}.csv`;
}

/** GET /api/admin/run-sheet.csv: the same sheet as a file. */
export function useDownloadRunSheet() {
  return useMutation({
    mutationFn: async (query: RunSheetQuery) => {
      const response = await apiFetch(withQuery(`${RUN_SHEET_PATH}.csv`, { ...query }), {
        headers: { Accept: 'text/csv' },
      });
      if (!response.ok) throw await readApiError(response);
      // response.text() drops the byte order mark; a spreadsheet needs it to read UTF-8.
      const csv = `\uFEFF${(await response.text()).replace(/^\uFEFF/, '')}`;
      downloadFile(runSheetFileName(response.headers.get('Content-Disposition'), query), csv, 'text/csv;charset=utf-8');
    },
    onError: (error) => {
      toast.error('Download failed', { description: error.message });
    },
  });
}

/** POST /api/admin/run-sheet/visits/{referenceNumber}/on-my-way: the customer gets a text with the minutes. */
export async function sendOnMyWay(referenceNumber: string, minutes: number): Promise<OnMyWayResult> {
  const body: OnMyWayRequest = { minutes };
  return (
    await apiPost<OnMyWayResult>(`${RUN_SHEET_PATH}/visits/${encodeURIComponent(referenceNumber)}/on-my-way`, body)
  ).data;
}

/**
 * "On my way" of one visit; the sheet is read again after it, so the visit shows the text's state by
 * the button (no toast: that line says it, and stays). A refusal is shown there too.
 */
export function useSendOnMyWay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referenceNumber, minutes }: { referenceNumber: string; minutes: number }) =>
      sendOnMyWay(referenceNumber, minutes),
    onSuccess: async (result) => {
      // The answer is the text's state: shown at once, before the sheet is read again.
      queryClient.setQueriesData<RunSheet>({ queryKey: [RUN_SHEET_PATH] }, (sheet) =>
        sheet
          ? {
              ...sheet,
              visits: sheet.visits.map((visit) =>
                visit.referenceNumber === result.referenceNumber ? { ...visit, onMyWay: toStatus(result) } : visit,
              ),
            }
          : sheet,
      );
      await queryClient.invalidateQueries({ queryKey: [RUN_SHEET_PATH] });
    },
  });
}

const toStatus = ({ referenceNumber: _reference, ...status }: OnMyWayResult): OnMyWayStatus => status;
