// Core export benchmark: normalise + totals + CSV + XLSX for a 10,000-task plan, with
// exceljs's default writer measured side by side as the baseline for our XLSX writer.
// Build first: cd packages/core && npx tsup. Run: node --expose-gc bench/core-export.mjs [tasks] [runs]
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { DEFAULT_HOURS_PER_FTE, normalizePlan, planTotals, toCsv } from '../packages/core/dist/index.js';
import { buildWorkbook, toXlsx } from '../packages/core/dist/xlsx.js';

const require = createRequire(new URL('../packages/core/package.json', import.meta.url));
const exceljsVersion = require('exceljs/package.json').version;

const TASKS = Number(process.argv[2] ?? 10_000);
const RUNS = Number(process.argv[3] ?? 7);
const ROLES = [
  'Program Manager',
  'Senior Developer',
  'Developer',
  'QA Engineer',
  'Help Desk Technician',
  'Security Officer',
];

// A model-style answer: JSON text, hours as strings with separators, half the rows without
// a location (the export infers it), every row with hours by period.
const raw = JSON.stringify({
  thinkingProcess: 'Read sections C.1 to C.9 and derived the workload drivers.',
  finalStaffingPlan: {
    tasks: Array.from({ length: TASKS }, (_, i) => ({
      taskId: `${Math.floor(i / 10) + 1}.${(i % 10) + 1}`,
      lcat: ROLES[i % ROLES.length],
      hours: i % 3 === 0 ? `${(DEFAULT_HOURS_PER_FTE + i).toLocaleString('en-US')}` : 940 + (i % 500),
      mathRationale: `${(i % 4) + 1} posts x 2,080 h x ${(i % 3) + 1} shifts = ${((i % 4) + 1) * 2080 * ((i % 3) + 1)} h`,
      basis: `C.3.${i % 40}: The contractor shall provide ${ROLES[i % ROLES.length]} support, "on-site" at the Pentagon, 24x7.`,
      ...(i % 2 === 0 ? { location: 'Washington, DC' } : {}),
      periods: [
        { name: 'Base Year', hours: DEFAULT_HOURS_PER_FTE },
        { name: 'Option Year 1', hours: DEFAULT_HOURS_PER_FTE },
        ...(i % 4 === 0 ? [{ name: 'Transition', hours: 470 }] : []),
      ],
    })),
  },
});

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// Wall time and the process's CPU time (user + system): on a loaded machine the wall time
// includes waiting for a core, the CPU time does not.
async function time(fn) {
  globalThis.gc?.();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await fn();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpu: (used.user + used.system) / 1000, value };
}

async function defaultExceljs(tasks, hoursPerFte) {
  const buffer = await buildWorkbook(tasks, { hoursPerFte }).xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

const KEYS = ['normalize', 'totals', 'csv', 'xlsx', 'exceljsDefault', 'xlsxPeriods'];
const first = {};
const wall = Object.fromEntries(KEYS.map((k) => [k, []]));
const cpu = Object.fromEntries(KEYS.map((k) => [k, []]));
const sizes = {};
let plan;
for (let run = 0; run <= RUNS; run += 1) {
  const measured = {};
  measured.normalize = await time(() => normalizePlan(raw));
  if (!measured.normalize.value.ok) throw new Error(measured.normalize.value.errors.join('\n'));
  plan = measured.normalize.value.value;
  measured.totals = await time(() => planTotals(plan.tasks, plan.hoursPerFte));
  measured.csv = await time(() => toCsv(plan.tasks));
  // The figure is the six-column sheet; the period sheet is measured on its own row.
  const flat = plan.tasks.map(({ periods, ...task }) => task);
  const writers = {
    xlsx: () => toXlsx(flat, { hoursPerFte: plan.hoursPerFte }),
    exceljsDefault: () => defaultExceljs(flat, plan.hoursPerFte),
    xlsxPeriods: () => toXlsx(plan.tasks, { hoursPerFte: plan.hoursPerFte }),
  };
  // Alternate which writer goes first so neither always runs on a warmer heap.
  const order = run % 2 === 0 ? ['xlsx', 'exceljsDefault'] : ['exceljsDefault', 'xlsx'];
  for (const key of [...order, 'xlsxPeriods']) measured[key] = await time(writers[key]);
  for (const key of KEYS) {
    if (run === 0) first[key] = measured[key].ms;
    else {
      wall[key].push(measured[key].ms);
      cpu[key].push(measured[key].cpu);
    }
  }
  sizes.csv = measured.csv.value.length;
  for (const key of ['xlsx', 'exceljsDefault', 'xlsxPeriods']) sizes[key] = measured[key].value.byteLength;
}

const rows = [
  ['normalizePlan (JSON text in)', 'normalize', null],
  ['planTotals', 'totals', null],
  ['toCsv', 'csv', 50],
  ['toXlsx (ours), six-column sheet', 'xlsx', 1000],
  [`exceljs ${exceljsVersion} default writeBuffer(), same sheet (baseline)`, 'exceljsDefault', null],
  ['toXlsx (ours) + Hours by Period sheet', 'xlsxPeriods', null],
];
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
console.log(
  `Plan: ${plan.tasks.length} tasks, ${planTotals(plan.tasks).totalHours.toLocaleString('en-US')} h; node ${process.version}; ` +
    `${RUNS} measured runs after one first run; ${availableParallelism()} cores, load average ${load}`,
);
console.log('');
console.log('| step | first run (wall) | median wall | median CPU | target |');
console.log('|---|---|---|---|---|');
for (const [label, key, target] of rows) {
  const med = median(wall[key]);
  const medCpu = median(cpu[key]);
  const verdict =
    target === null
      ? ''
      : `< ${target} ms: ${med < target ? 'met' : medCpu < target ? 'met on CPU time only' : 'MISSED'}`;
  console.log(`| ${label} | ${fmt(first[key])} | ${fmt(med)} | ${fmt(medCpu)} | ${verdict} |`);
}
const ratio = median(wall.exceljsDefault) / median(wall.xlsx);
const cpuRatio = median(cpu.exceljsDefault) / median(cpu.xlsx);
console.log('');
console.log(
  `XLSX: ours is ${ratio.toFixed(2)}x faster than exceljs default by median wall time ` +
    `(${cpuRatio.toFixed(2)}x by CPU time; first run ${(first.exceljsDefault / first.xlsx).toFixed(2)}x).`,
);
const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `Sizes: CSV ${kib(sizes.csv)}, XLSX ours ${kib(sizes.xlsx)} (with period sheet ${kib(sizes.xlsxPeriods)}), ` +
    `exceljs default ${kib(sizes.exceljsDefault)}.`,
);
