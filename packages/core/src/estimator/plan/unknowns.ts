import { singular } from '../../solicitation/facts/counted-positions';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import { annualLine, type PlanLine } from './lines';
import { plural } from './productivity';
import { readStatedRates, tableRates } from './stated-rates';
import { readUnitRates } from './workload-rates';
import { cellAmount } from '../../solicitation/facts/numbers';
import { sectionAt } from '../../solicitation/structure/index';

// What the plan does not know, said where its hours rest on it. The plan's hours come from one
// of three places: the documents state them (staffing, FTEs, ceilings), the plan derives them from
// workload the documents state at rates it assumes, or the plan assumes them outright. Each
// unknown below is asked only when the plan's hours are not the government's own.

/** Sections whose words are instructions, evaluation or certifications: never the work. */
const NOT_WORK_KIND = new Set(['instructions', 'evaluation', 'representations', 'front-matter']);

/** One item of a workload table: what is counted, how many a year, and where it is stated. */
export interface WorkloadItem {
  /** Short name of one unit of work, singular ('departure clean', 'SAA pickup'). */
  item: string;
  value: number;
  ref: string;
  document: string;
}

// A column of counted quantities: "Est. Qty", "Estimated quantity", "FY2031 quantity", "Volume".
const QTY_HEAD =
  /\b(?:est(?:imated|\.)?\s*(?:annual\s+)?(?:qty|quantity|quantities)|quantity|qty|volume|annual\s+count|number\s+per\s+year)\b/i;
// A unit that is not one piece of work: time, weight, volume, area, money, a lump sum.
const NOT_ITEM_UNIT =
  /^\s*(?:mo|mos|months?|hrs?|hours?|lbs?|pounds?|gal|gallons?|tons?|ls|lump|lot|job|yrs?|years?|weeks?|wks?|days?|\$|dollars?|sq\.?\s*f(?:ee)?t|sf|acres?|ac|lf|linear|miles?|cy|cu|each\s+month)\b/i;
const NOT_ITEM_TEXT =
  /\b(?:pounds?|lbs?|gallons?|acres?|square\s+f(?:ee|oo)t|sq\.?\s*ft|hours?|months?|dollars?|percent|travel|materials?|odcs?)\b|\$/i;
const CLIN_CODE = /^\s*[0-9A-Z]{4}[A-Z]{0,2}\s*$/;
const PARTICIPLE =
  /\s+(?:performed|collected|prepared|characteri[sz]ed|filled|shipped|completed|processed|received|handled|conducted|delivered|done|made|serviced|cleaned|picked|inspected|issued|moved)\b.*$/i;
const PREPOSITION = /\s+(?:to|from|in|at|for|by|per|with|of|on)\s+.*$/i;

/** A table row's words cut down to the unit of work it counts ('SAA pickups performed (...)' -> 'SAA pickup'). */
export function itemName(text: string): string {
  let t = text.replace(/\([^)]*\)?/g, ' ').split(/[,;:]/)[0] ?? '';
  t = t.replace(PARTICIPLE, '').replace(PREPOSITION, '').replace(/\s+/g, ' ').trim();
  const words = t.split(' ').filter(Boolean).slice(-3);
  const name = words.map((w) => (/^[A-Z]{2,}s?$/.test(w) ? w : w.toLowerCase())).join(' ');
  return name.replace(/(\w+)$/, (w) => singular(w));
}

function itemColumn(t: Table, skip: number): number {
  for (let j = 0; j < t.header.length; j++) {
    if (j === skip) continue;
    const cells = t.rows.map((r) => r[j] ?? '');
    const words = cells.filter((c) => /[a-z]{3}/i.test(c) && !CLIN_CODE.test(c));
    if (words.length >= Math.max(1, cells.length / 2)) return j;
  }
  return -1;
}

// The first column of an inventory by place: "BLDG", "Building", "Site", "Facility No.".
const PLACE_HEAD =
  /^\s*(?:bldg\.?|buildings?|sites?|facilit(?:y|ies)|locations?|stations?|floors?|zones?|areas?|campus(?:es)?|wings?)\b/i;
// A column heading that is no kind of item: a period, a year, a total, a measure.
const NOT_ITEM_HEAD = /^\s*(?:total|sum|year|fy|base|option|period|notes?|remarks?|address|name)\b|\d{4}/i;

/**
 * The items an inventory by place counts in its columns ("BLDG | FACP | SMOKE DET | ... / TOTAL |
 * 14 | 2,840 | ..."): each column's TOTAL row, or the sum of its rows when there is none.
 */
function inventoryColumns(t: Table): WorkloadItem[] {
  if (t.header.length < 3 || !PLACE_HEAD.test(t.header[0] ?? '')) return [];
  const number = (c: string | undefined) => /^\s*[\d,]+\s*$/.test(c ?? '');
  const total = t.rows.find((r) => /^\s*(?:grand\s+)?totals?\b/i.test(r[0] ?? ''));
  const rows = t.rows.filter((r) => r !== total);
  const out: WorkloadItem[] = [];
  for (let j = 1; j < t.header.length; j++) {
    const head = t.header[j] ?? '';
    if (!/[a-z]{3}/i.test(head) || NOT_ITEM_HEAD.test(head) || NOT_ITEM_TEXT.test(head)) continue;
    if (!rows.length || !rows.every((r) => number(r[j]))) continue;
    const value =
      total && number(total[j]) ? cellAmount(total[j]) : rows.reduce((n, r) => n + cellAmount(r[j]), 0);
    const item = itemName(head);
    if (value >= 2 && item.length >= 3) out.push({ item, value, ref: t.ref, document: t.document });
  }
  return out;
}

