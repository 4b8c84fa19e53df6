import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { latestMail, nextMail } from '../helpers/test-user';
import { supabaseFor } from './supabase-client';

/** Follows an e-mail link as a browser would and returns where it lands. */
async function follow(server: TestServer, link: string): Promise<URL> {
  const res = await fetch(link.replace(server.config.publicUrl, server.url), { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

/** The whole account life the web app goes through, on the real supabase-js client. */
async function fullFlow(server: TestServer): Promise<void> {
  const supabase = supabaseFor(server.url);
  const email = buildEmail('flow');
  const pricing = `${server.config.publicUrl}/pricing`;
  const signUp = await supabase.auth.signUp({
    email,
    password: 'first-Pass-2026',
    options: { emailRedirectTo: pricing },
  });
  expect(signUp.error).toBeNull();
  expect(signUp.data.session).toBeNull();
  expect(signUp.data.user?.email).toBe(email);

  const early = await supabase.auth.signInWithPassword({ email, password: 'first-Pass-2026' });
  expect(early.error?.code).toBe('email_not_confirmed');

  const { mail, sent: resend } = await nextMail(server, email, () =>
    supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: pricing } }),
  );
  expect(resend.error).toBeNull();
  expect(mail?.subject).toBe('Confirm your StaffPlan account');
  const landing = await follow(server, mail?.links[0] ?? '');
  expect(`${landing.origin}${landing.pathname}`).toBe(pricing);
  const code = landing.searchParams.get('code');
  expect(code).toBeTruthy();
  const exchanged = await supabase.auth.exchangeCodeForSession(code ?? '');
  expect(exchanged.error).toBeNull();
  expect(exchanged.data.session?.user.email_confirmed_at).toBeTruthy();

  const signIn = await supabase.auth.signInWithPassword({ email, password: 'first-Pass-2026' });
  expect(signIn.error).toBeNull();
  const first = signIn.data.session;
  expect(first?.access_token).toBeTruthy();
  const me = await supabase.auth.getUser();
  expect(me.data.user?.id).toBe(first?.user.id);

  const refreshed = await supabase.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  expect(refreshed.data.session?.refresh_token).not.toBe(first?.refresh_token);

  const weak = await supabase.auth.updateUser({ password: 'short' });
  expect(weak.error?.code).toBe('weak_password');
  expect((weak.error as { reasons?: string[] } | null)?.reasons).toEqual(['length']);
  const common = await supabase.auth.updateUser({ password: 'password123' });
  expect(common.error?.code).toBe('weak_password');
  const updated = await supabase.auth.updateUser({ password: 'second-Pass-2026' });
  expect(updated.error).toBeNull();

  const out = await supabase.auth.signOut();
  expect(out.error).toBeNull();
  const wrong = await supabase.auth.signInWithPassword({ email, password: 'first-Pass-2026' });
  expect(wrong.error?.code).toBe('invalid_credentials');
  const again = await supabase.auth.signInWithPassword({ email, password: 'second-Pass-2026' });
  expect(again.error).toBeNull();
}

describe('embedded auth driven by @supabase/supabase-js (pkce)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs up, confirms through the outbox link, signs in, refreshes, updates the password, resends and signs out', async () => {
    await fullFlow(server);
  });

  it('resets a forgotten password through the PKCE recovery flow', async () => {
    const email = buildEmail('reset');
    const owner = supabaseFor(server.url);
    await owner.auth.signUp({ email, password: 'before-Reset-77' });
    const confirm = await follow(server, (await latestMail(server, email))?.links[0] ?? '');
    await owner.auth.exchangeCodeForSession(confirm.searchParams.get('code') ?? '');

    const browser = supabaseFor(server.url);
    const resetPage = `${server.config.publicUrl}/reset-password`;
    const { mail, sent } = await nextMail(server, email, () =>
      browser.auth.resetPasswordForEmail(email, { redirectTo: resetPage }),
    );
    expect(sent.error).toBeNull();
    expect(mail?.subject).toBe('Reset your StaffPlan password');
    const landing = await follow(server, mail?.links[0] ?? '');
    expect(landing.pathname).toBe('/reset-password');
    const exchanged = await browser.auth.exchangeCodeForSession(landing.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');
    const updated = await browser.auth.updateUser({ password: 'after-Reset-88' });
    expect(updated.error).toBeNull();
    const signIn = await supabaseFor(server.url).auth.signInWithPassword({
      email,
      password: 'after-Reset-88',
    });
    expect(signIn.error).toBeNull();

    // The link works once; a second visit lands with an error in the fragment.
    const reused = await follow(server, mail?.links[0] ?? '');
    expect(reused.hash).toContain('error_code=otp_expired');
  });

  it('answers as GoTrue: duplicate sign-up, bad PKCE code, unknown refresh token, no bearer', async () => {
    const supabase = supabaseFor(server.url);
    const email = buildEmail('dup');
    await supabase.auth.signUp({ email, password: 'dup-Pass-2026!' });
    const link = (await latestMail(server, email))?.links[0] ?? '';
    await supabase.auth.exchangeCodeForSession((await follow(server, link)).searchParams.get('code') ?? '');
    // As GoTrue with confirmations on: no error (that would tell who has an account), a user
    // without identities, which is how supabase-js apps detect "already registered".
    const dup = await supabaseFor(server.url).auth.signUp({ email, password: 'dup-Pass-2026!' });
    expect(dup.error).toBeNull();
    expect(dup.data.user?.identities).toEqual([]);

    const pkce = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'x'.repeat(112) }),
    });
    expect(pkce.status).toBe(400);
    expect(await pkce.json()).toMatchObject({ code: 'flow_state_not_found' });

    const refresh = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: 'nope' }),
    });
    expect(await refresh.json()).toMatchObject({ code: 'refresh_token_not_found' });
    const user = await fetch(`${server.url}/auth/v1/user`);
    expect(user.status).toBe(401);
    expect(user.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('rejects passwords over 72 bytes instead of truncating them', async () => {
    const res = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buildEmail('long'), password: 'é'.repeat(37) }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('72 bytes');
  });
});

describe.runIf(postgresWanted())('embedded auth on real Postgres', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ postgres: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('runs the whole supabase-js account flow', async () => {
    await fullFlow(server);
  });
});
