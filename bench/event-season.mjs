#!/usr/bin/env node
// Seasonal event work (round 11): renders the grid of event kinds x how the events a season are
// stated (month table with or without a total, two sentences) x how the effort per event is
// stated x number forms x one or three periods (packages/core/test/workload/event-season-gen.ts),
// plans each document and scores it (event-season-score.ts): event lines per period within 5%,
// the plan within 30% (no full-year line), the key supervisor sized per event, confidence
// medium and a question about how many events to assume. Runs from source, no build.
// Run: node bench/event-season.mjs [--worst N] [--only axis=value]
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { eventSeasonGrid, generateEventSeason, scoreEventSeason } = await importFromSource(
  `export { eventSeasonGrid, generateEventSeason } from './event-season-gen';\nexport { scoreEventSeason } from './event-season-score';`,
  'packages/core/test/workload',
);
const { worst, only } = gridArgs();
const axes = ['kind', 'season', 'effort', 'numbers', 'periods'];
const fields = ['perfect', 'eventHours', 'periodHours', 'noYear', 'supervisor', 'confidence', 'question'];
const fresh = () => Object.fromEntries([['docs', 0], ...fields.map((f) => [f, 0])]);
const total = fresh();
const byAxis = new Map();
const failures = [];
const t0 = performance.now();
let seed = 1;
for (const phrasing of eventSeasonGrid()) {
  if (only && !only.split(',').every((o) => axes.some((a) => `${a}=${phrasing[a]}` === o))) continue;
  const doc = generateEventSeason(seed++, phrasing);
  const r = scoreEventSeason(doc);
  for (const b of [total, ...axes.map((a) => bucket(`${a}=${phrasing[a]}`))]) {
    b.docs++;
    for (const f of fields) if (r[f]) b[f]++;
  }
  if (!r.perfect) failures.push({ doc, r });
}
function bucket(k) {
  if (!byAxis.has(k)) byAxis.set(k, fresh());
  return byAxis.get(k);
}
const pct = (a, b) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const row = (name, b) => `| ${name} | ${b.docs} | ${fields.map((f) => pct(b[f], b.docs)).join(' | ')} |`;
console.log(`${total.docs} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
console.log(`| slice | docs | ${fields.join(' | ')} |`);
console.log(`|---|---|${fields.map(() => '---').join('|')}|`);
console.log(row('all', total));
for (const k of [...byAxis.keys()].sort()) console.log(row(k, byAxis.get(k)));
for (const { doc, r } of failures.slice(0, worst)) {
  console.log(`\n--- ${JSON.stringify(doc.phrasing)} truth ${JSON.stringify(doc.truth)}`);
  console.log(`misses ${fields.filter((f) => !r[f]).join(', ')}; plan: ${r.got}`);
}
