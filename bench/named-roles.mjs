#!/usr/bin/env node
// Named labour categories end to end (round 6): renders the grid of solicitations that name
// their categories without stated hours, or with hours for some only
// (packages/core/test/roles/named-gen.ts: where and how they are named x key marks x table
// carrier x domain x hours, with Government roles, other contractors' people, the evaluation
// board, people named, equipment and trade names around them), plans each with estimatePlan
// and reports by axis: titles the reader read, titles with a plan line (verbatim, or the same
// head noun and level), key flags right, cases with a decoy line, cases with a role outside
// the document's domain (exact cases have none), cases with any role the document does not name. Runs from source, no build needed.
// Run: node bench/named-roles.mjs [seeds per phrasing, default 1] [--worst N] [--only axis=value] [--case ID]
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { namedGrid, namedCase, scoreNamed } = await importFromSource(
  `export { namedGrid, namedCase } from './named-gen';\nexport { scoreNamed } from './named-score';`,
  'packages/core/test/roles',
);

const { option, seeds, worst, only } = gridArgs();
const one = option('--case', '');

const axes = ['naming', 'keyForm', 'carrier', 'domain', 'hours'];
const fresh = () => ({
  cases: 0,
  exact: 0,
  read: [0, 0],
  titles: [0, 0],
  keys: [0, 0],
  decoy: 0,
  foreign: 0,
  invented: 0,
});
const total = fresh();
const byAxis = new Map();
const failures = [];
const t0 = performance.now();
let seed = 1;
for (const p of namedGrid()) {
  for (let s = 0; s < seeds; s++) {
    const c = namedCase(seed++, p);
    if (only && !axes.some((a) => `${a}=${p[a]}` === only)) continue;
    if (one && c.id !== one) continue;
    const r = scoreNamed(c);
    if (one)
      console.log(`${c.text}\n\nTRUTH ${JSON.stringify(c.truth.categories)}\n${JSON.stringify(r, null, 1)}`);
    for (const b of [total, ...axes.map((a) => bucket(a, p[a]))]) add(b, r);
    if (!r.exact) failures.push({ c, r });
  }
}
const ms = performance.now() - t0;

function bucket(axis, value) {
  const k = `${axis}=${value}`;
  if (!byAxis.has(k)) byAxis.set(k, fresh());
  return byAxis.get(k);
}
function add(b, r) {
  b.cases++;
  if (r.exact) b.exact++;
  for (const f of ['read', 'titles', 'keys']) {
    b[f][0] += r[f][0];
    b[f][1] += r[f][1];
  }
  if (r.decoys.length) b.decoy++;
  if (r.foreign.length) b.foreign++;
  if (r.invented.length) b.invented++;
}
const pct = ([a, b]) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const row = (name, b) =>
  `| ${name} | ${b.cases} | ${pct([b.exact, b.cases])} | ${pct(b.read)} | ${pct(b.titles)} | ${pct(b.keys)} | ${pct([b.decoy, b.cases])} | ${pct([b.foreign, b.cases])} | ${pct([b.invented, b.cases])} |`;
console.log(`${total.cases} cases (${seeds} seed(s) per phrasing) in ${(ms / 1000).toFixed(1)} s`);
console.log(
  '| slice | cases | exact | titles read | titles planned | keys right | cases with decoys | cases with roles outside the domain | cases with any unnamed role |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(row('all', total));
for (const [k, b] of byAxis) console.log(row(k, b));
const tally = (field) => {
  const m = new Map();
  for (const { r } of failures) for (const x of r[field]) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
};
console.log(`\nmost missed: ${tally('missing')}\nmost invented: ${tally('invented')}
outside the domain: ${tally('foreign')}\ndecoys: ${tally('decoys')}`);
for (const { c, r } of failures.slice(0, worst))
  console.log(`\n--- ${c.id}\nTRUTH ${JSON.stringify(c.truth.categories)}\n${JSON.stringify(r)}`);
