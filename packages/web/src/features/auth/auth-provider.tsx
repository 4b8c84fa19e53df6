import type { User } from '@supabase/supabase-js';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { resetSession } from '../../lib/api-lazy';
import { purgeIfUserChanged } from '../../lib/storage';
import { canDeferAuthClient, readStoredSession } from '../../lib/auth-storage';
import { getSupabase, onSupabaseLoaded } from '../../lib/supabase';
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

/**
 * Holds the signed-in user. On the landing page the user comes from the stored session read
 * synchronously, and the auth client loads only when the visitor acts or moves to a route that
 * needs it; elsewhere the client loads at once (Loading... until the session is read). Once
 * loaded, the client's session and auth events are followed.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [deferred] = useState(() => canDeferAuthClient(window.location));
  const [user, setUser] = useState<User | null>(() =>
    deferred ? (readStoredSession()?.user ?? null) : null,
  );
  const [loading, setLoading] = useState(!deferred);
  // A sign-out that loads the client (from the landing page) needs no server session sync.
  const signingOut = useRef(false);

  useEffect(() => {
    let active = true;
    resetSession().catch(() => undefined);
    let unsubscribe = () => {};
    const stopWaiting = onSupabaseLoaded((supabase) => {
      supabase.auth
        .getSession()
        .then(({ data }) => {
          if (!active) return;
          const sessionUser = data.session?.user ?? null;
          if (sessionUser?.email) {
            purgeIfUserChanged(sessionUser.email);
            if (!signingOut.current) void syncServerSession(sessionUser.email);
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
        .catch(() => undefined)
        .finally(() => {
          if (active) setLoading(false);
        });
    });
    if (!deferred) void getSupabase();
    return () => {
      active = false;
      stopWaiting();
      unsubscribe();
    };
  }, [deferred]);

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
        signingOut.current = true;
        try {
          await signOutAction();
        } finally {
          signingOut.current = false;
        }
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
