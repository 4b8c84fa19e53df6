import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import type { StatedRate } from './stated-rates';

/**
 * Rates of workload-driven statements of work that the sentence readers of `stated-rates` and
 * `rate-phrases` do not take:
 * - a time named per item before its figure: "the average time per call is 9 minutes",
 *   "processing time for each application averages 2.5 hours";
 * - a time the offeror is told to assume or allow: "offerors should assume 9 minutes per call",
 *   "allow 45 minutes for each inspection";
 * - a productivity in items per hour or day with no worker named: "productivity has averaged 8
 *   calls per hour", "the Government's standard is 2,500 square feet per labor hour";
 * - an area per hour with the worker named: "a custodial worker cleans about 3,000 square feet
 *   per hour".
 */
const UNIT = '(?<unit>minutes?|mins?|hours?|hrs?)';
const ABOUT = String.raw`(?:(?:about|approximately|around|roughly|on average|an average of|some|nearly)\s+)?`;
const ITEM = String.raw`(?<item>[a-z][a-z/-]*(?:\s+(?!is\b|was\b|are\b|averages?\b|of\b|and\b|takes?\b|requires?\b)[a-z][a-z/-]*){0,2})`;

/** "the average time per call is 9 minutes", "processing time for each application averages 2.5 hours". */
const TIME_PER = new RegExp(
  String.raw`\b(?:time|effort|duration|labou?r)\s+(?:per|for each|for one|for every|to (?:process|complete|handle) (?:one|each|an?))\s+${ITEM}\s+(?:is|was|averages?|averaged|of|equals)\s+${ABOUT}(?<n>${NUMBER})\s*${UNIT}\b`,
  'i',
);
/** "offerors should assume 9 minutes per call", "allow 45 minutes for each inspection". */
const ASSUMED_TIME = new RegExp(
  String.raw`\b(?:assume|allow|budget|plan (?:on|for)|use)\s+${ABOUT}(?<n>${NUMBER})\s*${UNIT}\s+(?:of\s+[a-z -]{2,30}?\s+)?(?:per|for each|for every|for one|a)\s+${ITEM}`,
  'i',
);
/** "productivity has averaged 8 calls per hour", "a standard of 2,500 square feet per labor hour". */
const ITEMS_PER = new RegExp(
  String.raw`(?<n>${NUMBER})\s+(?<items>square feet|sq\.? ?ft\.?|(?:[a-z-]+\s){0,2}[a-z-]+?s)\s+(?:per|an|a|each)\s+(?:(?:labou?r|production|productive|work|staff)\s+)?(?:(?<h>${NUMBER})[- ]hours?\s+)?(?<per>hour|day|workday|shift)\b`,
  'i',
);
/** Words that make a count of items per hour or day a rate of work, not a volume. */
const PRODUCTIVITY =
  /\b(?:productivity|throughput|standard|rate|averag\w*|typically|complete[sd]?|cleans?|processe[sd]|can\s+\w+|performs?)\b/i;
/** A count per day that is a volume ("receives 300 calls a day"), not a rate. */
const VOLUME_VERB =
  /\b(?:receives?|received|arrive|submitted|generated|incoming|is expected to (?:receive|get))\b/i;
const toMinutes = (n: number, unit: string) => (/^h/i.test(unit) ? n * 60 : n);

/** A count a period, in the words work statements use ("a year", "per month", "annually"). */
const PER_PERIOD = String.raw`(?:(?:a|an|per|each|every)\s+(?<period>year|month|week|quarter)|(?<ly>annually|monthly|yearly|weekly|quarterly))\b`;
/** Times a year a count a period comes. */
const YEARLY: Record<string, number> = {
  year: 1,
  annually: 1,
  yearly: 1,
  month: 12,
  monthly: 12,
  week: 52,
  weekly: 52,
  quarter: 4,
  quarterly: 4,
};
/**
 * A time bound to the count it follows: "1,800 device tests a year, each taking about 45
 * minutes", "60 surveys a year at 6 hours each", "400 tree removals annually at about 3 hours
 * per removal". The count's noun is the item the time is of.
 */
