import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';

/** An in-memory storage, as a browser's localStorage would be. */
export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
    removeItem: (key: string) => {
      map.delete(key);
    },
  };
}

/** The real supabase-js client (PKCE, like the web app) against our embedded auth. */
export function supabaseFor(url: string): SupabaseClient {
  return createClient(url, 'test-anon-key', {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: memoryStorage(),
    },
    // Node 20 has no global WebSocket: supabase-js needs the ws package handed in.
    realtime: { transport: ws } as unknown as NonNullable<SupabaseClientOptions<'public'>['realtime']>,
  });
}
