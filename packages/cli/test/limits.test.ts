import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, memorySessionStore } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CliResult,
  type LiveServer,
  PASSWORD,
  runCli,
  signUpConfirmed,
  startLiveServer,
  subscribeViaCheckout,
  FIXTURE_DOCX,
} from './helpers/server';

// A server whose monthly token limit is tiny: the first generation goes through (the check is
// made before a call), the next one is refused with 429 and `staffplan` exits with 4.
const DOCX = FIXTURE_DOCX;
const EMAIL = 'limit.user@example.com';
let server: LiveServer;
let home: string;
const cli = (args: string[], input?: string): Promise<CliResult> =>
  runCli(args, { server, configHome: home, ...(input === undefined ? {} : { input }) });

beforeAll(async () => {
  server = await startLiveServer({ TOKEN_LIMIT: '1000' });
  home = await mkdtemp(join(tmpdir(), 'staffplan-limit-'));
  await signUpConfirmed(server, EMAIL);
  const client = createClient({ baseUrl: server.url, session: memorySessionStore() });
  const session = await client.auth.signIn({ email: EMAIL, password: PASSWORD });
  await subscribeViaCheckout(server, session.access_token, 'basic');
  expect((await cli(['login', '--email', EMAIL], PASSWORD)).code).toBe(0);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('limit reached', () => {
  it('exits 4 with the tier and reset date once the monthly limit is used up', async () => {
    const first = await cli(['generate', DOCX, '--name', 'First']);
    expect(first.code).toBe(0);
    const second = await cli(['generate', DOCX, '--name', 'Second']);
    expect(second.stderr).toContain('Monthly Token Limit Exceeded');
    expect(second.stderr).toMatch(/tier: basic/);
    expect(second.code).toBe(4);
    const usage = await cli(['usage']);
    expect(usage.stdout).toContain('Token Limit Exceeded');
    expect(usage.stdout).toMatch(/\d+ days? until reset/);
  });
});
