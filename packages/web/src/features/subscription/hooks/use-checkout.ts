import type { Tier } from '@staffplan/core';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { errorMessage } from '../../../lib/errors';
import { KEYS, setItem } from '../../../lib/storage';
import { useSignedInAction } from '../../auth/hooks/use-signed-in-action';

/** Starts checkout for a tier: signed-out users go to /auth; others to the payment page. */
export function useCheckout() {
  return useSignedInAction(async (user, tier: Tier) => {
    try {
      const api = await loadApi();
      const { url } = await api.createCheckout({ email: user.email ?? '', tier });
      if (!url) throw new Error('No checkout URL received');
      setItem(KEYS.checkoutPending, 'true');
      setItem(KEYS.checkoutEmail, user.email ?? '');
      setItem(KEYS.checkoutTime, String(Date.now()));
      window.location.assign(url);
    } catch (error) {
      toast.error('Error', { description: errorMessage(error, 'Failed to start upgrade process') });
    }
  });
}
