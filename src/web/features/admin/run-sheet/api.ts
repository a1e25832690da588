import type { RunSheet, RunSheetQuery } from '@domain/run-sheet-schemas';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiGet, readApiError } from '@/lib/api';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';
import { withQuery } from '../query-string';

const RUN_SHEET_PATH = '/api/admin/run-sheet';

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
