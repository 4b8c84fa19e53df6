import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '../../../components/ui/spinner';
import { hasCachedSubscription, KEYS, removeItem } from '../../../lib/storage';
import { checkSubscription, guardQuery, subscribedOnError } from '../../../lib/subscription';
import { useAuth } from '../hooks/auth-context';

type Gate = 'checking' | 'subscribed' | 'none';

/**
 * Route guard (docs/product.md, Journeys and rules): a login is required; with `requireSubscription` the status is
 * verified with the server. A cached flag lets the page render without waiting.
 */
export function ProtectedRoute({
  children,
  requireSubscription = false,
}: {
  children: ReactNode;
  requireSubscription?: boolean;
}) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [gate, setGate] = useState<Gate>(() => (hasCachedSubscription() ? 'subscribed' : 'checking'));
  const email = user?.email ?? '';

  useEffect(() => {
    if (!requireSubscription || !email) return;
    let active = true;
    const params = new URLSearchParams(location.search);
    const returning = params.has('session_id') || params.has('success');
    checkSubscription(guardQuery(email, location.search))
      .then((status) => {
        if (active) setGate(status.hasSubscription ? 'subscribed' : 'none');
      })
      .catch(() => {
        if (active) setGate(returning ? 'none' : subscribedOnError() ? 'subscribed' : 'none');
      })
      .finally(() => {
        if (!returning) return;
        for (const key of [KEYS.checkoutPending, KEYS.checkoutEmail, KEYS.checkoutTime]) removeItem(key);
        void navigate(location.pathname, { replace: true });
      });
    return () => {
      active = false;
    };
  }, [requireSubscription, email, location.search, location.pathname, navigate]);

  if (loading) return <LoadingScreen label="Loading..." />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!requireSubscription) return <>{children}</>;
  if (gate === 'none') return <Navigate to="/pricing?highlight=1" replace />;
  if (gate === 'checking') return <LoadingScreen label="Checking subscription status" />;
  return <>{children}</>;
}
