import type { User } from '@supabase/supabase-js';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { resetSession } from '../../lib/api-lazy';
import { purgeIfUserChanged } from '../../lib/storage';
import { getSupabase } from '../../lib/supabase';
import {
  resendVerificationAction,
  resetPasswordAction,
  signInAction,
  signOutAction,
  signUpAction,
  syncServerSession,
  updatePasswordAction,
} from './auth-actions';
import { AuthContext, type AuthContextValue } from './hooks/auth-context';

/** Holds the signed-in user: reads the session at start, then follows auth events. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    resetSession().catch(() => undefined);
    let unsubscribe = () => {};
    getSupabase()
      .then(async (supabase) => {
        const { data } = await supabase.auth.getSession();
        if (!active) return;
        const sessionUser = data.session?.user ?? null;
        if (sessionUser?.email) {
          purgeIfUserChanged(sessionUser.email);
          void syncServerSession(sessionUser.email);
        }
        setUser(sessionUser);
        const listener = supabase.auth.onAuthStateChange((event, session) => {
          if (event === 'SIGNED_OUT') {
            setUser(null);
            return;
          }
          const next = session?.user ?? null;
          if (next?.email) purgeIfUserChanged(next.email);
          setUser(next);
        });
        unsubscribe = () => listener.data.subscription.unsubscribe();
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      signIn: async (email, password) => {
        await signInAction(email, password);
        const { data } = await (await getSupabase()).auth.getUser();
        setUser(data.user);
      },
      signUp: signUpAction,
      signOut: async () => {
        await signOutAction();
        setUser(null);
      },
      resetPassword: resetPasswordAction,
      updatePassword: updatePasswordAction,
      resendVerification: resendVerificationAction,
    }),
    [user, loading],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
