import { createClient } from '@supabase/supabase-js';
import { config } from '../config';
import { AUTH_STORAGE_KEY } from './auth-storage';

/**
 * The auth client: the server's embedded auth service by default, a hosted project when
 * configured. PKCE code exchange with session detection in the address.
 */
export const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
  auth: {
    flowType: 'pkce',
    storageKey: AUTH_STORAGE_KEY,
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
  },
});
