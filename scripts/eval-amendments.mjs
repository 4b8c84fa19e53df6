// The amendment chains of the shared corpus, as `npm run eval` scores them: each chain's original
// documents go through the upload's extraction and core's estimatePlan, a user edits the first
// line, then every amendment or Q&A is added in order with core's applyAmendment (what
// POST /api/staffing/plans/:id/amendments runs), and the result is checked against what a
// pricer must see after the chain (docs/amendments.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const EDIT = 100;
const RX_24X7_MATH = /8,?760|168\s*(h\b|hours|hrs)|24\s*[x×/]\s*7/i;

/** Every text of a plan a reader sees: assumptions, open questions and each line's words. */
function planTexts(plan) {
  return [
    ...(plan.assumptions ?? []),
    ...(plan.openQuestions ?? []).map((q) => `${q.question} ${q.why ?? ''}`),
    ...plan.tasks.map((t) => `${t.basis ?? ''} ${t.mathRationale ?? ''} ${t.citation?.quote ?? ''}`),
  ];
}

/** The chains and what must hold after their last amendment (issue 16's acceptance). */
const CHAINS = [
  {
    id: 'nih-niehs-75n96025r00004',
    originals: ['RFP 75N96025R00004'],
    amendments: ['Amendment 1 ', 'Amendment 2 ', 'REVISED ATTACHMENT 11'],
    checks: {
      'states that its hours include subcontractor hours, citing Amendment 2': (r) =>
        planTexts(r.plan).some(
          (t) => /includes? subcontractor labou?r hours/i.test(t) && /Amendment 2/i.test(t),
        ),
    },
  },
  {
    id: 'fletc-70lgly26qssb00001',
    originals: ['70LGLY26QSSB00001.', 'FY24 Monthly'],
    amendments: ['70LGLY26QSSB00001 Amendment 1', '70LGLY26QSSB00001 Amendment 2'],
    checks: {
      'shows the changed date': (r) => planTexts(r.plan).some((t) => /December 29, 2025/.test(t)),
      'no line changes': (r) =>
        r.steps.every((s) => s.staffing.added + s.staffing.removed + s.staffing.changed === 0),
    },
  },
  {
    id: 'fmcsa-trudata-693jj426q000006',
    originals: ['1. 693JJ426Q000006', '2. Attachment 1', '3. Attachment 2'],
    amendments: ['5. Attachment 4'],
    checks: {
      'no 24x7 coverage': (r) => !r.plan.tasks.some((t) => RX_24X7_MATH.test(String(t.mathRationale ?? ''))),
      'asks about the labour category the price sheet lacks': (r) =>
        (r.plan.openQuestions ?? []).some((q) => /Data Architect/i.test(q.question)),
    },
  },
];

/**
 * Runs every chain whose files are in `sharedDir/solicitations/<id>` and answers one row per
 * chain: checks passed and total, failing check names, and the time taken.
 */
export async function runAmendmentChains(product, sharedDir) {
  const rows = [];
  for (const chain of CHAINS) {
    const folder = join(sharedDir, 'solicitations', chain.id);
    if (!existsSync(folder)) continue;
    const started = performance.now();
    const files = readdirSync(folder);
    const read = async (prefix) => {
      const name = files.find((f) => f.startsWith(prefix));
      if (!name) throw new Error(`${chain.id}: no file starts with "${prefix}"`);
      const extracted = await product.extractDocument(readFileSync(join(folder, name)), { fileName: name });
      return { name, text: extracted.text };
    };
    const originals = [];
    for (const prefix of chain.originals) originals.push(await read(prefix));
    const documents = { primary: originals[0], supporting: originals.slice(1) };
    let generated = product.estimatePlan(documents);
    const first = generated.tasks[0];
    // A user edited the first line before any amendment came: the edit must survive them all.
    let plan = first
      ? { ...generated, tasks: [{ ...first, hours: first.hours + EDIT }, ...generated.tasks.slice(1)] }
      : generated;
    const applied = [];
    const steps = [];
    for (const prefix of chain.amendments) {
      const amendment = await read(prefix);
      const result = product.applyAmendment({ documents, applied, amendment, plan, generated });
      steps.push(result);
      plan = result.plan;
      generated = result.generated;
      applied.push(amendment);
    }
    const outcome = { plan, steps };
    const checks = {
      ...chain.checks,
      'keeps the user’s edit': () =>
        !first || plan.tasks.find((t) => t.taskId === first.taskId)?.hours === first.hours + EDIT,
      'lists every amendment': () => (plan.amendments ?? []).length === chain.amendments.length,
    };
    const failing = Object.entries(checks)
      .filter(([, holds]) => !holds(outcome))
      .map(([name]) => name);
    rows.push({
      id: chain.id,
      amendments: chain.amendments.length,
      passed: Object.keys(checks).length - failing.length,
      total: Object.keys(checks).length,
      failing,
      ms: Math.round(performance.now() - started),
    });
  }
  return rows;
}

/** The rows as a Markdown table. */
export function amendmentTable(rows) {
  const lines = ['| chain | amendments | checks | failing checks | ms |', '|---|---|---|---|---|'];
  for (const r of rows)
    lines.push(
      `| ${r.id} | ${r.amendments} | ${r.passed}/${r.total} | ${r.failing.join('; ') || '-'} | ${r.ms} |`,
    );
  return lines.join('\n');
}
