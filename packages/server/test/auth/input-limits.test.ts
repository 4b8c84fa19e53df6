import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { authHeaders, createTestUser } from '../helpers/test-user';
import { supabaseFor } from './supabase-client';

function post(server: TestServer, path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Full-width letters (NFKC folds them to ASCII). */
function fullWidth(text: string): string {
  return text.replace(/[a-z0-9]/g, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0));
}

describe('auth input limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ env: { DEV_ACCESS: '1' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('bounds user metadata to 16 KB of storable JSON, at sign-up and on update', async () => {
    const big = { notes: 'x'.repeat(17 * 1024) };
    const signUp = await supabaseFor(server.url).auth.signUp({
      email: buildEmail('meta'),
      password: 'meta-Pass-2026',
      options: { data: big },
    });
    expect(signUp.error?.code).toBe('validation_failed');
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.message).toContain('16 KB');

    const deep = `${'{"d":'.repeat(6000)}"leaf"${'}'.repeat(6000)}`;
    for (const data of ['{"name":"a\\u0000b"}', '{"name":"\\ud800"}', deep, '["not","an","object"]']) {
      const email = JSON.stringify(buildEmail('meta'));
      const res = await post(
        server,
        '/auth/v1/signup',
        `{"email":${email},"password":"meta-Pass-2026","data":${data}}`,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
    }

    const user = await createTestUser(server);
    const client = supabaseFor(server.url);
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const fits = { notes: 'y'.repeat(10 * 1024) };
    expect((await client.auth.updateUser({ data: fits })).error).toBeNull();
    const merged = await client.auth.updateUser({ data: { more: 'z'.repeat(8 * 1024) } });
    expect(merged.error?.code, 'the merged metadata is over 16 KB').toBe('validation_failed');
    const { data } = await client.auth.refreshSession();
    expect(data.session?.access_token.length ?? 0).toBeLessThan(24 * 1024);
  });

  it('treats look-alike spellings of an address as the one account', async () => {
    const user = await createTestUser(server, { email: buildEmail('alike') });
    const [local, domain] = user.email.split('@') as [string, string];
    const spellings = [
      `${fullWidth(local)}@${domain}`,
      `${local}\u200b@${domain}`,
      `${local}@${domain}.`,
      `${local.toUpperCase()}\ufeff@${domain.toUpperCase()}`,
      `${local}@${fullWidth(domain.replace('.', '\uff0e'))}`,
    ];
    for (const email of spellings) {
      const signIn = await supabaseFor(server.url).auth.signInWithPassword({
        email,
        password: user.password,
      });
      expect(signIn.error, JSON.stringify(email)).toBeNull();
      expect(signIn.data.user?.id).toBe(user.user.id);
      const again = await supabaseFor(server.url).auth.signUp({ email, password: 'lookalike-Pass-2026' });
      expect(again.data.user?.identities, JSON.stringify(email)).toEqual([]);
    }
    for (const email of [`a\u0000b@${domain}`, `\ud800x@${domain}`, `a b@${domain}`, `a@${domain}..`]) {
      const res = await post(server, '/auth/v1/signup', { email, password: 'odd-Address-2026' });
      expect(res.status, JSON.stringify(email)).toBe(400);
    }
  });

  it('refuses trivial passwords with GoTrue weak_password reasons', async () => {
    for (const password of ['aaaaaaaa', '        ', 'abababab', 'abcabcab', 'ZZZZzzzz1111']) {
      const { error } = await supabaseFor(server.url).auth.signUp({ email: buildEmail('weak'), password });
      expect(isAuthWeakPasswordError(error), JSON.stringify(password)).toBe(true);
      expect(error?.status).toBe(422);
      expect((error as { reasons?: string[] }).reasons).toEqual(['characters']);
    }
    const fine = await supabaseFor(server.url).auth.signUp({
      email: buildEmail('ok'),
      password: 'plan-Guard-2026',
    });
    expect(fine.error).toBeNull();
  });

  it('refuses access tokens without an expiry, at /auth/v1/user and on the API', async () => {
    const user = await createTestUser(server);
    const claims = JSON.parse(Buffer.from(user.accessToken.split('.')[1] ?? '', 'base64url').toString());
    const key = server.deps.embeddedAuth?.key;
    if (!key) throw new Error('embedded auth off');
    const { exp: _exp, ...forever } = claims as Record<string, unknown>;
    const token = await new SignJWT(forever)
      .setProtectedHeader({ alg: 'ES256', kid: key.kid })
      .sign(key.privateKey);
    const me = await fetch(`${server.url}/auth/v1/user`, { headers: authHeaders({ accessToken: token }) });
    expect(me.status).toBe(403);
    expect(await me.json()).toMatchObject({ code: 'bad_jwt' });
    const api = await fetch(`${server.url}/api/staffing/plans`, {
      headers: authHeaders({ accessToken: token }),
    });
    expect(api.status).toBe(401);
    const ok = await fetch(`${server.url}/auth/v1/user`, { headers: authHeaders(user) });
    expect(ok.status).toBe(200);
  });

  it('keeps dev-access redirects on our own site', async () => {
    const user = await createTestUser(server);
    const urlFor = async (redirect: string) => {
      const res = await fetch(
        `${server.url}/api/subscription/dev-access?dev=1&redirect=${encodeURIComponent(redirect)}`,
        { headers: authHeaders(user) },
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { url?: string }).url;
    };
    expect(await urlFor('/staffing-planner?tab=1')).toBe('/staffing-planner?tab=1');
    for (const trick of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '//evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\n/evil.example',
    ]) {
      const url = await urlFor(trick);
      expect(url === undefined || !url.includes('evil'), JSON.stringify(trick)).toBe(true);
    }
  });
});
