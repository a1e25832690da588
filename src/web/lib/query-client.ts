import { QueryClient } from '@tanstack/react-query';

// Second document §9: never stale, no retry, no refetch on focus or interval; mutations no retry.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false, refetchInterval: false },
    mutations: { retry: false },
  },
});
