import type { TestServer } from '../helpers/test-server';
import type { TestUser } from '../helpers/test-user';

/** Signs in again with the password grant (after the test clock moved past token expiry). */
export async function signInAgain(server: TestServer, user: TestUser): Promise<TestUser> {
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'test-anon-key' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as { access_token: string; refresh_token: string };
  return { ...user, accessToken: session.access_token, refreshToken: session.refresh_token };
}

/** A JSON call as the given user (or anonymous), answering status and parsed body. */
export async function api(
  server: TestServer,
  path: string,
  options: {
    user?: Pick<TestUser, 'accessToken'>;
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.user) headers.authorization = `Bearer ${options.user.accessToken}`;
  const res = await fetch(`${server.url}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Local provider: checkout for `tier` and press Confirm on the test-mode page. */
export async function subscribeLocally(
  server: TestServer,
  user: Pick<TestUser, 'accessToken'>,
  tier: 'basic' | 'professional' | 'enterprise',
): Promise<string> {
  const checkout = await api(server, '/api/create-checkout-session', { user, body: { tier } });
  if (checkout.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(checkout.body)}`);
  const url = String(checkout.body.url).replace(server.config.publicUrl, server.url);
  const id = url.split('/').pop() ?? '';
  const confirm = await fetch(`${url}/confirm`, { method: 'POST', redirect: 'manual' });
  if (confirm.status !== 303) throw new Error(`confirm failed: ${confirm.status}`);
  return id;
}
