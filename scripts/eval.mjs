#!/usr/bin/env node
// `npm run eval`: every solicitation of an evaluation corpus through the product's own upload
// extraction (packages/server's documents code, in its worker threads) and core's estimatePlan,
// each plan scored against the corpus's ground truth; prints one Markdown table per corpus.
//
// usage: node scripts/eval.mjs [--corpus shared|own|all] [--half dev|holdout] [--eval DIR]
//          [--only ID[,ID]] [--out DIR] [--dump DIR] [--json FILE] [--strict]
//   --corpus  shared: ../shared/eval (default); own: packages/core/test/fixtures/solicitations/own;
//             all: both, the own corpus one table per half
//   --eval    the shared corpus folder (default: $STAFFPLAN_EVAL_DIR, else ../shared/eval beside the repo)
//   --dump    writes each document's extracted text to DIR/<id>/<file>.txt (never for holdout entries)
//   --out     where plans are written (holdout plans quote hidden documents: they are scored from a
//             private temporary folder, deleted at the end, and never kept)
//   --texts   reads the texts from such a dump instead of extracting (compares extractions on one build)
//   --strict  exit 1 when any check fails (default: exit 0 whatever the scores)
//   --build   rebuild core and the server's documents entry when older than their sources
// The shared corpus also runs its amendment chains (scripts/eval-amendments.mjs) unless --only
// or --texts narrows the run.
// Builds core and the server's documents entry first when a build is missing.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { amendmentTable, runAmendmentChains } from './eval-amendments.mjs';
import { ensureBuilt, extractEntry, loadProduct, planHours, readDump, score } from './eval-run.mjs';
import { root } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const corpusArg = opt('corpus') ?? 'shared';
const half = opt('half');
const only = opt('only')?.split(',').filter(Boolean);
const outDir = resolve(opt('out') ?? mkdtempSync(join(tmpdir(), 'staffplan-eval-')));
const dumpDir = opt('dump') ? resolve(opt('dump')) : undefined;
const jsonOut = opt('json');
// Holdout plans quote the hidden documents: scored from a private folder, deleted at the end.
let holdoutPlanDir;
const textsDir = opt('texts') ? resolve(opt('texts')) : undefined;
const strict = args.includes('--strict');
if (!['shared', 'own', 'all'].includes(corpusArg)) {
  console.error('--corpus is shared, own or all');
  process.exit(2);
}

const sharedDir = resolve(opt('eval') ?? process.env.STAFFPLAN_EVAL_DIR ?? join(root, '../shared/eval'));
const ownDir = join(root, 'packages/core/test/fixtures/solicitations/own');
const ownChecker = join(root, 'scripts/eval/check-plan.mjs');

/** The corpora to run: a label, the entries' base folder, the ground truth and how to score. */
function corpora() {
  const list = [];
  if (corpusArg !== 'own') {
    list.push({
      label: 'shared',
      folder: sharedDir,
      truth: join(sharedDir, 'ground-truth.json'),
      scorer: (id, plan) => [join(sharedDir, 'score.mjs'), ['--id', id, '--plan', plan]],
    });
  }
  if (corpusArg !== 'shared') {
    // The holdout half's truth lives apart (own/holdout/ground-truth.json) so that reading the
    // dev truth never shows a holdout entry to someone writing reader rules.
    // Dumps never hold holdout texts, so --texts leaves the holdout half out.
    const halves = half ? [half] : textsDir ? ['dev'] : ['dev', 'holdout'];
    for (const h of halves) {
      const truth = join(ownDir, h === 'holdout' ? 'holdout/ground-truth.json' : 'ground-truth.json');
      list.push({
        label: h ? `own (${h})` : 'own',
        folder: ownDir,
        truth,
        half: h,
        scorer: existsSync(ownChecker)
          ? (id, plan) => [ownChecker, ['--truth', truth, '--id', id, '--plan', plan]]
          : undefined,
      });
    }
  }
  return list;
}

function table(rows) {
  const cols = ['id', 'tasks', 'hours', 'months', 'checks', 'failing checks', 'extract ms', 'plan ms'];
  const lines = [`| ${cols.join(' | ')} |`, `|${cols.map(() => '---').join('|')}|`];
  for (const r of rows) {
    // A holdout plan's size is hidden too: its hours tell what the hidden document states.
    const size = r.holdout ? ['-', 'hidden', '-'] : [r.tasks, r.hours.toLocaleString('en-US'), r.months];
    const cells = [r.id, ...size, `${r.passed}/${r.total}`];
    lines.push(`| ${[...cells, r.failingText, r.extractMs, r.planMs].join(' | ')} |`);
  }
  return lines.join('\n');
}

