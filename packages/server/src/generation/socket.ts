import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { THINKING_SOCKET_MAX_PAYLOAD_BYTES, type ThinkingMessage, thinkingRoutes } from '@staffplan/core';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import type { ChangeFeed } from '../db/change-feed';
import type { AuthUser, ThinkingBus, TokenVerifier } from '../types';
import { SocketRegistry } from './socket-registry';

/** The socket's path, from core's contract (contract/thinking.ts). */
export const THINKING_PATH = thinkingRoutes.socket.path;
const PING_MS = 30_000;

const looksLikeToken = (p: string): boolean => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(p);

/**
 * The access token of a socket request: `?access_token=` (what browsers can send), or in
 * Sec-WebSocket-Protocol as `bearer.<jwt>` or a bare JWT next to a named protocol.
 * @example
 * tokenOf(new URL('ws://h/api/ws/thinking?access_token=abc'), undefined) // 'abc'
 */
export function tokenOf(url: URL, protocolHeader: string | undefined): string | null {
  const query = url.searchParams.get('access_token');
  if (query) return query;
  for (const raw of (protocolHeader ?? '').split(',')) {
    const p = raw.trim();
    if (p.toLowerCase().startsWith('bearer.')) return p.slice('bearer.'.length);
    if (looksLikeToken(p)) return p;
  }
  return null;
}

function reject(socket: Duplex, status: number, text: string, body: object): void {
  const json = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}

interface SocketDeps {
  auth: TokenVerifier;
  bus: ThinkingBus;
  logger: Logger;
  /** Announces ended sessions (at once on the embedded database). */
  changes?: ChangeFeed;
  config?: { thinkingSocketsPerUser: number; thinkingSocketRecheckMs: number };
}

/** Close code of a socket whose session ended (sign-out, revocation, expiry). */
export const SESSION_ENDED = 4001;

/**
 * Serve `WebSocket /api/ws/thinking` on an HTTP server: the access token is checked before
 * the upgrade (401 without a valid one); the socket then receives the thinking, start, done
 * and error messages of the caller's own generations only, each tagged with its
 * generationId. With `?generationId=` it receives that generation only and closes cleanly
 * (1000) after its done or error message. Returns a function that closes every socket.
 * @example
 * const close = attachThinkingSocket(httpServer, deps);
 */
export function attachThinkingSocket(server: Server, deps: SocketDeps): () => Promise<void> {
  const log = deps.logger.child({ module: 'thinking-socket' });
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: THINKING_SOCKET_MAX_PAYLOAD_BYTES,
    // A browser needs one of its offered protocols echoed back; never echo the token if avoidable.
    handleProtocols: (protocols) => {
      const offered = [...protocols];
      return (
        offered.find((p) => !looksLikeToken(p) && !p.toLowerCase().startsWith('bearer.')) ??
        offered[0] ??
        false
      );
    },
  });

  // Sockets by user (a per-user cap) and by session: a sign-out closes its session's sockets
  // at once where the change feed announces it, and a periodic re-check of each socket's
  // token closes them everywhere else (a shared Postgres) and at the token's expiry.
  const registry = new SocketRegistry(deps.config?.thinkingSocketsPerUser ?? 10);
  deps.changes?.on('auth_sessions', (sessionId) => registry.endSession(sessionId, SESSION_ENDED));

  function connect(ws: WebSocket, user: AuthUser, only: string | null, token: string): void {
    registry.add(ws, user);
    const recheck = setInterval(() => {
      void deps.auth
        .verifyAccessToken(token)
        .catch(() => null)
        .then((still) => {
          if (!still && ws.readyState === ws.OPEN) ws.close(SESSION_ENDED, 'Session ended');
        });
    }, deps.config?.thinkingSocketRecheckMs ?? 15_000);
    recheck.unref();
    let alive = true;
    let unsubscribe: (() => Promise<void>) | undefined;
    const send = (message: ThinkingMessage): void => {
      if (ws.readyState !== ws.OPEN) return;
      if (only && 'generationId' in message && message.generationId !== only) return;
      ws.send(JSON.stringify(message));
      if (only && (message.type === 'done' || message.type === 'error') && message.generationId === only) {
        ws.close(1000, message.type);
      }
    };
    const ping = setInterval(() => {
      if (!alive) {
        ws.terminate();
        return;
      }
      alive = false;
      ws.ping();
    }, PING_MS);
    ping.unref();
    ws.on('pong', () => {
      alive = true;
    });
    ws.on('error', (error) => log.debug({ err: error }, 'socket error'));
    ws.on('close', () => {
      clearInterval(ping);
      clearInterval(recheck);
      registry.remove(ws, user);
      unsubscribe?.().catch((error: unknown) => log.warn({ err: error }, 'unsubscribe failed'));
    });
    deps.bus
      .subscribe(user.id, send)
      .then((off) => {
        unsubscribe = off;
        if (ws.readyState !== ws.OPEN) {
          off().catch(() => {});
          return;
        }
        ws.send(JSON.stringify({ type: 'ready' } satisfies ThinkingMessage));
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'subscribe failed');
        ws.close(1011, 'Connection error');
      });
  }

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== THINKING_PATH) {
      if (server.listenerCount('upgrade') === 1)
        reject(socket, 404, 'Not Found', { error: 'Not found', code: 'not_found' });
      return;
    }
    socket.on('error', () => socket.destroy());
    const token = tokenOf(url, req.headers['sec-websocket-protocol']);
    const verify = token ? deps.auth.verifyAccessToken(token) : Promise.resolve(null);
    verify
      .catch(() => null)
      .then((user) => {
        if (!user || !token) {
          reject(socket, 401, 'Unauthorized', { error: 'Authentication required', code: 'unauthorized' });
          return;
        }
        if (!registry.reserve(user.id)) {
          reject(socket, 429, 'Too Many Requests', {
            error: `Too many open thinking sockets: at most ${registry.perUser} per user. Close one and try again.`,
            code: 'rate_limited',
          });
          return;
        }
        socket.once('close', () => registry.release(user.id));
        wss.handleUpgrade(req, socket, head, (ws) =>
          connect(ws, user, url.searchParams.get('generationId'), token),
        );
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'upgrade failed');
        socket.destroy();
      });
  };

  server.on('upgrade', onUpgrade);
  return async () => {
    server.off('upgrade', onUpgrade);
    for (const client of wss.clients) client.close(1001, 'Server shutting down');
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
