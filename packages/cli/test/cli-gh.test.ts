import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliUserOfFile, signedInClient } from './helpers/cli-user';
import { CLI_BIN, type CliResult, cliEnv, PASSWORD, runCli, runProcess } from './helpers/server';

// Issue 15 point 5, "a CLI like gh", through the built `staffplan` against a real server:
// pipes, --yes, --output/--wide, short ids, completion, profiles, export checks, exit codes.
const EMAIL = 'gh.user@example.com';
const RFP =
  'Performance Work Statement. The contractor shall provide help desk support Monday through Friday, 8 a.m. to 5 p.m., for 400 users, and one project manager. Period of performance: a base year and two option years.';
const user = cliUserOfFile(EMAIL);
let planId = '';

/** Runs a shell pipeline with `staffplan` on PATH as this test's user (pipefail on). */
function shell(script: string): Promise<CliResult> {
  return runProcess('bash', ['-c', `set -o pipefail; ${script}`], {
    cwd: user.work,
    env: {
      PATH: `${join(user.home, 'bin')}:${process.env.PATH ?? ''}`,
      ...cliEnv(user.home, user.server.url),
      NO_COLOR: '1',
    },
  });
}

beforeAll(async () => {
  await mkdir(join(user.home, 'bin'));
  await writeFile(join(user.home, 'bin', 'staffplan'), `#!/bin/sh\nexec node ${CLI_BIN} "$@"\n`, {
    mode: 0o755,
  });
  const { client } = await signedInClient(user);
  planId = (await client.plans.create({ name: 'Help desk', rfp_text: RFP })).id;
}, 120_000);

