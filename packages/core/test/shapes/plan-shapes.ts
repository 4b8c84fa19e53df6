/**
 * Test support: the table generator end to end. Each generated table is set in a small but
 * whole solicitation (a scope, a work statement, the period of performance stated one of
 * several ways, an hours-per-FTE convention stated or not) and run through `estimatePlan`.
 * The plan is scored against the truth: every stated category a task line with its verbatim
 * title and key flag, hours per category and period, total hours per period, annual FTE at the
 * stated convention, no phantom lines, and high confidence when every period is stated.
 */
import { DEFAULT_HOURS_PER_FTE } from '../../src/contract/limits';
import type { GeneratedPlan } from '../../src/schemas/plan';
import { alignedText, ocrText, pipeText, type Random, seeded, type Truth } from './shape-gen';
import type { Case } from './shape-grid';

/** What the plan should hold: categories with hours per plan period, the periods and the convention. */
export interface PlanTruth {
  categories: { title: string; key: boolean; hours: number[] }[];
  /** Months of each period of the plan, in order. */
  months: number[];
  hoursPerFte: number;
  /** Whether the table states every period's amounts (then the plan's confidence is high). */
  everyPeriodStated: boolean;
}

export interface PlanCase {
  id: string;
  base: Case;
  truth: PlanTruth;
  popStyle: number;
  conventionStated: boolean;
  text: string;
}

const WORDS = ['one', 'two', 'three', 'four', 'five'];
const ORDINAL_WORDS = ['zero', 'one (1)', 'two (2)', 'three (3)', 'four (4)', 'five (5)'];

/** Ways a solicitation states base + options (+ a six-month extension); `options` may be 0. */
const POP_STYLES: readonly ((options: number, extension: boolean) => string)[] = [
  (o, x) =>
    `The period of performance is one (1) base year${o ? ` and ${ORDINAL_WORDS[o]} option year${o > 1 ? 's' : ''}` : ''}.${x ? ' The Government may extend services up to six (6) months under FAR 52.217-8.' : ''}`,
  (o, x) =>
    `Period of Performance: a twelve (12) month base period${o ? ` followed by ${WORDS[o - 1]} twelve (12) month option period${o > 1 ? 's' : ''}` : ''}${x ? ', plus a six-month extension of services' : ''}.`,
  (o, x) =>
    `The contract will have a base period of 12 months${o ? ` and ${o} option period${o > 1 ? 's' : ''} of 12 months each` : ''}${x ? ' and an optional 6-month extension' : ''}.`,
  (o, x) =>
    `The period of performance is October 1, 2026 through September 30, 2027${o ? `, with ${WORDS[o - 1]} one-year option period${o > 1 ? 's' : ''}` : ''}${x ? ' and a six (6) month extension option' : ''}.`,
];
export const POP_STYLE_COUNT = POP_STYLES.length;

const CONVENTIONS: readonly ((hpf: number) => string)[] = [
  (h) => `One full-time equivalent (FTE) equals ${h.toLocaleString('en-US')} hours per year.`,
  (h) => `For estimating purposes, one FTE is ${h.toLocaleString('en-US')} productive hours a year.`,
  (h) => `The Government assumes ${h.toLocaleString('en-US')} labor hours per FTE per year.`,
];

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Whether the shape's table states one amount per category for each of the truth's periods. */
function statesPeriods(c: Case): boolean {
  const o = c.shape.orientation;
  if (['places-down-cats-across', 'cats-down-places-across', 'cats-down-places-shifts'].includes(o))
    return false;
  return c.truth.periods.length > 1;
}

/** The plan truth: each category's hours by plan period at the convention. */
function planTruth(c: Case, options: number, extension: boolean, hoursPerFte: number): PlanTruth {
  const t: Truth = c.truth;
  const byPeriod = statesPeriods(c);
  const months = [12, ...Array(options).fill(12), ...(extension ? [6] : [])];
  const toHours = (v: number, m: number) =>
    t.measure === 'hours' ? v : Math.round((v * hoursPerFte * m) / 12);
  // A Key column is drawn only beside category rows; a turned table marks keys by suffix only.
  const keyShown =
    c.shape.keyStyle === 'suffix' ||
    [
      'cats-down-periods-across',
      'cats-down-places-across',
      'cats-down-places-shifts',
      'period-blocks',
    ].includes(c.shape.orientation);
  const categories = t.categories.map((cat, ci) => {
    const cells = t.values[ci] ?? [];
    const at = (p: number) => sum(cells.flatMap((byShift) => byShift.map((b) => b[p] ?? 0)));
    const hours = months.map((m, i) => {
      if (byPeriod) return toHours(at(i), m);
      // One yearly amount: each period at its months' share.
      const yearly = t.measure === 'hours' ? at(0) : at(0) * hoursPerFte;
      return Math.round((yearly * m) / 12);
    });
    return { title: cat.title, key: cat.key && keyShown, hours };
  });
  return { categories, months, hoursPerFte, everyPeriodStated: byPeriod };
}

