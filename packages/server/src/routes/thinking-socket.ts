import type { Server } from 'node:http';
import type { AppDeps } from '../deps';
import { attachThinkingSocket } from '../generation/socket';

/**
 * WebSocket /api/ws/thinking on the HTTP server's upgrade event (startServer calls this once
 * it listens). Returns a function that closes every socket.
 */
export function registerThinkingSocket(server: Server, deps: AppDeps): () => Promise<void> {
  return attachThinkingSocket(server, deps);
}
