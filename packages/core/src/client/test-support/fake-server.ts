// Test-only: a real HTTP server on a random 127.0.0.1 port that records requests and answers
// from a route table. Lives beside the tests; never imported by the SDK itself.
// biome-ignore lint/style/noRestrictedImports: test helper, not part of the pure SDK
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Reply = { status?: number; json?: unknown; text?: string; headers?: Record<string, string> };
export type Handler = (req: Recorded) => Reply | Promise<Reply>;

export interface FakeServer {
  url: string;
  requests: Recorded[];
  route(key: string, handler: Handler): void;
  close(): Promise<void>;
}

/** Starts the fake; routes are keyed 'METHOD /path' (query ignored). */
export async function startFakeServer(): Promise<FakeServer> {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const recorded: Recorded = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(recorded);
    const handler = routes.get(`${recorded.method} ${recorded.path}`);
    const reply: Reply = handler
      ? await handler(recorded)
      : { status: 404, json: { error: 'No route', code: 'not_found' } };
    const text = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
    res.writeHead(reply.status ?? 200, {
      ...(reply.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...reply.headers,
    });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, handler) => routes.set(key, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A GoTrue-shaped session answer. */
export function sessionJson(access: string, refresh: string, expiresAt?: number) {
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: 3600,
    ...(expiresAt === undefined ? {} : { expires_at: expiresAt }),
    refresh_token: refresh,
    user: {
      id: 'u1',
      aud: 'authenticated',
      email: 'ann@example.com',
      created_at: '2026-11-22T00:00:00Z',
      app_metadata: {},
      user_metadata: {},
    },
  };
}
