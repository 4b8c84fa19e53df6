import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ThinkingMessage } from '@staffplan/core';
import type { Logger } from 'pino';
import { type WebSocket, WebSocketServer } from 'ws';
import type { AuthUser, ThinkingBus, TokenVerifier } from '../types';

export const THINKING_PATH = '/api/ws/thinking';
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
}

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
    maxPayload: 4 * 1024,
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

  function connect(ws: WebSocket, user: AuthUser, only: string | null): void {
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
        if (!user) {
          reject(socket, 401, 'Unauthorized', { error: 'Authentication required', code: 'unauthorized' });
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => connect(ws, user, url.searchParams.get('generationId')));
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
