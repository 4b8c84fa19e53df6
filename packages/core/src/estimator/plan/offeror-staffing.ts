import type { Confidence, StatedComparison } from '../../schemas/plan';
import type { SolicitationModel, StatedEffort } from '../../solicitation/model';
import { fmt } from '../text';
import { plural } from './productivity';
import type { SizingRule } from './review';
import { offerorStaffingQuote, type WorkloadItem, workloadItems } from './unknowns';

// The documents say the amount of work is not known yet: "Quantities will be determined during
// performance", "NMHO is not able to estimate it at this time", "we cannot predict the number of cases".
const QUANTITY_UNKNOWN =
  /\b(?:quantit(?:y|ies)|volumes?|workload)\s+(?:will|shall|are\s+to|is\s+to)\s+be\s+(?:determined|established|defined|set)\s+(?:during|after|at\s+the\s+time\s+of|as\s+(?:the\s+)?(?:work|orders?|needs?))\b|\b(?:is|are)\s+(?:not\s+able|unable)\s+to\s+(?:estimate|predict|forecast)\b|\bcan(?:not|'t|\s+not)\s+(?:estimate|predict|forecast)\s+(?:the\s+|how\s+many\b|it\b)/i;

// The contractor as the one who performs or staffs ("the Contractor shall", "the quoter's team"),
// not as the one whose work others review ("who will review the Contractor's work").
const CONTRACTOR_TEAM =
  /\b(?:contractor|offeror|quoter|vendor|bidder)(?:['’]s)?\s+(?:shall|will|must|is\s+to|team|staff|personnel)\b/i;

// A workload counted in the thousands a year is production work, whose hours follow from a rate
// per item; a handful of events is not ("4 critical incident responses").
const PRODUCTION_VOLUME = 1000;

/** What the documents say that decides how sure a plan can be when they leave the staffing open. */
export interface OfferorStaffing {
  /** The sentence that leaves the staffing to the offeror. */
  quote: string;
  /** The sentence that says the quantities are not known, if any. */
  unknownQuantities?: string;
  items: readonly WorkloadItem[];
}

/**
 * The sentence saying the quantities of work are not known yet, if the documents say so.
 * @example
 * unknownQuantities(['Quantities will be determined during performance.']) // 'Quantities will be determined during'
 */
export function unknownQuantities(texts: readonly string[]): string | undefined {
  for (const t of texts) {
    const m = t.match(QUANTITY_UNKNOWN);
    if (m) return m[0].replace(/\s+/g, ' ');
  }
  return undefined;
}

/**
 * What the documents say when they leave the staffing to the offeror; undefined when they do not.
 * @example
 * offerorStaffing(model, ['The Government does not specify the number of personnel.'])?.quote
 */
export function offerorStaffing(
  model: SolicitationModel,
  texts: readonly string[],
): OfferorStaffing | undefined {
  const quote = offerorStaffingQuote(texts);
  if (!quote) return undefined;
  const unknown = unknownQuantities(texts);
  return { quote, items: workloadItems(model), ...(unknown ? { unknownQuantities: unknown } : {}) };
}

/**
 * The confidence a plan may state when the documents leave the staffing to the offeror:
 * - people counted in prose beside that statement ("two staff historians", "22 contract guards"),
 *   as staffing rows or as a team size the plan's effort follows, are someone else's staff, not
 *   the contractor's team: such a plan is not high (nor medium for a team size); it is low when
 *   the documents also say the quantities are not known, medium when they count the workload;
 * - a plan assumed outright while the documents count a production workload (936,000 cases a
 *   year) is medium: its hours follow from that workload at a rate the offeror states.
 * @example
 * withOfferorStaffing({ level: 'high', reason: '...' }, 'stated-staffing', peopleRows, staffing).level // 'medium'
 */
export function withOfferorStaffing(
  c: Confidence,
  rule: SizingRule,
  rows: StatedComparison['rows'],
  staffing: OfferorStaffing | undefined,
  effort?: StatedEffort,
): Confidence {
  if (!staffing) return c;
  const said = `The documents leave the staffing to the offeror ("${staffing.quote}")`;
  // People counted as stated staffing, or as a team size a sentence gives ("prepared by the
  // Chief Actuary and two staff actuaries"), while the documents leave the staffing open.
  const people =
    (c.level === 'high' &&
      rule === 'stated-staffing' &&
      rows.length &&
      rows.every((r) => r.unit === 'people')) ||
    (c.level !== 'low' &&
      rule === 'stated-effort' &&
      (effort?.kind === 'people' || effort?.kind === 'fte') &&
      // "The Contractor shall perform the work with a team of three" is the contractor's team.
      !CONTRACTOR_TEAM.test(effort.quote));
  if (people) {
    const counted =
      rule === 'stated-effort' && effort
        ? `${fmt(effort.value)} ${effort.kind === 'fte' ? 'FTE' : 'people'} (${effort.ref})`
        : rows.map((r) => `${fmt(r.stated)} ${r.lcat ?? 'people'}`).join(', ');
    if (staffing.unknownQuantities)
      return {
        level: 'low',
        reason: `${said} and say the quantities are not known ("${staffing.unknownQuantities}"): the people they count (${counted}) are not the contractor's team, so the plan's hours are assumed.`,
      };
    return {
      level: staffing.items.length ? 'medium' : 'low',
      reason: `${said}: the people they count (${counted}) are not the contractor's team; ${staffing.items.length ? 'the hours follow from the stated workload at rates the offeror must assume' : 'no workload is counted, so the hours are assumed'}.`,
    };
  }
  const production = staffing.items.filter((i) => i.value >= PRODUCTION_VOLUME);
  if (
    c.level === 'low' &&
    (rule === 'assumed' || rule === 'derived') &&
    production.length &&
    !staffing.unknownQuantities
  )
    return {
      level: 'medium',
      reason: `${said} but count the workload (${production
        .slice(0, 3)
        .map((i) => `${fmt(i.value)} ${plural(i.item)}`)
        .join(
          ', ',
        )}; ${production[0]?.ref}): the hours follow from it at a production rate the offeror states.`,
    };
  return c;
}
