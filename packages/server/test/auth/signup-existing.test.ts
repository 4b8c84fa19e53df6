import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser, latestMail } from '../helpers/test-user';
import { supabaseFor } from './supabase-client';

async function mailsTo(server: TestServer, email: string) {
  return server.deps.db.kysely
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to', '=', email)
    .orderBy('sent_at', 'asc')
    .execute();
}

/** Follows a link as a browser would and returns the PKCE code it lands with. */
async function codeOf(server: TestServer, link: string): Promise<string> {
  const res = await fetch(link.replace(server.config.publicUrl, server.url), { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

function signUpExisting(postgres: boolean) {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ postgres });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a second sign-up of an unconfirmed address changes nothing of the owner', async () => {
    const email = buildEmail('owner');
    const owner = supabaseFor(server.url);
    const first = await owner.auth.signUp({
      email,
      password: 'owners-Secret-2026',
      options: { data: { full_name: 'Owner' } },
    });
    expect(first.error).toBeNull();
    const ownersLink = (await latestMail(server, email))?.links[0] ?? '';

    const attacker = supabaseFor(server.url);
    const second = await attacker.auth.signUp({
      email,
      password: 'attackers-Pass-2026',
      options: { data: { full_name: 'Attacker' } },
    });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.id).not.toBe(first.data.user?.id);
    expect(second.data.user?.identities).toEqual([]);
    expect(second.data.user?.user_metadata).toEqual({});
    const mails = await mailsTo(server, email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your StaffPlan account',
      'Confirm your StaffPlan account',
    ]);

    // The owner's own link still confirms, in the owner's browser.
    const exchanged = await owner.auth.exchangeCodeForSession(await codeOf(server, ownersLink));
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.user_metadata.full_name).toBe('Owner');
    const mine = await supabaseFor(server.url).auth.signInWithPassword({
      email,
      password: 'owners-Secret-2026',
    });
    expect(mine.error).toBeNull();
    const theirs = await supabaseFor(server.url).auth.signInWithPassword({
      email,
      password: 'attackers-Pass-2026',
    });
    expect(theirs.error?.code).toBe('invalid_credentials');
  });

  it('a sign-up of a confirmed address answers like a new one and tells the owner by mail', async () => {
    const known = await createTestUser(server);
    const fresh = await supabaseFor(server.url).auth.signUp({
      email: buildEmail('fresh'),
      password: 'fresh-Pass-2026',
    });
    const again = await supabaseFor(server.url).auth.signUp({
      email: known.email,
      password: 'another-Pass-2026',
    });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(known.email);
    expect(again.data.user?.id).not.toBe(known.user.id);
    expect(again.data.user?.identities).toEqual([]);
    expect(Object.keys(again.data.user ?? {}).sort()).toEqual(
      expect.arrayContaining(['id', 'aud', 'role', 'email', 'created_at', 'identities']),
    );
    expect(fresh.data.user?.identities).toHaveLength(1);
    const notice = await latestMail(server, known.email);
    expect(notice?.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(notice?.links).toEqual([]);
    const signIn = await supabaseFor(server.url).auth.signInWithPassword({
      email: known.email,
      password: known.password,
    });
    expect(signIn.error).toBeNull();
  });

  it("lists the user's one email identity, as GoTrue", async () => {
    const user = await createTestUser(server);
    const client = supabaseFor(server.url);
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    const { data } = await client.auth.getUser();
    const identities = data.user?.identities ?? [];
    expect(identities).toHaveLength(1);
    expect(identities[0]).toMatchObject({
      id: user.user.id,
      user_id: user.user.id,
      provider: 'email',
      email: user.email,
      identity_data: { sub: user.user.id, email: user.email, email_verified: true },
    });
    expect(identities[0]?.identity_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(identities[0]?.created_at ?? '')).not.toBeNaN();
    expect(Date.parse(identities[0]?.updated_at ?? '')).not.toBeNaN();
    const again = await client.auth.getUserIdentities();
    expect(again.data?.identities[0]?.identity_id).toBe(identities[0]?.identity_id);
  });
}

describe('sign-up of a registered address (embedded PGlite)', () => signUpExisting(false));
describe.runIf(postgresWanted())('sign-up of a registered address (Postgres)', () => signUpExisting(true));
