// Chat phrasing corpus: pass rate overall and per family (issue 15, point 3).
// Usage: node bench/chat.mjs  (runs the corpus test in packages/core and prints its report)
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const core = fileURLToPath(new URL('../packages/core', import.meta.url));
const run = spawnSync('npx', ['vitest', 'run', 'src/chat-edits/corpus', '--reporter=dot'], {
  cwd: core,
  encoding: 'utf8',
  env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
});
const out = `${run.stdout}\n${run.stderr}`;
const lines = out
  .split('\n')
  .filter((l) => /^(tuned|fresh2?|all): |^ {2}[a-z]+ +\d+\/|^ {2}FAIL|^ {7}/.test(l));
console.log(lines.length > 0 ? lines.join('\n') : out);
process.exit(run.status ?? 1);
