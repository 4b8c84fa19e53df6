#!/usr/bin/env node
// Prose and list staffing recovery (reader round 4): renders a grid of truths x phrasings
// (packages/core/test/prose/phrasings.ts: count forms x shapes x place modes x place lists x
// place forms, each with Government-provided staff, counts of things and clause text around
// it), runs each document through the solicitation reader and the plan builder, and reports
// recovery by axis: titles found verbatim, FTE per category (x place) right, places found,
// places invented, phantom staff. Runs from source (bundled on the fly), no build needed.
// Run: node bench/prose-recovery.mjs [seeds per phrasing, default 1] [--every K] [--worst N] [--only axis=value]
// (--every K keeps every K-th phrasing of the grid, default 4: about 1,050 documents.)
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { grid, generate, recover } = await importFromSource(
  `export { grid, generate } from './phrasings';\nexport { recover } from './recovery';`,
  'packages/core/test/prose',
);

const { option, seeds, worst, only } = gridArgs();
const every = Number(option('--every', 4));

const axes = ['count', 'shape', 'placeMode', 'placeList', 'placeForm'];
/** An empty tally of recovery counts. */
const newBucket = () => ({
  docs: 0,
  perfect: 0,
  titles: [0, 0],
  amounts: [0, 0],
  places: [0, 0],
  invented: 0,
  phantom: 0,
});
const total = newBucket();
const byAxis = new Map();
const failures = [];
const t0 = performance.now();
let seed = 1;
// --only axis=value keeps one slice (the seeds stay those of the whole grid).
const [onlyAxis, onlyValue] = only ? only.split('=') : [];
for (const phrasing of grid().filter((_, i) => i % every === 0)) {
  for (let s = 0; s < seeds; s++) {
    const docSeed = seed++;
    if (onlyAxis && phrasing[onlyAxis] !== onlyValue) continue;
    const doc = generate(docSeed, phrasing);
    const r = recover(doc);
    for (const bucket of [total, ...axes.map((a) => axisBucket(a, phrasing[a]))]) add(bucket, r);
    if (!r.perfect) failures.push({ doc, r });
  }
}
const ms = performance.now() - t0;

function axisBucket(axis, value) {
  const k = `${axis}=${value}`;
  if (!byAxis.has(k)) byAxis.set(k, newBucket());
  return byAxis.get(k);
}
function add(b, r) {
  b.docs++;
  if (r.perfect) b.perfect++;
  for (const f of ['titles', 'amounts', 'places']) {
    b[f][0] += r[f][0];
    b[f][1] += r[f][1];
  }
  if (r.inventedPlaces.length) b.invented++;
  if (r.phantoms.length) b.phantom++;
}
const pct = ([a, b]) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const row = (name, b) =>
  `| ${name} | ${b.docs} | ${pct([b.perfect, b.docs])} | ${pct(b.titles)} | ${pct(b.amounts)} | ${pct(b.places)} | ${pct([b.invented, b.docs])} | ${pct([b.phantom, b.docs])} |`;
console.log(`${total.docs} documents (${seeds} seeds per phrasing) in ${(ms / 1000).toFixed(1)} s`);
console.log(
  '| slice | docs | perfect | titles | FTE per line | places | docs with invented places | docs with phantom staff |',
);
console.log('|---|---|---|---|---|---|---|---|');
console.log(row('all', total));
for (const [k, b] of [...byAxis.entries()]) console.log(row(k, b));
for (const { doc, r } of failures.slice(0, worst)) {
  console.log(
    `\n--- ${JSON.stringify(doc.phrasing)}\n${doc.text}\nTRUTH ${JSON.stringify(doc.truth.lines)}\n${JSON.stringify(r)}`,
  );
}
