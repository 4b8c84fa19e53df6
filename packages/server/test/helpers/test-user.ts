import { buildEmail } from './factories';
import type { TestServer } from './test-server';

export interface TestUser {
  user: { id: string; email: string } & Record<string, unknown>;
  accessToken: string;
  refreshToken: string;
  email: string;
  password: string;
}

const JSON_HEADERS = { 'content-type': 'application/json', apikey: 'test-anon-key' };

/** The newest outbox e-mail to `email` (embedded auth without SMTP). */
export async function latestMail(server: TestServer, email: string) {
  return server.deps.db.kysely
    .selectFrom('outbox_emails')
    .selectAll()
    .where('to', '=', email.toLowerCase())
    .orderBy('sent_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The mail `send` makes to `email`: waits until the latest mail to that address is a new one.
 * Recover and resend answer after a fixed time and may write their mail after answering.
 * @example
 * const mail = await nextMail(server, email, () => client.auth.resend({ type: 'signup', email }));
 */
export async function nextMail<T>(server: TestServer, email: string, send: () => Promise<T>) {
  const before = (await latestMail(server, email))?.id;
  const sent = await send();
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mail = await latestMail(server, email);
    if (mail && mail.id !== before) return { mail, sent };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no new mail to ${email} within 10 s`);
}

/**
 * Signs a user up through /auth/v1, confirms the e-mail by following the outbox link
 * (unless confirmed is false) and signs in with the password grant.
 */
export async function createTestUser(
  server: TestServer,
  options: { email?: string; password?: string; confirmed?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? buildEmail();
  const password = options.password ?? 'correct-horse-battery-9';
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const signedUp = (await signup.json()) as { id: string; email: string };
  if (options.confirmed === false) {
    return { user: signedUp, accessToken: '', refreshToken: '', email, password };
  }
  const mail = await latestMail(server, email);
  const link = mail?.links[0];
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  const verify = await fetch(link.replace(server.config.publicUrl, server.url), { redirect: 'manual' });
  if (verify.status !== 303 && verify.status !== 302) throw new Error(`verify failed: ${verify.status}`);
  const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email, password }),
  });
  if (!token.ok) throw new Error(`sign-in failed: ${token.status} ${await token.text()}`);
  const session = (await token.json()) as {
    access_token: string;
    refresh_token: string;
    user: TestUser['user'];
  };
  return {
    user: session.user,
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    email,
    password,
  };
}

/** Headers of an authenticated JSON call. */
export function authHeaders(user: Pick<TestUser, 'accessToken'>): Record<string, string> {
  return { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' };
}
