import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI_BIN } from './helpers/server';

const run = (args: string[]) =>
  spawnSync(process.execPath, [CLI_BIN, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1' },
  });

describe('staffplan --help', () => {
  it.each([
    [[]],
    [['login']],
    [['logout']],
    [['whoami']],
    [['generate']],
    [['plans']],
    [['plans', 'list']],
    [['plans', 'show']],
    [['plans', 'delete']],
    [['export']],
    [['price']],
    [['rates']],
    [['rates', 'import']],
    [['chat']],
    [['usage']],
    [['open']],
  ])('%j has examples and exits 0', (command) => {
    const result = run([...command, '--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Examples:');
    expect(result.stdout).toContain(`$ staffplan ${command.join(' ')}`.trimEnd());
  });

  it('--server wins over STAFFPLAN_URL, which wins over the default', () => {
    const env = (extra: Record<string, string>) =>
      spawnSync(
        process.execPath,
        [CLI_BIN, 'open', '--print', ...(extra.flag ? ['--server', extra.flag] : [])],
        {
          encoding: 'utf8',
          env: { PATH: process.env.PATH ?? '', ...(extra.url ? { STAFFPLAN_URL: extra.url } : {}) },
        },
      ).stdout.trim();
    expect(env({})).toBe('http://localhost:8787/staffing-planner');
    expect(env({ url: 'http://env.example:1' })).toBe('http://env.example:1/staffing-planner');
    expect(env({ url: 'http://env.example:1', flag: 'http://flag.example:2/' })).toBe(
      'http://flag.example:2/staffing-planner',
    );
  });

  it('prints the version; unknown commands and missing arguments exit 2 with a hint', () => {
    expect(run(['--version']).stdout.trim()).toBe('0.1.0');
    const unknown = run(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    expect(unknown.stderr).toContain('(run with --help for usage)');
    const missing = run(['chat']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'id'");
    const option = run(['export', 'p1']);
    expect(option.status).toBe(2);
    expect(option.stderr).toContain('Choose what to export: --format csv|xlsx, --cost-volume FILE.xlsx');
  });
});
