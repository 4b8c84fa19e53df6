#!/usr/bin/env node
// Workload-driven solicitations (round 6): renders the grid of work kinds x how the volume is
// stated x how the rate is stated x number forms x where it is stated, one to three periods,
// with decoys (packages/core/test/workload/workload-gen.ts), plans each document and scores
// the plan (workload-score.ts): a derived line from the right volume, hours within 5% of volume
// x rate (or with the productive-time allowance the plan states), each period's hours, the line
// "derived", confidence medium, a rate question when no rate is stated, nothing from decoys.
// Runs from source, no build.
// Run: node bench/workload-recovery.mjs [seeds per phrasing, default 1] [--every K] [--worst N] [--only axis=value]
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { workloadGrid, generateWorkload, scoreWorkload } = await importFromSource(
  `export { workloadGrid, generateWorkload } from './workload-gen';\nexport { scoreWorkload } from './workload-score';`,
  'packages/core/test/workload',
);

const { option, flag, seeds, worst, only } = gridArgs();
const every = Number(option('--every', 1));

const axes = ['work', 'volume', 'rate', 'numbers', 'place', 'periods'];
const fields = ['perfect', 'volume', 'hours', 'periodHours', 'derived', 'confidence', 'question', 'noDecoy'];
const fresh = () => Object.fromEntries([['docs', 0], ...fields.map((f) => [f, 0])]);
const total = fresh();
const byAxis = new Map();
const failures = [];
const t0 = performance.now();
let seed = 1;
for (const phrasing of workloadGrid().filter((_, i) => i % every === 0)) {
  if (only && !only.split(',').every((o) => axes.some((a) => `${a}=${phrasing[a]}` === o))) continue;
  for (let s = 0; s < seeds; s++) {
    const doc = generateWorkload(seed++, phrasing);
    const r = scoreWorkload(doc);
    for (const b of [total, ...axes.map((a) => bucket(`${a}=${phrasing[a]}`))]) {
      b.docs++;
      for (const f of fields) if (r[f]) b[f]++;
    }
    if (!r.perfect) failures.push({ doc, r });
  }
}
const ms = performance.now() - t0;
function bucket(k) {
  if (!byAxis.has(k)) byAxis.set(k, fresh());
  return byAxis.get(k);
}
const pct = (a, b) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const row = (name, b) => `| ${name} | ${b.docs} | ${fields.map((f) => pct(b[f], b.docs)).join(' | ')} |`;
console.log(`${total.docs} documents (${seeds} seeds per phrasing) in ${(ms / 1000).toFixed(1)} s`);
console.log(
  `| slice | docs | perfect | volume | hours | period hours | derived | medium | rate question | no decoy |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|---|`);
console.log(row('all', total));
for (const k of [...byAxis.keys()].sort()) console.log(row(k, byAxis.get(k)));
for (const { doc, r } of failures.slice(0, worst)) {
  const miss = fields.filter((f) => f !== 'perfect' && !r[f]);
  console.log(`\n--- ${JSON.stringify(doc.phrasing)} misses ${miss.join(', ')}`);
  console.log(`truth: ${JSON.stringify(doc.truth)}`);
  console.log(`plan (${r.got.confidence}, ${r.got.questions} questions): ${r.got.lines}`);
  if (flag('--text')) console.log(doc.text);
}
