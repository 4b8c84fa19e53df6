import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../../lib/api-lazy';

export const PLANS_KEY = ['/api/staffing/plans'] as const;

/** The saved plans of the signed-in user; the one query that refetches on window focus. */
export function useSavedPlans(enabled: boolean) {
  return useQuery({
    queryKey: PLANS_KEY,
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 0,
    queryFn: async () => (await loadApi()).listPlans(),
  });
}