/**
 * The items of work a table counts a year with no hours ("SAA pickups performed | 3,020",
 * "Departure clean | 16,600 | Each"): a column of quantities beside the work's words, in a
 * table of the work or its price schedule, not of instructions. Rows in time, weight, area or
 * money are not pieces of work and are left out.
 * @example
 * workloadItems(model) // [{ item: 'SAA pickup', value: 3020, ref: 'C.3', ... }]
 */
export function workloadItems(model: SolicitationModel): WorkloadItem[] {
  const kinds = new Map(model.sections.map((s) => [s.id, s.kind] as const));
  const out: WorkloadItem[] = [];
  const seen = new Set<string>();
  for (const t of model.tables) {
    if (t.sectionId && NOT_WORK_KIND.has(kinds.get(t.sectionId) ?? '')) continue;
    if (
      /\b(?:labou?r|staff|hours?|price|rate)\b/i.test(t.header.join(' ')) &&
      !QTY_HEAD.test(t.header.join(' '))
    )
      continue;
    const q = t.header.findIndex((h, j) => j > 0 && QTY_HEAD.test(h) && !/\bunit\b/i.test(h));
    if (q < 0) {
      for (const item of inventoryColumns(t))
        if (!seen.has(item.item.toLowerCase())) {
          seen.add(item.item.toLowerCase());
          out.push(item);
        }
      continue;
    }
    const unitCol = t.header.findIndex((h) => /^\s*(?:unit|uom|u\/m)\s*$/i.test(h));
    const itemCol = itemColumn(t, q);
    if (itemCol < 0) continue;
    for (const r of t.rows) {
      const text = r[itemCol] ?? '';
      // A quantity in money ("$85,000", a ceiling) is no count of pieces of work.
      if (/\$/.test(r[q] ?? '')) continue;
      const value = cellAmount(r[q]);
      if (!(value >= 2 && value < 10_000_000) || /^\s*(?:grand\s+)?total\b/i.test(text)) continue;
      if (unitCol >= 0 && NOT_ITEM_UNIT.test(r[unitCol] ?? '')) continue;
      if (NOT_ITEM_TEXT.test(text)) continue;
      const item = itemName(text);
      if (!item || item.length < 3 || seen.has(item.toLowerCase())) continue;
      seen.add(item.toLowerCase());
      out.push({ item, value, ref: t.ref, document: t.document });
    }
  }
  return out;
}

/**
 * The production-rate question of a stated workload: the documents count the work, the plan's
 * hours for it rest on a time per item the documents do not give.
 * @example
 * productionRateQuestion(items) // 'The documents state the workload (3,020 SAA pickups ...) but no production rate: how many minutes per SAA pickup ...'
 */
export function productionRateQuestion(items: readonly WorkloadItem[]): string[] {
  if (!items.length) return [];
  const shown = items.slice(0, 6);
  const counts = shown.map((i) => `${fmt(i.value)} ${plural(i.item)}`).join(', ');
  const per = shown.map((i) => `per ${i.item}`).join(', ');
  return [
    `The documents state the workload (${counts}; ${shown[0]?.ref}) but no production rate: how many minutes ${per} (from historical data or the incumbent's standard times) should offerors assume? The plan's hours for this work rest on assumed times.`,
  ];
}

// Assumed minutes for one unit of common pieces of work; anything else takes DEFAULT_MINUTES.
const UNIT_MINUTES: readonly [RegExp, number][] = [
  [/deep\s+clean/i, 120],
  [/depart|check-?out|vacat|turnover/i, 30],
  [/stayover|occupied|daily\s+service|refresh/i, 20],
  [/inspection|survey|assessment/i, 60],
  [/shipment|manifest/i, 240],
  [/drum|lab\s*pack/i, 90],
  [/container|bottle|jug/i, 5],
  [/pickup|collection|stop|visit/i, 20],
];
const DEFAULT_MINUTES = 30;

export const minutesFor = (item: string) =>
  UNIT_MINUTES.find(([re]) => re.test(item))?.[1] ?? DEFAULT_MINUTES;

