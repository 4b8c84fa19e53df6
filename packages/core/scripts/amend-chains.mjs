#!/usr/bin/env node
// Runs the amendment chains of ../shared/eval through the product's extracted text
// (/tmp/eval-text/<id>/*.txt, one file per corpus file, extracted there by the server's build
// when missing) and prints, for each amendment:
// its class, the change list between the solicitation read without and with it, and the
// staffing diff of the local estimator's plans before and after.
// usage: node packages/core/scripts/amend-chains.mjs [--text DIR] [--json] [--only ID]
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const textDir = resolve(opt('text', '/tmp/eval-text'));
const only = opt('only', null);

// Bundle the core sources this needs (no build of core required).
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild');
const out = mkdtempSync(join(tmpdir(), 'amend-chains-'));
const entry = join(out, 'entry.ts');
const src = resolve(here, '../src');
writeFileSync(
  entry,
  [
    `export * from '${src}/amendments/index';`,
    `export { readSolicitation } from '${src}/solicitation/read-solicitation';`,
    `export { estimatePlan } from '${src}/estimator/estimate';`,
  ].join('\n'),
);
esbuild.buildSync({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'node',
  outfile: join(out, 'core.mjs'),
  conditions: ['source'],
  logLevel: 'error',
});
const core = await import(join(out, 'core.mjs'));

/** Each chain: the original documents (primary first) and the amendments in order, by name prefix. */
const CHAINS = [
  {
    id: 'nih-niehs-75n96025r00004',
    originals: ['RFP 75N96025R00004'],
    amendments: ['Amendment 1', 'Amendment 2', 'REVISED ATTACHMENT 11'],
  },
  {
    id: 'fletc-70lgly26qssb00001',
    originals: ['70LGLY26QSSB00001.', 'FY24 Monthly'],
    amendments: ['70LGLY26QSSB00001 Amendment 1', '70LGLY26QSSB00001 Amendment 2'],
  },
  {
    id: 'fmcsa-trudata-693jj426q000006',
    originals: ['1. 693JJ426Q000006', '2. Attachment 1', '3. Attachment 2'],
    amendments: ['5. Attachment 4'],
  },
];

/**
 * Extracts a chain's files from ../shared/eval with the server's upload extraction (its
 * build, packages/server/dist/documents.js) into DIR, one <file>.txt each.
 */
async function extractChain(id, dir) {
  const documents = await import(resolve(here, '../../server/dist/documents.js'));
  const from = resolve(here, '../../../../shared/eval/solicitations', id);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(from)) {
    const extracted = await documents.extractDocument(readFileSync(join(from, file)), { fileName: file });
    writeFileSync(join(dir, `${file}.txt`), extracted.text);
  }
  await documents.closeDocumentWorkers();
}

const clip = (s, n = 160) => (s && s.length > n ? `${s.slice(0, n - 1)}…` : (s ?? ''));