function tableText(c: Case, random: Random): string {
  const grid = c.rendered.grid;
  return c.carrier === 'pipe'
    ? pipeText(grid)
    : c.carrier === 'aligned'
      ? alignedText(grid)
      : ocrText(grid, random);
}

/** A whole small solicitation around the case's table. */
function wholeDocument(c: Case, table: string, pop: string, convention: string | null, early: boolean) {
  return [
    'SECTION C - PERFORMANCE WORK STATEMENT',
    '',
    'C.1 SCOPE',
    '',
    'The contractor shall provide all personnel, supervision, equipment and management necessary to perform the support services described in this performance work statement.',
    ...(early ? ['', pop] : []),
    '',
    'C.2 TASKS',
    '',
    'C.2.1 The contractor shall perform the day-to-day services at the Government facility during normal business hours, Monday through Friday.',
    'C.2.2 The contractor shall submit a monthly status report by the tenth of each month.',
    '',
    'C.3 LEVEL OF EFFORT',
    '',
    ...(convention ? [convention, ''] : []),
    c.rendered.lead,
    '',
    c.rendered.caption,
    '',
    table,
    '',
    'The contractor shall staff each position with qualified personnel.',
    '',
    ...(early ? [] : ['F.2 PERIOD OF PERFORMANCE', '', pop, '']),
  ].join('\n');
}

/**
 * Each text-carried case of the grid set in a whole solicitation (its own seeded source, so the
 * reader-level grid stays as it was).
 */
export function planCases(cases: Case[], seed: number): PlanCase[] {
  const random = seeded(seed ^ 0x5eed);
  return cases
    .filter((c) => ['pipe', 'aligned', 'ocr'].includes(c.carrier))
    .map((c) => {
      const extension = c.truth.periods.includes('6-Month Extension');
      const tablePeriods = c.truth.periods.filter((p) => p !== '6-Month Extension').length;
      const options = statesPeriods(c) ? tablePeriods - 1 : random.int(0, 4);
      const popStyle = random.int(0, POP_STYLES.length - 1);
      const pop = (POP_STYLES[popStyle] as (typeof POP_STYLES)[number])(options, extension);
      const conventionStated = random.chance(0.6);
      const hpf = conventionStated ? random.pick([1880, 1920, 2080, 1860]) : DEFAULT_HOURS_PER_FTE;
      const convention = conventionStated ? random.pick(CONVENTIONS)(hpf) : null;
      const text = wholeDocument(c, tableText(c, random), pop, convention, random.chance(0.5));
      return {
        id: c.id,
        base: c,
        truth: planTruth(c, options, extension, hpf),
        popStyle,
        conventionStated,
        text,
      };
    });
}

export interface PlanScore {
  categories: number;
  titlesKept: number;
  keysRight: number;
  cells: number;
  cellsRight: number;
  periodTotals: number;
  periodTotalsRight: number;
  fteRight: number;
  periodsRight: boolean;
  phantoms: string[];
  confidenceRight: boolean;
  exact: boolean;
}

const close = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, 0.002 * Math.abs(b));
const bareTitle = (s: string) => s.replace(/\s*\(key(?: personnel)?\)\s*$/i, '').trim();

