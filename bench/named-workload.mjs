#!/usr/bin/env node
// Named categories and stated workload together (round 6): the workload generator's documents
// with the team named before Section L in the named-roles generator's forms
// (packages/core/test/named-workload/named-workload-gen.ts), planned with estimatePlan and
// scored (named-workload-score.ts): named titles with a plan line, key flags right, the
// workload's hours within the workload scorer's tolerance, the derived hours on the named
// category that does the work, and no role the documents do not name. Runs from source.
// Run: node bench/named-workload.mjs [seeds per phrasing, default 1] [--worst N] [--only axis=value] [--case ID]
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { namedWorkloadGrid, namedWorkloadCase, scoreNamedWorkload } = await importFromSource(
  `export { namedWorkloadGrid, namedWorkloadCase } from './named-workload-gen';\nexport { scoreNamedWorkload } from './named-workload-score';`,
  'packages/core/test/named-workload',
);

const { option, seeds, worst, only } = gridArgs();
const one = option('--case', '');

const axisOf = (p) => ({
  naming: p.naming,
  keyForm: p.keyForm,
  doer: p.doer,
  work: p.workload.work,
  volume: p.workload.volume,
  rate: p.workload.rate,
});
const fresh = () => ({ cases: 0, exact: 0, titles: [0, 0], keys: [0, 0], hours: 0, onNamed: 0, unnamed: 0 });
const total = fresh();
const byAxis = new Map();
const failures = [];
const t0 = performance.now();
let seed = 1;
for (const p of namedWorkloadGrid()) {
  for (let s = 0; s < seeds; s++) {
    const c = namedWorkloadCase(seed++, p);
    const ax = axisOf(p);
    if (only && !Object.entries(ax).some(([a, v]) => `${a}=${v}` === only)) continue;
    if (one && c.id !== one) continue;
    const r = scoreNamedWorkload(c);
    if (one) console.log(`${c.text}\n\nTRUTH ${JSON.stringify(c.truth)}\n${JSON.stringify(r, null, 1)}`);
    for (const b of [total, ...Object.entries(ax).map(([a, v]) => bucket(`${a}=${v}`))]) add(b, r);
    if (!r.exact) failures.push({ c, r });
  }
}
const ms = performance.now() - t0;
function bucket(k) {
  if (!byAxis.has(k)) byAxis.set(k, fresh());
  return byAxis.get(k);
}
function add(b, r) {
  b.cases++;
  if (r.exact) b.exact++;
  for (const f of ['titles', 'keys']) {
    b[f][0] += r[f][0];
    b[f][1] += r[f][1];
  }
  if (r.hours) b.hours++;
  if (r.onNamed) b.onNamed++;
  if (r.unnamed.length) b.unnamed++;
}
const pct = ([a, b]) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const row = (name, b) =>
  `| ${name} | ${b.cases} | ${pct([b.exact, b.cases])} | ${pct(b.titles)} | ${pct(b.keys)} | ${pct([b.hours, b.cases])} | ${pct([b.onNamed, b.cases])} | ${pct([b.unnamed, b.cases])} |`;
console.log(`${total.cases} cases (${seeds} seed(s) per phrasing) in ${(ms / 1000).toFixed(1)} s`);
console.log(
  '| slice | cases | exact | titles planned | keys right | workload hours right | derived hours on the named doer | cases with an unnamed role |',
);
console.log('|---|---|---|---|---|---|---|---|');
console.log(row('all', total));
for (const k of [...byAxis.keys()].sort()) console.log(row(k, byAxis.get(k)));
const tally = (f) => {
  const m = new Map();
  for (const { r } of failures) for (const x of f(r)) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([k, v]) => `${k} ${v}`)
    .join('; ');
};
console.log(`\nmost missed: ${tally((r) => r.missing)}\nmost unnamed: ${tally((r) => r.unnamed)}`);
for (const { c, r } of failures.slice(0, worst))
  console.log(
    `\n--- ${c.id}\nTRUTH ${JSON.stringify(c.truth)}\n${JSON.stringify({ ...r, got: undefined })}\nplan: ${r.got}`,
  );
