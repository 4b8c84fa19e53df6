import { copyFile, mkdir, mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, memorySessionStore } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CliResult,
  type LiveServer,
  PASSWORD,
  REPO_ROOT,
  runCli,
  runNode,
  signUpConfirmed,
  startLiveServer,
  subscribeViaCheckout,
  FIXTURE_DOCX,
  FIXTURE_PDF,
} from './helpers/server';

// Every script of examples/ run with plain node against a real server.
const EMAIL = 'examples.user@example.com';
let server: LiveServer;
let home: string;
let work: string;

function example(script: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runNode([join(REPO_ROOT, 'examples', script), ...args], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_CONFIG_HOME: home,
      STAFFPLAN_URL: server.url,
      ...env,
    },
  });
}

beforeAll(async () => {
  server = await startLiveServer();
  home = await mkdtemp(join(tmpdir(), 'staffplan-ex-home-'));
  work = await mkdtemp(join(tmpdir(), 'staffplan-ex-work-'));
  await signUpConfirmed(server, EMAIL);
  const client = createClient({ baseUrl: server.url, session: memorySessionStore() });
  await subscribeViaCheckout(
    server,
    (await client.auth.signIn({ email: EMAIL, password: PASSWORD })).access_token,
  );
  expect(
    (await runCli(['login', '--email', EMAIL], { server, configHome: home, input: PASSWORD })).code,
  ).toBe(0);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('examples/', () => {
  it('generate-and-export.mjs writes the plan to XLSX with the planner file name (credentials of staffplan login)', async () => {
    const result = await example('generate-and-export.mjs', [
      FIXTURE_DOCX,
      '--name',
      'Example plan',
      '--format',
      'xlsx',
    ]);
    expect(result.stderr).toMatch(/Plan [\w-]+: \d+ tasks, [\d,.]+ h, [\d.]+ FTE/);
    expect(result.code).toBe(0);
    const path = result.stdout.trim();
    expect(path).toMatch(/^Example_plan_staffing_plan_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await readFile(join(work, path))).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('batch-generate.mjs turns a folder of solicitations into one XLSX each', async () => {
    const folder = join(work, 'in');
    await mkdir(folder);
    await copyFile(FIXTURE_DOCX, join(folder, 'epermit.docx'));
    await copyFile(FIXTURE_PDF, join(folder, 'guard.pdf'));
    const result = await example('batch-generate.mjs', [folder, '--out', join(work, 'out')]);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as { file: string; tasks: number; xlsx: string }[];
    expect(rows.map((r) => r.file)).toEqual(['epermit.docx', 'guard.pdf']);
    expect(rows.every((r) => r.tasks > 0)).toBe(true);
    expect((await readdir(join(work, 'out'))).filter((f) => f.endsWith('.xlsx'))).toHaveLength(2);
  });

  it('print-usage.mjs prints usage and the subscription (signed in by environment)', async () => {
    const result = await example('print-usage.mjs', [], {
      STAFFPLAN_EMAIL: EMAIL,
      STAFFPLAN_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Subscription: professional');
    expect(result.stdout).toMatch(/Tokens: [\d,]+ of 8,240,000 weighted \([\d.]+% used\)/);
    expect(result.stdout).toContain('Example plan');
  });

  it('fails with exit 1 and a one-line SDK error when not signed in', async () => {
    const result = await example('print-usage.mjs', [], { XDG_CONFIG_HOME: join(work, 'nobody') });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('MissingSessionError: Auth session missing!');
  });
});
