#!/usr/bin/env node
// Period-structure and plan-hours recovery (reader round 5): renders the grid of period
// structures x where they are stated x option to extend services x hours-per-FTE convention
// (packages/core/test/prose/period-phrasings.ts, with warranty, invoice, proposal-validity,
// response-window and solicitation-date text around them), runs each document through the
// solicitation reader and the plan builder, and reports by axis: periods right (count, kind,
// months), names, hours per line per period, total per period, annual hours, team size,
// hours-per-FTE convention, extension read only when included. Runs from source, no build.
// Run: node bench/period-recovery.mjs [seeds per phrasing, default 1] [--every K] [--worst N] [--only axis=value]
// (--every K keeps every K-th phrasing of the grid; the grid holds 5,400.)
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { periodGrid, generatePeriods, recoverPeriods } = await importFromSource(
  `export { periodGrid, generatePeriods } from './period-phrasings';\nexport { recoverPeriods } from './period-recovery';`,
  'packages/core/test/prose',
);

const { option, seeds, worst, only } = gridArgs();
const every = Number(option('--every', 1));

const axes = ['staffing', 'structure', 'place', 'extension', 'convention'];
const fresh = () => ({
  docs: 0,
  perfect: 0,
  periods: 0,
  names: 0,
  lineHours: [0, 0],
  periodTotals: [0, 0],
  annual: 0,
  team: 0,
  hpf: 0,
  extension: 0,
});
const total = fresh();
const byAxis = new Map();
const failures = [];
const t0 = performance.now();
let seed = 1;
for (const phrasing of periodGrid().filter((_, i) => i % every === 0)) {
  if (only && !axes.some((a) => `${a}=${phrasing[a]}` === only)) continue;
  for (let s = 0; s < seeds; s++) {
    const doc = generatePeriods(seed++, phrasing);
    const r = recoverPeriods(doc);
    for (const bucket of [total, ...axes.map((a) => axisBucket(a, phrasing[a]))]) add(bucket, r);
    if (!r.perfect) failures.push({ doc, r });
  }
}
const ms = performance.now() - t0;

function axisBucket(axis, value) {
  const k = `${axis}=${value}`;
  if (!byAxis.has(k)) byAxis.set(k, fresh());
  return byAxis.get(k);
}
function add(b, r) {
  b.docs++;
  if (r.perfect) b.perfect++;
  if (r.periods) b.periods++;
  if (r.names) b.names++;
  if (r.annualHours) b.annual++;
  if (r.teamSize) b.team++;
  if (r.hoursPerFte) b.hpf++;
  if (r.extension) b.extension++;
  for (const f of ['lineHours', 'periodTotals']) {
    b[f][0] += r[f][0];
    b[f][1] += r[f][1];
  }
}
const pct = ([a, b]) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const row = (name, b) =>
  `| ${name} | ${b.docs} | ${pct([b.perfect, b.docs])} | ${pct([b.periods, b.docs])} | ${pct([b.names, b.docs])} | ${pct(b.lineHours)} | ${pct(b.periodTotals)} | ${pct([b.annual, b.docs])} | ${pct([b.team, b.docs])} | ${pct([b.hpf, b.docs])} | ${pct([b.extension, b.docs])} |`;
console.log(`${total.docs} documents (${seeds} seeds per phrasing) in ${(ms / 1000).toFixed(1)} s`);
console.log(
  '| slice | docs | perfect | periods | names | hours per line x period | total per period | annual hours | team size | hours/FTE | extension |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
console.log(row('all', total));
for (const [k, b] of [...byAxis.entries()]) console.log(row(k, b));
for (const { doc, r } of failures.slice(0, worst)) {
  console.log(
    `\n--- ${JSON.stringify(doc.phrasing)}\n${doc.text}\nTRUTH ${JSON.stringify(doc.truth)}\n${JSON.stringify(r)}`,
  );
}
