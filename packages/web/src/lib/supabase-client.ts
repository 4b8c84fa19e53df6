import { createClient } from '@supabase/supabase-js';
import { config } from '../config';

/**
 * The auth client: the server's embedded auth service by default, a hosted project when
 * configured. PKCE code exchange with session detection in the address.
 */
export const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
  auth: {
    flowType: 'pkce',
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