const BOUND = new RegExp(
  String.raw`(?<count>${NUMBER})\s+(?<noun>[a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,3}?)\s+${PER_PERIOD}\s*,?\s*(?:each\s+(?:taking|requiring|lasting|averaging|needing)\s+${ABOUT}(?<n1>${NUMBER})\s*(?<u1>minutes?|mins?|hours?|hrs?)\b|at\s+${ABOUT}(?<n2>${NUMBER})\s*(?<u2>minutes?|mins?|hours?|hrs?)\s+(?:each|apiece|per\s+(?<per>[a-z][a-z-]*)))`,
  'i',
);
/** Nouns a count of which is no work item (time, people, shares). */
const NOT_WORK_ITEM =
  /\b(?:hours?|minutes?|days?|weeks?|months?|years?|people|persons?|staff|FTEs?|employees?|positions?|percent|times)$/i;
/** "About 15 percent (270) of these fail", "roughly 8 percent of applications": a share of a counted item. */
const SHARE_OF =
  /(?<pct>\d{1,2}(?:\.\d+)?)\s*(?:%|percent)\s*(?:\(\s*\d[\d,]*\s*\)\s*)?of\s+(?:(?:the|these|those|all|such)\s+)?(?<of>[a-z][a-z-]*)?/i;
/** Each follow-on item of a share and its own time: "a repair at 2 hours each", "a re-inspection at 40 minutes". */
const ITEM_AT = new RegExp(
  String.raw`(?<item>[a-z][a-z-]*)\s+at\s+${ABOUT}(?<n>${NUMBER})\s*(?<unit>minutes?|mins?|hours?|hrs?)\b`,
  'gi',
);
/** Figures the documents give as background only, not as the work to price. */
const INFORMATION_ONLY =
  /\bfor (?:information(?:al)?|reference)(?: purposes)? only\b|\binformational only\b/i;
/** A word's short stem ('removal' and 'removals' alike; 'device' in 'devices'). */
const stem = (w: string) => w.toLowerCase().replace(/s$/, '').slice(0, 6);
const stemsOf = (s: string) => (s.toLowerCase().match(/[a-z][a-z-]*/g) ?? []).map(stem);
/** Sentences a share may follow its counted item by. */
const SHARE_REACH = 2;

/** The time of a count bound to its item, or none; `at N each` ties to the count only. */
function boundRate(quote: string): StatedRate | undefined {
  const g = quote.match(BOUND)?.groups;
  if (!g) return undefined;
  const noun = (g.noun ?? '').trim();
  const count = parseNumber(g.count ?? '');
  const minutes = toMinutes(parseNumber(g.n1 ?? g.n2 ?? ''), g.u1 ?? g.u2 ?? '');
  if (!(count > 1) || !(minutes > 0 && minutes <= 480) || NOT_WORK_ITEM.test(noun)) return undefined;
  // "4,000,000 kilowatt-hours a year at 3 hours per transformer inspection": the time is per another noun.
  if (g.per && !stemsOf(noun).includes(stem(g.per))) return undefined;
  const times = YEARLY[(g.period ?? g.ly ?? '').toLowerCase()] ?? 1;
  return { subject: noun, minutes, count: count * times, quote };
}

/** The follow-on items of a clause that takes a share of the last counted item, each with its time. */
function shareRates(clause: string, last: StatedRate, quote: string): StatedRate[] {
  const s = clause.match(SHARE_OF);
  const g = s?.groups;
  if (!g || s?.index === undefined) return [];
  const fraction = Number(g.pct) / 100;
  // The share is of the counted item: its noun, or "of these", "of them".
  if (
    !(fraction > 0 && fraction < 1) ||
    (g.of && !/^them$/i.test(g.of) && !stemsOf(last.subject).includes(stem(g.of)))
  )
    return [];
  const out: StatedRate[] = [];
  for (const m of clause.slice(s.index + s[0].length).matchAll(ITEM_AT)) {
    const minutes = toMinutes(parseNumber(m.groups?.n ?? ''), m.groups?.unit ?? '');
    if (minutes > 0 && minutes <= 480)
      out.push({
        subject: m.groups?.item ?? '',
        minutes,
        share: { of: last.subject, fraction },
        ...(last.count ? { count: last.count } : {}),
        quote,
      });
  }
  return out;
}

