import {
  type ClientOptions,
  createClient as createCoreClient,
  type StaffPlanClient,
  type WebSocketConstructor,
} from '@staffplan/core/client';
import WebSocket from 'ws';

/**
 * `createClient` of `@staffplan/core/client` for Node: the same client, with the `ws`
 * WebSocket when the runtime has none (Node 20), so `client.thinking.stream()` and
 * `onThinking` work without passing one. Everything else (session in memory unless given,
 * `baseUrl` required) is as in the browser.
 * @example
 * import { createClient } from '@staffplan/cli';
 * const client = createClient({ baseUrl: 'http://localhost:8787' });
 */
export function createClient(options: ClientOptions): StaffPlanClient {
  const runtime = (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  return createCoreClient({
    ...options,
    WebSocket: options.WebSocket ?? runtime ?? (WebSocket as unknown as WebSocketConstructor),
  });
}
