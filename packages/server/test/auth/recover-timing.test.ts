import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { createTestUser, latestMail } from '../helpers/test-user';

const CALLS = 30;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function timedPost(server: TestServer, path: string, body: Record<string, unknown>): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - start;
}

describe('recover and resend take as long for unknown addresses as for known ones', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  for (const [path, confirmed] of [
    ['/auth/v1/recover', true],
    ['/auth/v1/resend', false],
  ] as const) {
    it(`${path}: the medians of ${CALLS} calls each differ by under 10%`, async () => {
      const known = await createTestUser(server, { confirmed });
      const body = (email: string) => ({ email, type: 'signup' });
      await timedPost(server, path, body(known.email)); // warm-up
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        knownMs.push(await timedPost(server, path, body(known.email)));
        unknownMs.push(await timedPost(server, path, body(buildEmail('nobody'))));
      }
      const [k, u] = [median(knownMs), median(unknownMs)];
      console.info(
        `${path}: median known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (${CALLS} calls each)`,
      );
      expect(Math.abs(k - u)).toBeLessThan(0.1 * Math.max(k, u));
      // The known address still gets its mail.
      expect((await latestMail(server, known.email))?.links[0]).toContain('/auth/v1/verify?token=');
    });
  }
});
