import type { Server } from 'node:http';
import type { AppDeps } from './deps';
import { registerThinkingSocket } from './routes/thinking-socket';

/**
 * WebSocket upgrade handlers attached by startServer (today the thinking socket,
 * routes/thinking-socket.ts). Returns a closer.
 */
export function attachSockets(server: Server, deps: AppDeps): () => Promise<void> {
  const closers: Array<() => Promise<void>> = [registerThinkingSocket(server, deps)];
  return async () => {
    await Promise.all(closers.map((close) => close()));
  };
}