// The documents leave the staffing to the offeror: "The Government does not prescribe the number
// of room attendants", "the Contractor shall determine the staffing", "the workload, not the staffing".
const STAFFING_LEFT_TO_OFFEROR =
  /\b(?:does|will|shall)\s+not\s+(?:prescribe|specify|dictate|mandate|set|provide|state)\s+(?:the\s+|a\s+|any\s+)?(?:labou?r\s+categor\w+|number\s+of\s+[a-z]+(?:\s+[a-z]+)?|level\s+of\s+effort|staffing|head\s*count|hours|team(?:'s)?\s*(?:,|size|or|and)|crew\s+sizes?)|\b(?:contractor|offeror|quoter)\s+shall\s+determine\s+(?:the\s+)?(?:number|staffing|level\s+of\s+effort|personnel|labou?r\s+mix)|\bthe\s+workload,\s+not\s+the\s+staffing\b/i;

/** Whether the documents leave the number of staff to the offeror (see `STAFFING_LEFT_TO_OFFEROR`). */
export function staffingLeftToOfferor(texts: readonly string[]): boolean {
  return offerorStaffingQuote(texts) !== undefined;
}

/**
 * The words that leave the staffing to the offeror, if the documents say so.
 * @example
 * offerorStaffingQuote(['NMHO does not prescribe the team, its size or the hours.']) // 'NMHO does not prescribe the team, its size or the hours.'
 */
export function offerorStaffingQuote(texts: readonly string[]): string | undefined {
  for (const t of texts) {
    const m = t.match(STAFFING_LEFT_TO_OFFEROR);
    if (m) return clip(sentenceAround(t, m.index ?? 0).replace(/^[\d.]+\s+/, ''), 140);
  }
  return undefined;
}

/**
 * The workload beside stated posts: when the documents staff a few posts but leave the rest of
 * the staffing to the offeror and count the work ("Departure clean 16,600 each"), the posts are
 * not the plan; each item is sized at an assumed time per item, for the posts' trade.
 * @example
 * workloadBesidePosts(items, posts, frame) // { lines: [{ lcat: 'Room Attendant', source: 'derived', ... }], assumptions: [...] }
 */
export function workloadBesidePosts(
  items: readonly WorkloadItem[],
  posts: readonly PlanLine[],
  frame: PlanFrame,
): { lines: PlanLine[]; assumptions: string[] } {
  const trade = [...posts].sort((a, b) => b.hours - a.hours)[0];
  if (!trade || !items.length) return { lines: [], assumptions: [] };
  const lines = items.map((i): PlanLine => {
    const minutes = minutesFor(i.item);
    const annual = (i.value * minutes) / 60;
    return {
      lcat: trade.lcat,
      ...(trade.family ? { family: trade.family } : {}),
      key: false,
      workArea: trade.workArea,
      source: 'derived',
      ...annualLine(
        frame,
        annual,
        `${fmt(i.value)} ${plural(i.item)} a year x ${fmt(minutes)} min each (assumed)`,
      ),
      basis: `${i.ref}: ${fmt(i.value)} ${plural(i.item)} a year (workload: ${fmt(minutes)} min per ${i.item} assumed)`,
      citation: null,
      requirements: [],
      requirementRefs: [],
      quantity: i.value,
      unit: i.item,
      rate: minutes,
    };
  });
  return {
    lines,
    assumptions: [
      `The documents staff some posts but leave the rest of the staffing to the offeror and state the workload; each item is sized at an assumed time (${items
        .slice(0, 6)
        .map((i) => `${fmt(minutesFor(i.item))} min per ${i.item}`)
        .join(', ')}). Replace them with your production rates.`,
    ],
  };
}

// A quantity of work the documents say is not fixed yet: "The number of events will be
// determined in the strategy", "an unspecified number of site visits", "briefings as requested by the COR".
const NP = String.raw`([a-z][a-z-]+(?:[ \t]+[a-z][a-z-]+){0,2})`;
// The kinds of record the documents say they lack: "has no history or estimate of the number of
// referrals", "no historical data is available on the number of letters", "does not track the
// number of devices".
const RECORD = String.raw`(?:historical\s+|reliable\s+|current\s+|workload\s+)?(?:history|data|records?|estimates?|figures?|statistics|counts?|forecasts?)`;
const COUNTED = String.raw`(?:the\s+)?(?:number|volume|quantity|quantities|frequency|count)\s+of\s+`;
const UNFIXED: readonly (readonly [RegExp, boolean])[] = [
  [
    new RegExp(
      String.raw`\b(?:number|quantity|quantities|count|amount|frequency)\s+(?:and\s+[a-z]+\s+)?of\s+${NP}\s+(?:is|are|will|shall|would|may|to|has|have|remains?|cannot|can\s*not)\b[^.;]{0,50}?\b(?:be\s+(?:determined|decided|defined|established|identified|agreed|set|confirmed|finali[sz]ed)|not\s+(?:yet\s+)?(?:been\s+)?(?:known|determined|fixed|set|defined|established|specified|guaranteed)|unknown|TBD|to\s+be\s+determined|vary|varies)\b`,
      'gi',
    ),
    false,
  ],
  [
    new RegExp(
      String.raw`\b(?:an?\s+)?(?:unspecified|undetermined|unknown|indefinite|variable|unstated|as[- ]yet[- ]undetermined)\s+(?:number|quantity|amount)\s+of\s+${NP}`,
      'gi',
    ),
    false,
  ],
  [
    new RegExp(
      String.raw`\b${NP}\s+(?:will|shall|are\s+to)\s+be\s+(?:determined|identified|defined|scheduled|specified)\s+(?:later|in\s+the|by\s+the|at\s+the|after\s+award|during)\b`,
      'gi',
    ),
    false,
  ],
  [
    /\b((?:[a-z-]+[ \t]+)?(?:events|meetings|briefings|site\s+visits|visits|trips|sessions|trainings|workshops|presentations|conferences|webinars|studies|analyses|products|deliverables|reports))\b[^.;]{0,80}?\bas\s+(?:requested|directed|tasked|ordered|scheduled)\s+by\s+the\s+(?:COR|CO|Contracting\s+Officer|Government|agency|program\s+office|PMO)\b/gi,
    false,
  ],
  // The documents admit they have no figure for the count (the second of each pair says so).
  [
    new RegExp(
      String.raw`\b(?:has|have|had|keeps?|maintains?|holds?)\s+no\s+${RECORD}(?:\s+(?:or|and|nor)\s+${RECORD})?\s+(?:of|on|for|regarding|about)\s+${COUNTED}${NP}`,
      'gi',
    ),
    true,
  ],
  [
    new RegExp(
      String.raw`\bno\s+${RECORD}\s+(?:is|are|exists?|has\s+been|have\s+been)\s+(?:currently\s+)?(?:available|kept|maintained|recorded|collected)\s+(?:on|for|of|regarding|about)\s+${COUNTED}${NP}`,
      'gi',
    ),
    true,
  ],
  [
    new RegExp(
      String.raw`\b(?:(?:does|do|did)\s+not|cannot|can\s+not|is\s+unable\s+to|are\s+unable\s+to)\s+(?:track|record|know|estimate|forecast|anticipate|predict)\s+${COUNTED}${NP}`,
      'gi',
    ),
    true,
  ],
  // "cannot predict how many tows will be requested", "does not know how many claims".
  [
    new RegExp(
      String.raw`\b(?:(?:does|do|did)\s+not|cannot|can\s+not|is\s+unable\s+to|are\s+unable\s+to)\s+(?:know|predict|estimate|forecast|say|tell)\s+how\s+many\s+${NP}`,
      'gi',
    ),
    true,
  ],
  // "Historical data on the number of renewals is not available".
  [
    new RegExp(
      String.raw`\b${RECORD}\s+(?:on|of|for|regarding|about)\s+${COUNTED}${NP}\s+(?:is|are)\s+(?:not\s+(?:available|kept|maintained|tracked|recorded)|unavailable)\b`,
      'gi',
    ),
    true,
  ],
];
// Not a quantity of work: people, hours, the offer itself, time.
const NOT_WORK =
  /\b(?:staff|personnel|employees|workers|people|persons|positions|FTEs?|hours|labou?r|categor\w+|team|crews?|shifts?|awards?|offerors?|quoters?|vendors?|contractors?|proposals?|quotations?|quotes|pages|copies|days|months|years|weeks|options?|funds|funding|price|cost|it|this|that|which|they|them|these|those|such|attendants?|technicians?|specialists?|analysts?|officers?|guards?|managers?|engineers?|inspectors?|operators?|clerks?|nurses?|instructors?|drivers?|laborers?|custodians?|supervisors?)$/i;
// A count with a frequency is a count: "quarterly workshops", "monthly reports".
const FREQUENCY = /\b(?:daily|weekly|biweekly|monthly|bimonthly|quarterly|annual|yearly|semi-?annual)\b/i;
const LEAD_WORDS =
  /^(?:the|any|all|each|some|such|of|and|or|support|provide|conduct|attend|additional|other|community)\s+/i;

/** One unfixed quantity: the work counted, and the sentence that says it is not fixed. */
export interface UnfixedQuantity {
  noun: string;
  ref: string;
  quote: string;
  /** The documents admit they have no figure for the count ("has no history of the number of ..."). */
  admitted?: boolean;
  /** The documents give the count as an estimate that will vary ("is an estimate and will vary"). */
  varies?: boolean;
}

// Words that end the noun of a count: a participle or a word that starts a clause ("letters
// received each year", "referrals it will make"), after the noun's first word.
const NOUN_END =
  /^(\S+(?:\s+\S+)*?)\s+(?:[a-z]+ed|each|every|per|a|an|the|it|they|we|he|she|that|which|who|will|shall|may|is|are|was|were|this|its|their|annually|yearly)\b.*$/;
// Days that are the work's own unit ("work days", "survey days", "sea days"), not a time.
const WORK_DAYS =
  /^(?:[a-z-]+\s+)?(?:work|crew|field|service|sea|flight|survey|event|training|person|team|site|dive|ship)[ -]?days$/;

/** A count's noun cut to the work it counts. */
function countNoun(raw: string): string {
  let noun = raw.toLowerCase();
  while (LEAD_WORDS.test(noun)) noun = noun.replace(LEAD_WORDS, '');
  noun = noun.replace(/\s+(?:and|or|to|in|at|for|of)(?:\s.*)?$/, '').trim();
  return noun.replace(NOUN_END, '$1');
}

function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('\n\n', at), at - 300) + 1;
  const endDot = text.indexOf('.', at);
  const end = endDot < 0 ? Math.min(text.length, at + 300) : Math.min(endDot + 1, at + 300);
  return text.slice(start, end).replace(/\s+/g, ' ').trim();
}

