#!/usr/bin/env node
// Coverage windows benchmark (seventh session): a post kept over a window written in many forms
// (24-hour and a.m./p.m. clocks, days in words, digits or bracketed numerals, around the clock,
// 24/7/365), its head count in the window's sentence or "at all times during the hours of
// coverage", and an amendment that leaves the window, deletes and replaces its paragraph,
// changes it "from ... to ...", or changes the hours of coverage without a paragraph number
// (packages/core/test/shapes/coverage-gen.ts). Each case is read with readSolicitation; a case
// is right when the staffed window read is the truth's (posts x hours a day x days a week) and a
// replaced round-the-clock window is gone. Runs from source, no build.
// Run: node bench/coverage-windows.mjs [--seed N] [--per N]
import { importFromSource } from './lib/from-source.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const seed = option('seed', 20261129);
const per = option('per', 40);
const lib = await importFromSource(
  "export { coverageGrid, coverageReport, scoreCoverage } from './coverage-gen';\nexport { readSolicitation } from '../../src/solicitation/read-solicitation';",
  'packages/core/test/shapes',
);
const started = performance.now();
const results = lib.coverageGrid(seed, per).map((c) =>
  lib.scoreCoverage(
    c,
    lib.readSolicitation({
      primary: { name: 'rfp.md', text: c.primary },
      ...(c.amendment ? { supporting: [{ name: 'amendment-0001.txt', text: c.amendment }] } : {}),
    }).coverage,
  ),
);
console.log(
  `Coverage windows (seed ${seed}, ${per} cases per head count x amendment, ${results.length} cases)\n`,
);
console.log(lib.coverageReport(results));
const wrong = results.filter((r) => !r.ok).slice(0, 8);
for (const r of wrong) console.log(`- ${r.c.id}: read ${r.got}, expected ${r.c.expected}`);
console.log(`\n${Math.round(performance.now() - started)} ms`);
