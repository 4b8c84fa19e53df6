// `npm test`: install, build, then every package's tests, one package at a time. Every
// package runs even when an earlier one fails; the summary lists what failed.
// Real Postgres: TEST_DATABASE_URL defaults to the machine's local server, so the tests that
// need it run (and fail loudly when it is unreachable) instead of silently skipping.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, install, root } from './lib.mjs';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
install();
build();
const only = process.argv.slice(2);
const packages = only.length > 0 ? only : ['core', 'server', 'cli', 'web'];
const failed = [];
const recaps = [];
const started = Date.now();
for (const name of packages) {
  console.log(`\n▸ testing @staffplan/${name}`);
  const t0 = Date.now();
  // Every Vitest run of the package also writes a JSON report here (see vitest.shared.ts).
  const reportDir = mkdtempSync(join(tmpdir(), `staffplan-test-${name}-`));
  const result = spawnSync('npx', ['-y', 'pnpm@10', '--filter', `@staffplan/${name}`, 'run', 'test'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STAFFPLAN_TEST_REPORT_DIR: reportDir },
  });
  recaps.push(...failureRecap(name, reportDir));
  rmSync(reportDir, { recursive: true, force: true });
  const seconds = Math.round((Date.now() - t0) / 1000);
  console.log(`▸ @staffplan/${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${seconds}s`);
  if (result.status !== 0) failed.push(name);
}
const total = Math.round((Date.now() - started) / 1000);
if (failed.length > 0) {
  if (recaps.length > 0) console.error(`\n✖ what failed (recap of the logs above)\n${recaps.join('\n')}`);
  console.error(`\n✖ tests failed in: ${failed.map((n) => `@staffplan/${n}`).join(', ')} (${total}s)`);
  process.exit(1);
}
console.log(`\n✔ all tests passed (${total}s)`);

/** What the package's failure reports (scripts/vitest-failure-report.mjs) wrote down. */
function failureRecap(name, reportDir) {
  return readdirSync(reportDir)
    .filter((file) => file.endsWith('.txt'))
    .flatMap((file) => [`  @staffplan/${name}`, readFileSync(join(reportDir, file), 'utf8').trimEnd()]);
}
