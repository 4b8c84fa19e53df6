import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, canDeferAuthClient, freshStoredSession, readStoredSession } from './auth-storage';

const session = (expiresAt: number) => ({
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  expires_at: expiresAt,
  token_type: 'bearer',
  user: { id: 'u1', aud: 'authenticated', email: 'ann@example.com', app_metadata: {}, user_metadata: {} },
});

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('auth storage', () => {
  it('uses the auth client default key of this origin', () => {
    expect(AUTH_STORAGE_KEY).toBe('sb-localhost-auth-token');
  });

  it('reads the stored session synchronously, and nothing from absent or broken entries', () => {
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ access_token: 'x', expires_at: 1 }));
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session(2_000_000_000)));
    expect(readStoredSession()).toMatchObject({
      token: 'token-1',
      email: 'ann@example.com',
      expiresAt: 2_000_000_000,
    });
  });

  it('answers with the token only while it has at least a minute left', () => {
    const now = 1_800_000_000_000;
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session(now / 1000 + 120)));
    expect(freshStoredSession(now)?.token).toBe('token-1');
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session(now / 1000 + 30)));
    expect(freshStoredSession(now)).toBeNull();
  });

  it('defers the auth client on the plain landing page only', () => {
    expect(canDeferAuthClient(at('/'))).toBe(true);
    expect(canDeferAuthClient(at('/', '?utm_source=mail'))).toBe(true);
    expect(canDeferAuthClient(at('/', '?session_id=cs_1'))).toBe(false);
    expect(canDeferAuthClient(at('/', '?dev=1'))).toBe(false);
    expect(canDeferAuthClient(at('/', '?code=abc'))).toBe(false);
    expect(canDeferAuthClient(at('/', '', '#access_token=x'))).toBe(false);
    expect(canDeferAuthClient(at('/auth'))).toBe(false);
    expect(canDeferAuthClient(at('/staffing-planner'))).toBe(false);
  });
});
