import type { ClientOptions, StaffPlanClient } from '@staffplan/core/client';
import { createClient } from './create-client';
import { readEnv } from './env';
import { fileSessionStore } from './file-session-store';

/**
 * `createClient` with Node defaults: the server from STAFFPLAN_URL (default
 * http://localhost:8787), the `ws` WebSocket, and the CLI's credentials file as session store
 * (so a script runs as the user who ran `staffplan login`).
 * @example
 * const client = createNodeClient();
 * console.log(await client.usage.tokenStats());
 */
export function createNodeClient(options: Partial<ClientOptions> = {}): StaffPlanClient {
  const env = readEnv();
  const baseUrl = options.baseUrl ?? env.serverUrl;
  return createClient({
    ...(env.authUrl ? { authUrl: env.authUrl } : {}),
    ...(env.anonKey ? { anonKey: env.anonKey } : {}),
    ...options,
    baseUrl,
    session: options.session ?? fileSessionStore({ server: baseUrl }),
  });
}