for (const chain of CHAINS) {
  if (only && chain.id !== only) continue;
  const dir = join(textDir, chain.id);
  if (!existsSync(dir)) await extractChain(chain.id, dir);
  const files = readdirSync(dir);
  const doc = (prefix) => {
    const file = files.find((f) => f.startsWith(prefix));
    if (!file) throw new Error(`${chain.id}: no file starts with ${prefix}`);
    return { name: file.replace(/\.txt$/, ''), text: readFileSync(join(dir, file), 'utf8') };
  };
  const originals = chain.originals.map(doc);
  let docs = originals;
  let model = core.readSolicitation({ primary: docs[0], supporting: docs.slice(1) });
  let plan = core.estimatePlan({ primary: docs[0], supporting: docs.slice(1) });
  // The product path (POST /api/staffing/plans/:id/amendments): applyAmendment on a plan
  // whose first line's hours a user edited before the amendments came.
  const documents = { primary: docs[0], supporting: docs.slice(1) };
  const first0 = plan.tasks[0];
  let saved = first0
    ? { ...plan, tasks: [{ ...first0, hours: first0.hours + 100 }, ...plan.tasks.slice(1)] }
    : plan;
  let generated = plan;
  const applied = [];
  console.log(`\n######## ${chain.id}`);
  for (const prefix of chain.amendments) {
    const amendment = doc(prefix);
    const cls = core.classifyAmendment(amendment.text, amendment.name);
    const a0 = Date.now();
    const applyResult = core.applyAmendment({ documents, applied, amendment, plan: saved, generated });
    const applyMs = Date.now() - a0;
    const nextDocs = [...docs, amendment];
    const t0 = Date.now();
    const next = core.readSolicitation({ primary: nextDocs[0], supporting: nextDocs.slice(1) });
    const changes = core.diffSolicitations(model, next, { documents: nextDocs });
    const ms = Date.now() - t0;
    const nextPlan = core.estimatePlan({ primary: nextDocs[0], supporting: nextDocs.slice(1) });
    const staffing = core.staffingDiff(plan, nextPlan);
    const gaps = core.categoryGaps(next);
    const noted = core.withAmendmentNotes(nextPlan, core.amendmentNotes(changes, gaps));
    // A user who edited the first line's hours before the amendment came.
    const first = plan.tasks[0];
    const edited = first
      ? { ...plan, tasks: [{ ...first, hours: first.hours + 100 }, ...plan.tasks.slice(1)] }
      : plan;
    const rebased = core.rebasePlan(plan, edited, noted);
    const kept = first
      ? rebased.plan.tasks.find((t) => t.taskId === first.taskId)?.hours === first.hours + 100
      : true;
    console.log(
      `\n=== ${amendment.name}\nclass: ${cls.kind}${cls.number ? ` #${cls.number}` : ''}${cls.answersQuestions ? ' (answers questions)' : ''} - ${clip(cls.evidence, 80)}`,
    );
    const counts = {};
    for (const c of changes) counts[`${c.kind} ${c.fact}`] = (counts[`${c.kind} ${c.fact}`] ?? 0) + 1;
    console.log(`changes: ${changes.length} in ${ms} ms`, JSON.stringify(counts));
    for (const c of changes) {
      console.log(`- [${c.kind} ${c.fact}] ${clip(c.appliesTo, 60)} :: ${clip(c.summary)}`);
      if (c.question) console.log(`    Q: ${clip(c.question, 140)}`);
      if (c.source && c.fact !== 'amendment-item')
        console.log(`    new: ${c.source.document} ${c.source.ref}: ${clip(c.source.quote, 140)}`);
      if (c.previous)
        console.log(`    old: ${c.previous.document} ${c.previous.ref}: ${clip(c.previous.quote, 140)}`);
    }
    console.log(
      `staffing: lines +${staffing.added} -${staffing.removed} ~${staffing.changed}; hours ${staffing.totals.hoursBefore} -> ${staffing.totals.hoursAfter}; FTE ${staffing.totals.fteBefore} -> ${staffing.totals.fteAfter}`,
    );
    for (const l of staffing.lines.filter((x) => x.status !== 'unchanged').slice(0, 12))
      console.log(
        `  ${l.status} ${clip(l.lcat, 50)}${l.location ? ` @ ${l.location}` : ''}: ${l.hoursBefore} -> ${l.hoursAfter}`,
      );
    const planFields = rebased.changes.filter((c) => c.taskKey === '(plan)').map((c) => c.field);
    console.log(
      `rebase (user edited line 1): ${rebased.changes.length} changes, ${rebased.conflicts.length} conflicts, user edit kept: ${kept}; plan fields changed: ${planFields.join(', ') || 'none'}`,
    );
    const added = (rebased.plan.assumptions ?? []).filter((a) => !(plan.assumptions ?? []).includes(a));
    for (const a of added.slice(0, 8)) console.log(`  + assumption: ${clip(a, 220)}`);
    if (added.length > 8) console.log(`  + ... ${added.length - 8} more assumptions`);
    for (const q of core.categoryGaps(next)) console.log(`open question: ${clip(q.question, 200)}`);
    const st = applyResult.staffing;
    console.log(
      `applyAmendment (${applyMs} ms): ${applyResult.amendment.summary}; user edit kept: ${first0 ? applyResult.plan.tasks.find((t) => t.taskId === first0.taskId)?.hours === first0.hours + 100 : true}; lines +${st.added} -${st.removed} ~${st.changed}; hours ${st.totals.hoursBefore} -> ${st.totals.hoursAfter}`,
    );
    for (const l of st.lines.filter((x) => x.status !== 'unchanged').slice(0, 12))
      console.log(
        `  ${l.status} ${clip(l.lcat, 50)}: ${l.hoursBefore} -> ${l.hoursAfter}; because ${l.cause ? `${l.cause.document} (${l.cause.ref}): ${clip(l.cause.quote, 140)}` : 'no sentence names it'}`,
      );
    const subs = (applyResult.plan.assumptions ?? []).filter((a) =>
      /include subcontractor labor hours/i.test(a),
    );
    if (subs.length) console.log(`  plan states: ${clip(subs[0], 200)}`);
    const round = applyResult.plan.tasks.filter((t) =>
      /24x7|24\/7/.test(`${t.mathRationale} ${t.citation?.quote ?? ''}`),
    );
    console.log(
      `  24x7 lines in the plan: ${round.length}; open questions on the plan: ${(applyResult.plan.openQuestions ?? []).length}`,
    );
    for (const q of applyResult.openQuestions) console.log(`  + open question: ${clip(q.question, 200)}`);
    saved = applyResult.plan;
    generated = applyResult.generated;
    applied.push(amendment);
    docs = nextDocs;
    model = next;
    plan = nextPlan;
  }
}
