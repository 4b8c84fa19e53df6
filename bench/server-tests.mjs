// Wall time of the server test suite at two commits, run side by side (same machine load):
//   node bench/server-tests.mjs [before=255c0f5^] [after=HEAD]
// Each commit is cloned into a temp folder next to a link to ../shared (the eval documents),
// with the workspace's installed node_modules linked in; both suites run at once on real
// Postgres (TEST_DATABASE_URL, CI=true) and the script prints each wall time and the ratio.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const [before = '255c0f5^', after = 'HEAD'] = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), 'staffplan-test-speed-'));

function checkout(label, commit) {
  const dir = join(work, label);
  const main = join(dir, 'main');
  execFileSync('git', ['clone', '-q', root, main]);
  execFileSync('git', ['-C', main, 'checkout', '-q', commit]);
  symlinkSync(resolve(root, '../shared'), join(dir, 'shared'));
  symlinkSync(join(root, 'node_modules'), join(main, 'node_modules'));
  for (const pkg of ['core', 'server', 'cli', 'web'])
    cpSync(join(root, 'packages', pkg, 'node_modules'), join(main, 'packages', pkg, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  return join(main, 'packages/server');
}

function runSuite(label, cwd) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npx', ['vitest', 'run'], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        CI: 'true',
        TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const text = stripVTControlCharacters(out);
      const log = join(tmpdir(), `staffplan-test-speed-${label.replace(/\W/g, '_')}.log`);
      writeFileSync(log, text);
      const summary = text.match(/^\s*Tests\s+\d.*$/m)?.[0]?.trim() ?? '';
      done({
        label,
        code,
        seconds: (performance.now() - started) / 1000,
        summary: `${summary} (log: ${log})`,
      });
    });
  });
}

try {
  const dirs = [checkout('before', before), checkout('after', after)];
  const [a, b] = await Promise.all([runSuite(before, dirs[0]), runSuite(after, dirs[1])]);
  for (const r of [a, b])
    console.log(`${r.label.padEnd(10)} ${r.seconds.toFixed(1).padStart(7)} s  exit ${r.code}  ${r.summary}`);
  console.log(`ratio before/after: ${(a.seconds / b.seconds).toFixed(2)}x`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
