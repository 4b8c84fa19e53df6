#!/usr/bin/env node
// Runs the local estimator on every ground-truth solicitation and scores each plan with the
// shared scorer. Build core first (cd packages/core && npx tsup).
// usage: node packages/core/scripts/eval-estimator.mjs [--eval DIR] [--out DIR] [--flatten]
// --flatten collapses runs of spaces in PDF text, the way a PDF.js extractor joins text items.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const evalDir = resolve(opt('eval', join(here, '../../../../shared/eval')));
const outDir = opt('out', mkdtempSync(join(tmpdir(), 'estimator-eval-')));
const flatten = args.includes('--flatten');
mkdirSync(outDir, { recursive: true });
const { estimatePlan } = await import(join(here, '../dist/index.js'));

/** Text of one solicitation file: .md/.txt as is, PDFs through pdftotext, Word/ODF through the .md sibling. */
function readText(rel) {
  const path = join(evalDir, rel);
  const ext = extname(path).toLowerCase();
  if (ext === '.md' || ext === '.txt') return readFileSync(path, 'utf8');
  if (ext === '.pdf') {
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    return flatten ? text.replace(/[ \t]+/g, ' ') : text;
  }
  const sibling = `${path.slice(0, -ext.length)}.md`;
  if (existsSync(sibling)) return readFileSync(sibling, 'utf8');
  const mds = readdirSync(dirname(path)).filter((f) => f.endsWith('.md'));
  const soo = mds.find((f) => basename(path).toLowerCase().includes(f.replace(/\.md$/, '').toLowerCase()));
  if (!soo) throw new Error(`no Markdown sibling for ${rel}`);
  return readFileSync(join(dirname(path), soo), 'utf8');
}

const truth = JSON.parse(readFileSync(join(evalDir, 'ground-truth.json'), 'utf8'));
const rows = [];
let failed = 0;
for (const doc of truth.documents) {
  const primary = { name: basename(doc.files.primary), text: readText(doc.files.primary) };
  const supporting = (doc.files.supporting ?? []).map((f) => ({ name: basename(f), text: readText(f) }));
  const t0 = performance.now();
  const plan = estimatePlan({ primary, supporting });
  const ms = performance.now() - t0;
  const planPath = join(outDir, `${doc.id}.json`);
  writeFileSync(planPath, JSON.stringify(plan, null, 2));
  const score = spawnSync(
    process.execPath,
    [join(evalDir, 'score.mjs'), '--id', doc.id, '--plan', planPath],
    { encoding: 'utf8' },
  );
  const lines = score.stdout.trim().split('\n');
  const checks = lines.slice(0, -1);
  const passed = checks.filter((l) => l.startsWith('ok')).length;
  if (score.status !== 0) failed++;
  const hours = plan.tasks.reduce((s, t) => s + t.hours, 0);
  rows.push({
    id: doc.id,
    stated: doc.stated ? 'yes' : 'no',
    source: plan.staffingSource,
    tasks: plan.tasks.length,
    hours: Math.round(hours).toLocaleString('en-US'),
    months: plan.periodOfPerformance?.months ?? '-',
    checks: `${passed}/${checks.length}`,
    failing:
      checks
        .filter((l) => l.startsWith('FAIL'))
        .map((l) => l.slice(5))
        .join('; ') || '-',
    ms: Math.round(ms),
  });
}
const cols = Object.keys(rows[0]);
console.log(`| ${cols.join(' | ')} |`);
console.log(`|${cols.map(() => '---').join('|')}|`);
for (const r of rows) console.log(`| ${cols.map((c) => r[c]).join(' | ')} |`);
console.log(`\nplans written to ${outDir}; ${failed} document(s) with a failing check`);

// The team's own test solicitations (expectations in test/estimator/solicitations.test.ts).
const fixtures = join(here, '../test/estimator/fixtures');
if (existsSync(fixtures)) {
  console.log(
    '\n| fixture | source | tasks | hours | FTE | months | location |\n|---|---|---|---|---|---|---|',
  );
  for (const file of readdirSync(fixtures).sort()) {
    const plan = estimatePlan({ primary: { name: file, text: readFileSync(join(fixtures, file), 'utf8') } });
    const hours = plan.tasks.reduce((s, t) => s + t.hours, 0);
    const fte = Math.round((hours / 1880) * 100) / 100;
    const cells = [file, plan.staffingSource, plan.tasks.length, hours.toLocaleString('en-US'), fte];
    console.log(
      `| ${[...cells, plan.periodOfPerformance?.months ?? '-', plan.tasks[0]?.location ?? '-'].join(' | ')} |`,
    );
  }
}
process.exit(failed ? 1 : 0);
