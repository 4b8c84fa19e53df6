import { QueryClient } from '@tanstack/react-query';

/**
 * One query policy (docs/product.md, How clients call the server): never stale by themselves, no retry, no refetch on focus
 * or interval (the plan list opts back into refetch on focus). Every query names its own
 * function, a call of the SDK client in lib/api.ts.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
