import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';

export const TOKEN_STATS_KEY = ['/api/usage/token-stats'] as const;

/** Token stats; refetched one second after a 'planCreated' window event. */
export function useTokenStats(enabled = true) {
  const query = useQuery({
    queryKey: TOKEN_STATS_KEY,
    enabled,
    queryFn: async () => (await loadApi()).tokenStats(),
  });
  const { refetch, isError } = query;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPlanCreated = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refetch(), 1000);
    };
    window.addEventListener('planCreated', onPlanCreated);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('planCreated', onPlanCreated);
    };
  }, [refetch]);

  useEffect(() => {
    if (isError) toast.error('Error', { description: 'Failed to load token usage data. Please try again.' });
  }, [isError]);

  return query;
}
