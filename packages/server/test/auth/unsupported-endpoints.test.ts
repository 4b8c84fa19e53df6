import { isAuthApiError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser } from '../helpers/test-user';
import { supabaseFor } from './supabase-client';

describe('GoTrue errors for what the embedded auth does not offer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses anonymous and phone sign-ups and phone sign-in with their GoTrue codes', async () => {
    const anonymous = await supabaseFor(server.url).auth.signInAnonymously();
    expect(isAuthApiError(anonymous.error)).toBe(true);
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
    expect(anonymous.error?.status).toBe(422);
    const phone = await supabaseFor(server.url).auth.signUp({
      phone: '+15555550100',
      password: 'phone-Pass-2026',
    });
    expect(phone.error?.code).toBe('phone_provider_disabled');
    const phoneSignIn = await supabaseFor(server.url).auth.signInWithPassword({
      phone: '+15555550100',
      password: 'phone-Pass-2026',
    });
    expect(phoneSignIn.error?.code).toBe('phone_provider_disabled');
  });

  it('answers supabase-js calls to features we do not offer with an AuthApiError and a code', async () => {
    const user = await createTestUser(server);
    const client = supabaseFor(server.url);
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const calls = {
      otp: client.auth.signInWithOtp({ email: buildEmail('otp') }),
      mfa: client.auth.mfa.enroll({ factorType: 'totp' }),
      admin: client.auth.admin.listUsers(),
      reauthenticate: client.auth.reauthenticate(),
      link: client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } }),
      unlink: (async () => {
        const identity = (await client.auth.getUserIdentities()).data?.identities[0];
        if (!identity) throw new Error('no identity');
        return client.auth.unlinkIdentity(identity);
      })(),
    };
    const codes: Record<string, string | undefined> = {};
    for (const [name, call] of Object.entries(calls)) {
      const { error } = await call;
      expect(isAuthApiError(error), `${name}: ${error?.message}`).toBe(true);
      expect(error?.message, name).not.toMatch(/Unexpected token|JSON/);
      codes[name] = error?.code;
    }
    expect(codes).toEqual({
      otp: 'otp_disabled',
      mfa: 'mfa_totp_enroll_not_enabled',
      admin: 'not_admin',
      reauthenticate: 'not_found',
      link: 'manual_linking_disabled',
      unlink: 'single_identity_not_deletable',
    });
  });

  it("answers a body that is not JSON with GoTrue's bad_json, and the app API with its own format", async () => {
    const post = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email": "a@example.com",',
      });
    const auth = await post('/auth/v1/signup');
    expect(auth.status).toBe(400);
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    const body = (await auth.json()) as { msg?: string };
    expect(body).toMatchObject({ code: 'bad_json', error_code: 'bad_json' });
    expect(body.msg).toMatch(/^Could not parse request body as JSON/);
    const api = await post('/api/staffing/plans');
    expect(api.status).toBe(400);
    expect(await api.json()).toMatchObject({ code: 'bad_request' });
  });

  it('answers unknown paths and methods under /auth/v1 with GoTrue JSON', async () => {
    for (const [method, path] of [
      ['GET', '/auth/v1/nothing-here'],
      ['DELETE', '/auth/v1/signup'],
      ['POST', '/auth/v1/user'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toMatchObject({ code: 'not_found', error_code: 'not_found' });
    }
  });
});
