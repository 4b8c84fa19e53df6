import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { getTestServer, type TestServer } from '../helpers/test-server';

/** A logger whose lines the test reads, as an operator would. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string; err?: { message?: string }; requestId?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const log = capturedLogger();
let server: TestServer;
let early: Server;
let earlyUrl: string;

beforeAll(async () => {
  server = await getTestServer({ overrides: { logger: log.logger } });
  // The same app with a middleware in front of all others that fails: the kind of error
  // that never reaches the error handler.
  const app = createApp(server.deps);
  app.middleware.unshift(async (ctx, next) => {
    if (ctx.path === '/api/ping') throw new Error('early middleware broke');
    await next();
  });
  early = createServer(app.callback());
  await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve));
  earlyUrl = `http://127.0.0.1:${(early.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => early?.close(resolve));
  await server?.close();
});

describe('errors thrown before the error handler', () => {
  it('are logged once through the server logger and answered with the JSON error shape', async () => {
    const before = log.lines.length;
    const response = await fetch(`${earlyUrl}/api/ping`);
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Internal server error', code: 'internal_error' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const logged = log.lines.slice(before).filter((line) => line.err?.message === 'early middleware broke');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 50, msg: 'unhandled error' });
    // The rest of that app still answers.
    expect((await fetch(`${earlyUrl}/api/health`)).status).not.toBe(500);
  });

  it('a malformed percent-escape in a web-app path is a 400 with the JSON error shape, not a bare 500', async () => {
    const before = log.lines.length;
    const response = await fetch(`${server.url}/plans/%E0%A4%A`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'bad_request', error: expect.stringMatching(/malformed/) });
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(log.lines.slice(before).filter((line) => line.level >= 50)).toEqual([]);
  });
});
