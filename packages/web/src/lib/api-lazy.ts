import type { api as Api } from './api';
import { request } from './http';

/**
 * The API module (and with it the schema library) loads on first use, so the landing page's
 * JavaScript stays small. Calls whose response is ignored need no schema and go out at once.
 */
export async function loadApi(): Promise<typeof Api> {
  const module = await import('./api');
  return module.api;
}

/** GET /api/ping: response ignored. */
export function ping(): Promise<unknown> {
  return request('/api/ping', { bearer: false });
}

/** GET /api/subscription/status?reset_session=true on app start: response ignored. */
export function resetSession(): Promise<unknown> {
  return request('/api/subscription/status?reset_session=true');
}
