#!/usr/bin/env node
// Checks a generated staffing plan against one entry of the team's own ground truth
// (packages/core/test/fixtures/solicitations/own/ground-truth.json).
// usage: node scripts/eval/check-plan.mjs --truth FILE --id ID --plan PLAN.json
// Prints "ok  name: detail" or "FAIL name: detail" per check, then a summary line.
// Exit 0 when every check passes, 1 when one fails, 2 on bad usage or unreadable input.
//
// Besides the staffing facts (hours, periods, roles, sites, coverage, budget) it checks how
// honest the plan is: its confidence level, the questions and assumptions it must raise, roles
// it must not invent, how many tasks it has and whether every task says where its hours come from.
// Role, location and key-role entries may list alternatives separated by "|"; each alternative
// is a case-insensitive substring. expect_questions and forbid_roles are case-insensitive regexes.
import { readFileSync } from 'node:fs';

// The corpus's own convention when an entry states no hours per FTE (ground-truth.json,
// "about"), kept here on purpose: the checker is an oracle independent of the product, so it
// does not import core's DEFAULT_HOURS_PER_FTE (a changed product default must not silently
// move the expected figures with it).
const CORPUS_HOURS_PER_FTE = 1880;
const HOURS_IN_YEAR = 8760;
const SOURCES = new Set(['stated', 'derived', 'assumed']);

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i].startsWith('--')) args[argv[i].slice(2)] = argv[i + 1];
  }
  return args;
}

function fail(message) {
  console.error(message);
  process.exit(2);
}

const args = parseArgs(process.argv.slice(2));
if (!args.truth || !args.id || !args.plan)
  fail('usage: node scripts/eval/check-plan.mjs --truth FILE --id ID --plan PLAN.json');

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return fail(`cannot read ${path}: ${error.message}`);
  }
};
const truthFile = readJson(args.truth);
const truth = (truthFile.documents ?? []).find((d) => d.id === args.id);
if (!truth) fail(`no document with id ${args.id} in ${args.truth}`);

// A saved plan wraps the generated plan in generated_plan; a plan may also arrive as a JSON string.
const unwrap = (value) => {
  let v = typeof value === 'string' ? JSON.parse(value) : value;
  for (let depth = 0; depth < 4 && v && !Array.isArray(v.tasks); depth += 1) {
    const inner = v.generated_plan ?? v.plan ?? v.staffingPlan;
    if (!inner) break;
    v = typeof inner === 'string' ? JSON.parse(inner) : inner;
  }
  return v ?? {};
};
const plan = unwrap(readJson(args.plan));
const tasks = Array.isArray(plan.tasks) ? plan.tasks : [];

const results = [];
const check = (name, pass, detail) => results.push({ name, pass: Boolean(pass), detail });
const num = (x) => (typeof x === 'number' ? x : Number(String(x ?? '').replace(/[^0-9.-]/g, '')) || 0);
const round = (x) => Math.round(x * 100) / 100;
const int = (x) => Math.round(x).toLocaleString('en-US');
const fold = (s) =>
  String(s ?? '')
    .toLowerCase()
    .replace(/\bsr\b\.?/g, 'senior')
    .replace(/\bjr\b\.?/g, 'junior')
    .replace(/\s+/g, ' ')
    .trim();
// An entry's first alternative names it in messages.
const label = (entry) => String(entry).split('|')[0];
const alternatives = (entry) => String(entry).split('|').map(fold).filter(Boolean);
const matchesAny = (entry, text) => alternatives(entry).some((alt) => fold(text).includes(alt));
const regex = (source) => new RegExp(source, 'i');
const within = (x, band) => x >= band.min && x <= band.max;
const lcatOf = (t) => String(t.lcat ?? t.role ?? '');

// ---- hours, periods and the plan's own convention --------------------------------------------
const pop = plan.periodOfPerformance ?? {};
const popPeriods = Array.isArray(pop.periods) ? pop.periods : [];
const planMonths = num(pop.months) || popPeriods.reduce((s, p) => s + num(p.months), 0);
const truthHpf = typeof truth.hours_per_fte === 'object' ? truth.hours_per_fte?.value : truth.hours_per_fte;
const hpf = num(truthHpf) || CORPUS_HOURS_PER_FTE;

