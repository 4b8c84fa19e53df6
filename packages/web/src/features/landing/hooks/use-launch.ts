import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { clearSubscriptionFlag, storeSubscription } from '../../../lib/storage';
import { checkSubscription } from '../../../lib/subscription';
import { getSupabase } from '../../../lib/supabase';
import { useSignedInAction } from '../../auth/hooks/use-signed-in-action';

/** Which button started the launch: each has its own failure branch (docs/product.md, Journeys and rules). */
export type LaunchSource = 'dashboard' | 'hero-dashboard' | 'get-started' | 'cta';

/** The launch flow from the landing page. */
export function useLaunch() {
  const navigate = useNavigate();
  return useSignedInAction(async (_user, source: LaunchSource) => {
    // The landing page defers the auth client; acting on it loads the client (token refresh).
    void getSupabase();
    try {
      const status = await checkSubscription();
      if (status.hasSubscription) {
        storeSubscription(status);
        void navigate('/staffing-planner');
        return;
      }
      clearSubscriptionFlag();
      void navigate(source === 'get-started' ? '/pricing?highlight=1' : '/pricing');
    } catch (error) {
      if (source === 'dashboard') void navigate('/account');
      else if (source === 'hero-dashboard') void navigate('/pricing');
      else
        toast.error('Error', {
          description:
            error instanceof Error && error.message ? error.message : 'Failed to launch application',
        });
    }
  });
}