/** Scores a plan against the plan truth. */
export function scorePlan(truth: PlanTruth, plan: GeneratedPlan): PlanScore {
  const linesOf = (title: string) => plan.tasks.filter((t) => bareTitle(t.lcat) === title);
  const known = new Set(truth.categories.map((c) => c.title));
  const phantoms = plan.tasks.filter((t) => !known.has(bareTitle(t.lcat))).map((t) => t.lcat);
  const periods = plan.periodOfPerformance?.periods ?? [];
  const periodsRight =
    periods.length === truth.months.length && periods.every((p, i) => p.months === truth.months[i]);
  const hoursIn = (tasks: GeneratedPlan['tasks'], i: number) =>
    sum(tasks.map((t) => (periodsRight ? (t.periods?.[i]?.hours ?? 0) : Number.NaN)));
  let titlesKept = 0;
  let keysRight = 0;
  let cellsRight = 0;
  let fteRight = 0;
  for (const cat of truth.categories) {
    const lines = linesOf(cat.title);
    if (lines.length) titlesKept++;
    const key = lines.some((t) => t.keyPersonnel || /\(key/i.test(t.lcat));
    if (lines.length && key === cat.key) keysRight++;
    cat.hours.forEach((h, i) => {
      if (lines.length && close(hoursIn(lines, i), h)) cellsRight++;
    });
    // Annual FTE of the base period at the convention.
    const want = ((cat.hours[0] ?? 0) * 12) / (truth.months[0] ?? 12) / truth.hoursPerFte;
    const got = (hoursIn(lines, 0) * 12) / (truth.months[0] ?? 12) / plan.hoursPerFte;
    if (lines.length && Math.abs(want - got) < 0.01) fteRight++;
  }
  let periodTotalsRight = 0;
  truth.months.forEach((_, i) => {
    if (close(hoursIn(plan.tasks, i), sum(truth.categories.map((c) => c.hours[i] ?? 0)))) periodTotalsRight++;
  });
  const confidenceRight = !truth.everyPeriodStated || plan.confidence?.level === 'high';
  const n = truth.categories.length;
  const cells = n * truth.months.length;
  const score: PlanScore = {
    categories: n,
    titlesKept,
    keysRight,
    cells,
    cellsRight,
    periodTotals: truth.months.length,
    periodTotalsRight,
    fteRight,
    periodsRight,
    phantoms,
    confidenceRight,
    exact: false,
  };
  score.exact =
    titlesKept === n &&
    keysRight === n &&
    cellsRight === cells &&
    periodTotalsRight === truth.months.length &&
    fteRight === n &&
    periodsRight &&
    phantoms.length === 0 &&
    confidenceRight;
  return score;
}

export interface PlanResult {
  case: PlanCase;
  score: PlanScore;
}

export interface PlanTally {
  cases: number;
  exact: number;
  categories: number;
  titlesKept: number;
  keysRight: number;
  cells: number;
  cellsRight: number;
  periodTotals: number;
  periodTotalsRight: number;
  fteRight: number;
  periodsRight: number;
  phantomCases: number;
  confidenceRight: number;
}

export function planTally(results: PlanResult[]): PlanTally {
  const t: PlanTally = {
    cases: 0,
    exact: 0,
    categories: 0,
    titlesKept: 0,
    keysRight: 0,
    cells: 0,
    cellsRight: 0,
    periodTotals: 0,
    periodTotalsRight: 0,
    fteRight: 0,
    periodsRight: 0,
    phantomCases: 0,
    confidenceRight: 0,
  };
  for (const { score: s } of results) {
    t.cases++;
    if (s.exact) t.exact++;
    t.categories += s.categories;
    t.titlesKept += s.titlesKept;
    t.keysRight += s.keysRight;
    t.cells += s.cells;
    t.cellsRight += s.cellsRight;
    t.periodTotals += s.periodTotals;
    t.periodTotalsRight += s.periodTotalsRight;
    t.fteRight += s.fteRight;
    if (s.periodsRight) t.periodsRight++;
    if (s.phantoms.length) t.phantomCases++;
    if (s.confidenceRight) t.confidenceRight++;
  }
  return t;
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

function planAxis(results: PlanResult[], name: string, axis: (c: PlanCase) => string): string {
  const groups = new Map<string, PlanResult[]>();
  for (const r of results) groups.set(axis(r.case), [...(groups.get(axis(r.case)) ?? []), r]);
  const lines = [
    `| ${name} | cases | exact | titles | cells | period totals | FTE | periods | phantom cases |`,
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [k, rs] of [...groups.entries()].sort()) {
    const t = planTally(rs);
    lines.push(
      `| ${k} | ${t.cases} | ${pct(t.exact, t.cases)} | ${pct(t.titlesKept, t.categories)} | ${pct(t.cellsRight, t.cells)} | ${pct(t.periodTotalsRight, t.periodTotals)} | ${pct(t.fteRight, t.categories)} | ${pct(t.periodsRight, t.cases)} | ${t.phantomCases} |`,
    );
  }
  return lines.join('\n');
}

/** The plan-level report: overall, then by orientation, carrier, period statement and convention. */
export function planReport(results: PlanResult[]): string {
  const t = planTally(results);
  return [
    `plan: ${t.cases} cases, exact ${pct(t.exact, t.cases)}, titles kept ${pct(t.titlesKept, t.categories)}, keys ${pct(t.keysRight, t.categories)}, cells ${pct(t.cellsRight, t.cells)}, period totals ${pct(t.periodTotalsRight, t.periodTotals)}, FTE ${pct(t.fteRight, t.categories)}, periods ${pct(t.periodsRight, t.cases)}, confidence ${pct(t.confidenceRight, t.cases)}, cases with phantom lines ${t.phantomCases}`,
    '',
    planAxis(results, 'orientation', (c) => c.base.shape.orientation),
    '',
    planAxis(results, 'carrier', (c) => c.base.carrier),
    '',
    planAxis(results, 'measure', (c) => c.base.truth.measure),
    '',
    planAxis(results, 'period of performance style', (c) => String(c.popStyle)),
    '',
    planAxis(results, 'period labels', (c) =>
      c.base.truth.periods.length > 1 ? (c.base.truth.periods[1] ?? '') : 'one period',
    ),
    '',
    planAxis(results, 'convention', (c) =>
      c.conventionStated ? `stated ${c.truth.hoursPerFte}` : 'default',
    ),
  ].join('\n');
}
