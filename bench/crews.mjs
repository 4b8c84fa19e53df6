#!/usr/bin/env node
// Crews, per-visit schedules and counted callbacks (round 9): renders the grid of work kinds
// (a construction job priced by quantities with its trades named, visits in prose, line items
// priced per visit or call, callbacks with a stated time each) x how trades or sites are listed
// x how key personnel are written (title case, lower case, acronyms, a Key Personnel clause) x
// OCR noise x where the place is said (packages/core/test/crews/crews-gen.ts), plans each
// document and scores it (crews-score.ts): work hours within the truth's band, the trades or
// service role staffed, the key roles marked key, the work placed in the document's city.
// Runs from source, no build.
// Run: node bench/crews.mjs [seeds per phrasing, default 1] [--worst N] [--only axis=value]
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { crewsGrid, generateCrews, scoreCrews } = await importFromSource(
  `export { crewsGrid, generateCrews } from './crews-gen';\nexport { scoreCrews } from './crews-score';`,
  'packages/core/test/crews',
);

const { flag, seeds, worst, only } = gridArgs();
const axes = ['kind', 'form', 'keys', 'ocr', 'place'];
const fields = ['perfect', 'hours', 'roles', 'keys', 'location'];
const fresh = () => Object.fromEntries([['docs', 0], ...fields.map((f) => [f, 0])]);
const total = fresh();
const byAxis = new Map();
const failures = [];
const t0 = performance.now();
// Each phrasing's seeds follow from its place in the grid, so --only replays the same documents.
for (const [i, phrasing] of crewsGrid().entries()) {
  if (only && !only.split(',').every((o) => axes.some((a) => `${a}=${phrasing[a]}` === o))) continue;
  for (let s = 0; s < seeds; s++) {
    const doc = generateCrews(i * seeds + s + 1, phrasing);
    const r = scoreCrews(doc);
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
console.log('| slice | docs | perfect | hours | roles | keys | location |');
console.log('|---|---|---|---|---|---|---|');
console.log(row('all', total));
for (const k of [...byAxis.keys()].sort()) console.log(row(k, byAxis.get(k)));
for (const { doc, r } of failures.slice(0, worst)) {
  const miss = fields.filter((f) => f !== 'perfect' && !r[f]);
  console.log(`\n--- ${JSON.stringify(doc.phrasing)} misses ${miss.join(', ')}`);
  console.log(`truth: ${JSON.stringify(doc.truth)}`);
  console.log(`plan (${r.got.confidence}, work ${r.got.workHours} h): ${r.got.lines}`);
  if (flag('--text')) console.log(doc.text);
}
