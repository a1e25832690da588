import type { Insights, InsightsQuery } from '@domain/insights/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api';
import { withQuery } from '../query-string';

const INSIGHTS_PATH = '/api/admin/insights';

/** GET /api/admin/insights?from=&to=: the range's figures, computed on the server. */
export const useInsights = (range: InsightsQuery) =>
  useQuery({
    queryKey: [INSIGHTS_PATH, range.from, range.to] as const,
    queryFn: async () => (await apiGet<Insights>(withQuery(INSIGHTS_PATH, { ...range }))).data,
    // The previous range's charts stay while the next one loads.
    placeholderData: keepPreviousData,
  });