describe('staffplan like gh', () => {
  it('plans list | head -1 exits 0 with no stack, however long the list', async () => {
    const owner = (
      await user.server.running.deps.db.kysely
        .selectFrom('plans')
        .select('owner_id')
        .executeTakeFirstOrThrow()
    ).owner_id;
    await user.server.running.deps.db.kysely
      .insertInto('plans')
      .values(
        Array.from({ length: 1200 }, (_, i) => ({
          owner_id: owner,
          name: `Bulk plan ${i} ${'with a long descriptive name '.repeat(3)}`,
          rfp_text: RFP,
          document_names: JSON.stringify({ primary: 'rfp.pdf', doc1: null, doc2: null }),
          generated_plan: JSON.stringify({ tasks: [] }),
          updated_at: new Date(Date.now() - 86_400_000 - i * 1000),
        })),
      )
      .execute();
    const piped = await shell('staffplan plans list | head -1');
    expect(piped.stderr).toBe('');
    expect(piped.code).toBe(0);
    expect(piped.stdout.trim().split('\n')).toHaveLength(1);
    expect(piped.stdout).toMatch(/^ID\s+Name\s+Tasks\s+Hours\s+Updated/);
    const csv = await shell('staffplan plans list --output csv | head -3');
    expect(csv.code).toBe(0);
    expect(csv.stdout.split('\n')[0]).toBe('ID,Name,Tasks,Hours,FTE target,Created,Updated');
    expect(csv.stdout.split('\n')[1]).toContain(`${planId},Help desk,`);
  }, 120_000);

  it('plans list and show: whole ids and names on a pipe, JSON and CSV on request', async () => {
    const list = await user.cli(['plans', 'list', '--wide']);
    expect(list.stdout).toContain(planId);
    expect(list.stdout).toContain(`Bulk plan 0 ${'with a long descriptive name '.repeat(3).trim()}`);
    expect(JSON.parse((await user.cli(['plans', 'list', '--output', 'json'])).stdout)).toHaveLength(1201);
    const bad = await user.cli(['plans', 'list', '--output', 'yaml']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--output must be table, json or csv');
    const csv = await user.cli(['plans', 'show', planId, '--output', 'csv']);
    expect(csv.stdout.split(/\r?\n/)[0]).toContain('Task Number');
    const shown = await user.cli(['plans', 'show', planId]);
    expect(shown.stdout).not.toContain('…');
  });

  it('accepts a unique start of a plan id everywhere and says when it is not unique', async () => {
    const short = planId.slice(0, 8);
    const shown = await user.cli(['plans', 'show', short, '--json']);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout).id).toBe(planId);
    const exported = await user.cli(['export', short, '-o', 'short.csv']);
    expect(exported.code).toBe(0);
    const history = await user.cli(['plans', 'history', short]);
    expect(history.code).toBe(0);
    const ambiguous = await user.cli(['plans', 'show', planId.slice(0, 1)]);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toMatch(/is the start of \d+ plan ids; type more of it/);
    const none = await user.cli(['plans', 'show', 'zzzzzz']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain("No plan has an id starting with 'zzzzzz'");
  });

  it('delete without a terminal needs --yes (exit 2, plan kept); with --yes it deletes', async () => {
    const list = JSON.parse((await user.cli(['plans', 'list', '--json'])).stdout) as {
      id: string;
      name: string;
    }[];
    const victim = list.find((p) => p.name.startsWith('Bulk plan 5 '))?.id ?? '';
    const refused = await user.cli(['plans', 'delete', victim], '\n');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Pass --yes to delete without asking');
    expect((await user.cli(['plans', 'show', victim, '--json'])).code).toBe(0);
    expect((await user.cli(['plans', 'delete', victim.slice(0, 12), '--yes'])).code).toBe(0);
    expect((await user.cli(['plans', 'show', victim])).code).toBe(1);
  });

  it('export checks format against extension, never overwrites without --force, and says why in words', async () => {
    const mismatch = await user.cli(['export', planId, '--format', 'csv', '-o', 'x.xlsx']);
    expect(mismatch.code).toBe(2);
    expect(mismatch.stderr).toContain('x.xlsx ends in .xlsx but --format is csv');
    expect(existsSync(join(user.work, 'x.xlsx'))).toBe(false);
    expect((await user.cli(['export', planId, '-o', 'plan.xlsx'])).code).toBe(0);
    expect((await readFile(join(user.work, 'plan.xlsx'))).subarray(0, 2).toString('latin1')).toBe('PK');
    const again = await user.cli(['export', planId, '-o', 'plan.xlsx']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('plan.xlsx exists; pass --force to overwrite it.');
    expect((await user.cli(['export', planId, '-o', 'plan.xlsx', '--force'])).code).toBe(0);
    const folder = await user.cli(['export', planId, '--format', 'csv', '-o', 'no-such-folder/plan.csv']);
    expect(folder.code).toBe(2);
    expect(folder.stderr).toContain('The folder no-such-folder does not exist');
    expect(folder.stderr).not.toContain('ENOENT');
    const unknown = await user.cli(['export', planId, '-o', 'plan.pdf']);
    expect(unknown.stderr).toContain('Cannot tell the format of plan.pdf');
  });

  it('completion bash completes commands, subcommands, options and option values', async () => {
    const complete = async (line: string) =>
      (
        await shell(
          `source <(staffplan completion bash); read -ra COMP_WORDS <<< "${line}"; [[ "${line}" == *" " ]] && COMP_WORDS+=(""); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _staffplan; echo "\${COMPREPLY[*]}"`,
        )
      ).stdout.trim();
    expect(await complete('staffplan pl')).toBe('plans');
    expect((await complete('staffplan plans ')).split(' ')).toEqual(
      expect.arrayContaining(['list', 'show', 'delete']),
    );
    expect(await complete('staffplan plans list --w')).toBe('--wide');
    expect(await complete('staffplan plans list --output ')).toBe('table json csv');
    expect((await shell('staffplan completion zsh')).stdout).toContain('bashcompinit');
    expect((await shell('staffplan completion fish')).code).toBe(2);
  });

  it('profiles keep their own server and sign-in', async () => {
    const other = await mkdtemp(join(tmpdir(), 'staffplan-gh-profile-'));
    const run = (args: string[], input?: string) =>
      runCli(args, {
        server: 'http://127.0.0.1:9',
        configHome: other,
        cwd: user.work,
        ...(input ? { input } : {}),
      });
    expect((await run(['--profile', 'work', 'whoami'])).stderr).toContain("There is no profile 'work'");
    expect((await run(['profile', 'set', 'work', user.server.url])).code).toBe(0);
    expect((await run(['--profile', 'work', 'login', '--email', EMAIL], PASSWORD)).code).toBe(0);
    const who = await run(['--profile', 'work', 'whoami', '--json']);
    expect(who.code).toBe(0);
    expect(who.stdout).toContain(EMAIL);
    expect(existsSync(join(other, 'staffplan', 'credentials.work.json'))).toBe(true);
    expect((await run(['whoami'])).code).not.toBe(0);
    const listed = await run(['--profile', 'work', 'profile', 'list']);
    expect(listed.stdout).toMatch(/\* work\s+http:\/\/127\.0\.0\.1:\d+\s+gh\.user@example\.com/);
  });

  it('one table of exit codes in --help', async () => {
    const help = await user.cli(['--help']);
    expect(help.stdout).toContain(
      'Exit codes: 0 ok, 1 error, 2 usage (bad arguments, rejected input or file, --yes needed), 3 authentication, 4 limit reached, 130 interrupted (Ctrl-C).',
    );
  });

  it('chat -m sends one request, saves its edit and prints JSON with --json', async () => {
    const turn = await user.cli([
      'chat',
      planId.slice(0, 8),
      '-m',
      'add a QA Engineer for 500 hours',
      '--json',
    ]);
    expect(turn.code).toBe(0);
    const answer = JSON.parse(turn.stdout) as {
      planId: string;
      saved: boolean;
      diff: { added: { hours: number }[] };
    };
    expect(answer).toMatchObject({ planId, saved: true });
    expect(answer.diff.added.map((t) => t.hours)).toEqual([500]);
    const history = JSON.parse((await user.cli(['plans', 'history', planId, '--json'])).stdout);
    expect(JSON.stringify(history)).toContain('add a QA Engineer for 500 hours');
    const text = await user.cli(['chat', planId, '-m', 'add a Trainer for 100 hours']);
    expect(text.stdout).toMatch(/Δ Added 1 task \(Trainer, 100 h\)/);
    const slash = await user.cli(['chat', planId, '-m', '/undo']);
    expect(slash.code).toBe(2);
    expect(slash.stderr).toContain('slash commands work in `staffplan chat ID`');
  }, 60_000);
});
