import type { SupabaseClient } from '@supabase/supabase-js';
import { freshStoredSession, readStoredSession } from './auth-storage';

let client: Promise<SupabaseClient> | undefined;
let loaded: SupabaseClient | undefined;
const listeners = new Set<(client: SupabaseClient) => void>();

/**
 * The auth client, loaded on first use: the landing page never loads it by itself (it reads
 * the stored session synchronously); a user action or a route that needs it does.
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('./supabase-client').then((m) => {
    loaded = m.supabase;
    for (const listener of listeners) listener(m.supabase);
    return m.supabase;
  });
  return client;
}

/** Calls `listener` once the auth client is loaded (at once if it already is); returns an unsubscribe. */
export function onSupabaseLoaded(listener: (client: SupabaseClient) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The current access token and e-mail, or null when signed out. Before the auth client is
 * loaded, a stored session whose token is still fresh answers without loading it; an expired
 * one loads the client, which refreshes it.
 */
export async function currentAuth(): Promise<{ token: string; email: string } | null> {
  if (!client) {
    if (readStoredSession() === null) return null;
    const fresh = freshStoredSession();
    if (fresh) return { token: fresh.token, email: fresh.email };
  }
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return null;
  return { token: session.access_token, email: session.user.email ?? '' };
}
