import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { clearSubscriptionFlag, hasCachedSubscription, storeSubscription } from '../../../lib/storage';
import { checkSubscription } from '../../../lib/subscription';
import { useAuth } from '../../auth/hooks/auth-context';

/**
 * The account page's subscription status (docs/product.md, Journeys and rules): a cached true is trusted at once and
 * verified in the background by session sync; without it, session sync then the status call.
 */
export function useAccountSubscription(): { hasSubscription: boolean; checking: boolean } {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const [hasSubscription, setHas] = useState(() => Boolean(email) && hasCachedSubscription());
  const [checking, setChecking] = useState(() => !hasCachedSubscription());

  useEffect(() => {
    if (!email) {
      setHas(false);
      setChecking(false);
      return;
    }
    let active = true;
    const verify = async () => {
      const api = await loadApi();
      if (hasCachedSubscription()) {
        setHas(true);
        setChecking(false);
        const synced = await api.sessionSync({ email }).catch(() => null);
        if (!active || !synced) return;
        if (synced.hasSubscription) storeSubscription(synced);
        else clearSubscriptionFlag();
        setHas(synced.hasSubscription);
        return;
      }
      const synced = await api.sessionSync({ email }).catch(() => null);
      if (synced?.hasSubscription) {
        storeSubscription(synced);
        if (active) setHas(true);
        return;
      }
      const status = await checkSubscription();
      if (active) setHas(status.hasSubscription);
    };
    verify()
      .catch((error: unknown) => {
        console.warn('Failed to check subscription status', error);
        if (!active) return;
        setHas(false);
        toast.error('Error checking subscription', {
          description: 'Could not verify your subscription status. Please try again later.',
        });
      })
      .finally(() => {
        if (active) setChecking(false);
      });
    return () => {
      active = false;
    };
  }, [email]);

  return { hasSubscription, checking };
}
