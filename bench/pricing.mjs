// Pricing benchmark (issue 14): pricePlan on a 2,000-line plan over 10 periods, target < 50 ms
// (median of the measured runs). Every line has hours in every period; 12 labour categories,
// one without a rate; a full wrap chain and escalation, for each contract type.
// Build first: cd packages/core && npx tsup. Run: node bench/pricing.mjs [lines] [periods] [runs]
// (with --expose-gc a full collection runs before each run, and its sweeping lands in the timed
// region: see docs/bench/pricing.md).
import { availableParallelism, loadavg } from 'node:os';
import { pricePlan } from '../packages/core/dist/pricing.js';
import { labourCategories, syntheticPlan, syntheticPricing } from './lib/synthetic-pricing.mjs';

const LINES = Number(process.argv[2] ?? 2000);
const PERIODS = Number(process.argv[3] ?? 10);
const RUNS = Number(process.argv[4] ?? 15);
// Runs after the first that are not measured either: the JIT is still compiling decimal.js.
const WARMUP = 2;
const TARGET_MS = 50;
const LCATS = labourCategories(12);

const plan = syntheticPlan({ lines: LINES, periods: PERIODS, lcats: LCATS });
const pricingFor = (contractType) =>
  syntheticPricing({ contractType, lcats: LCATS, rateStep: 7.37, feePercent: 8 });

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function time(fn) {
  globalThis.gc?.();
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = fn();
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpu: (used.user + used.system) / 1000, value };
}

const load = loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ');
console.log(
  `Plan: ${LINES} lines x ${PERIODS} periods (${LINES * PERIODS} cells), ${LCATS.length} LCATs; node ${process.version}; ` +
    `${RUNS} measured runs after one first run and ${WARMUP} warm-up runs; ${availableParallelism()} cores, load average ${load}`,
);
console.log('');
console.log('| contract type | first run (wall) | median wall | median CPU | total price | target |');
console.log('|---|---|---|---|---|---|');
for (const contractType of ['FFP', 'T&M', 'CPFF']) {
  const pricing = pricingFor(contractType);
  const wall = [];
  const cpu = [];
  let first;
  let priced;
  for (let run = 0; run <= RUNS + WARMUP; run += 1) {
    const measured = time(() => pricePlan(plan, pricing));
    priced = measured.value;
    if (run === 0) first = measured.ms;
    else if (run > WARMUP) {
      wall.push(measured.ms);
      cpu.push(measured.cpu);
    }
  }
  const med = median(wall);
  const verdict = med < TARGET_MS ? 'met' : median(cpu) < TARGET_MS ? 'met on CPU time only' : 'MISSED';
  const price = Number(priced.total.price).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  console.log(
    `| ${contractType} | ${first.toFixed(1)} ms | ${med.toFixed(1)} ms | ${median(cpu).toFixed(1)} ms | ${price} | < ${TARGET_MS} ms: ${verdict} |`,
  );
}
