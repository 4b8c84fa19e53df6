// `staffplan --help` startup (target < 300 ms): spawns the built CLI side by side with a bare
// `node -e 0` and with a script that eagerly loads what an interactive command needs (commander,
// Ink, React, the SDK), interleaved round by round; reports medians and ratios.
// Build first: `cd packages/core && npx tsup && cd ../cli && npx tsup` (npm run bench does it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../packages/cli/dist/bin.js', import.meta.url));
const cliDir = fileURLToPath(new URL('../packages/cli/', import.meta.url));
if (!existsSync(bin)) {
  console.error(`${bin} is missing: build packages/cli first (npx tsup).`);
  process.exit(1);
}
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const eager = `await import('commander'); await import('ink'); await import('react'); await import('@staffplan/core/client');`;
const cases = {
  'node -e 0 (floor)': [['-e', '0'], undefined],
  'staffplan --help': [[bin, '--help'], undefined],
  'staffplan --version': [[bin, '--version'], undefined],
  'eager: commander+ink+react+sdk': [['--input-type=module', '-e', eager], cliDir],
};

function once([args, cwd]) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
for (const c of Object.values(cases)) once(c); // warm the file cache
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, c] of Object.entries(cases)) times[name].push(once(c));
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const floor = median(times['node -e 0 (floor)']);
const help = median(times['staffplan --help']);
console.log(`${ROUNDS} interleaved rounds, Node ${process.version}, medians:`);
console.log('| case | median ms | p90 ms | vs node -e 0 |');
console.log('|---|---:|---:|---:|');
for (const [name, xs] of Object.entries(times)) {
  const s = [...xs].sort((a, b) => a - b);
  const p90 = s[Math.min(s.length - 1, Math.floor(s.length * 0.9))];
  console.log(
    `| ${name} | ${median(xs).toFixed(0)} | ${p90.toFixed(0)} | ${(median(xs) / floor).toFixed(2)}x |`,
  );
}
console.log(
  `\nstaffplan --help: ${help.toFixed(0)} ms (${help < 300 ? 'under' : 'OVER'} the 300 ms target); ` +
    `its own cost over bare node: ${(help - floor).toFixed(0)} ms; eager loading would add ${(median(times['eager: commander+ink+react+sdk']) - help).toFixed(0)} ms more.`,
);