/**
 * Quantities of work the documents say are not fixed ("The number of events will be determined
 * in the strategy"), read in the work's sections only.
 * @example
 * unfixedQuantities(model, texts) // [{ noun: 'events', ref: '4.5.1', quote: 'The number of events will be determined in the strategy.' }]
 */
export function unfixedQuantities(model: SolicitationModel, texts: readonly string[]): UnfixedQuantity[] {
  const out: UnfixedQuantity[] = [];
  const seen = new Set<string>();
  model.documents.forEach((doc) => {
    const text = texts[doc.index];
    if (!text) return;
    for (const [re, admitted] of UNFIXED)
      for (const m of text.matchAll(re)) {
        const at = m.index ?? 0;
        const section = sectionAt(model, doc.name, at);
        if (section && NOT_WORK_KIND.has(section.kind)) continue;
        const noun = countNoun(m[1] ?? '');
        if (
          !noun ||
          (NOT_WORK.test(noun) && !WORK_DAYS.test(noun)) ||
          FREQUENCY.test(noun) ||
          !/s$/.test(noun)
        )
          continue;
        const varies = /\bestimat/i.test(m[0]) && /\bvar(?:y|ies)\b/i.test(m[0]);
        if (seen.has(noun)) {
          const known = out.find((u) => u.noun === noun);
          if (known && admitted) known.admitted = true;
          if (known && varies) known.varies = true;
          continue;
        }
        seen.add(noun);
        out.push({
          noun,
          ref: section?.ref ?? doc.name,
          quote: clip(sentenceAround(text, at), 160),
          ...(admitted ? { admitted } : {}),
          ...(varies ? { varies } : {}),
        });
      }
  });
  const said = (u: UnfixedQuantity) => u.admitted || u.varies;
  return [...out.filter(said), ...out.filter((u) => !said(u))].slice(0, 4);
}

