import { formatFte, formatHours } from '../format/number';
import type { Citation, Confidence, StatedComparison, Task } from '../schemas/plan';

/**
 * Where a line's hours come from (Task.hoursSource).
 * @example
 * const source: HoursSource = 'derived';
 */
export type HoursSource = NonNullable<Task['hoursSource']>;

/**
 * The words every surface shows for an hours source.
 * @example
 * HOURS_SOURCE_LABELS.stated // 'Stated'
 */
export const HOURS_SOURCE_LABELS: Readonly<Record<HoursSource, string>> = {
  stated: 'Stated',
  derived: 'Derived',
  assumed: 'Assumed',
};

/**
 * What each hours source means, for tooltips and legends.
 * @example
 * HOURS_SOURCE_HINTS.assumed // 'No workload driver in the documents: a judgement, listed in the assumptions.'
 */
export const HOURS_SOURCE_HINTS: Readonly<Record<HoursSource, string>> = {
  stated: 'The government states these hours (staffing table, level of effort, FTE).',
  derived: 'Derived from a workload driver the documents state.',
  assumed: 'No workload driver in the documents: a judgement, listed in the assumptions.',
};

/**
 * The words every surface shows for a confidence level.
 * @example
 * CONFIDENCE_LABELS.low // 'Low confidence'
 */
export const CONFIDENCE_LABELS: Readonly<Record<Confidence['level'], string>> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
};

/**
 * Shown for a line whose citation is null: nothing in the documents drives it.
 * @example
 * NO_CITATION_TEXT // 'No requirement states this line'
 */
export const NO_CITATION_TEXT = 'No requirement states this line';

/**
 * A citation in one line: the quote, then where it was read.
 * @example
 * citationText({ ref: 'C.3.2', quote: 'Staff the desk 24x7.', document: 'pws.pdf' }) // '"Staff the desk 24x7." (C.3.2, pws.pdf)'
 * citationText(null) // 'No requirement states this line'
 * citationText(undefined) // ''
 */
export function citationText(citation: Citation | null | undefined): string {
  if (citation === null) return NO_CITATION_TEXT;
  if (citation === undefined) return '';
  const where = [citation.ref, citation.document].filter((s) => s && s.trim() !== '').join(', ');
  const quote = citation.quote.trim() === '' ? '' : `"${citation.quote.trim()}"`;
  return [quote, where ? `(${where})` : ''].filter(Boolean).join(' ');
}

type Unit = StatedComparison['rows'][number]['unit'];

/**
 * A stated or planned quantity with its unit, formatted for people.
 * @example
 * formatQuantity(2080, 'hours') // '2,080 h'
 * formatQuantity(3, 'people') // '3 people'
 */
export function formatQuantity(value: number, unit: Unit): string {
  if (unit === 'hours') return formatHours(value);
  if (unit === 'fte') return formatFte(value);
  const n = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
  return `${n} ${value === 1 ? 'person' : 'people'}`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * US dollars: whole amounts without cents, rates with cents.
 * @example
 * formatMoney(2400000) // '$2,400,000'
 * formatMoney(115.5) // '$115.50'
 */
export function formatMoney(amount: number): string {
  const n = Number.isFinite(amount) ? amount : 0;
  return Number.isInteger(n) && Math.abs(n) >= 1000 ? wholeMoney.format(n) : money.format(n);
}

/**
 * The budget sentence of a stated comparison.
 * @example
 * budgetText({ amount: 2400000, period: 'Base Year', hourlyRate: 120, rateSource: 'assumed', fteBought: 10.64, plannedFte: 12 })
 * // 'Budget $2,400,000 (Base Year) buys 10.64 FTE at $120.00/h (assumed rate); the plan has 12.00 FTE.'
 */
export function budgetText(budget: NonNullable<StatedComparison['budget']>): string {
  return (
    `Budget ${formatMoney(budget.amount)} (${budget.period}) buys ${formatFte(budget.fteBought)} ` +
    `at ${money.format(budget.hourlyRate)}/h (${budget.rateSource} rate); the plan has ${formatFte(budget.plannedFte)}.`
  );
}