async function runCorpus(product, corpus) {
  const truth = JSON.parse(readFileSync(corpus.truth, 'utf8'));
  const entries = truth.documents.filter(
    (entry) => (!only || only.includes(entry.id)) && (!corpus.half || entry.half === corpus.half),
  );
  const rows = [];
  for (const entry of entries) {
    const holdout = entry.half === 'holdout';
    const extracted = textsDir
      ? readDump(textsDir, entry)
      : await extractEntry(product, corpus.folder, entry, holdout ? undefined : dumpDir);
    const row = { id: entry.id, tasks: 0, hours: 0, months: '-', passed: 0, total: 0, failing: [] };
    row.notes = holdout ? [] : extracted.notes;
    row.holdout = holdout;
    // Holdout halves written in different rounds are kept side by side and reported apart.
    if (holdout && entry.round !== undefined) row.round = entry.round;
    row.extractMs = Math.round(extracted.ms);
    row.planMs = '-';
    if (!extracted.primary) {
      row.failingText = 'primary document refused';
      row.failing = [{ name: 'primary document refused', detail: extracted.notes.join('; ') }];
      rows.push(row);
      continue;
    }
    const started = performance.now();
    let plan;
    try {
      plan = product.estimatePlan({ primary: extracted.primary, supporting: extracted.supporting });
    } catch (error) {
      row.error = `estimatePlan threw: ${error instanceof Error ? error.message : String(error)}`;
      row.failingText = row.error;
      rows.push(row);
      continue;
    }
    row.planMs = Math.round(performance.now() - started);
    if (holdout) holdoutPlanDir ??= mkdtempSync(join(tmpdir(), 'staffplan-eval-holdout-'));
    const planPath = join(holdout ? holdoutPlanDir : outDir, `${entry.id}.json`);
    writeFileSync(planPath, JSON.stringify(plan, null, 2));
    row.tasks = plan.tasks.length;
    row.hours = Math.round(planHours(plan));
    row.months = plan.periodOfPerformance?.months ?? '-';
    if (!corpus.scorer) {
      row.failingText = 'checker missing';
      rows.push(row);
      continue;
    }
    const result = score(...corpus.scorer(entry.id, planPath));
    Object.assign(row, result);
    // A holdout row names no failing check: which checks fail tells what to tune a rule toward.
    row.failingText =
      result.error ??
      (holdout
        ? result.failing.length > 0
          ? `${result.failing.length} (names hidden)`
          : '-'
        : result.failing.map((f) => f.name).join('; ') || '-');
    rows.push(row);
  }
  return rows;
}

if (!existsSync(join(sharedDir, 'ground-truth.json')) && corpusArg !== 'own') {
  console.log(`evaluation corpus not found at ${sharedDir}; set STAFFPLAN_EVAL_DIR`);
  if (corpusArg === 'shared') process.exit(0);
}
const selected = corpora().filter((corpus) => {
  if (existsSync(corpus.truth)) return true;
  if (corpus.label !== 'shared') console.log(`${corpus.label}: no ground truth at ${corpus.truth}`);
  return false;
});
if (selected.length === 0) process.exit(0);

ensureBuilt({ rebuild: args.includes('--build') });
const product = await loadProduct();
mkdirSync(outDir, { recursive: true });
const report = [];
let failedChecks = 0;
try {
  for (const corpus of selected) {
    const rows = await runCorpus(product, corpus);
    const passed = rows.reduce((sum, r) => sum + r.passed, 0);
    const total = rows.reduce((sum, r) => sum + r.total, 0);
    const clean = rows.filter((r) => r.total > 0 && r.passed === r.total).length;
    failedChecks += rows.filter((r) => r.failing.length > 0 || r.error).length;
    console.log(`\n### ${corpus.label} corpus\n\n${table(rows)}`);
    console.log(
      `\n**total**: ${clean}/${rows.length} documents pass every check; ${passed}/${total} checks pass`,
    );
    const rounds = [...new Set(rows.map((r) => r.round).filter((r) => r !== undefined))].sort();
    for (const round of rounds) {
      const of = rows.filter((r) => r.round === round);
      const sum = (key) => of.reduce((n, r) => n + r[key], 0);
      const whole = of.filter((r) => r.total > 0 && r.passed === r.total).length;
      console.log(
        `- holdout round ${round}: ${whole}/${of.length} documents, ${sum('passed')}/${sum('total')} checks`,
      );
    }
    // Holdout entries show their scores only: the details would tell what the hidden documents state.
    const details = rows
      .filter((r) => !r.holdout)
      .flatMap((r) => [
        ...r.failing.filter((f) => f.detail).map((f) => `- ${r.id} · ${f.name}: ${f.detail}`),
        ...r.notes.filter((n) => n.includes('refused')).map((n) => `- ${r.id} · ${n}`),
      ]);
    if (details.length > 0) console.log(`\n${details.join('\n')}`);
    report.push({ corpus: corpus.label, rows, passed, total, clean });
  }
  // The shared corpus's amendment chains: a saved, user-edited plan after every amendment.
  if (selected.some((corpus) => corpus.label === 'shared') && !only && !textsDir) {
    const chains = await runAmendmentChains(product, sharedDir);
    if (chains.length > 0) {
      const passed = chains.reduce((sum, r) => sum + r.passed, 0);
      const total = chains.reduce((sum, r) => sum + r.total, 0);
      failedChecks += chains.filter((r) => r.failing.length > 0).length;
      console.log(`\n### shared corpus: amendment chains\n\n${amendmentTable(chains)}`);
      console.log(`\n**total**: ${passed}/${total} checks pass after every amendment`);
      report.push({ corpus: 'shared amendments', rows: chains, passed, total });
    }
  }
} finally {
  await product.closeDocumentWorkers();
  if (holdoutPlanDir) rmSync(holdoutPlanDir, { recursive: true, force: true });
}
console.log(
  `\nplans written to ${outDir}${holdoutPlanDir ? ' (holdout plans are scored, then deleted)' : ''}${dumpDir ? `; extracted texts in ${dumpDir}` : ''}`,
);
// Holdout rows keep their scores only, as the table prints them.
const scoresOnly = (r) =>
  r.holdout ? { ...r, notes: [], failing: [], tasks: undefined, hours: undefined, months: undefined } : r;
const published = report.map((c) => ({ ...c, rows: c.rows.map(scoresOnly) }));
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(published, null, 2)}\n`);
process.exit(strict && failedChecks > 0 ? 1 : 0);