const periodOrder = popPeriods.map((p) => String(p.name));
const periodHours = new Map(periodOrder.map((n) => [n, 0]));
let taskPeriodsSeen = false;
for (const t of tasks) {
  if (!Array.isArray(t.periods)) continue;
  t.periods.forEach((p, i) => {
    if (!p || typeof p !== 'object') return;
    taskPeriodsSeen = true;
    const name = String(p.name ?? `#${i + 1}`);
    if (!periodHours.has(name)) {
      periodHours.set(name, 0);
      periodOrder.push(name);
    }
    periodHours.set(name, periodHours.get(name) + num(p.hours));
  });
}
const periodTotals = periodOrder.map((n) => periodHours.get(n) ?? 0);
const taskHours = tasks.reduce((s, t) => s + num(t.hours), 0);
const periodSum = periodTotals.reduce((s, h) => s + h, 0);

// Task hours are one year's hours (or the whole period when it is shorter than a year), unless
// they add up to the sum over several periods: then they are whole-contract totals.
const wholeContract =
  taskPeriodsSeen && periodTotals.length > 1 && Math.abs(taskHours - periodSum) <= 0.01 * periodSum;
const years = wholeContract
  ? Math.max(planMonths, 12) / 12
  : planMonths && planMonths < 12
    ? planMonths / 12
    : 1;
const annualHours = taskHours / years;
const convention = wholeContract
  ? `task hours read as ${round(years)} years' total`
  : 'task hours read as one year';

if (truth.annual_hours) {
  check(
    'annual hours',
    within(annualHours, truth.annual_hours),
    `${int(annualHours)} (expected ${int(truth.annual_hours.min)}-${int(truth.annual_hours.max)}; ${convention})`,
  );
}
if (truth.annual_fte) {
  const fte = annualHours / hpf;
  check(
    'annual FTE',
    within(fte, truth.annual_fte),
    `${round(fte)} at ${hpf} h (expected ${truth.annual_fte.min}-${truth.annual_fte.max})`,
  );
}
if (truth.team_size) {
  const months = Math.min(12, truth.period_months ?? (planMonths || 12));
  // Hours over the document's period: task hours already cover a short plan period; a year's
  // hours are scaled to the document's period.
  const shortPlan = planMonths > 0 && planMonths < 12;
  const overPeriod = wholeContract || shortPlan ? taskHours : (taskHours * months) / 12;
  const team = overPeriod / (hpf * (months / 12));
  check(
    'team size',
    within(team, truth.team_size),
    `${round(team)} people over ${months} months at ${hpf} h a year (expected ${truth.team_size.min}-${truth.team_size.max})`,
  );
}

if (truth.hours_per_fte != null) {
  const h = typeof truth.hours_per_fte === 'object' ? truth.hours_per_fte : { value: truth.hours_per_fte };
  const accept = h.accept ?? [h.value];
  const used = num(plan.hoursPerFte) || CORPUS_HOURS_PER_FTE;
  check(
    'hours per FTE',
    accept.includes(used),
    `${used}${plan.hoursPerFte == null ? ' (plan states none)' : ''} (document: ${accept.join(' or ')})`,
  );
}

if (truth.periods) {
  const p = truth.periods;
  const want =
    p.total_months ?? (p.base_months ?? 12) + Math.max(0, (p.count ?? 1) - 1) * (p.option_months ?? 12);
  const ext = p.extension_months ?? 0;
  const count = popPeriods.length || (taskPeriodsSeen ? periodOrder.length : 0);
  const monthsOk = Math.abs(planMonths - want) <= 1 || (ext > 0 && Math.abs(planMonths - want - ext) <= 1);
  const countOk = p.count == null || count === p.count || (ext > 0 && count === p.count + 1);
  // Own extension: the months of each base/option period in order, when they differ.
  let eachOk = true;
  if (Array.isArray(p.months) && popPeriods.length) {
    eachOk = p.months.every((m, i) => popPeriods[i] && Math.abs(num(popPeriods[i].months) - m) <= 0.5);
  }
  check(
    'periods',
    planMonths > 0 && monthsOk && countOk && eachOk,
    `plan ${planMonths || '?'} months in ${count || '?'} periods${popPeriods.length ? ` (${popPeriods.map((x) => num(x.months)).join('/')})` : ''}; document ${want} months in ${p.count ?? '?'} periods${Array.isArray(p.months) ? ` (${p.months.join('/')})` : ''}${ext ? ` + ${ext} months extension` : ''}`,
  );
}

