import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { canDeferAuthClient } from '../../../lib/auth-storage';
import { getSupabase } from '../../../lib/supabase';

/** Loads the auth client as soon as the app leaves the landing page (every other route needs it). */
export function AuthClientLoader() {
  const location = useLocation();
  const needed = !canDeferAuthClient(location);
  useEffect(() => {
    if (needed) void getSupabase();
  }, [needed]);
  return null;
}
