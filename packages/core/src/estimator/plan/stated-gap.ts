import type { SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { isCategoryTitle } from './category-title';
import type { EffortHours } from './effort-amount';
import type { PlanFrame } from './frame';
import { annualLine, citationOf, type PlanLine } from './lines';
import { containsTitle } from './stated-staffing';
import { managerRole } from './roles';

/**
 * When the documents state a total (six full-time personnel) above the categories they give
 * amounts for (five technicians), the difference is one line: the category the documents name
 * without an amount (a Laboratory Manager), else the manager, sized by the stated total.
 * @example
 * statedGap(model, frame, lines, effortHours(effort, frame))?.lcat // 'Laboratory Manager'
 */
export function statedGap(
  model: SolicitationModel,
  frame: PlanFrame,
  lines: PlanLine[],
  eh: EffortHours,
): PlanLine | undefined {
  if (eh.effort.kind === 'budget' || isCategoryAmount(model, eh)) return undefined;
  const stated = lines.reduce((s, l) => s + l.hours, 0);
  const base = Math.min(12, frame.periods[0]?.months ?? 12) / 12;
  const total = Math.round(eh.annual * base);
  const gap = total - stated;
  if (gap < 0.5 * frame.hoursPerFte * base) return undefined;
  const named = model.labourCategories.find(
    (c) =>
      isCategoryTitle(c.title) &&
      c.stated.length === 0 &&
      !lines.some((l) => containsTitle(l.lcat, c.title) || containsTitle(c.title, l.lcat)),
  );
  const inQuote = named ? undefined : singleRoleIn(eh.effort.quote, lines);
  const lcat = named?.title ?? inQuote ?? managerRole(frame.domain);
  const a = annualLine(
    frame,
    Math.round(gap / base),
    `${eh.formula} = ${fmt(Math.round(eh.annual))} h a year, less ${fmt(Math.round(stated / base))} h stated by category`,
  );
  return {
    lcat,
    key: Boolean(named?.key),
    workArea: 'Stated staffing',
    source: 'stated',
    periodHours: a.periodHours,
    hours: a.hours,
    formula: a.formula,
    basis: `The stated total (${eh.effort.ref}: "${clip(eh.effort.quote, 140)}") exceeds the categories stated with amounts; the rest goes to ${named || inQuote ? `${lcat}, named in ${eh.effort.ref}` : `a ${lcat} (assumed role)`}.`,
    citation: citationOf(eh.effort),
    requirements: [],
    requirementRefs: [eh.effort.ref],
  };
}

/**
 * A "total" that is one category's own amount, read again by the effort reader ("the effort for
 * the Records Clerk is 3,100 hours in each option period"): no total above the categories.
 */
function isCategoryAmount(model: SolicitationModel, eh: EffortHours): boolean {
  const quote = eh.effort.quote.toLowerCase();
  return model.labourCategories.some(
    (c) => quote.includes(c.title.toLowerCase()) && c.stated.some((a) => a.hours === eh.effort.value),
  );
}

/** "a Laboratory Manager", "one Site Supervisor": a role the stated-total sentence names once. */
const ONE_ROLE = /\b(?:an?|one(?:\s*\(1\))?)\s+((?:[A-Z][A-Za-z/&-]*\s+){0,4}[A-Z][A-Za-z/&-]*)/g;

function singleRoleIn(quote: string, lines: PlanLine[]): string | undefined {
  for (const m of quote.matchAll(ONE_ROLE)) {
    const title = (m[1] ?? '').trim();
    if (
      isCategoryTitle(title) &&
      !lines.some((l) => containsTitle(l.lcat, title) || containsTitle(title, l.lcat))
    )
      return title;
  }
  return undefined;
}

/**
 * Categories stated for one period only (every period equal) follow the period totals a stated
 * level of effort gives (12,960 / 12,480 / 10,080 h): each period scaled by its total over the
 * base total, when the categories add up to the base total.
 * @example
 * followPeriodTotals(lines, eh)[0]?.periodHours // [960, 924, 747]
 */
export function followPeriodTotals(lines: PlanLine[], eh: EffortHours): PlanLine[] {
  if (eh.effort.kind === 'budget' || !eh.effort.perPeriod?.length) return lines;
  const totals = eh.periodTotals;
  const base = totals[0] ?? 0;
  const sum = lines.reduce((s, l) => s + (l.periodHours[0] ?? 0), 0);
  if (!(base > 0) || Math.abs(sum - base) > 0.02 * base) return lines;
  if (totals.every((t) => t === base)) return lines;
  // Lines stated period by period that already foot to every period's total stay as stated.
  const foots = totals.every((t, i) => {
    const s = lines.reduce((acc, l) => acc + (l.periodHours[i] ?? 0), 0);
    return Math.abs(s - t) <= 0.02 * Math.max(t, 1);
  });
  if (foots) return lines;
  return lines.map((l) => {
    const first = l.periodHours[0] ?? 0;
    if (!l.periodHours.every((h) => Math.abs(h - first) <= 1)) return l;
    return {
      ...l,
      periodHours: totals.map((t) => Math.round((first * t) / base)),
      basis: `${l.basis} Later periods follow the stated period totals (${eh.effort.ref}).`,
    };
  });
}
