import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { authHeaders } from '../helpers/test-user';

/** A stand-in for hosted Supabase Auth: only its JWKS endpoint. */
async function fakeSupabase() {
  const keys = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'hosted-1', alg: 'ES256', use: 'sig' };
  const http: Server = createServer((req, res) => {
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { url, keys, close: () => new Promise<void>((resolve) => http.close(() => resolve())) };
}

describe('hosted Supabase mode', () => {
  let supabase: Awaited<ReturnType<typeof fakeSupabase>>;
  let jwksServer: TestServer;
  let secretServer: TestServer;
  const secret = 'super-secret-jwt-token-with-at-least-32-characters';
  const userId = crypto.randomUUID();

  beforeAll(async () => {
    supabase = await fakeSupabase();
    [jwksServer, secretServer] = await Promise.all([
      getTestServer({
        env: {
          SUPABASE_URL: supabase.url,
          SUPABASE_ANON_KEY: 'anon',
          SUPABASE_JWKS_URL: `${supabase.url}/auth/v1/.well-known/jwks.json`,
        },
      }),
      getTestServer({
        env: { SUPABASE_URL: supabase.url, SUPABASE_ANON_KEY: 'anon', SUPABASE_JWT_SECRET: secret },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([jwksServer?.close(), secretServer?.close()]);
    await supabase?.close();
  });

  const claims = (extra: Record<string, unknown> = {}) => ({
    email: 'hosted@example.com',
    role: 'authenticated',
    ...extra,
  });
  const es256 = (
    extra: Record<string, unknown> = {},
    key = supabase.keys.privateKey,
    aud = 'authenticated',
  ) =>
    new SignJWT(claims(extra))
      .setProtectedHeader({ alg: 'ES256', kid: 'hosted-1' })
      .setIssuer(`${supabase.url}/auth/v1`)
      .setSubject(userId)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
  const hs256 = (extra: Record<string, unknown> = {}, aud = 'authenticated', exp: string | number = '1h') =>
    new SignJWT(claims(extra))
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(`${supabase.url}/auth/v1`)
      .setSubject(userId)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  it('turns the embedded auth off', async () => {
    expect((await fetch(`${jwksServer.url}/auth/v1/signup`, { method: 'POST', body: '{}' })).status).toBe(
      404,
    );
  });

  it('accepts Supabase tokens verified through the JWKS and refuses the rest', async () => {
    const ok = await fetch(`${jwksServer.url}/api/staffing/plans`, {
      headers: authHeaders({ accessToken: await es256() }),
    });
    expect(ok.status).toBe(200);
    const stranger = await generateKeyPair('ES256');
    const bad: Record<string, string> = {
      'wrong key': await es256({}, stranger.privateKey),
      'HS256 where JWKS is configured': await hs256(),
      'wrong aud': await es256({}, supabase.keys.privateKey, 'anon'),
    };
    for (const [name, token] of Object.entries(bad)) {
      const res = await fetch(`${jwksServer.url}/api/staffing/plans`, {
        headers: authHeaders({ accessToken: token }),
      });
      expect(res.status, name).toBe(401);
    }
  });

  it('accepts HS256 tokens with the project secret, checking aud and exp (required)', async () => {
    expect(
      (
        await fetch(`${secretServer.url}/api/staffing/plans`, {
          headers: authHeaders({ accessToken: await hs256() }),
        })
      ).status,
    ).toBe(200);
    const expired = await hs256({}, 'authenticated', Math.floor(Date.now() / 1000) - 60);
    // A token without an expiry would work forever (issue 13).
    const noExp = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(`${supabase.url}/auth/v1`)
      .setSubject(userId)
      .setAudience('authenticated')
      .setIssuedAt()
      .sign(new TextEncoder().encode(secret));
    for (const token of [await hs256({}, 'anon'), expired, await es256(), noExp]) {
      expect(
        (
          await fetch(`${secretServer.url}/api/staffing/plans`, {
            headers: authHeaders({ accessToken: token }),
          })
        ).status,
      ).toBe(401);
    }
  });

  it('records the hosted user on session sync', async () => {
    const res = await fetch(`${jwksServer.url}/api/auth/session-sync`, {
      method: 'POST',
      headers: authHeaders({ accessToken: await es256() }),
      body: JSON.stringify({ email: 'someone-else@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hasSubscription: false });
    const row = await jwksServer.deps.db.kysely
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirst();
    expect(row?.email).toBe('hosted@example.com');
  });
});
