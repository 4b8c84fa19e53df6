import { networkInterfaces } from 'node:os';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmail } from '../helpers/factories';
import { getTestServer, type TestServer } from '../helpers/test-server';

/** A logger whose lines the test can read (what an operator would see). */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString('utf8'));
      callback();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/** This machine's address on the network (not loopback), if it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i?.family === 'IPv4' && !i.internal)?.address;

async function signUp(server: TestServer, email: string) {
  const res = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'defaults-Pass-2026' }),
  });
  expect(res.status).toBe(200);
}

describe('safe defaults for auth e-mail', () => {
  const open = capturedLogger();
  const production = capturedLogger();
  const local = capturedLogger();
  let network: TestServer;
  let enabled: TestServer;
  let prod: TestServer;
  let loopback: TestServer;
  beforeAll(async () => {
    [network, enabled, prod, loopback] = await Promise.all([
      getTestServer({
        env: { HOST: '0.0.0.0', NODE_ENV: 'development' },
        overrides: { logger: open.logger },
      }),
      getTestServer({ env: { HOST: '0.0.0.0', DEV_MAILBOX: '1' } }),
      getTestServer({ env: { NODE_ENV: 'production' }, overrides: { logger: production.logger } }),
      getTestServer({
        env: { HOST: '127.0.0.1', NODE_ENV: 'development' },
        overrides: { logger: local.logger },
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([network?.close(), enabled?.close(), prod?.close(), loopback?.close()]);
  });

  it('serves /dev/mailbox to this machine only, unless DEV_MAILBOX=1', async () => {
    await signUp(network, buildEmail('mailbox'));
    expect((await fetch(`${network.url}/dev/mailbox.json`)).status).toBe(200);
    const relayed = await fetch(`${network.url}/dev/mailbox.json`, {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(relayed.status, 'a proxied request is not from this machine').toBe(404);
    if (networkAddress) {
      for (const path of ['/dev/mailbox.json', '/dev/mailbox']) {
        const far = await fetch(`http://${networkAddress}:${network.port}${path}`);
        expect(far.status, `${path} from the network`).toBe(404);
        const allowed = await fetch(`http://${networkAddress}:${enabled.port}${path}`);
        expect(allowed.status, `${path} with DEV_MAILBOX=1`).toBe(200);
      }
    }
  });

  it('in production without SMTP, says the mail was not sent and never logs or keeps its link', async () => {
    const email = buildEmail('prod');
    await signUp(prod, email);
    await fetch(`${prod.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = production.lines.join('');
    expect(log).toContain('e-mail could not be sent');
    expect(log).toContain('SMTP_URL');
    expect(log).not.toMatch(/verify\?token=|token=/);
    const kept = await prod.deps.db.kysely.selectFrom('outbox_emails').selectAll().execute();
    expect(kept).toEqual([]);
  });

  it('warns at start when a development server listens beyond loopback', () => {
    const warnings = open.lines.filter((l) => l.includes('"level":40'));
    expect(warnings.join('')).toContain('HOST=0.0.0.0 is not a loopback address');
    expect(local.lines.join('')).not.toContain('not a loopback address');
    expect(production.lines.join('')).toContain('NODE_ENV=production without SMTP_URL');
  });
});
