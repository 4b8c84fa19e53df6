// Cost-volume export benchmark (issue 14): toCostVolume on a 10,000-line plan over 5 periods
// (live formulas for every line and period, Table 15-2, Rates, Assumptions), wall and CPU time
// and the file's size. Pricing is inside the timed region (the export prices the plan itself).
// Build first: cd packages/core && npx tsup. Run: node bench/cost-volume.mjs [lines] [periods] [runs]
import { availableParallelism, loadavg } from 'node:os';
import { toCostVolume } from '../packages/core/dist/cost-volume.js';
import { DEFAULT_HOURS_PER_FTE } from '../packages/core/dist/index.js';
import { PricingSchema } from '../packages/core/dist/pricing.js';

const LINES = Number(process.argv[2] ?? 10_000);
const PERIODS = Number(process.argv[3] ?? 5);
const RUNS = Number(process.argv[4] ?? 5);
const LCATS = Array.from({ length: 24 }, (_, i) => `Labour Category ${i + 1}`);
const names = Array.from({ length: PERIODS }, (_, i) => (i === 0 ? 'Base Year' : `Option Year ${i}`));
const plan = {
  periodOfPerformance: { months: 12 * PERIODS, periods: names.map((name) => ({ name, months: 12 })) },
  assumptions: ['Hours per FTE: 1,880.'],
  tasks: Array.from({ length: LINES }, (_, i) => ({
    taskId: `${Math.floor(i / 10) + 1}.${(i % 10) + 1}`,
    lcat: LCATS[i % LCATS.length],
    hours: DEFAULT_HOURS_PER_FTE - (i % 7) * 13.5,
    keyPersonnel: i % 40 === 0,
    workArea: `Task area ${(i % 9) + 1}`,
    periods: names.map((name, p) => ({ name, hours: DEFAULT_HOURS_PER_FTE - (i % 7) * 13.5 + p * 0.25 })),
  })),
};
const pricing = PricingSchema.parse({
  contractType: 'CPFF',
  rateCard: LCATS.slice(0, -1).map((lcat, i) => ({
    lcat,
    rate: (45 + i * 3.37).toFixed(2),
    source: { kind: 'company' },
    ...(i % 4 === 0 ? { escalationPercent: '3.5' } : {}),
  })),
  wraps: {
    fringe: { percent: 31.2 },
    overhead: { percent: 14.5 },
    ga: { percent: 9.8 },
    fee: { percent: 7 },
  },
  escalation: { percent: '2.75', ratesAsOf: '2026-01-01' },
  contractStart: '2026-10-01',
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
console.log(
  `Plan: ${LINES} lines x ${PERIODS} periods, ${LCATS.length} LCATs (one without a rate), CPFF; node ${process.version}; ` +
    `${RUNS} runs after one first run; ${availableParallelism()} cores, load average ${load}`,
);
const wall = [];
const cpu = [];
let first;
let size;
let price;
for (let run = 0; run <= RUNS; run += 1) {
  const usage = process.cpuUsage();
  const start = performance.now();
  const { bytes, priced } = await toCostVolume(plan, pricing, { planName: 'Benchmark' });
  const ms = performance.now() - start;
  const used = process.cpuUsage(usage);
  size = bytes.length;
  price = priced.total.price;
  if (run === 0) first = ms;
  else {
    wall.push(ms);
    cpu.push((used.user + used.system) / 1000);
  }
}
console.log('');
console.log('| lines x periods | first run (wall) | median wall | median CPU | file size | total price |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| ${LINES.toLocaleString('en-US')} x ${PERIODS} | ${(first / 1000).toFixed(2)} s | ${(median(wall) / 1000).toFixed(2)} s | ${(median(cpu) / 1000).toFixed(2)} s | ${(size / 1e6).toFixed(2)} MB | $${Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 })} |`,
);
