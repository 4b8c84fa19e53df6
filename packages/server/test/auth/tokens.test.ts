import { type CryptoKey, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../helpers/clock';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { authHeaders, createTestUser, type TestUser } from '../helpers/test-user';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access and refresh tokens', () => {
  const clock = createTestClock();
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await getTestServer({ overrides: { clock: clock.now } });
    alice = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  async function claimsOf(token: string) {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
  }

  async function sign(
    claims: Record<string, unknown>,
    options: { key?: CryptoKey; exp?: number | null } = {},
  ) {
    const key = server.deps.embeddedAuth?.key;
    if (!key) throw new Error('embedded auth off');
    const now = Math.floor(clock.now().getTime() / 1000);
    const { exp: _exp, ...rest } = claims;
    const jwt = new SignJWT(rest).setProtectedHeader({ alg: 'ES256', kid: key.kid }).setIssuedAt(now);
    // exp: null signs a token that never expires (no exp claim at all).
    if (options.exp !== null) jwt.setExpirationTime(options.exp ?? now + 3600);
    return jwt.sign(options.key ?? key.privateKey);
  }

  it('issues ES256 access tokens with the GoTrue claims, valid one hour', async () => {
    const [header] = alice.accessToken.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      typ: 'JWT',
    });
    const claims = await claimsOf(alice.accessToken);
    expect(claims).toMatchObject({
      sub: alice.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: alice.email,
      aal: 'aal1',
    });
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    const jwks = (await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()) as {
      keys: Array<{ kty: string; d?: string }>;
    };
    expect(jwks.keys[0]?.kty).toBe('EC');
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('answers 401 to every forged or unusable token', async () => {
    const valid = await claimsOf(alice.accessToken);
    const [h, p, s] = alice.accessToken.split('.');
    const stranger = await generateKeyPair('ES256');
    const hsKey = new TextEncoder().encode(JSON.stringify(server.deps.embeddedAuth?.key.publicJwk));
    const cases: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${p}.`,
      'wrong key': await sign(valid, { key: stranger.privateKey }),
      expired: await sign(valid, { exp: Math.floor(clock.now().getTime() / 1000) - 10 }),
      'no exp claim (never expires)': await sign(valid, { exp: null }),
      'wrong aud': await sign({ ...valid, aud: 'anon' }),
      'wrong issuer': await sign({ ...valid, iss: 'https://evil.example/auth/v1' }),
      'tampered payload': `${h}.${b64({ ...valid, sub: bob.user.id })}.${s}`,
      'HS256 with the public key as secret': await new SignJWT(valid)
        .setProtectedHeader({ alg: 'HS256' })
        .sign(hsKey),
      garbage: 'not.a.jwt',
    };
    for (const [name, token] of Object.entries(cases)) {
      const res = await fetch(`${server.url}/api/staffing/plans`, {
        headers: authHeaders({ accessToken: token }),
      });
      expect(res.status, name).toBe(401);
      const user = await fetch(`${server.url}/auth/v1/user`, {
        headers: authHeaders({ accessToken: token }),
      });
      expect([401, 403], name).toContain(user.status);
    }
    const ok = await fetch(`${server.url}/api/staffing/plans`, { headers: authHeaders(alice) });
    expect(ok.status).toBe(200);
  });

  it('rotates refresh tokens, allows a 10 s reuse grace and revokes the family on later reuse', async () => {
    const user = await createTestUser(server);
    const refresh = (token: string) =>
      fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as { refresh_token: string; access_token: string };
    expect(rotated.refresh_token).not.toBe(user.refreshToken);

    clock.advance(5_000);
    const racing = await refresh(user.refreshToken);
    expect(racing.status, 'reuse inside the grace window').toBe(200);

    clock.advance(6_000);
    const stolen = await refresh(user.refreshToken);
    expect(stolen.status).toBe(400);
    expect(await stolen.json()).toMatchObject({ code: 'refresh_token_already_used' });
    const family = await refresh(rotated.refresh_token);
    expect(family.status, 'the whole family is revoked').toBe(400);
    const api = await fetch(`${server.url}/api/staffing/plans`, {
      headers: authHeaders({ accessToken: rotated.access_token }),
    });
    expect(api.status, 'the session ended with its family').toBe(401);
  });

  it('ends API access when the session signs out (scope local) and keeps other sessions', async () => {
    const second = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: bob.email, password: bob.password }),
    });
    const other = (await second.json()) as { access_token: string };
    const out = await fetch(`${server.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: authHeaders(bob),
    });
    expect(out.status).toBe(204);
    expect((await fetch(`${server.url}/api/staffing/plans`, { headers: authHeaders(bob) })).status).toBe(401);
    const still = await fetch(`${server.url}/api/staffing/plans`, {
      headers: authHeaders({ accessToken: other.access_token }),
    });
    expect(still.status).toBe(200);
  });
});
