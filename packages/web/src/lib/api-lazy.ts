import type { api as Api, client as Client } from './api';
import { currentAuth } from './supabase';

/**
 * The API module (the SDK and with it the schema library) loads on first use, so the landing
 * page's JavaScript stays small; every call whose answer is read goes through its one client.
 * @example
 * const plan = await (await loadApi()).getPlan(id);
 */
export async function loadApi(): Promise<typeof Api> {
  const module = await import('./api');
  return module.api;
}

/**
 * The shared SDK client itself (the thinking stream), loaded like `loadApi`.
 * @example
 * const stream = (await loadClient()).thinking.stream({ follow: 'next' });
 */
export async function loadClient(): Promise<typeof Client> {
  const module = await import('./api');
  return module.client;
}

/**
 * The one documented exception to "every call through the SDK client": the two calls every
 * page makes on start, whose answers and errors are ignored (nothing to branch on), go out
 * as plain fetches. Sending them through the SDK would load it on the landing page: the
 * `api` chunk (5.1 KB gzipped) and the chunk it imports with core's client, contract and the
 * schema library (34.4 KB), about 39 KB on a page that loads 135.0 KB of a 150 KB budget
 * (docs/bench/web.md; measured with `npx vite build` in packages/web, 2026-11-25). Their
 * paths are the contract's `health.ping` and `subscription.status`, which api-lazy.test.ts
 * checks against API_CONTRACT; every other call, and everything whose answer is read, uses
 * the one client of api.ts.
 */
async function fireAndForget(path: string, bearer: boolean): Promise<void> {
  const auth = bearer ? await currentAuth() : null;
  const response = await fetch(path, {
    credentials: 'include',
    headers: auth ? { Authorization: `Bearer ${auth.token}` } : {},
  });
  // Read to the end, so the browser counts the request as finished.
  await response.text();
}

/**
 * GET /api/ping without a token (docs/product.md, How clients call the server): the server session starts; answer ignored.
 * @example
 * await ping().catch(() => undefined);
 */
export function ping(): Promise<void> {
  return fireAndForget(LANDING_CALLS.ping, false);
}

/**
 * GET /api/subscription/status?reset_session=true on app start: answer ignored.
 * @example
 * resetSession().catch(() => undefined);
 */
export function resetSession(): Promise<void> {
  return fireAndForget(LANDING_CALLS.resetSession, true);
}

/** The landing page's two calls, by path (checked against API_CONTRACT in api-lazy.test.ts). */
export const LANDING_CALLS = {
  ping: '/api/ping',
  resetSession: '/api/subscription/status?reset_session=true',
} as const;
