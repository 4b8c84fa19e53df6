// Cost-volume export benchmark (issue 14): toCostVolume on a 10,000-line plan over 5 periods
// (live formulas for every line and period, Table 15-2, Rates, Assumptions), wall and CPU time
// and the file's size. Pricing is inside the timed region (the export prices the plan itself).
// Build first: cd packages/core && npx tsup. Run: node bench/cost-volume.mjs [lines] [periods] [runs]
import { availableParallelism, loadavg } from 'node:os';
import { toCostVolume } from '../packages/core/dist/cost-volume.js';
import { labourCategories, syntheticPlan, syntheticPricing } from './lib/synthetic-pricing.mjs';

const LINES = Number(process.argv[2] ?? 10_000);
const PERIODS = Number(process.argv[3] ?? 5);
const RUNS = Number(process.argv[4] ?? 5);
const LCATS = labourCategories(24);
const plan = {
  ...syntheticPlan({
    lines: LINES,
    periods: PERIODS,
    lcats: LCATS,
    taskExtras: (i) => ({ workArea: `Task area ${(i % 9) + 1}` }),
  }),
  assumptions: ['Hours per FTE: 1,880.'],
};
const pricing = syntheticPricing({ contractType: 'CPFF', lcats: LCATS, rateStep: 3.37, feePercent: 7 });

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
