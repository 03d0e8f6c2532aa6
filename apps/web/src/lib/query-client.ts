import { QueryClient } from '@tanstack/react-query';

/** One per page load in the browser, one per render on the server (nothing shared between users). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
    },
  });
}