if (truth.period_hours) {
  const ph = truth.period_hours;
  const below = ph.tolerance ?? 0.1;
  const above = ph.tolerance_above ?? below;
  const inBand = (got, want) => got >= want * (1 - below) && got <= want * (1 + above);
  const off = ph.hours
    .map((want, i) => ({ want, got: periodTotals[i], name: periodOrder[i] ?? `period ${i + 1}` }))
    .filter(({ want, got }) => got == null || !inBand(got, want))
    .map(({ want, got, name }) => `${name}: ${got == null ? 'missing' : int(got)} vs ${int(want)}`);
  check(
    'hours by period',
    taskPeriodsSeen && off.length === 0,
    taskPeriodsSeen
      ? `${ph.hours.length - off.length}/${ph.hours.length} within -${below * 100}%/+${round(above * 100)}%${off.length ? `; off: ${off.join('; ')}` : ''}`
      : 'plan gives no tasks[].periods',
  );
}

// ---- roles, key personnel, sites, labour categories --------------------------------------------
if (truth.roles?.length) {
  const missing = truth.roles.filter((r) => !tasks.some((t) => matchesAny(r, lcatOf(t))));
  const need = truth.min_roles_matched ?? truth.roles.length;
  check(
    'roles',
    truth.roles.length - missing.length >= need,
    `${truth.roles.length - missing.length}/${truth.roles.length} (need ${need})${missing.length ? `; missing: ${missing.map(label).join(', ')}` : ''}`,
  );
}
if (truth.key_roles?.length) {
  const isKey = (t) => t.keyPersonnel === true || /\(key\)/i.test(lcatOf(t));
  const flagged = truth.key_roles.filter((r) => tasks.some((t) => isKey(t) && matchesAny(r, lcatOf(t))));
  const need = truth.key_roles_min ?? truth.key_roles.length;
  const notFlagged = truth.key_roles.filter((r) => !flagged.includes(r));
  check(
    'key roles',
    flagged.length >= need,
    `${flagged.length}/${truth.key_roles.length} marked key (need ${need})${notFlagged.length ? `; not marked: ${notFlagged.map(label).join(', ')}` : ''}`,
  );
}
if (truth.locations?.length) {
  const missing = truth.locations.filter((l) => !tasks.some((t) => matchesAny(l, t.location)));
  check(
    'locations',
    missing.length === 0,
    missing.length ? `missing: ${missing.map(label).join(', ')}` : `all ${truth.locations.length} present`,
  );
}
if (truth.lcat_count) {
  const distinct = new Set(
    tasks
      .map((t) =>
        fold(lcatOf(t))
          .replace(/[^a-z0-9()&]+/g, ' ')
          .trim(),
      )
      .filter(Boolean),
  ).size;
  check(
    'labor categories',
    within(distinct, truth.lcat_count),
    `${distinct} distinct (document ${truth.lcat_count.value ?? '?'}; expected ${truth.lcat_count.min}-${truth.lcat_count.max})`,
  );
}

