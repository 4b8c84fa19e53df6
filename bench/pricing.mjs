// Pricing benchmark (issue 14): pricePlan on a 2,000-line plan over 10 periods, target < 50 ms
// (median of the measured runs). Every line has hours in every period; 12 labour categories,
// one without a rate; a full wrap chain and escalation, for each contract type.
// Build first: cd packages/core && npx tsup. Run: node bench/pricing.mjs [lines] [periods] [runs]
// (with --expose-gc a full collection runs before each run, and its sweeping lands in the timed
// region: see docs/bench/pricing.md).
import { availableParallelism, loadavg } from 'node:os';
import { DEFAULT_HOURS_PER_FTE } from '../packages/core/dist/index.js';
import { PricingSchema, pricePlan } from '../packages/core/dist/pricing.js';

const LINES = Number(process.argv[2] ?? 2000);
const PERIODS = Number(process.argv[3] ?? 10);
const RUNS = Number(process.argv[4] ?? 15);
// Runs after the first that are not measured either: the JIT is still compiling decimal.js.
const WARMUP = 2;
const TARGET_MS = 50;
const LCATS = Array.from({ length: 12 }, (_, i) => `Labour Category ${i + 1}`);

const names = Array.from({ length: PERIODS }, (_, i) => (i === 0 ? 'Base Year' : `Option Year ${i}`));
const plan = {
  periodOfPerformance: { months: 12 * PERIODS, periods: names.map((name) => ({ name, months: 12 })) },
  tasks: Array.from({ length: LINES }, (_, i) => ({
    taskId: `${Math.floor(i / 10) + 1}.${(i % 10) + 1}`,
    lcat: LCATS[i % LCATS.length],
    hours: DEFAULT_HOURS_PER_FTE - (i % 7) * 13.5,
    keyPersonnel: i % 40 === 0,
    periods: names.map((name, p) => ({ name, hours: DEFAULT_HOURS_PER_FTE - (i % 7) * 13.5 + p * 0.25 })),
  })),
};
const pricingFor = (contractType) =>
  PricingSchema.parse({
    contractType,
    rateCard: LCATS.slice(0, -1).map((lcat, i) => ({
      lcat,
      rate: (45 + i * 7.37).toFixed(2),
      source: { kind: 'company' },
      ...(i % 4 === 0 ? { escalationPercent: '3.5' } : {}),
    })),
    wraps: {
      fringe: { percent: 31.2 },
      overhead: { percent: 14.5 },
      ga: { percent: 9.8 },
      fee: { percent: 8 },
    },
    escalation: { percent: '2.75', ratesAsOf: '2026-01-01' },
    contractStart: '2026-10-01',
  });

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
