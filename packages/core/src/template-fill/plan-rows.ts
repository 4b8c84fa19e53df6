import { type PeriodBreakdown, periodBreakdown } from '../plan/period-hours';
import { type PlanViewInput, planView } from '../plan/view';
import { Dec } from '../pricing/money';
import { lcatKey } from '../pricing/rate-card';
import type { PriceablePlan } from '../pricing/price-plan';
import type { PricedPlan } from '../pricing/types';

/**
 * The plan a template is filled from: what planView and pricePlan read.
 * @example
 * const plan: TemplatePlan = { tasks: [{ taskId: '1', lcat: 'PM', hours: 1880, mathRationale: '', basis: '' }] };
 */
export type TemplatePlan = PlanViewInput & Omit<PriceablePlan, 'tasks'>;

/**
 * One labour category's hours, burdened rate and cost in one period, summed over its lines.
 * @example
 * const g: LcatPeriod = { lcat: 'Program Manager', hours: new Dec(1880), rate: '152.34', cost: new Dec('286399.20') };
 */
export interface LcatPeriod {
  lcat: string;
  hours: Dec;
  rate: string | null;
  cost: Dec;
  /** Plan categories of different rates share this row (mapped to one template name). */
  mixedRates?: boolean;
}

/**
 * The plan's hours by period (periodBreakdown, as every surface counts them) and its rows.
 * @example
 * planRows(plan).names // ['Base Year', 'Option Year 1']
 */
export function planRows(plan: TemplatePlan): PeriodBreakdown & { view: ReturnType<typeof planView> } {
  return { ...periodBreakdown(plan), view: planView(plan) };
}

/**
 * The plan's labour categories in one period (by lcatKey of `nameOf(lcat)`, the template's name
 * for it, in the plan's order), with hours and, when priced, the burdened rate and the cost of
 * its lines.
 * @example
 * lcatPeriods(plan, breakdown, priced, 0).get('program manager')?.hours.toNumber() // 1880
 */
export function lcatPeriods(
  plan: TemplatePlan,
  breakdown: PeriodBreakdown,
  priced: PricedPlan | null,
  period: number,
  nameOf: (lcat: string) => string = (lcat) => lcat,
): Map<string, LcatPeriod> {
  const out = new Map<string, LcatPeriod>();
  plan.tasks.forEach((task, i) => {
    const name = nameOf(task.lcat);
    const key = lcatKey(name);
    const group = out.get(key) ?? { lcat: name, hours: new Dec(0), rate: null, cost: new Dec(0) };
    const cell = priced?.lines[i]?.periods[period];
    group.hours = group.hours.plus(cell ? cell.hours : (breakdown.perTask[i]?.[period] ?? 0));
    if (cell) {
      group.cost = group.cost.plus(cell.cost);
      if (group.rate !== null && cell.rate !== null && cell.rate !== group.rate && cell.hours > 0)
        group.mixedRates = true;
      group.rate = group.rate ?? cell.rate;
    }
    out.set(key, group);
  });
  return out;
}

/**
 * Words of a labour category name for matching a template's own naming: lower case, no
 * punctuation, without a leading 'Key' or 'Contingent'.
 * @example
 * nameWords('Key – Project Manager - Senior') // 'project manager senior'
 */
export function nameWords(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^(?:key|contingent)\s+/, '');
}

/**
 * The plan category a template row names: the same words, else the one whose words all
 * appear in the row's name (or the other way round); null when none or several do.
 * @example
 * matchLcat('Database Developer - Senior', ['Database Developer Senior']) // 'Database Developer Senior'
 */
export function matchLcat(templateName: string, planNames: readonly string[]): string | null {
  const want = nameWords(templateName);
  const exact = planNames.find((n) => nameWords(n) === want);
  if (exact !== undefined) return exact;
  const words = new Set(want.split(' '));
  const within = planNames.filter((n) => {
    const own = nameWords(n).split(' ');
    return own.every((w) => words.has(w)) || [...words].every((w) => own.includes(w));
  });
  return within.length === 1 ? (within[0] ?? null) : null;
}
