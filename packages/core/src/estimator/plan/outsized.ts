import { workSites } from '../../solicitation/labour/each-place-tables';
import type { SolicitationModel } from '../../solicitation/model';
import type { Confidence } from '../../schemas/plan';
import { clip, fmt } from '../text';
import { annualPlanHours } from './budget-guard';
import type { PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { readHistoricalStaff } from './workload-rates';

/** FTE from which one derived line is large enough to check against the documents' scale. */
export const OUTSIZED_FTE = 100;
/** People a site is taken to hold at most, when only the number of sites shows the scale. */
const PEOPLE_PER_SITE = 10;

/** Derived lines of hundreds of FTE nothing in the documents backs, and what the plan says of them. */
export interface OutsizedWork {
  lines: PlanLine[];
  assumptions: string[];
  questions: string[];
}

/**
 * A derived line of hundreds of FTE (a count times a time per item) is checked against the
 * scale the documents show: a workforce they state or had historically, or enough sites to hold
 * it (ten people a site). A line nothing backs is said and asked, not dropped: its count may be a
 * measure (megawatt-hours, gallons) or a count of another noun than the one the time is per.
 * @example
 * outsizedWork(model, frame, lines, texts).assumptions[0] // 'Checker: 444,444 h a year is about 236 FTE ...'
 */
export function outsizedWork(
  model: SolicitationModel,
  frame: PlanFrame,
  lines: PlanLine[],
  texts: readonly string[],
): OutsizedWork {
  const out: OutsizedWork = { lines: [], assumptions: [], questions: [] };
  const fteOf = (l: PlanLine) => annualPlanHours([l], frame) / frame.hoursPerFte;
  if (!lines.some((l) => l.source === 'derived' && fteOf(l) >= OUTSIZED_FTE)) return out;
  // The scale the documents show: a stated or historical workforce, the sites that hold the work.
  const stated = model.statedEffort
    .filter((e) => (e.kind === 'people' || e.kind === 'fte') && !e.reference)
    .map((e) => e.value);
  const history = readHistoricalStaff(texts).map((h) => h.fte);
  const people = Math.max(0, ...stated, ...history);
  const sites = workSites(frame.sites).length;
  // Each line on its own: backed when the workforce is at least half of it, or the sites hold it.
  const big = lines.filter(
    (l) =>
      l.source === 'derived' &&
      fteOf(l) >= OUTSIZED_FTE &&
      people < fteOf(l) / 2 &&
      sites * PEOPLE_PER_SITE < fteOf(l),
  );
  if (!big.length) return out;
  out.lines = big;
  for (const l of big) {
    const fte = Math.round(fteOf(l));
    const from = l.citation ? `${l.citation.ref}: "${clip(l.citation.quote, 120)}"` : l.formula;
    out.assumptions.push(
      `${l.lcat}: ${fmt(Math.round(annualPlanHours([l], frame)))} h a year is about ${fmt(fte)} FTE (${clip(l.formula, 120)}, from ${from}); nothing in the documents (a stated or historical workforce${sites ? `, ${fmt(sites)} site${sites === 1 ? '' : 's'}` : ', the number of sites'}) shows work of that size. Check that the count is of the items the time is per, not a measure or a count of another thing, before pricing it.`,
    );
    out.questions.push(
      `The plan derives about ${fmt(fte)} FTE of ${l.unit ? `${l.unit} ` : ''}work from ${from}: is that volume the count of the items the stated time is per, and is work of that size intended?`,
    );
  }
  return out;
}

/** Confidence is low while a derived line of hundreds of FTE rests on nothing that shows the scale. */
export function withOutsized(c: Confidence, outsized: OutsizedWork): Confidence {
  if (!outsized.lines.length || c.level === 'low') return c;
  return {
    level: 'low',
    reason: `${c.reason} But ${outsized.lines.length === 1 ? 'a derived line implies' : 'derived lines imply'} hundreds of FTE that nothing in the documents' scale confirms.`,
  };
}