// The time one unit of work takes, which the documents say they do not give: "The Government does
// not estimate the time per inspection", "No duration is specified for a coaching session", "The
// duration of each site visit will vary". A time of day ("the time of day for each visit") or a
// page length is no time per unit.
const UNIT = String.raw`(?:each|a|an|one|the|any)\s+`;
const UNTIMED: readonly RegExp[] = [
  new RegExp(
    String.raw`\b(?:does|do|did|will|shall|can)\s+not\s+(?:estimate|specify|state|prescribe|set|establish|provide|give|know|track|define|predict)\s+(?:the\s+|a\s+|an\s+|any\s+)?(?:average\s+|typical\s+|expected\s+|estimated\s+)?(?:time|duration|length\s+of\s+time|hours|number\s+of\s+hours|level\s+of\s+effort)\s+(?:required\s+|needed\s+|spent\s+)?(?:per\s+|for\s+${UNIT}|of\s+${UNIT}|to\s+(?:complete|perform|conduct)\s+${UNIT})${NP}`,
    'gi',
  ),
  new RegExp(
    String.raw`\bno\s+(?:set\s+|fixed\s+|specific\s+|standard\s+|average\s+|estimated\s+)?(?:duration|time|length\s+of\s+time|time\s+estimate|number\s+of\s+hours)\s+(?:is|are|has\s+been|have\s+been|was)\s+(?:specified|set|established|stated|given|prescribed|estimated|provided|defined)\s+(?:for|per)\s+(?:${UNIT})?${NP}`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:duration|time\s+required|time\s+needed|time\s+spent|hours\s+required)\s+(?:of|for|per)\s+${UNIT}${NP}\s+(?:is|are|will|may|can|cannot|has|have)\b[^.;]{0,40}?\b(?:not\s+(?:be\s+)?(?:known|specified|fixed|set|defined|established|estimated|predictable)|unknown|vary|varies|differ|uncertain)\b`,
    'gi',
  ),
  // "Listening sessions have no set duration".
  new RegExp(
    String.raw`\b${NP}\s+(?:have|has)\s+no\s+(?:set|fixed|specified|standard|typical|predictable|defined)\s+(?:duration|length|time\s+limit)\b`,
    'gi',
  ),
];
// The words before a unit's noun that open its clause ("note that sessions" is "sessions").
const CLAUSE_OPEN = /^.*\b(?:that|which|the|a|an|all|its|their|our|and|shall|will|must|where|when)\s+/i;
// Not a unit of work: time itself, a shift, people.
const NOT_UNIT = /^(?:hours?|days?|weeks?|months?|years?|shifts?|periods?|day|time|contract|option|year)$/i;

/** One unit of work whose time the documents say they do not give. */
export interface UntimedUnit {
  /** The unit, singular ('site visit'). */
  unit: string;
  ref: string;
  quote: string;
}

/**
 * Units of work whose time the documents say they do not give ("The Government does not estimate
 * the time per inspection"), read in the work's sections only; each unit once.
 * @example
 * untimedUnits(model, ['No duration is specified for a coaching session.']) // [{ unit: 'coaching session', ... }]
 */
export function untimedUnits(model: SolicitationModel, texts: readonly string[]): UntimedUnit[] {
  const out: UntimedUnit[] = [];
  model.documents.forEach((doc) => {
    const text = texts[doc.index];
    if (!text) return;
    for (const re of UNTIMED)
      for (const m of text.matchAll(re)) {
        const at = m.index ?? 0;
        const section = sectionAt(model, doc.name, at);
        if (section && NOT_WORK_KIND.has(section.kind)) continue;
        const words = countNoun((m[1] ?? '').replace(CLAUSE_OPEN, '')).split(' ');
        const unit = [...words.slice(0, -1), singular(words[words.length - 1] ?? '')].join(' ').trim();
        if (unit.length < 3 || NOT_UNIT.test(unit) || NOT_WORK.test(unit) || NOT_WORK.test(plural(unit)))
          continue;
        if (out.some((u) => u.unit === unit)) continue;
        out.push({ unit, ref: section?.ref ?? doc.name, quote: clip(sentenceAround(text, at), 160) });
      }
  });
  return out.slice(0, 3);
}

// Work that peaks around events on someone else's schedule: releases, deployments, go-lives, waves.
const EVENT_NOUN =
  /\b(releases?|deployments?|go-lives?|cut-?overs?|rollouts?|roll-outs?|waves?|increments?|fieldings?|launches|migrations?)\b/i;
const SCHEDULE_WORDS =
  /\bschedule[sd]?\b|\bplanned\b|\bplan\s+(?:has|shows|calls)|\bquarter\b|\bfiscal\s+year\b|\bFY\s?\d|\bintervals?\b|\btarget\s+dates?\b|\bmay\s+(?:slip|change|shift|vary)\b|\btimeline\b|\bmilestones?\b/i;
const NOT_EVENT =
  /\b(?:news|press|media|public|information|claims?|liens?|funds?|liability|data)\s+(?:releases?)|\breleases?\s+of\s+(?:information|claims?|liens?|liability|data|funds)|\breleased\s+to\b|\bheat\s+waves?\b|\bwaves?\s+(?:height|action)\b/i;

/** The sentence that ties the work to a schedule of releases or deployments, if any. */
export function eventSchedule(
  model: SolicitationModel,
  texts: readonly string[],
): { noun: string; ref: string; quote: string } | undefined {
  for (const doc of model.documents) {
    const text = texts[doc.index];
    if (!text) continue;
    for (const m of text.matchAll(new RegExp(EVENT_NOUN.source, 'gi'))) {
      const at = m.index ?? 0;
      const sentence = sentenceAround(text, at);
      if (!SCHEDULE_WORDS.test(sentence) || NOT_EVENT.test(sentence)) continue;
      const section = sectionAt(model, doc.name, at);
      if (section && NOT_WORK_KIND.has(section.kind)) continue;
      const noun = (m[1] ?? '')
        .toLowerCase()
        .replace(/s$/, '')
        .replace(/launche$/, 'launch');
      return { noun, ref: section?.ref ?? doc.name, quote: clip(sentence, 180) };
    }
  }
  return undefined;
}

// Costs the government pays at cost, not labour: "Paid media costs are reimbursed under CLIN
// 0002 at cost", "Travel (cost reimbursable, not-to-exceed $3,000) ... is not labor".
const PASS_THROUGH_NOUN =
  /\b((?:paid\s+)?media(?:\s+buys?)?|travel|materials?|supplies|postage|printing|other\s+direct\s+costs|ODCs?|licen[cs]es|subscriptions|parts|disposal(?:\s+and\s+recycling)?(?:\s+charges)?)\b/i;
const AT_COST =
  /\breimburs\w*\b(?![^.;]{0,20}\bnot\b)|\bat\s+(?:actual\s+)?cost\b|\bpass[- ]through\b|\bcost[- ]reimbursable\b|\bis\s+not\s+labou?r\b/i;
const NOT_REIMBURSED = /\b(?:not|no)\s+(?:be\s+)?(?:separately\s+)?reimburs|\bwithout\s+reimburs/i;

/**
 * Costs the documents put outside the labour (reimbursed at cost, pass-through): the plan prices
 * no hours for them, only the labour to manage them. One assumption per kind of cost.
 * @example
 * passThroughCosts(model, ['Paid media costs are reimbursed under CLIN 0002 at cost.']) // ['Paid media costs ... are not labour ...']
 */
export function passThroughCosts(model: SolicitationModel, texts: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const doc of model.documents) {
    const text = texts[doc.index];
    if (!text) continue;
    for (const m of text.matchAll(
      /\breimburs\w*|\bat\s+(?:actual\s+)?cost\b|\bpass[- ]through\b|\bis\s+not\s+labou?r\b/gi,
    )) {
      const at = m.index ?? 0;
      const sentence = sentenceAround(text, at);
      if (!AT_COST.test(sentence) || NOT_REIMBURSED.test(sentence)) continue;
      const noun = sentence.match(PASS_THROUGH_NOUN)?.[1];
      if (!noun || seen.has(noun.toLowerCase())) continue;
      const section = sectionAt(model, doc.name, at);
      if (section && NOT_WORK_KIND.has(section.kind)) continue;
      seen.add(noun.toLowerCase());
      out.push(
        `${noun[0]?.toUpperCase()}${noun.slice(1)} (${section?.ref ?? doc.name}: "${clip(sentence, 160)}") is paid at cost, not labour: the plan prices no hours for it, only the labour to plan, buy and report it.`,
      );
    }
  }
  return out.slice(0, 3);
}

// Work the documents put outside the estimate or the contract, by how they say it.
const OUTSIDE: readonly (readonly [RegExp, 'estimate' | 'separate' | 'included' | 'if-needed'])[] = [
  [
    /\b(?:is|are)\s+(?:not\s+included\s+in|excluded\s+from)\s+(?:the\s+|this\s+|these\s+|any\s+)?(?:Government'?s\s+)?(?:estimated\s+(?:quantities|hours|workload|volumes?)|estimates?|workload|quantities|level\s+of\s+effort|LOE|hours|CLINs?|contract|order|scope)\b/i,
    'estimate',
  ],
  [
    /\b(?:is|are|will\s+be)\s+(?:ordered|procured|acquired|purchased|funded|obtained)\s+(?:separately|under\s+(?:a\s+|an\s+)?(?:separate|another|different)\s+(?:[a-z]+\s+){0,2}?(?:procurement|contract|order|CLIN|vehicle|agreement))\b|\boutside\s+(?:of\s+)?(?:these|this|the)\s+(?:CLINs?|contract|order)\b/i,
    'separate',
  ],
  [
    /\b(?:is|are)\s+included\s+in\s+(?:the|each)\s+[a-z-]+(?:\s+[a-z-]+){0,2}?\s+(?:price|rate|CLIN)s?\b[^.;]{0,40}?\bnot\s+(?:be\s+)?(?:priced|billed|charged|paid)\s+separately\b/i,
    'included',
  ],
  [
    /\b(?:is|are|will\s+be)\s+(?:ordered|exercised|used|authori[sz]ed|activated|funded)\s+only\s+(?:if|when|as)\s+(?:needed|required|necessary|directed|ordered)\b/i,
    'if-needed',
  ],
];
const OUTSIDE_ANY =
  /\bnot\s+included\s+in\b|\bexcluded\s+from\b|\b(?:ordered|procured|acquired|purchased|funded|obtained)\s+(?:separately|under\s+(?:a\s+|an\s+)?(?:separate|another|different))\b|\boutside\s+(?:of\s+)?(?:these|this|the)\s+(?:CLINs?|contract|order)\b|\bnot\s+(?:be\s+)?(?:priced|billed|charged|paid)\s+separately\b|\bonly\s+(?:if|when|as)\s+(?:needed|required|necessary|directed|ordered)\b/gi;

/** One piece of work the documents put outside the estimate or the contract. */
export interface OutsideWork {
  /** What is outside, in the documents' words ("Re-reads of disputed meters (about 4 percent)"). */
  subject: string;
  how: 'estimate' | 'separate' | 'included' | 'if-needed';
  ref: string;
  quote: string;
}

/**
 * Work the documents put outside the Government's estimate ("re-reads ... are not included in the
 * estimated quantities"), outside the contract ("ordered under a separate emergency
 * procurement"), inside another item's price ("included in the team-day price and not priced
 * separately") or ordered only if needed: each once, with its subject in the documents' words,
 * read in the work's sections only.
 * @example
 * outsideWork(model, ['Re-reads (about 3 percent) are not included in the estimate.'])[0]?.how // 'estimate'
 */
export function outsideWork(model: SolicitationModel, texts: readonly string[]): OutsideWork[] {
  const out: OutsideWork[] = [];
  for (const doc of model.documents) {
    const text = texts[doc.index];
    if (!text) continue;
    for (const m of text.matchAll(OUTSIDE_ANY)) {
      const at = m.index ?? 0;
      const sentence = sentenceAround(text, at).replace(/^(?:[A-Z]\.)?[\d.]+\s+/, '');
      const kind = OUTSIDE.find(([re]) => re.test(sentence));
      if (!kind) continue;
      const where = sentence.search(kind[0]);
      const subject = sentence
        .slice(0, where)
        .replace(/^(?:the|all|any)\s+/i, '')
        .replace(/[\s,;:]+$/, '')
        .trim();
      if (
        subject.length < 3 ||
        subject.length > 90 ||
        /^(?:it|this|that|these|those|they|which)$/i.test(subject)
      )
        continue;
      const section = sectionAt(model, doc.name, at);
      if (section && NOT_WORK_KIND.has(section.kind)) continue;
      if (out.some((o) => o.subject.toLowerCase() === subject.toLowerCase())) continue;
      out.push({ subject, how: kind[1], ref: section?.ref ?? doc.name, quote: clip(sentence, 160) });
    }
  }
  return out.slice(0, 3);
}

/** The assumption and, where hours or money hang on it, the question of work outside the plan. */
function outsideSaid(o: OutsideWork): { assumption: string; question?: string } {
  const said = `${o.ref}: "${o.quote}"`;
  const S = `${o.subject[0]?.toUpperCase() ?? ''}${o.subject.slice(1)}`;
  if (o.how === 'estimate')
    return {
      assumption: `${S}: not in the Government's estimate (${said}), so outside the plan's hours, which follow the estimate.`,
      question: `${S} is outside the Government's estimate (${o.ref}): should offerors price it inside their unit prices or apart, and at what volume?`,
    };
  if (o.how === 'separate')
    return {
      assumption: `${S}: ordered outside this contract (${said}), so outside the plan's hours.`,
    };
  if (o.how === 'included')
    return {
      assumption: `${S}: included in another item's price (${said}), so not a line of its own; its hours sit in the item that includes it.`,
    };
  return {
    assumption: `${S}: ordered only if needed (${said}), so outside the plan's hours.`,
    question: `${S} is ordered only if needed (${o.ref}): how much should offerors price, and will the Government state an estimated quantity?`,
  };
}

