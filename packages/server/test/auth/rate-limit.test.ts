import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/auth/rate-limit';
import { buildEmail } from '../helpers/factories';
import { getTestServer, type TestServer } from '../helpers/test-server';

function signIn(server: TestServer, email: string, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: 'wrong-password-1' }),
  });
}

describe('auth rate limits', () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    [direct, proxied] = await Promise.all([
      getTestServer({ env: { AUTH_RATE_LIMIT: '3' } }),
      getTestServer({ env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '1' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), proxied?.close()]);
  });

  it('limits per IP and ignores a spoofed X-Forwarded-For when not behind a proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await signIn(direct, buildEmail('ip'), { 'x-forwarded-for': `10.0.0.${i}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(await res.json()).toMatchObject({ code: 'over_request_rate_limit' });
      }
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('limits per e-mail even when the forwarded IP changes behind a trusted proxy', async () => {
    const email = buildEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signIn(proxied, email, { 'x-forwarded-for': `10.1.0.${i}` })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another address from another forwarded IP is not affected.
    expect((await signIn(proxied, buildEmail('other'), { 'x-forwarded-for': '10.2.0.1' })).status).toBe(400);
  });

  it('limits sign-up, recover and resend too', async () => {
    for (const path of ['/auth/v1/signup', '/auth/v1/recover', '/auth/v1/resend']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${direct.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: buildEmail('rl'), password: 'long-enough-Pass-1', type: 'signup' }),
        });
        statuses.push(res.status);
      }
      expect(statuses.at(-1), path).toBe(429);
    }
  });
});

describe('the auth rate limiter under a flood of distinct keys', () => {
  it('keeps at most its bound of keys within one window, still limiting the recent ones', () => {
    let now = 0;
    const limiter = new RateLimiter(2, 60_000, () => now, 1_000);
    for (let i = 0; i < 20_000; i++) {
      limiter.hit(`/auth/v1/signup|victim-${i}@example.com`);
      now += 1;
    }
    expect(limiter.size).toBeLessThanOrEqual(1_000);
    const recent = '/auth/v1/signup|victim-19999@example.com';
    expect(limiter.hit(recent)).toBe(true);
    expect(limiter.hit(recent)).toBe(false);
  });

  it('drops expired windows first', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1_000, () => now, 100);
    for (let i = 0; i < 100; i++) limiter.hit(`old-${i}`);
    now = 5_000;
    limiter.hit('fresh');
    expect(limiter.size).toBe(1);
  });
});
