#!/usr/bin/env node
// Schedule tables benchmark: staffing stated against schedules - positions by weekly hours,
// persons on duty per shift by day type (paid hours net of meals, holidays on another day's
// schedule), both turned (positions across), and an amendment that replaces one row or one
// cell of such a table. A seeded generator (packages/core/test/shapes/schedule-gen.ts) renders
// each kind in several layouts and wordings, as Markdown pipe tables and as aligned text, and
// knows the hours a year per position; each case is read with readSolicitation and scored.
// Run: node bench/schedule-tables.mjs [--seed N] [--per N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const seed = option('seed', 20261128);
const per = option('per', 12);

const core = join(root, 'packages', 'core');
const out = mkdtempSync(join(tmpdir(), 'schedule-tables-'));
const built = spawnSync(
  'npx',
  ['tsup', 'test/shapes/bench-entry.ts', '--format', 'esm', '--out-dir', out, '--no-config', '--silent'],
  { cwd: core, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (built.status !== 0) process.exit(1);
const lib = await import(pathToFileURL(join(out, 'bench-entry.js')).href);
rmSync(out, { recursive: true, force: true });

const started = performance.now();
const results = lib.scheduleGrid(seed, per).map((c) =>
  lib.scoreSchedule(
    c,
    lib.readSolicitation({
      primary: { name: 'rfp.md', text: c.primary },
      ...(c.amendment ? { supporting: [{ name: 'amendment-0001.txt', text: c.amendment }] } : {}),
    }).labourCategories,
  ),
);
console.log(`Schedule tables (seed ${seed}, ${per} cases per kind x carrier, ${results.length} cases)\n`);
console.log(lib.scheduleReport(results));
console.log(`\n${Math.round(performance.now() - started)} ms`);
