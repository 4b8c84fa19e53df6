import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlanHistorySchema, SavedPlanSchema } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CliResult,
  FIXTURE_DOCX,
  type LiveServer,
  PASSWORD,
  runCli,
  signUpConfirmed,
  startLiveServer,
  subscribeViaCheckout,
} from './helpers/server';

const EMAIL = 'history.cli@example.com';
let server: LiveServer;
let home: string;
let work: string;
const cli = (args: string[], input?: string): Promise<CliResult> =>
  runCli(args, { server, configHome: home, cwd: work, ...(input === undefined ? {} : { input }) });

beforeAll(async () => {
  server = await startLiveServer();
  home = await mkdtemp(join(tmpdir(), 'staffplan-home-'));
  work = await mkdtemp(join(tmpdir(), 'staffplan-work-'));
  await signUpConfirmed(server, EMAIL);
  expect((await cli(['login', '--email', EMAIL], `${PASSWORD}\n`)).code).toBe(0);
  const file = JSON.parse(await readFile(join(home, 'staffplan', 'credentials.json'), 'utf8')) as {
    sessions: Record<string, { access_token: string }>;
  };
  await subscribeViaCheckout(server, file.sessions[server.url]?.access_token ?? '');
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('staffplan plans rename, history, undo, redo', () => {
  it('renames a plan, then undoes and redoes a chat edit saying what it was', async () => {
    const generated = await cli(['generate', FIXTURE_DOCX, '--name', 'Before rename', '--json']);
    expect(generated.code).toBe(0);
    const id = SavedPlanSchema.parse(JSON.parse(generated.stdout)).id;

    const renamed = await cli(['plans', 'rename', id, 'Guard', 'services', '(rev', '2)']);
    expect(renamed.code).toBe(0);
    expect(renamed.stderr).toContain('to "Guard services (rev 2)"');
    expect((await cli(['plans', 'history', id])).stderr).toContain('No edits yet');
    expect((await cli(['plans', 'undo', id])).code).toBe(1);

    expect((await cli(['chat', id], 'add a QA Engineer for 500 hours\n/quit\n')).code).toBe(0);
    const history = PlanHistorySchema.parse(
      JSON.parse((await cli(['plans', 'history', id, '--json'])).stdout),
    );
    expect(history.versions.map((v) => [v.source, v.message])).toEqual([
      ['chat', 'add a QA Engineer for 500 hours'],
      ['generated', null],
    ]);
    expect(history.undo?.summary).toMatch(/QA Engineer/);

    const table = await cli(['plans', 'history', id]);
    expect(table.stdout).toMatch(/2\* chat .*"add a QA Engineer for 500 hours": Added 1 task/);

    const undone = await cli(['plans', 'undo', id]);
    expect(undone.code).toBe(0);
    expect(undone.stderr).toMatch(
      /Undid: "add a QA Engineer for 500 hours": Added 1 task \(QA Engineer, 500 h\)/,
    );
    const after = SavedPlanSchema.parse(JSON.parse((await cli(['plans', 'show', id, '--json'])).stdout));
    expect(after.name).toBe('Guard services (rev 2)');
    expect(after.generated_plan.tasks.some((t) => /QA Engineer/i.test(t.lcat))).toBe(false);

    const redone = await cli(['plans', 'redo', id]);
    expect(redone.stderr).toMatch(/Redid: .*QA Engineer/);
    expect((await cli(['plans', 'redo', id])).code).toBe(1);
  });
});
