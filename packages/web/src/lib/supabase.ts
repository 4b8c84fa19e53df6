import type { SupabaseClient } from '@supabase/supabase-js';

let client: Promise<SupabaseClient> | undefined;

/**
 * The auth client, loaded on first use so the landing page paints before the auth library
 * arrives (the page shows Loading... while the session is read).
 */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= import('./supabase-client').then((m) => m.supabase);
  return client;
}

/** The current access token and e-mail, or null when signed out. */
export async function currentAuth(): Promise<{ token: string; email: string } | null> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session) return null;
  return { token: session.access_token, email: session.user.email ?? '' };
}
