import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
