import { formatFte, formatHours } from '../format/number';
import { type PlanViewInput, planView, type TaskView } from '../plan/view';
import { HOURS_SOURCE_HINTS, NO_CITATION_TEXT } from '../plan/view-labels';
import { Dec, usd } from '../pricing/money';
import type { PricedPlan } from '../pricing/types';

/**
 * One line's basis of estimate: a heading and labelled fields, in the order a pricer reads.
 * @example
 * const s: BoeSection = { heading: '1.1 Program Manager (key personnel)', fields: [['Hours', '1,880 h']] };
 */
export interface BoeSection {
  heading: string;
  fields: [label: string, value: string][];
}

/**
 * The whole document: a summary, a section per plan line, the plan's assumptions and open
 * questions.
 * @example
 * basisOfEstimate(plan).sections.length === plan.tasks.length // true
 */
export interface BasisOfEstimate {
  title: string;
  summary: [label: string, value: string][];
  sections: BoeSection[];
  assumptions: string[];
  openQuestions: string[];
}

/** The plan fields the basis of estimate reads. */
export type BoeInput = PlanViewInput;

/**
 * How sure a line's hours are, from where they come: stated by the government, derived from a
 * stated driver, or assumed.
 * @example
 * LINE_CONFIDENCE.derived // 'Medium: derived from a workload driver the documents state.'
 */
export const LINE_CONFIDENCE = {
  stated: `High: ${HOURS_SOURCE_HINTS.stated.replace(/^The/, 'the')}`,
  derived: `Medium: ${HOURS_SOURCE_HINTS.derived.toLowerCase()}`,
  assumed: `Low: ${HOURS_SOURCE_HINTS.assumed.replace(/^No/, 'no')}`,
} as const;

const NOT_STATED = 'Not stated';

function plural(unit: string, n: number): string {
  return n === 1 || unit.endsWith('s') ? unit : `${unit}s`;
}

/**
 * The workload driver of a calculation written as 'QUANTITY UNIT x RATE h' ('12,000 tickets x
 * 0.5 h = 6,000 h'), or null when it is not written that way.
 * @example
 * driverOf('12,000 tickets x 0.5 h = 6,000 h') // { quantity: '12,000', unit: 'tickets', rate: '0.5' }
 */
export function driverOf(math: string): { quantity: string; unit: string; rate: string } | null {
  const m = /^\s*([\d,]+(?:\.\d+)?)\s+([a-z][a-z -]*?)\s*[x×*]\s*([\d,]+(?:\.\d+)?)\s*(?:h\b|hours?\b)/i.exec(
    math,
  );
  if (!m || /^(?:fte|h|hours?)$/i.test(m[2]?.trim() ?? '')) return null;
  return { quantity: m[1] ?? '', unit: (m[2] ?? '').trim(), rate: m[3] ?? '' };
}

function singular(unit: string): string {
  return unit.endsWith('ies') ? `${unit.slice(0, -3)}y` : unit.endsWith('s') ? unit.slice(0, -1) : unit;
}

function number(n: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
}

function lineAssumptions(row: TaskView, assumptions: readonly string[]): string {
  const lcat = row.task.lcat.toLowerCase();
  const own = assumptions.filter((a) => lcat !== '' && a.toLowerCase().includes(lcat));
  const basis = row.task.basis.trim();
  const parts = [...(basis ? [basis] : []), ...own];
  if (row.source === 'assumed' && parts.length === 0) parts.push(HOURS_SOURCE_HINTS.assumed);
  return parts.length > 0 ? parts.join(' ') : 'None beyond the plan’s general assumptions.';
}

function section(
  row: TaskView,
  view: ReturnType<typeof planView>,
  priced: PricedPlan | undefined,
  i: number,
): BoeSection {
  const t = row.task;
  const element = [
    t.workArea,
    t.requirementRefs?.length ? `requirements ${t.requirementRefs.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const read = t.quantity === undefined || t.rate === undefined ? driverOf(t.mathRationale) : null;
  const driver =
    t.quantity !== undefined
      ? `${number(t.quantity)} ${plural(t.unit ?? 'unit', t.quantity)}`
      : read
        ? `${read.quantity} ${read.unit} (read from the calculation)`
        : NOT_STATED;
  const productivity =
    t.rate !== undefined
      ? `${number(t.rate)} h per ${t.unit ?? 'unit'}`
      : read
        ? `${read.rate} h per ${singular(read.unit)} (read from the calculation)`
        : NOT_STATED;
  const byPeriod = view.periods.map((p, k) => `${p.name} ${formatHours(row.periodHours[k] ?? 0)}`).join('; ');
  const fields: [string, string][] = [
    ['Work element', element || t.lcat],
    ['Labour category', t.lcat],
    ['Location', row.location],
    ['Driver and quantity', driver],
    ['Productivity', productivity],
    [
      'Hours',
      `${formatHours(t.hours)} (${formatFte(t.hours / view.hoursPerFte)})${byPeriod ? `; ${byPeriod}` : ''}`,
    ],
    ['Calculation', t.mathRationale.trim() || NOT_STATED],
    ['Source quote', row.citation || NO_CITATION_TEXT],
    ['Assumptions', lineAssumptions(row, view.assumptions)],
    [
      'Confidence',
      row.source
        ? LINE_CONFIDENCE[row.source]
        : 'Not given: the plan does not say where these hours come from.',
    ],
  ];
  for (const requirement of t.requirements ?? []) fields.push(['Requirement', requirement]);
  const line = priced?.lines[i];
  if (line) fields.push(['Price', line.priced ? `${line.math}` : `No rate for ${t.lcat}`]);
  const key = t.keyPersonnel && !/\bkey\b/i.test(t.lcat) ? ' (key personnel)' : '';
  return { heading: `${t.taskId} ${t.lcat}${key}`, fields };
}

/**
 * The basis of estimate of a plan: one section per line with its work element, driver and
 * quantity, productivity, hours, source quote, assumptions and confidence (and its price when
 * a priced plan is given), computed from planView like every other surface.
 * @example
 * basisOfEstimate(plan, { planName: 'Help desk' }).sections[0]?.fields[7] // ['Source quote', '"..." (C.3.1, pws.pdf)']
 */
export function basisOfEstimate(
  plan: BoeInput,
  options: { planName?: string; priced?: PricedPlan } = {},
): BasisOfEstimate {
  const view = planView(plan);
  const summary: [string, string][] = [
    ['Lines', String(view.rows.length)],
    [
      'Total hours',
      `${formatHours(view.totals.totalHours)} (${formatFte(view.totals.totalFte)} at ${number(view.hoursPerFte)} h per FTE)`,
    ],
  ];
  if (view.periods.length > 0) {
    summary.push(['Periods', view.periods.map((p) => `${p.name} ${formatHours(p.hours)}`).join('; ')]);
  }
  if (view.sourceSummary) summary.push(['Where the hours come from', view.sourceSummary]);
  if (view.confidence)
    summary.push(['Plan confidence', `${view.confidence.label}: ${view.confidence.reason}`]);
  if (options.priced) summary.push(['Total price', usd(new Dec(options.priced.total.price))]);
  return {
    title: `Basis of estimate${options.planName ? `: ${options.planName}` : ''}`,
    summary,
    sections: view.rows.map((row, i) => section(row, view, options.priced, i)),
    assumptions: view.assumptions,
    openQuestions: view.openQuestions.map((q) => q.question),
  };
}
