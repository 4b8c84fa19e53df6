import type { User } from '@supabase/supabase-js';
import { config } from '../config';

/**
 * Where the auth client keeps its session: the client's own default key for the configured
 * auth URL (`sb-<first host label>-auth-token`), passed to the client explicitly so the
 * synchronous reader below and the client always agree.
 */
export const AUTH_STORAGE_KEY = `sb-${new URL(config.supabaseUrl).hostname.split('.')[0]}-auth-token`;

export type StoredSession = { user: User; token: string; email: string; expiresAt: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isUser(value: unknown): value is User {
  return isRecord(value) && typeof value.id === 'string' && typeof value.aud === 'string';
}

/**
 * The session the auth client stored, read synchronously without loading the client (the
 * landing page shows the header and hero state from it). Null when absent or unreadable.
 */
export function readStoredSession(): StoredSession | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !isUser(parsed.user)) return null;
    const { access_token: token, expires_at: expiresAt } = parsed;
    if (typeof token !== 'string' || typeof expiresAt !== 'number') return null;
    const user = parsed.user;
    return { user, token, email: user.email ?? '', expiresAt };
  } catch {
    return null;
  }
}

/** The stored session when its access token is still valid for at least a minute. */
export function freshStoredSession(now = Date.now()): StoredSession | null {
  const stored = readStoredSession();
  return stored && stored.expiresAt * 1000 > now + 60_000 ? stored : null;
}

/**
 * Whether the page at `location` can start without the auth client: the landing page with no
 * checkout return, development bypass or auth callback in its address.
 */
export function canDeferAuthClient(location: Pick<Location, 'pathname' | 'search' | 'hash'>): boolean {
  if (location.pathname !== '/') return false;
  const params = new URLSearchParams(location.search);
  for (const name of ['session_id', 'dev', 'code', 'error', 'error_description', 'token_hash']) {
    if (params.has(name)) return false;
  }
  return !/access_token=|error=/.test(location.hash);
}
