// Pricing view benchmark (issue 14): reviewPricing, what the planner's Pricing view and
// `staffplan price` compute (pricePlan + GSA CALC flags per LCAT + blended rate + FTE bought),
// on 2,000 lines x 10 periods with 100 labour categories. CPU time (the host's load inflates
// wall time): pricePlan alone, the first review (every title matched against GSA CALC), and
// later reviews (matches kept, as on every edit in the view).
// Build first: cd packages/core && npx tsup. Run: node bench/pricing-review.mjs [runs]
import { PricingSchema, pricePlan, reviewPricing } from '../packages/core/dist/pricing.js';
import { DEFAULT_HOURS_PER_FTE } from '../packages/core/dist/index.js';

const RUNS = Number(process.argv[2] ?? 15);
const titles = [
  'Program Manager',
  'Help Desk Specialist',
  'Software Developer',
  'Network Engineer',
  'Systems Administrator',
];
const more = [
  'Database Administrator',
  'Business Analyst',
  'Technical Writer',
  'QA Engineer',
  'Cybersecurity Analyst',
];
const lcats = Array.from(
  { length: 100 },
  (_, i) =>
    `${['Junior', 'Senior', 'Lead', 'Principal'][i % 4]} ${[...titles, ...more][i % 10]} ${Math.floor(i / 20) + 1}`,
);
const periods = Array.from({ length: 10 }, (_, i) => ({
  name: i === 0 ? 'Base Year' : `Option Year ${i}`,
  months: 12,
}));
const plan = {
  periodOfPerformance: { months: 120, periods },
  tasks: Array.from({ length: 2000 }, (_, i) => ({
    taskId: String(i + 1),
    lcat: lcats[i % lcats.length],
    hours: DEFAULT_HOURS_PER_FTE,
    periods: periods.map((p) => ({ name: p.name, hours: 188 })),
  })),
};
const pricing = PricingSchema.parse({
  contractType: 'T&M',
  rateCard: lcats.map((lcat, i) => ({ lcat, rate: 80 + i, source: { kind: 'company' } })),
  wraps: { fringe: { percent: 30 }, overhead: { percent: 10 }, ga: { percent: 12 }, fee: { percent: 8 } },
  escalation: { percent: 3, ratesAsOf: '2026-01-01' },
  budget: '1400000',
});
const cpu = (f) => {
  const start = process.cpuUsage();
  f();
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const first = cpu(() => reviewPricing(plan, pricing, { asOf: '2026-11-25' }));
const priced = [];
const reviewed = [];
for (let r = 0; r < RUNS; r++) {
  priced.push(cpu(() => pricePlan(plan, pricing)));
  reviewed.push(cpu(() => reviewPricing(plan, pricing, { asOf: '2026-11-25' })));
}
console.log('| 2,000 lines x 10 periods, 100 LCATs | CPU ms |\n|---|---|');
console.log(`| pricePlan (median of ${RUNS}) | ${median(priced).toFixed(1)} |`);
console.log(`| reviewPricing, first (100 titles matched to GSA CALC) | ${first.toFixed(1)} |`);
console.log(`| reviewPricing, later (median of ${RUNS}) | ${median(reviewed).toFixed(1)} |`);
