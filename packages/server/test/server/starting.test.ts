import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index';
import { startServer } from '../../src/server';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('while the server starts', () => {
  it('answers 503 with Retry-After instead of leaving a request hanging, then serves', async () => {
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    });
    // A fresh in-memory PGlite (initdb + migrations) takes a while; a request sent as soon as
    // the port is bound must get an answer (503 while starting, or 200 once ready), never hang.
    const starting = startServer(config, { background: false });
    let early: Response | undefined;
    for (let i = 0; i < 500 && !early; i += 1) {
      early = await fetch(`http://127.0.0.1:${port}/api/ping`, { signal: AbortSignal.timeout(30_000) }).catch(
        (error: unknown) => {
          if (error instanceof Error && error.name === 'TimeoutError') throw error;
          return undefined; // not listening yet
        },
      );
      if (!early) await new Promise((r) => setTimeout(r, 5));
    }
    const running = await starting;
    try {
      expect([200, 503]).toContain(early?.status);
      if (early?.status === 503) {
        expect(early.headers.get('retry-after')).toBe('1');
        expect(await early.json()).toMatchObject({ code: 'starting' });
      }
      const ready = await fetch(`${running.url}/api/ping`);
      expect(ready.status).toBe(200);
    } finally {
      await running.close();
    }
  });
});
