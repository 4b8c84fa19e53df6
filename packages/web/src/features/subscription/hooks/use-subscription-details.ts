import { useQuery } from '@tanstack/react-query';
import { loadApi } from '../../../lib/api-lazy';
import { getItem, KEYS } from '../../../lib/storage';
import { useAuth } from '../../auth/hooks/auth-context';

/** GET /api/subscription/details for the signed-in user. */
export function useSubscriptionDetails(enabled: boolean) {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: ['/api/subscription/details', email],
    enabled: enabled && Boolean(email),
    queryFn: async () => (await loadApi()).details(email, getItem(KEYS.customerId) ?? ''),
  });
}