// ---- coverage and budget -------------------------------------------------------------------------
if (truth.coverage) {
  const text = (t) =>
    [t.lcat, t.basis, t.mathRationale, t.workArea, t.unit].map((x) => String(x ?? '')).join(' ');
  const shows24x7 = /24\s*[x×/]\s*7|24-7|24 hours a day|around[- ]the[- ]clock|8,?760|168\s*(h\b|hours|hrs)/i;
  const computes24x7 = /8,?760|168\s*(h\b|hours|hrs)|24\s*[x×/]\s*7/i;
  const notes = [];
  let pass = true;
  let floor = 0;
  for (const c of Array.isArray(truth.coverage) ? truth.coverage : [truth.coverage]) {
    const name = c.name ?? `${c.hours_per_week} h/week`;
    if (c.staffed !== false && c.hours_per_week)
      floor += (c.hours_per_week * HOURS_IN_YEAR * (c.posts ?? 1)) / 168;
    if (c.hours_per_week >= 168 && !tasks.some((t) => shows24x7.test(text(t)))) {
      pass = false;
      notes.push(`${name}: no task shows 24x7`);
    }
    if (c.on_call_ok && !tasks.some((t) => shows24x7.test(text(t)) || /on[- ]call/i.test(text(t)))) {
      pass = false;
      notes.push(`${name}: no task shows on-call or 24x7 support`);
    }
    if (c.not_24x7) {
      const bad = tasks.filter((t) => computes24x7.test(String(t.mathRationale ?? ''))).length;
      if (bad) pass = false;
      notes.push(`${name}: ${bad ? `${bad} task(s) computed as 24x7` : 'no 24x7 maths'}`);
    }
  }
  if (floor > 0) {
    if (annualHours < floor) pass = false;
    notes.push(`${int(annualHours)} h a year vs post floor ${int(floor)}`);
  }
  check('coverage', pass, notes.join('; ') || 'nothing to check');
}
if (truth.budget) {
  const b = truth.budget;
  const band = b.implied_rate ?? { min: 60, max: 300 };
  const rate = annualHours > 0 ? b.amount / annualHours : Number.POSITIVE_INFINITY;
  check(
    'budget',
    within(rate, band),
    `$${int(b.amount)} over ${int(annualHours)} h a year implies $${round(rate)}/h (plausible $${band.min}-$${band.max})`,
  );
}

// ---- honesty: confidence, questions, invented roles, granularity, sources --------------------------
if (truth.confidence) {
  const level = plan.confidence?.level;
  check(
    'confidence',
    level === truth.confidence,
    `plan says ${level ?? 'nothing'} (expected ${truth.confidence})`,
  );
}
if (truth.expect_questions?.length) {
  const texts = [
    ...(plan.openQuestions ?? []).map((q) => String(q?.question ?? q ?? '')),
    ...(plan.assumptions ?? []).map((a) => String(a ?? '')),
  ];
  const missing = truth.expect_questions.filter((q) => !texts.some((t) => regex(q).test(t)));
  check(
    'questions raised',
    missing.length === 0,
    missing.length
      ? `none of ${texts.length} questions/assumptions matches: ${missing.join(' ; ')}`
      : `all ${truth.expect_questions.length} raised`,
  );
}
if (truth.forbid_roles?.length) {
  const invented = tasks.filter((t) => truth.forbid_roles.some((r) => regex(r).test(lcatOf(t)))).map(lcatOf);
  check(
    'no invented roles',
    invented.length === 0,
    invented.length ? `forbidden: ${[...new Set(invented)].join(', ')}` : 'none',
  );
}
if (truth.max_tasks != null) {
  check(
    'task count',
    tasks.length > 0 && tasks.length <= truth.max_tasks,
    `${tasks.length} tasks (at most ${truth.max_tasks})`,
  );
}
const unsourced = tasks.filter((t) => !SOURCES.has(t.hoursSource)).length;
check(
  'hours sources',
  tasks.length > 0 && unsourced === 0,
  `${tasks.length - unsourced}/${tasks.length} tasks say stated/derived/assumed`,
);

for (const r of results) console.log(`${r.pass ? 'ok  ' : 'FAIL'} ${r.name}: ${r.detail}`);
const failed = results.filter((r) => !r.pass).length;
console.log(
  `${truth.id} (${truth.half ?? '?'}): ${tasks.length} tasks, ${int(taskHours)} task hours, ${int(annualHours)} a year; ${results.length - failed} passed, ${failed} failed`,
);
process.exit(failed ? 1 : 0);