const sentences = (texts: readonly string[]) =>
  texts.flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/)).map((s) => s.replace(/\s+/g, ' ').trim());

/**
 * Rates stated per item in the shapes above.
 * @example
 * readUnitRates(['The average time per call is 9 minutes.'])[0] // { subject: 'call', minutes: 9, ... }
 */
export function readUnitRates(texts: readonly string[], skip: ReadonlySet<string> = new Set()): StatedRate[] {
  const out: StatedRate[] = [];
  // The last item counted with its own time, and how many sentences back.
  let last: StatedRate | undefined;
  let since = 0;
  for (const quote of sentences(texts)) {
    since += 1;
    if (skip.has(quote)) continue;
    if (/\b(?:minutes?|mins?|hours?|hrs?)\b/i.test(quote) && !INFORMATION_ONLY.test(quote)) {
      const clauses = quote.split(/;\s+/);
      const bound = boundRate(clauses[0] ?? '');
      if (bound) {
        last = { ...bound, quote };
        since = 0;
        out.push(last);
      }
      const shares =
        last && since <= SHARE_REACH
          ? clauses.slice(bound ? 1 : 0).flatMap((c) => shareRates(c, last as StatedRate, quote))
          : [];
      out.push(...shares);
      if (bound || shares.length) continue;
    }
    const timed = quote.match(TIME_PER)?.groups ?? quote.match(ASSUMED_TIME)?.groups;
    if (timed) {
      const minutes = toMinutes(parseNumber(timed.n ?? ''), timed.unit ?? '');
      if (
        minutes > 0 &&
        minutes <= 480 &&
        !/^(?:week|day|month|year|hour|fte|person)/i.test(timed.item ?? '')
      )
        out.push({ subject: (timed.item ?? '').trim(), minutes, quote });
      continue;
    }
    const per = quote.match(ITEMS_PER)?.groups;
    if (!per || !PRODUCTIVITY.test(quote) || VOLUME_VERB.test(quote)) continue;
    const count = parseNumber(per.n ?? '');
    const square = /^sq|^square/i.test(per.items ?? '');
    if (!(count > 0)) continue;
    const items = square ? 'square feet' : (per.items ?? '').trim();
    if (/^(?:hours?|minutes?|days?|times?|dollars?|people|persons?|staff|employees?)$/i.test(items)) continue;
    if (/^hour$/i.test(per.per ?? '')) {
      out.push({ subject: items, minutes: Math.round((60 / count) * 10000) / 10000, quote });
      continue;
    }
    const dayHours = per.h ? parseNumber(per.h) : 8;
    if (!(dayHours > 0 && dayHours <= 24)) continue;
    out.push({
      subject: items,
      minutes: Math.round(((dayHours * 60) / count) * 100) / 100,
      perDay: { count, dayHours },
      quote,
    });
  }
  return out;
}

/**
 * A time set after dot leaders on a line of its own, as work statements list the Government's
 * effort per unit: "annual test of one assembly ........ 45 minutes", "Site survey ..... 6 hours
 * (report included)". The label names the item; a label about response, notice or opening hours
 * is no effort per unit.
 */
const LEADER_TIME = new RegExp(
  String.raw`^\s*(?<label>[A-Za-z][A-Za-z0-9,/()' -]{2,80}?)\s*\.{3,}\s*${ABOUT}(?<n>${NUMBER})\s*(?<unit>minutes?|mins?|hours?|hrs?)\b(?<rest>.{0,60})$`,
  'i',
);
const NOT_EFFORT_LABEL =
  /\b(?:respon\w*|notice|within|operat\w*|open\w*|shifts?|business|office|turn-?around|delivery|arrival|travel time|deadline|duration of the contract|hours of|per (?:day|week|month|year))\b/i;

