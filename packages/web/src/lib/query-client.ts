import { QueryClient } from '@tanstack/react-query';
import { request } from './http';

/**
 * One query policy (SPEC section 7): never stale by themselves, no retry, no refetch on focus
 * or interval (the plan list opts back into refetch on focus). The default query function GETs
 * the query key's path with the bearer token.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        queryFn: ({ queryKey }) => request(String(queryKey[0])),
      },
      mutations: { retry: false },
    },
  });
}