/**
 * What the plan does not know and its hours rest on, asked only when the hours are not the
 * government's own (`stated` false): quantities the documents leave open, the schedule of the
 * events the work peaks around, and the production rates of a stated workload. Costs paid at
 * cost are said whatever the plan's footing, and so is what the documents admit they do not
 * know (no figure for a count, no time per unit): an assumption always, and a question unless
 * the plan asks the volume and the time already (`asked`, a plan with nothing to size).
 * @example
 * unknownsOf(model, texts, false) // { assumptions: [...], questions: ['The documents do not state how many events ...'] }
 */
export function unknownsOf(
  model: SolicitationModel,
  texts: readonly string[],
  stated: boolean,
  items: readonly WorkloadItem[] = workloadItems(model),
  asked = false,
): { assumptions: string[]; questions: string[] } {
  const assumptions: string[] = passThroughCosts(model, texts);
  const questions: string[] = [];
  // Work outside the estimate or the contract is said whatever the plan's footing.
  for (const o of outsideWork(model, texts)) {
    const said = outsideSaid(o);
    assumptions.push(said.assumption);
    if (said.question) questions.push(said.question);
  }
  // What the documents admit they do not know is said whatever the plan's footing: an
  // assumption always, and a question unless the plan already asks the volume and the time.
  const unfixed = unfixedQuantities(model, texts);
  const untimed = untimedUnits(model, texts);
  for (const u of unfixed.filter((q) => q.admitted)) {
    assumptions.push(
      stated
        ? `The documents have no figure for the number of ${u.noun} (${u.ref}: "${u.quote}"); the plan keeps the stated staffing and does not size it from a count of ${u.noun}.`
        : `The documents have no figure for the number of ${u.noun} (${u.ref}: "${u.quote}"); the plan's hours for ${u.noun} are assumed, not sized from a count.`,
    );
    if (stated && !asked)
      questions.push(
        `The documents have no figure for the number of ${u.noun} (${u.ref}); how many ${u.noun} a year should the stated staffing be checked against (a history or a range)?`,
      );
  }
  // A count given as an estimate that will vary: the hours move with it, whatever their footing.
  for (const u of unfixed.filter((q) => q.varies && !q.admitted)) {
    assumptions.push(
      `The documents give the number of ${u.noun} as an estimate that will vary (${u.ref}: "${u.quote}"); the plan prices the estimate${stated ? ' with the stated staffing' : ''}, not the variation.`,
    );
    questions.push(
      `The number of ${u.noun} is an estimate that will vary (${u.ref}): how will ${u.noun} above or below the estimate be ordered and paid (a unit price, an option, an adjustment of the price)?`,
    );
  }
  for (const t of untimed) {
    assumptions.push(
      `The documents give no time per ${t.unit} (${t.ref}: "${t.quote}"); the plan's hours for ${plural(t.unit)} rest on an assumed time per ${t.unit}, not a time the Government states.`,
    );
    if (!asked)
      questions.push(
        `The documents give no time per ${t.unit} (${t.ref}); how long does one ${t.unit} take (time on site, travel and reporting), or how many hours per ${t.unit} should offerors assume?`,
      );
  }
  if (stated) return { assumptions, questions };
  for (const u of unfixed)
    if (!(asked && u.admitted))
      questions.push(
        `The documents do not state how many ${u.noun} there will be (${u.ref}: "${u.quote}"); the plan's hours for them are assumed. How many ${u.noun} should offerors price in each period?`,
      );
  const ev = eventSchedule(model, texts);
  if (ev) {
    assumptions.push(
      `The work peaks around each ${ev.noun} (${ev.ref}: "${ev.quote}"); the plan spreads its hours evenly over the periods and assumes the ${ev.noun} schedule holds. If a ${ev.noun} slips or the schedule changes, hours move between periods.`,
    );
    questions.push(
      `What ${ev.noun} schedule should offerors assume, and how should a ${ev.noun} that slips be priced (a ramp-up before each ${ev.noun} and a smaller team between them)?`,
    );
  }
  // Items whose time the documents state are not asked again.
  const rated = [...readStatedRates(texts), ...readUnitRates(texts), ...tableRates(model)].map((r) =>
    r.subject.toLowerCase(),
  );
  const head = (i: WorkloadItem) => singular((i.item.split(' ').pop() ?? '').toLowerCase());
  questions.push(...productionRateQuestion(items.filter((i) => !rated.some((r) => r.includes(head(i))))));
  return { assumptions, questions };
}
