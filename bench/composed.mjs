#!/usr/bin/env node
// Composed solicitations (round 8): the generators' pieces combined the way real solicitations
// combine them (packages/core/test/composed/composed-gen.ts): stated staffing (a table or prose)
// x a period structure (base and options in many wordings, an extension or none) x places (one
// site, the same team at each site, staffing per site, one team for all sites) x an hours-per-FTE
// convention (stated several ways or not) x UCF or RFQ boilerplate, carried as Markdown or text.
// Each is planned with estimatePlan and scored (composed-score.ts): roles, keys, periods, hours
// per FTE, hours per category and period, hours per category and site; wholly right when all are.
// Runs from source, no build.
// Run: node bench/composed.mjs [seeds per phrasing, default 2] [--worst N] [--only axis=value] [--case ID]
import { importFromSource } from './lib/from-source.mjs';
import { gridArgs } from './lib/grid-args.mjs';

const { composedGrid, composedCase, scoreComposed } = await importFromSource(
  `export { composedGrid, composedCase } from './composed-gen';\nexport { scoreComposed } from './composed-score';`,
  'packages/core/test/composed',
);

const args = gridArgs();
const { option, worst, only } = args;
const seeds = process.argv[2] && /^\d+$/.test(process.argv[2]) ? args.seeds : 2;
const one = option('--case', '');
const aspects = ['exact', 'roles', 'keys', 'periods', 'hoursPerFte', 'hours', 'sites'];
const fresh = () => Object.fromEntries([['cases', 0], ...aspects.map((a) => [a, 0])]);
const total = fresh();
const byAxis = new Map();
const failures = [];
const notes = new Map();
const t0 = performance.now();
let seed = 1;
for (const p of composedGrid()) {
  for (let s = 0; s < seeds; s++) {
    const c = composedCase(seed++, p);
    if (only && !only.split(',').every((o) => Object.entries(p).some(([a, v]) => `${a}=${v}` === o)))
      continue;
    if (one && c.id !== one) continue;
    const r = scoreComposed(c);
    if (one) {
      console.log(
        `${c.text}\n\nTRUTH ${JSON.stringify(c.truth)}\n${JSON.stringify({ ...r, plan: undefined }, null, 1)}`,
      );
      for (const t of r.plan.tasks)
        console.log(
          `  ${t.lcat} @ ${t.location ?? '-'} ${t.hours} [${(t.periods ?? []).map((x) => `${x.name}:${x.hours}`).join(', ')}]`,
        );
      console.log(
        `  periods ${JSON.stringify(r.plan.periodOfPerformance?.periods)} hpf ${r.plan.hoursPerFte}`,
      );
    }
    for (const b of [total, ...Object.entries(p).map(([a, v]) => bucket(`${a}=${v}`))]) {
      b.cases++;
      for (const a of aspects) if (r[a]) b[a]++;
    }
    if (!r.exact) {
      failures.push({ c, r });
      for (const a of aspects.slice(1)) if (!r[a]) notes.set(a, (notes.get(a) ?? 0) + 1);
    }
  }
}
const ms = performance.now() - t0;
function bucket(k) {
  if (!byAxis.has(k)) byAxis.set(k, fresh());
  return byAxis.get(k);
}
const pct = (a, b) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);
const row = (name, b) => `| ${name} | ${b.cases} | ${aspects.map((a) => pct(b[a], b.cases)).join(' | ')} |`;
console.log(`${total.cases} cases (${seeds} seed(s) per phrasing) in ${(ms / 1000).toFixed(1)} s`);
console.log(
  `| slice | cases | wholly right | roles | keys | periods | hours per FTE | hours by period | hours by site |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(row('all', total));
for (const k of [...byAxis.keys()].sort()) console.log(row(k, byAxis.get(k)));
console.log(
  `\nfailing aspects: ${[...notes]
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join('; ')}`,
);
for (const { c, r } of failures.slice(0, worst))
  console.log(
    `\n--- ${c.id}\nmissing ${JSON.stringify(r.missing)} phantoms ${JSON.stringify(r.phantoms)}\n${r.notes.join('\n')}`,
  );
