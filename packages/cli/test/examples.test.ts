import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliUserOfFile, runExampleAs } from './helpers/cli-user';
import { FIXTURE_DOCX, FIXTURE_PDF, PASSWORD } from './helpers/server';

// Every script of examples/ run with plain node against a real server.
const EMAIL = 'examples.user@example.com';
const user = cliUserOfFile(EMAIL);

describe('examples/', () => {
  it('generate-and-export.mjs writes the plan to XLSX with the planner file name (credentials of staffplan login)', async () => {
    const result = await runExampleAs(user, 'generate-and-export.mjs', [
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
    expect((await readFile(join(user.work, path))).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('batch-generate.mjs turns a folder of solicitations into one XLSX each', async () => {
    const folder = join(user.work, 'in');
    await mkdir(folder);
    await copyFile(FIXTURE_DOCX, join(folder, 'epermit.docx'));
    await copyFile(FIXTURE_PDF, join(folder, 'guard.pdf'));
    const result = await runExampleAs(user, 'batch-generate.mjs', [folder, '--out', join(user.work, 'out')]);
    expect(result.code).toBe(0);
    const rows = JSON.parse(result.stdout) as { file: string; tasks: number; xlsx: string }[];
    expect(rows.map((r) => r.file)).toEqual(['epermit.docx', 'guard.pdf']);
    expect(rows.every((r) => r.tasks > 0)).toBe(true);
    expect((await readdir(join(user.work, 'out'))).filter((f) => f.endsWith('.xlsx'))).toHaveLength(2);
  });

  it('print-usage.mjs prints usage and the subscription (signed in by environment)', async () => {
    const result = await runExampleAs(user, 'print-usage.mjs', [], {
      STAFFPLAN_EMAIL: EMAIL,
      STAFFPLAN_PASSWORD: PASSWORD,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Subscription: professional');
    expect(result.stdout).toMatch(/Tokens: [\d,]+ of 8,240,000 weighted \([\d.]+% used\)/);
    expect(result.stdout).toContain('Example plan');
  });

  it('fails with exit 1 and a one-line SDK error when not signed in', async () => {
    const result = await runExampleAs(user, 'print-usage.mjs', [], {
      XDG_CONFIG_HOME: join(user.work, 'nobody'),
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('MissingSessionError: Auth session missing!');
  });
});
