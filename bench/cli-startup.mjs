// `staffplan --help` startup (target < 300 ms): spawns the built CLI side by side with a bare
// `node -e 0` and with a script that eagerly loads what an interactive command needs (commander,
// Ink, React, the SDK), interleaved round by round; reports wall-time medians, child CPU time
// and ratios to bare node. Build first: `cd packages/core && npx tsup && cd ../cli && npx tsup`
// (`npm run bench` builds everything).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

// CPU time of reaped children (user + system, in clock ticks of 10 ms) from /proc/self/stat:
// unlike wall time it hardly moves when other processes load the machine.
function childCpuMs() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return Number.NaN;
  }
}

function once([args, cwd]) {
  const cpuBefore = childCpuMs();
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
  return { wall: Number(process.hrtime.bigint() - start) / 1e6, cpu: childCpuMs() - cpuBefore };
}

const wall = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
const cpu = Object.fromEntries(Object.keys(cases).map((k) => [k, 0]));
for (const c of Object.values(cases)) once(c); // warm the file cache
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, c] of Object.entries(cases)) {
    const t = once(c);
    wall[name].push(t.wall);
    cpu[name] += t.cpu;
  }
}
const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const p90 = (xs) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.9))];
const floorWall = median(wall['node -e 0 (floor)']);
const floorCpu = cpu['node -e 0 (floor)'] / ROUNDS;

console.log(`${ROUNDS} interleaved rounds, Node ${process.version}`);
console.log('| case | median wall ms | p90 wall ms | wall vs node -e 0 | mean CPU ms | CPU vs node -e 0 |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const [name, xs] of Object.entries(wall)) {
  const meanCpu = cpu[name] / ROUNDS;
  console.log(
    `| ${name} | ${median(xs).toFixed(0)} | ${p90(xs).toFixed(0)} | ${(median(xs) / floorWall).toFixed(2)}x | ${meanCpu.toFixed(0)} | ${(meanCpu / floorCpu).toFixed(2)}x |`,
  );
}
const helpWall = median(wall['staffplan --help']);
const helpCpu = cpu['staffplan --help'] / ROUNDS;
console.log(
  `\nstaffplan --help: median wall ${helpWall.toFixed(0)} ms (${helpWall < 300 ? 'under' : 'OVER'} the 300 ms target), ` +
    `CPU ${helpCpu.toFixed(0)} ms; ${(helpWall - floorWall).toFixed(0)} ms over bare node. ` +
    `Loading Ink/React/SDK eagerly would add ${(median(wall['eager: commander+ink+react+sdk']) - helpWall).toFixed(0)} ms.`,
);
