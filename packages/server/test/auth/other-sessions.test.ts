import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser, nextMail } from '../helpers/test-user';
import { supabaseFor } from './supabase-client';

async function signedIn(server: TestServer, email: string, password: string): Promise<SupabaseClient> {
  const client = supabaseFor(server.url);
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return client;
}

/** Whether a client's session still works: its access token and its refresh token. */
async function alive(client: SupabaseClient): Promise<{ user: boolean; refresh: boolean }> {
  const user = await client.auth.getUser();
  const refresh = await client.auth.refreshSession();
  return { user: user.error === null, refresh: refresh.error === null };
}

function otherSessions(postgres: boolean) {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ postgres });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a password change signs out the other sessions and keeps the current one', async () => {
    const user = await createTestUser(server);
    const laptop = await signedIn(server, user.email, user.password);
    const phone = await signedIn(server, user.email, user.password);
    const { error } = await phone.auth.updateUser({ password: 'a-New-Password-2026' });
    expect(error).toBeNull();
    expect(await alive(laptop)).toEqual({ user: false, refresh: false });
    expect(await alive(phone)).toEqual({ user: true, refresh: true });
    const api = await fetch(`${server.url}/api/staffing/plans`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(api.status, "the sign-up helper's own session ended too").toBe(401);
  });

  it('a recovery signs out the sessions opened with the old password', async () => {
    const user = await createTestUser(server);
    const intruder = await signedIn(server, user.email, user.password);
    const browser = supabaseFor(server.url);
    const resetPage = `${server.config.publicUrl}/reset-password`;
    const { mail, sent } = await nextMail(server, user.email, () =>
      browser.auth.resetPasswordForEmail(user.email, { redirectTo: resetPage }),
    );
    expect(sent.error).toBeNull();
    const link = mail.links[0] ?? '';
    const landing = await fetch(link.replace(server.config.publicUrl, server.url), { redirect: 'manual' });
    const code = new URL(landing.headers.get('location') ?? '').searchParams.get('code') ?? '';
    expect((await browser.auth.exchangeCodeForSession(code)).error).toBeNull();
    expect((await browser.auth.updateUser({ password: 'after-Recovery-2026' })).error).toBeNull();
    expect(await alive(intruder)).toEqual({ user: false, refresh: false });
    expect(await alive(browser)).toEqual({ user: true, refresh: true });
  });

  it('a metadata update alone signs nobody out', async () => {
    const user = await createTestUser(server);
    const laptop = await signedIn(server, user.email, user.password);
    const phone = await signedIn(server, user.email, user.password);
    expect((await phone.auth.updateUser({ data: { team: 'capture' } })).error).toBeNull();
    expect(await alive(laptop)).toEqual({ user: true, refresh: true });
  });
}

describe('other sessions on a new password (embedded PGlite)', () => otherSessions(false));
describe.runIf(postgresWanted())('other sessions on a new password (Postgres)', () => otherSessions(true));
