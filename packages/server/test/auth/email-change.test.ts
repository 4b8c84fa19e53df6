import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser, latestMail, nextMail } from '../helpers/test-user';
import { supabaseFor } from './supabase-client';

async function follow(server: TestServer, link: string): Promise<URL> {
  const res = await fetch(link.replace(server.config.publicUrl, server.url), { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

async function signedIn(server: TestServer) {
  const user = await createTestUser(server);
  const client = supabaseFor(server.url);
  expect(
    (await client.auth.signInWithPassword({ email: user.email, password: user.password })).error,
  ).toBeNull();
  return { user, client };
}

function emailChange(postgres: boolean) {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ postgres });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('updateUser({email}) mails a confirmation to the new address; the change applies on its link', async () => {
    const { user, client } = await signedIn(server);
    const next = buildEmail('moved');
    const accountPage = `${server.config.publicUrl}/account`;
    const asked = await client.auth.updateUser({ email: next }, { emailRedirectTo: accountPage });
    expect(asked.error).toBeNull();
    expect(asked.data.user?.email).toBe(user.email);
    expect(asked.data.user?.new_email).toBe(next);
    expect(asked.data.user?.email_change_sent_at).toBeTruthy();
    expect((await latestMail(server, user.email))?.subject).toBe(
      'Your StaffPlan e-mail address is being changed',
    );
    const mail = await latestMail(server, next);
    expect(mail?.subject).toBe('Confirm your new StaffPlan e-mail address');
    expect(mail?.links[0]).toContain('type=email_change');
    // Nothing changes before the link is opened.
    const before = await supabaseFor(server.url).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(before.error).toBeNull();

    // supabase-js (pkce) drops its code verifier once updateUser has saved the session: the
    // link applies the change and says so; the signed-in app re-reads the user.
    const landing = await follow(server, mail?.links[0] ?? '');
    expect(`${landing.origin}${landing.pathname}`).toBe(accountPage);
    expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('email_change');
    const reread = await client.auth.getUser();
    expect(reread.data.user?.email).toBe(next);
    expect(reread.data.user?.new_email).toBeUndefined();
    expect((await client.auth.refreshSession()).data.session?.user.email).toBe(next);
    const moved = await supabaseFor(server.url).auth.signInWithPassword({
      email: next,
      password: user.password,
    });
    expect(moved.error).toBeNull();
    const old = await supabaseFor(server.url).auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(old.error?.code).toBe('invalid_credentials');
  });

  it("refuses an address that has an account, and only the newest request's link works", async () => {
    const { client } = await signedIn(server);
    const other = await createTestUser(server);
    const taken = await client.auth.updateUser({ email: other.email });
    expect(taken.error?.code).toBe('email_exists');

    const first = buildEmail('first');
    const second = buildEmail('second');
    expect((await client.auth.updateUser({ email: first })).error).toBeNull();
    const firstLink = (await latestMail(server, first))?.links[0] ?? '';
    expect((await client.auth.updateUser({ email: second })).error).toBeNull();
    expect((await follow(server, firstLink)).hash).toContain('error_code=otp_expired');
  });

  it('resend({type: email_change}) mails a new link for the pending address; the older one stops working', async () => {
    const { user, client } = await signedIn(server);
    const next = buildEmail('resent');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const firstLink = (await latestMail(server, next))?.links[0] ?? '';
    const { mail, sent: resent } = await nextMail(server, next, () =>
      supabaseFor(server.url).auth.resend({ type: 'email_change', email: user.email }),
    );
    expect(resent.error).toBeNull();
    const newLink = mail.links[0] ?? '';
    expect(newLink).not.toBe(firstLink);
    expect((await follow(server, firstLink)).hash).toContain('error_code=otp_expired');
    expect((await follow(server, newLink)).hash).not.toContain('error');
    expect((await client.auth.getUser()).data.user?.email).toBe(next);
  });

  it('POST /verify with token_hash confirms a sign-up and answers a session (verifyOtp)', async () => {
    const email = buildEmail('ssr');
    const signUp = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'server-Side-2026' }),
    });
    expect(signUp.status).toBe(200);
    const link = new URL((await latestMail(server, email))?.links[0] ?? '');
    const tokenHash = link.searchParams.get('token') ?? '';
    const client = supabaseFor(server.url);
    const verified = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    expect((await client.auth.getUser()).data.user?.email).toBe(email);

    const again = await supabaseFor(server.url).auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(again.error?.code).toBe('otp_expired');
    expect(again.error?.status).toBe(403);
    const otp = await supabaseFor(server.url).auth.verifyOtp({ email, token: '123456', type: 'email' });
    expect(otp.error?.code).toBe('otp_expired');
  });

  it('POST /verify with token_hash applies an e-mail change (type email_change)', async () => {
    const { client } = await signedIn(server);
    const next = buildEmail('ssr-moved');
    expect((await client.auth.updateUser({ email: next })).error).toBeNull();
    const tokenHash = new URL((await latestMail(server, next))?.links[0] ?? '').searchParams.get('token');
    const verified = await supabaseFor(server.url).auth.verifyOtp({
      token_hash: tokenHash ?? '',
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(next);
  });
}

describe('e-mail change and POST /verify (embedded PGlite)', () => emailChange(false));
describe.runIf(postgresWanted())('e-mail change and POST /verify (Postgres)', () => emailChange(true));
