import type { SolicitationModel, StatedEffort } from '../../solicitation/model';
import { fmt } from '../text';
import { effortHours } from './effort-amount';
import { baseMonths, type PlanFrame } from './frame';
import type { PlanLine } from './lines';
import type { SizingRule } from './review';

/** What the budget guard did: the lines (scaled or as they were) and what it says about them. */
export interface BudgetGuard {
  lines: PlanLine[];
  assumptions: string[];
  questions: string[];
  /** The implied blended rate of the plan against the budget, when a budget is stated. */
  impliedRate?: number;
}

/**
 * The blended rates a fully burdened labour hour can plausibly cost in a domain, around the
 * rate assumed for it: no lower than $30 and no higher than $300 an hour.
 * @example
 * plausibleRates(60) // { low: 36, high: 150 }
 */
export function plausibleRates(domainRate: number): { low: number; high: number } {
  return {
    low: Math.max(30, Math.round(domainRate * 0.6)),
    high: Math.min(300, Math.round(domainRate * 2.5)),
  };
}

/** Hours a year of the plan: the first period's hours brought to twelve months. */
export function annualPlanHours(lines: PlanLine[], frame: PlanFrame): number {
  const first = lines.reduce((s, l) => s + (l.periodHours[0] ?? 0), 0);
  const months = baseMonths(frame) || 12;
  return (first * 12) / months;
}

const scaleLine = (l: PlanLine, f: number, why: string): PlanLine => ({
  ...l,
  hours: Math.round(l.hours * f),
  periodHours: l.periodHours.map((h) => Math.round(h * f)),
  formula: `${l.formula} x ${fmt(Math.round(f * 1000) / 1000)} (${why})`,
  source: l.source === 'stated' ? 'stated' : 'derived',
});

/**
 * A magnitude check against a stated budget: the budget over the plan's hours a year must give a
 * plausible blended rate for the domain. Hours the plan derived or assumed are scaled to the
 * hours the budget buys at the domain's rate when they are far off (and the plan says so);
 * hours the government states are kept and the mismatch becomes a question.
 * @example
 * // $31M a year over a 4.4M-hour plan implies $7/h: scaled to $31M / $60 = 516,667 h
 */
export function guardBudget(
  frame: PlanFrame,
  lines: PlanLine[],
  rule: SizingRule,
  budget: StatedEffort | undefined,
): BudgetGuard {
  const out: BudgetGuard = { lines, assumptions: [], questions: [] };
  if (!budget || lines.length === 0) return out;
  const eh = effortHours(budget, frame);
  if (!eh.rate || eh.annual <= 0) return out;
  const planned = annualPlanHours(lines, frame);
  if (planned <= 0) return out;
  const dollars = eh.annual * eh.rate.hourly;
  const implied = dollars / planned;
  out.impliedRate = Math.round(implied * 100) / 100;
  const { low, high } = plausibleRates(eh.rate.hourly);
  if (implied >= low && implied <= high) return out;
  const said = `The stated budget (${budget.ref}: about $${fmt(Math.round(dollars))} a year for labour) over the plan's ${fmt(Math.round(planned))} h a year implies $${fmt(Math.round(implied * 100) / 100)}/h, outside the plausible $${low}-$${high}/h for ${frame.domain} work`;
  // Hours the documents state line by line (ordered quantities at stated hours each) are theirs too.
  const stated = lines.filter((l) => l.source === 'stated').reduce((s, l) => s + l.hours, 0);
  const total = lines.reduce((s, l) => s + l.hours, 0);
  if (rule === 'stated-staffing' || rule === 'stated-effort' || stated >= 0.5 * total) {
    out.questions.push(
      `${said}. Does the budget cover this work alone, and does it include materials or other direct costs?`,
    );
    return out;
  }
  const f = eh.annual / planned;
  out.lines = lines.map((l) => scaleLine(l, f, 'scaled to the stated budget'));
  out.assumptions.push(
    `${said}; the ${rule === 'derived' ? 'derived' : 'assumed'} hours are scaled by ${fmt(Math.round(f * 1000) / 1000)} to the ${fmt(eh.annual)} h a year the budget buys at $${eh.rate.hourly}/h.`,
  );
  out.questions.push(`${said}. Which workload or staffing does the budget assume?`);
  return out;
}

const VOLUME_DOMAINS: readonly string[] = [
  'facilities',
  'logistics',
  'security',
  'call-center',
  'transcription',
  'medical',
];
// Counts of time or of the contract's own parts, not workload.
const NOT_WORKLOAD =
  /^(?:period|year|month|week|day|workday|hour|minute|mile|page|volume|contract|copy|give|option|percent|reference|employee|personnel|person|staff)$/;

/**
 * When the hours follow a budget or an assumption while the documents give workload (service
 * orders, square feet, acres, calls) or a historical workload attachment, a question that asks
 * for the workload and the incumbent staffing to build the hours from.
 * @example
 * workloadQuestion(model, 'budget')[0] // 'The plan is sized from the stated budget ... (14,600 orders a year, 612,000 square feet, ...)'
 */
export function workloadQuestion(model: SolicitationModel, rule: SizingRule): string[] {
  // Studies and IT work have no workload to ask for; services priced by volume do.
  if ((rule !== 'budget' && rule !== 'assumed') || !VOLUME_DOMAINS.includes(model.domain.domain)) return [];
  const work = new Set(model.requirements.map((r) => r.ref));
  const drivers = model.quantities.filter(
    (q) =>
      q.value >= 10 &&
      !NOT_WORKLOAD.test(q.noun) &&
      (work.has(q.ref) || /attachment|annex|exhibit/i.test(q.ref)),
  );
  const historical = model.sections.find((s) => /\b(?:historical|workload|work ?load)\b/i.test(s.title));
  if (drivers.length < 2 && !historical) return [];
  const listed = drivers
    .slice(0, 5)
    .map(
      (q) =>
        `${fmt(q.value)} ${q.unit && q.unit !== q.noun ? q.unit : `${q.noun}${q.value === 1 ? '' : 's'}`}${q.per ? ` a ${q.per}` : ''}`,
    );
  const basis = rule === 'budget' ? 'the stated budget at an assumed blended rate' : 'an assumed team';
  return [
    `The plan is sized from ${basis}, not from the workload${historical ? ` (see ${historical.ref} "${historical.title}")` : ''}${listed.length ? `: ${listed.join(', ')}` : ''}. Can the Government confirm the historical workload (counts and hours by kind of work, areas, volumes) and the incumbent staffing, so the hours can be built from the workload?`,
  ];
}
