import { type ReactNode, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/ui/spinner';
import { checkSubscription, subscribedOnError } from '../../../lib/subscription';
import { useAuth } from '../hooks/auth-context';

/**
 * Auth-page guard: a user signed in on arrival is sent to the planner when subscribed, else to
 * /pricing?highlight=1; on error the cached flag decides. A sign-in through the form routes itself.
 */
export function AuthRoute({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const [decision, setDecision] = useState<'pending' | 'show' | string>('pending');

  useEffect(() => {
    if (loading || decision !== 'pending') return;
    if (!user) {
      setDecision('show');
      return;
    }
    let active = true;
    const route = (subscribed: boolean) => {
      if (active) setDecision(subscribed ? '/staffing-planner' : '/pricing?highlight=1');
    };
    checkSubscription()
      .then((s) => route(s.hasSubscription))
      .catch(() => route(subscribedOnError()));
    return () => {
      active = false;
    };
  }, [user, loading, decision]);

  if (decision === 'pending') return <LoadingScreen />;
  if (decision !== 'show') return <Navigate to={decision} replace />;
  return <>{children}</>;
}
