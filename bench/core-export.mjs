// Core export benchmark: normalise + totals + CSV + XLSX for a 10,000-task plan, with
// exceljs's default writer measured side by side as the baseline for our XLSX settings.
// Build first: cd packages/core && npx tsup. Run: node bench/core-export.mjs [tasks] [runs]
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';
import { planTotals, normalizePlan, toCsv } from '../packages/core/dist/index.js';
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

// A model-style answer: JSON text, hours as strings with separators, some rows without location.
const raw = JSON.stringify({
  thinkingProcess: 'Read sections C.1 to C.9 and derived the workload drivers.',
  finalStaffingPlan: {
    tasks: Array.from({ length: TASKS }, (_, i) => ({
      taskId: `${Math.floor(i / 10) + 1}.${(i % 10) + 1}`,
      lcat: ROLES[i % ROLES.length],
      hours: i % 3 === 0 ? `${(1880 + i).toLocaleString('en-US')}` : 940 + (i % 500),
      mathRationale: `${(i % 4) + 1} posts x 2,080 h x ${(i % 3) + 1} shifts = ${((i % 4) + 1) * 2080 * ((i % 3) + 1)} h`,
      basis: `C.3.${i % 40}: The contractor shall provide ${ROLES[i % ROLES.length]} support, "on-site" at the Pentagon, 24x7.`,
      ...(i % 2 === 0 ? { location: 'Washington, DC' } : {}),
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

const first = {};
const samples = { normalize: [], totals: [], csv: [], xlsx: [], exceljsDefault: [] };
const cpuSamples = { normalize: [], totals: [], csv: [], xlsx: [], exceljsDefault: [] };
let plan;
let sizes = {};
for (let run = 0; run <= RUNS; run += 1) {
  const n = await time(() => normalizePlan(raw));
  if (!n.value.ok) throw new Error(n.value.errors.join('\n'));
  plan = n.value.value;
  const t = await time(() => planTotals(plan.tasks, plan.hoursPerFte));
  const c = await time(() => toCsv(plan.tasks));
  // Alternate which writer goes first so neither always runs on a warmer heap.
  const order = run % 2 === 0 ? ['xlsx', 'exceljsDefault'] : ['exceljsDefault', 'xlsx'];
  const results = {};
  for (const key of order) {
    results[key] = await time(() =>
      key === 'xlsx'
        ? toXlsx(plan.tasks, { hoursPerFte: plan.hoursPerFte })
        : defaultExceljs(plan.tasks, plan.hoursPerFte),
    );
  }
  const all = { normalize: n, totals: t, csv: c, xlsx: results.xlsx, exceljsDefault: results.exceljsDefault };
  for (const [key, m] of Object.entries(all)) {
    if (run === 0) first[key] = m.ms;
    else {
      samples[key].push(m.ms);
      cpuSamples[key].push(m.cpu);
    }
  }
  sizes = {
    csv: c.value.length,
    xlsx: results.xlsx.value.byteLength,
    exceljsDefault: results.exceljsDefault.value.byteLength,
  };
}

const rows = [
  ['normalizePlan (JSON text in)', 'normalize', null],
  ['planTotals', 'totals', null],
  ['toCsv', 'csv', 50],
  ['toXlsx (ours: inline strings, deflate level 1)', 'xlsx', 1000],
  [`exceljs ${exceljsVersion} default writeBuffer() (baseline)`, 'exceljsDefault', null],
];
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
console.log(
  `Plan: ${plan.tasks.length} tasks, ${planTotals(plan.tasks).totalHours.toLocaleString('en-US')} h; node ${process.version}; ${RUNS} measured runs after one first run; ${availableParallelism()} cores, load average ${load}`,
);
console.log('');
console.log('| step | first run (wall) | median wall | median CPU | target |');
console.log('|---|---|---|---|---|');
for (const [label, key, target] of rows) {
  const med = median(samples[key]);
  const cpu = median(cpuSamples[key]);
  const verdict =
    target === null
      ? ''
      : `< ${target} ms: ${med < target ? 'met' : cpu < target ? 'met on CPU time only' : 'MISSED'}`;
  console.log(`| ${label} | ${fmt(first[key])} | ${fmt(med)} | ${fmt(cpu)} | ${verdict} |`);
}
const ratio = median(samples.exceljsDefault) / median(samples.xlsx);
console.log('');
const cpuRatio = median(cpuSamples.exceljsDefault) / median(cpuSamples.xlsx);
console.log(
  `XLSX: ours is ${ratio.toFixed(2)}x faster than exceljs default by median wall time (${cpuRatio.toFixed(2)}x by CPU time; first run ${(first.exceljsDefault / first.xlsx).toFixed(2)}x).`,
);
console.log(
  `Sizes: CSV ${(sizes.csv / 1024).toFixed(0)} KiB, XLSX ours ${(sizes.xlsx / 1024).toFixed(0)} KiB, exceljs default ${(sizes.exceljsDefault / 1024).toFixed(0)} KiB.`,
);
