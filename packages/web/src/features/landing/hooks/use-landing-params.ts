import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { config } from '../../../config';
import { loadApi } from '../../../lib/api-lazy';
import { getItem, KEYS, setItem, storeSubscription } from '../../../lib/storage';
import { useAuth } from '../../auth/hooks/auth-context';

/** Handles ?session_id= (return from checkout) and ?dev=1 (development bypass) on the landing page. */
export function useLandingParams() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);
  const sessionId = params.get('session_id');
  const dev = params.get('dev') === '1';

  useEffect(() => {
    if (loading || handled.current || (!sessionId && !dev)) return;
    handled.current = true;
    if (sessionId) {
      const query = new URLSearchParams({
        session_id: sessionId,
        email: user?.email ?? '',
        customer_id: getItem(KEYS.customerId) ?? '',
      });
      loadApi()
        .then((api) => api.checkoutStatus(query.toString()))
        .then((status) => {
          if (!status.hasSubscription) {
            setItem(KEYS.subscriptionError, 'true');
            toast.error('Error', {
              description: 'Could not verify subscription. Please try again or contact support.',
            });
            return;
          }
          storeSubscription(status);
          toast.success('Your subscription has been activated.', {
            description: `Welcome to ${config.productName}! Your staffing planner is ready.`,
          });
          window.history.replaceState(null, '', window.location.pathname);
          void navigate('/staffing-planner', { replace: true });
        })
        .catch(() => {
          setItem(KEYS.subscriptionError, 'true');
          toast.error('Error', {
            description: 'Failed to verify subscription. Please try again or contact support.',
          });
        });
      return;
    }
    loadApi()
      .then((api) => api.devAccess())
      .then(() => {
        setItem(KEYS.hasSubscription, 'true');
        toast.success('Development mode activated successfully.');
        void navigate('/staffing-planner', { replace: true });
      })
      .catch(() =>
        toast.error('Error', { description: 'Failed to enable development mode. Check server logs.' }),
      );
  }, [loading, sessionId, dev, user, navigate]);
}
