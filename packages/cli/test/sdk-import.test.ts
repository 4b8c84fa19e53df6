import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_BIN, REPO_ROOT } from './helpers/server';

// Records every module URL the child resolves (a module.register resolve hook), so the test
// sees exactly what `import { createClient } from '@staffplan/cli'` and `staffplan --help` load.
const HOOK = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.TRACE_FILE, result.url + '\\n');
  return result;
}`;
const REGISTER = `import { register } from 'node:module'; register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOK)}));`;

async function traced(
  args: string[],
  cwd: string,
): Promise<{ status: number | null; stdout: string; urls: string[] }> {
  const trace = join(await mkdtemp(join(tmpdir(), 'sp-trace-')), 'urls.txt');
  const child = spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(REGISTER)}`, ...args],
    {
      cwd,
      env: { PATH: process.env.PATH ?? '', TRACE_FILE: trace, HOME: tmpdir() },
      encoding: 'utf8',
    },
  );
  const urls = (await readFile(trace, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  return { status: child.status, stdout: child.stdout, urls };
}

const UI = /\/node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(ink|react|react-reconciler|yoga-layout)\//;

describe('what gets loaded', () => {
  it("`import { createClient } from '@staffplan/cli'` works from plain Node without Ink or React", async () => {
    const script = `import { createClient, createNodeClient, NotFoundError } from '@staffplan/cli';
      const c = createClient({ baseUrl: 'http://127.0.0.1:1', accessToken: 't' });
      console.log(typeof c.plans.list, typeof createNodeClient, NotFoundError.name);`;
    const result = await traced(['--input-type=module', '-e', script], join(REPO_ROOT, 'examples'));
    expect(result.stdout.trim()).toBe('function function NotFoundError');
    expect(result.status).toBe(0);
    expect(result.urls.some((u) => u.includes('/packages/cli/dist/index.js'))).toBe(true);
    expect(result.urls.filter((u) => UI.test(u))).toEqual([]);
  });

  it('`staffplan --help` loads commander only (no Ink, React, zod or the SDK)', async () => {
    const result = await traced([CLI_BIN, '--help'], REPO_ROOT);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Examples:');
    expect(result.urls.some((u) => u.includes('/commander/'))).toBe(true);
    expect(
      result.urls.filter((u) => UI.test(u) || /\/(zod|ws)\//.test(u) || u.includes('@staffplan/core')),
    ).toEqual([]);
  });
});