/** Times per unit set after dot leaders, one line each (see `LEADER_TIME`). */
export function readLeaderTimes(texts: readonly string[]): StatedRate[] {
  const out: StatedRate[] = [];
  for (const text of texts) {
    if (!text.includes('...')) continue;
    for (const line of text.split('\n')) {
      if (!line.includes('...')) continue;
      const g = line.match(LEADER_TIME)?.groups;
      if (
        !g ||
        NOT_EFFORT_LABEL.test(g.label ?? '') ||
        /\b(?:per|a|each)\s+(?:day|week|month|year)\b/i.test(g.rest ?? '')
      )
        continue;
      const minutes = toMinutes(parseNumber(g.n ?? ''), g.unit ?? '');
      if (!(minutes > 0 && minutes <= 16 * 60)) continue;
      out.push({ subject: (g.label ?? '').trim(), minutes, quote: line.replace(/\s+/g, ' ').trim() });
    }
  }
  return out;
}

/** "3 percent of reads must be re-read", "5 percent of samples are re-analyzed": a share done again. */
const REDO =
  /(?<pct>\d{1,2}(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(?:(?:the|these|those|all)\s+)?(?<of>[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)\s+(?:(?:must|shall|will|need\s+to|have\s+to)\s+be|are|is|were|require|requires|need|needs)\s+(?:an?\s+)?(?<redo>re-[a-z]+|re(?:read|test|inspect|analy[sz]|work|visit|sampl|process|scan|key|print|audit|measur|calibrat)[a-z]*)\b/i;
/** A share that is a limit or a standard, not work the documents expect. */
const LIMIT =
  /\b(?:not\s+(?:to\s+)?exceed|no\s+more\s+than|less\s+than|fewer\s+than|at\s+most|maximum|shall\s+not|may|standard|AQL|acceptable\s+quality|threshold|deficien\w*)\b/i;
/** The documents say their own estimate leaves the share out. */
const LEFT_OUT =
  /\bnot\s+(?:been\s+)?(?:included|reflected|counted|accounted\s+for)\b|\bexclud(?:e|es|ed|ing)\b|\bin\s+addition\s+to\s+(?:the|these)\s+(?:estimate|figures|volumes)\b/i;

/** A share of a counted item the work does again, at the item's own time. */
export interface RedoShare {
  /** The words that name the item the share is of ('reads', 'samples'). */
  of: string;
  /** The work done again ('re-read', 're-analyzed'). */
  redo: string;
  fraction: number;
  /** The documents say their estimate leaves it out. */
  leftOut: boolean;
  quote: string;
}

/**
 * Shares of a counted item the work does again with no time of their own ("About 3 percent of
 * reads must be re-read; these are not included in the estimate"): the item's time applies. A
 * share the sentence states as a limit or a standard ("shall not exceed 5 percent") is none, and
 * one with its own time is read with it (`readUnitRates`).
 * @example
 * readRedoShares(['About 3 percent of reads must be re-read.'])[0] // { of: 'reads', redo: 're-read', fraction: 0.03, ... }
 */
export function readRedoShares(texts: readonly string[]): RedoShare[] {
  const out: RedoShare[] = [];
  for (const quote of sentences(texts)) {
    if (
      !/percent|%/i.test(quote) ||
      LIMIT.test(quote) ||
      /\d\s*(?:minutes?|mins?|hours?|hrs?)\b/i.test(quote)
    )
      continue;
    const g = quote.match(REDO)?.groups;
    const fraction = Number(g?.pct ?? '') / 100;
    if (!g || !(fraction > 0 && fraction < 0.5)) continue;
    out.push({ of: g.of ?? '', redo: g.redo ?? '', fraction, leftOut: LEFT_OUT.test(quote), quote });
  }
  return out;
}

/** "1,100 of these are read automatically", "of which 1,000 are processed electronically". */
const DONE_OTHERWISE = new RegExp(
  String.raw`(?:\bof\s+which\s+)?(?:(?<pct>\d{1,2}(?:\.\d+)?)\s*(?:%|percent)|(?<n>${NUMBER}))\s+(?:of\s+(?:these|them|those|the\s+[a-z-]+)\s+)?(?:are|is|were|will\s+be|get)\s+(?:already\s+)?(?:[a-z]+\s+){0,2}?(?:automatically|remotely|electronically|by\s+(?:the\s+)?(?:Government|agency|others|another\s+contractor|an?\s+automated|automated|[a-z]+\s+system))\b`,
  'i',
);

/** "of which 38 have level sensors and are not inspected", "of which 600 are excluded", "... are exempt". */
const NOT_DONE = new RegExp(
  String.raw`\bof\s+(?:which|these|them|those)\s+(?:(?<pct>\d{1,2}(?:\.\d+)?)\s*(?:%|percent)|(?<n>${NUMBER}))\s+(?:[a-z-]+\s+){0,6}?(?:are|is|were|will\s+be)\s+(?:not\s+(?:inspected|serviced|cleaned|tested|counted|included|covered|required|part\s+of)|excluded|exempt(?:ed)?)\b`,
  'i',
);

/**
 * How many of a counted item the words right after it say are done otherwise, by a machine,
 * the Government or others ("6,000 meters each month; 1,100 of these are read automatically",
 * "of which 1,000 are processed electronically", "25 percent of these are paid automatically"):
 * the work's count is the rest. 0 when they say none.
 * @example
 * doneOtherwise('6,000 meters each month; 1,100 of these are read automatically.', 6000) // 1100
 */
export function doneOtherwise(after: string, count: number): number {
  const m = after.match(DONE_OTHERWISE) ?? after.match(NOT_DONE);
  const g = m?.groups;
  if (!g || m?.index === undefined) return 0;
  // The clause must point back at the count: "of which", "of these", "of them".
  if (!/\bof\s+(?:which|these|them|those|the)\b/i.test(m[0])) return 0;
  const n = g.pct ? (count * Number(g.pct)) / 100 : parseNumber(g.n ?? '');
  return n > 0 && n < count ? Math.round(n) : 0;
}

/** A staffing level the documents give as history: the workload was done by N full-time people. */
export interface HistoricalStaff {
  fte: number;
  /** The text before the sentence (its section), which names the work the staff did. */
  context: string;
  quote: string;
}

const HISTORY =
  /\b(?:historical(?:ly)?|incumbent|currently|current|past|previous(?:ly)?|prior|to date|has been|have been)\b/i;
const STAFFED_BY = new RegExp(
  String.raw`\b(?:performed|handled|processed|done|completed|accomplished|supported|staffed|worked|performs?|handles?|processes|supports?)\b[^.]{0,40}?\b(?:by|with|using)\s+(?:a\s+(?:staff|team|workforce)\s+of\s+)?(?:approximately\s+|about\s+)?(?<n>${NUMBER}|\d+(?:\.\d+)?)\s+(?:full[- ]time(?:[- ]equivalent)?\s+)?(?:FTEs?|employees|staff(?:\s+members)?|personnel|people|positions|full[- ]time equivalents?|[a-z]+(?:ers|ors|ists|ians|ants|clerks|aides))\b`,
  'i',
);

/**
 * Historical staffing that implies the rate of a stated workload: "historically, this workload
 * has been performed by four (4) full-time employees", "the incumbent currently performs this
 * work with 3.5 FTEs". Government staff and staffing the contractor must provide are not history.
 * @example
 * readHistoricalStaff(['Historically, this workload has been performed by four (4) full-time employees.'])[0]?.fte // 4
 */
export function readHistoricalStaff(texts: readonly string[]): HistoricalStaff[] {
  const out: HistoricalStaff[] = [];
  for (const text of texts) {
    let from = 0;
    for (const raw of text.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/)) {
      const at = text.indexOf(raw, from);
      from = at >= 0 ? at + raw.length : from;
      const quote = raw.replace(/\s+/g, ' ').trim();
      if (
        !quote ||
        !HISTORY.test(quote) ||
        /\b(?:government|federal|agency)\s+(?:employees|staff|personnel)\b/i.test(quote)
      )
        continue;
      if (/\b(?:shall|must|will)\s+(?:provide|furnish|staff)\b/i.test(quote)) continue;
      const g = quote.match(STAFFED_BY)?.groups;
      const fte = parseNumber(g?.n ?? '');
      if (!(fte > 0 && fte <= 200)) continue;
      out.push({ fte, context: text.slice(Math.max(0, at - 700), Math.max(0, at)), quote });
    }
  }
  return out;
}
