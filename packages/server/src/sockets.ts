import type { Server } from 'node:http';
import type { AppDeps } from './deps';

/**
 * WebSocket upgrade handlers attached by startServer (the generation engineer appends the
 * thinking socket here, e.g. `attachThinkingSocket(server, deps)`). Returns a closer.
 */
export function attachSockets(_server: Server, _deps: AppDeps): () => Promise<void> {
  const closers: Array<() => Promise<void>> = [];
  return async () => {
    await Promise.all(closers.map((close) => close()));
  };
}
