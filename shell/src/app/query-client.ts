import { QueryClient } from '@tanstack/react-query';

// Spec 000 §9: data never goes stale, no refetch on focus, no polling, no retries.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
