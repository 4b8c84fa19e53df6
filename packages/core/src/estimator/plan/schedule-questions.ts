import type { SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import type { PlanLine } from './lines';
import { quote, sentences } from './open-terms';
import type { SizingRule } from './review';

/**
 * A window kept every day of the week (not round the clock, not on call) while the plan staffs
 * stated positions: each full-time position works about five days a week, so the pricer must
 * know how weekends and holidays are covered ("Care hours are 6:00 a.m. to 4:30 p.m. daily").
 */
function sevenDayQuestion(model: SolicitationModel, lines: PlanLine[], rule: SizingRule): string[] {
  if (rule !== 'stated-staffing' || !lines.some((l) => l.source === 'stated' && l.unit !== 'post')) return [];
  const window = model.coverage.find(
    (c) => c.daysPerWeek >= 7 && !c.is24x7 && !c.onCall && !c.negated && c.hoursPerDay > 0,
  );
  if (!window) return [];
  return [
    `The work is kept every day of the week, weekends and holidays included (${window.ref}: "${clip(window.quote, 120)}", ${fmt(window.hoursPerWeek)} h a week): the stated positions work about five days a week each, so weekend and holiday shifts must be staggered across them. Is relief staffing expected beyond the stated positions, and is holiday and weekend work to be priced at an overtime premium?`,
  ];
}

/** The places a site list names, one per city (a site without a city counts by its name). */
function placesOf(model: SolicitationModel): string[] {
  const seen = new Map<string, string>();
  for (const s of model.sites) {
    if (s.setting === 'remote' || s.setting === 'contractor') continue;
    const key = s.city ? `${s.city}|${s.state ?? ''}`.toLowerCase() : '';
    if (key && !seen.has(key)) seen.set(key, [s.city, s.state].filter(Boolean).join(', '));
  }
  return [...seen.values()];
}

/**
 * Work spread over sites in several cities, or distances the documents state between them,
 * sized without stated staffing: the plan's hours are on site, and a pricer must decide whether
 * staff are based near each site or travel ("Road distances from Omaha: Lincoln 58 miles").
 */
function travelQuestion(model: SolicitationModel, rule: SizingRule): string[] {
  if (rule === 'stated-staffing' || rule === 'stated-effort') return [];
  const places = placesOf(model);
  const miles = model.quantities.filter((q) => /^mile/.test(q.noun) && q.value >= 10);
  if (places.length < 2 && miles.length === 0) return [];
  const where = places.length >= 2 ? ` in ${places.length} cities (${clip(places.join('; '), 160)})` : '';
  const distance = miles[0] ? ` (${miles[0].ref}: "${clip(miles[0].quote, 100)}")` : '';
  return [
    `The work is spread over sites${where}${distance}: will staff be based locally near each site, or travel between them? The plan's hours are time on site; drive time and mileage between sites (or local technicians or subcontractors) are to be priced on top.`,
  ];
}

// Travel to the work that the documents put at the offeror's cost: "at the Contractor's expense",
// "will not be reimbursed" (travel merely "not counted in the hours" may be a CLIN of its own),
// "not separately payable", "not billable", "at their own cost".
const TRAVEL = /\b(?:travel|mileage|commut\w*|drive|driving|transportation|per\s+diem|lodging|vehicles?)\b/i;
const OFFEROR_COST =
  /\bnot\s+(?:be\s+)?(?:paid|reimbursed|reimbursable|billable|charged|separately\s+(?:payable|paid|priced|reimbursed))\b|\bat\s+(?:the\s+)?(?:contractor|offeror|quoter|vendor)['’]?s\s+(?:own\s+)?(?:expense|cost)\b|\bat\s+(?:their|its)\s+own\s+(?:expense|cost)\b|\bno\s+separate\s+payment\b|\bnot\s+part\s+of\s+the\b[^.;]{0,30}\b(?:day|hours?)\b|\bprovide\s+(?:its|their)\s+own\s+transportation\b/i;
const NO_TRAVEL =
  /\bno\s+travel\b|\btravel\s+is\s+not\s+(?:required|anticipated|expected)\b|\breimbursed\s+at\s+cost\b/i;

/**
 * Travel to the work that the stated or derived hours leave out, at the offeror's cost ("Travel
 * between the Contractor's base and the work sites is not counted in the work hours"), asked
 * whatever the plan's footing: it is priced in the rates or on a line of its own.
 */
function travelCostQuestion(model: SolicitationModel, texts: readonly string[]): string[] {
  const hit = sentences(model, texts).find(
    (s) => TRAVEL.test(s.text) && OFFEROR_COST.test(s.text) && !NO_TRAVEL.test(s.text),
  );
  if (!hit) return [];
  return [
    `Travel to the work (drive time, mileage, vehicles, per diem and lodging) is not in the hours and is the offeror's cost (${quote(hit)}): the plan's hours are time at the work. How far is the work from the offeror's base, and should travel be priced in the rates or on a line of its own?`,
  ];
}

/**
 * Questions about how the plan's people reach the work that its hours alone do not answer:
 * weekend and holiday cover of a seven-day window, and travel between dispersed sites or to work
 * whose travel the documents leave to the offeror.
 * @example
 * scheduleQuestions(model, lines, 'derived') // ['The work is spread over sites in 3 cities ...']
 */
export function scheduleQuestions(
  model: SolicitationModel,
  lines: PlanLine[],
  rule: SizingRule,
  texts: readonly string[] = [],
): string[] {
  const cost = travelCostQuestion(model, texts);
  return [...sevenDayQuestion(model, lines, rule), ...(cost.length ? cost : travelQuestion(model, rule))];
}
