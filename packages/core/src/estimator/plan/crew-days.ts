import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import { repairOcrDigits } from '../../solicitation/facts/text-units';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { recognise } from '../../solicitation/vocabulary/index';
import { clip, fmt } from '../text';
import { type PlanFrame, periodIndexOf } from './frame';
import { type PlanLine, statedHours } from './lines';
import { escapeRegExp } from '../../format/regexp';

/**
 * The paid hours of one member of a crew on one counted day: "A crew-day is ten (10) hours for
 * each of the three crew members", "each member of the complement is paid twelve (12) hours for
 * each sea day", "a port crew of three (3) aboard on each in-port workday (eight paid hours)".
 */
export interface DayPay {
  /** The counted day, normalised ('crew day', 'sea day', 'in port workday'). */
  unit: string;
  hours: number;
  /** The crew the sentence counts ("a port crew of three"), when it counts one. */
  crew?: number;
  quote: string;
  /** The day's length stated for the whole crew ("a team-day is ten hours"), not per member. */
  length?: boolean;
}

/** A qualified day ("sea day", "crew-day", "in-port workday", "field day"), never a bare "day". */
const DAY = '((?:[a-z]+[- ]){0,2}?(?:day|workday|shift)|workday)s?';
/** A unit of work counted one by one: a trip, a sortie, a run, a visit, a flight. */
const COUNTED = 'trip|sortie|run|visit|flight|mission|voyage|call-?out|tour';
/** An hour of a machine's or a vehicle's use ("flight hour", "block hour"), never a bare "hour". */
const USE_HOUR =
  '(?:flight|flying|block|engine|hobbs|vessel|machine|equipment|rig|aircraft|rotor|tach)[- ]hour';
/** A unit a crew is paid by: a qualified day or shift, a counted unit, or an hour of use. */
const WORK_UNIT = `((?:[a-z]+[- ]){0,2}?(?:day|workday|shift)|workday|${USE_HOUR}|(?:[a-z]+[- ])?(?:${COUNTED}))s?`;
const EACH_DAY = new RegExp(`\\b(?:each|every|per|a|an|one|the)\\s+${WORK_UNIT}\\b`, 'gi');
const COUNTED_UNIT = new RegExp(`^(?:workday|crewday|${USE_HOUR}|${COUNTED})$`);
const HOURS = new RegExp(
  `(${NUMBER})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:paid\\s+|labou?r\\s+)?(?:hours?|hrs)\\b`,
  'gi',
);
/** Words that put the hours on each person of a crew. */
const PER_MEMBER =
  /\b(?:each|every|per)\s+(?:of\s+the\s+(?:[a-z]+\s+)?(?:crew\s+)?(?:members?|persons?|people)|(?:crew\s+|team\s+|party\s+)?(?:members?|persons?|mariners?|people)|crew ?member)\b|\b(?:crews?|team|party|complement|detail)\s+of\s+/i;
const CREW_OF = new RegExp(`\\b(?:crews?|team|party|complement|detail)\\s+of\\s+(${NUMBER})`, 'i');
/** About other work: past performance, experience, a schedule of a past year. */
export const REFERENCE = /past performance|experience|similar|previous|prior|in (?:fiscal year|FY) ?\d{2,4}/i;
const BARE = /^(?:a|the|per|each|every|one|calendar|working|business|work|week|same|following|next)$/;

/** Markdown emphasis ("**twenty (20) hours**", "__each__"), never a blank to fill ("$________"). */
const EMPHASIS = /\*\*|(?<![_\w$])__(?=[A-Za-z0-9])|(?<=[A-Za-z0-9.)])__(?![_\w])/g;

/**
 * Sentences of the texts (a numbered paragraph starts one), whitespace folded, Markdown emphasis
 * left out (it sits inside the phrases read), OCR digits repaired ('l2O' is 120).
 */
export function sentencesOf(texts: readonly string[]): string[] {
  return texts
    .flatMap((t) =>
      t.split(
        /\n\s*\n|\n(?=[ \t]*(?:[A-Z]{1,2}\.\d{1,2}|\d{1,2}\.\d{1,2})(?:\.\d{1,2}){0,3}[ \t]+(?:\*\*)?[A-Z])|(?<=[.;](?:\*\*)?)\s+(?=(?:\*\*)?[A-Z])/,
      ),
    )
    .map((s) => repairOcrDigits(s.replace(EMPHASIS, '').replace(/\s+/g, ' ').trim()))
    .filter((s) => s.length > 0 && s.length < 800);
}

/** A day noun in one form: 'Crew-days' -> 'crew day', 'in-port workdays' -> 'in port workday'. */
export const dayKey = (s: string): string =>
  s.toLowerCase().replace(/[-–]/g, ' ').replace(/\s+/g, ' ').trim().replace(/s$/, '');

/** The qualified day a sentence prices, and its paid hours, when it puts the hours on each member. */
function dayPayOf(s: string): DayPay | undefined {
  if (!PER_MEMBER.test(s) || REFERENCE.test(s)) return undefined;
  const unit = [...s.matchAll(EACH_DAY)]
    .map((m) => dayKey(m[1] ?? ''))
    .find((u) => COUNTED_UNIT.test(u) || (u.includes(' ') && !/\bhour$/.test(u)))
    ?.replace(/^(?:a|an|the|each|every|per)\s+/, '');
  if (!unit || BARE.test(unit.split(' ')[0] ?? '') || /\b(?:calendar|working|business)\b/.test(unit))
    return undefined;
  const hours = [...s.matchAll(HOURS)]
    .filter((m) => !/^\s*(?:a|per|each)\s+(?:day|week)\b/i.test(s.slice((m.index ?? 0) + m[0].length)))
    .map((m) => parseNumber(m[1] ?? ''))
    .find((h) => h >= 1 && h <= 24);
  if (!hours) return undefined;
  const crew = s.match(CREW_OF)?.[1];
  return { unit, hours, ...(crew ? { crew: parseNumber(crew) } : {}), quote: clip(s, 300) };
}

/** Words that make hours a person's time: duty, labour, crew or paid hours. */
const DUTY_WORDS = /\b(?:duty|crews?|labou?r|paid|staff|personnel|(?:man|person|staff)[- ]hours?)\b/i;
const BILLED = '(?:(?:billed|billable|paid|ordered|priced|scheduled)\\s+)?';
/** "about 1.5 hours of duty ... for each billed flight hour", "2 crew hours per sortie". */
const DUTY_PER_UNIT = new RegExp(
  `(${NUMBER})\\s*(?:[a-z]+\\s+){0,2}?(?:hours?|hrs)\\b[^.;]{0,90}?\\b(?:for\\s+each|for\\s+every|per|each|for\\s+one)\\s+${BILLED}${WORK_UNIT}\\b`,
  'i',
);
/** "each flight hour needs about 1.5 crew duty hours", "every sortie averages three (3) labor hours". */
const UNIT_NEEDS = new RegExp(
  `\\b(?:each|every|per|one|a)\\s+${BILLED}${WORK_UNIT}\\s+(?:[a-z]+\\s+){0,3}?(?:requires?|needs?|takes?|generates?|carries|means|averages?|adds?|is|equals?)\\s+(?:an\\s+average\\s+of\\s+|about\\s+|approximately\\s+|roughly\\s+|some\\s+|nearly\\s+)?(${NUMBER})\\s*(?:\\(\\s*[\\d.]+\\s*\\)\\s*)?(?:[a-z]+\\s+){0,2}?(?:hours?|hrs)\\b`,
  'i',
);
/** A deadline or a limit, not time worked: "within 24 hours of each flight", "no more than 8 hours". */
const DEADLINE_BEFORE =
  /(?:within|after|before|later than|prior to|up to|least|minimum|maximum|exceed|than|limit(?:ed)? to)\s*$/i;

/** Duty hours of each member per unit of work ("1.5 hours of duty for each billed flight hour"). */
function dutyPayOf(s: string): DayPay | undefined {
  if (!DUTY_WORDS.test(s) || REFERENCE.test(s)) return undefined;
  const a = s.match(DUTY_PER_UNIT);
  const b = a ? null : s.match(UNIT_NEEDS);
  const m = a ?? b;
  if (!m) return undefined;
  const [raw, unitRaw] = a ? [a[1], a[2]] : [b?.[2], b?.[1]];
  const before = s.slice(
    Math.max(0, (m.index ?? 0) - 24),
    (m.index ?? 0) + (a ? 0 : m[0].indexOf(raw ?? '')),
  );
  if (a && DEADLINE_BEFORE.test(before)) return undefined;
  // "24 hours a day on each sea day" is a span of the clock, not time per unit.
  if (
    a &&
    /^[^.;]{0,12}?(?:hours?|hrs)\s+(?:a|per|each)\s+(?:day|week)\b/i.test(m[0].slice((raw ?? '').length))
  )
    return undefined;
  const hours = parseNumber(raw ?? '');
  const unit = dayKey(unitRaw ?? '');
  if (
    !(hours >= 0.25 && hours <= 24) ||
    !(COUNTED_UNIT.test(unit) || (unit.includes(' ') && !BARE.test(unit.split(' ')[0] ?? '')))
  )
    return undefined;
  return { unit, hours, quote: clip(s, 300) };
}

/** A crew's, team's or party's own day: "team-day", "sampling crew day". */
const CREW_DAY = '((?:[a-z]+[- ])?(?:crew|team|party)[- ]?days?)';
/** "A team-day is ten (10) hours", "Each sampling team-day is 9 hours", "a gather day is ten hours". */
const DAY_IS = new RegExp(
  `\\b(?:an?|each|one|every|the)\\s+${DAY}\\s+(?:is|equals|=|means|(?:shall|will)\\s+be)\\s+(?:an?\\s+)?(?:about\\s+|approximately\\s+)?(${NUMBER})\\s*(?:paid\\s+|working\\s+|labou?r\\s+)?(?:hours?|hrs)\\b`,
  'i',
);
/** "10-hour team days", "crew days of eleven (11) hours". */
const HOUR_CREW_DAY = new RegExp(
  `(${NUMBER})[- ]hours?\\s+${CREW_DAY}\\b|\\b((?:crew|team|party)[- ]?days?)\\s+of\\s+(${NUMBER})\\s*(?:hours?|hrs)\\b`,
  'i',
);

/** "Three people per team-day, ten hours each", "each crew-day is staffed by four persons working 8 hours each". */
const DAY_EACH_HOURS = new RegExp(
  `\\b(?:per|each|every|a)\\s+${CREW_DAY}\\b[^.;]{0,40}?\\b(?:at\\s+)?(${NUMBER})\\s*(?:hours?|hrs)\\s+(?:each|apiece)\\b`,
  'i',
);

/** "Each crew-day is one crew of six (a leader, four sawyers and a swamper) working a ten-hour day". */
const DAY_WORKING = new RegExp(
  `\\b(?:an?|each|one|every|the)\\s+${CREW_DAY}\\s+(?:is|equals|means|consists of)\\b[^.;]{0,160}?\\b(?:working|works|on|for)\\s+(?:an?\\s+|one\\s+)?(${NUMBER})[- ](?:hours?|hr)\\s+(?:work\\s*)?days?\\b`,
  'i',
);

/**
 * The length of a counted day stated for the whole crew ("A team-day is ten (10) hours on
 * site"): each member works those hours on each such day.
 */
function dayLengthOf(s: string): DayPay | undefined {
  if (REFERENCE.test(s)) return undefined;
  const a = s.match(DAY_IS);
  const b = a ? null : s.match(HOUR_CREW_DAY);
  const c = a || b ? null : s.match(DAY_EACH_HOURS);
  const d = a || b || c ? null : s.match(DAY_WORKING);
  const unit = dayKey(a?.[1] ?? b?.[2] ?? b?.[3] ?? c?.[1] ?? d?.[1] ?? '');
  const hours = parseNumber(a?.[2] ?? b?.[1] ?? b?.[4] ?? c?.[2] ?? d?.[2] ?? '');
  const first = unit.split(' ')[0] ?? '';
  if (!unit.includes(' ') || BARE.test(first) || /\b(?:calendar|working|business)\b/.test(unit))
    return undefined;
  // "A sea day is a 24-hour period" is the clock, not the crew's hours.
  return hours >= 4 && hours <= 16 ? { unit, hours, quote: clip(s, 300), length: true } : undefined;
}

/**
 * Paid hours per member per counted day the documents state.
 * @example
 * readDayPay(['A crew-day is ten (10) hours for each of the three crew members.'])[0] // { unit: 'crew day', hours: 10, ... }
 */
export function readDayPay(texts: readonly string[]): DayPay[] {
  const out: DayPay[] = [];
  for (const s of sentencesOf(texts)) {
    // A table row is not a sentence that prices a day.
    if (!/hours?|hrs/i.test(s) || s.includes('|')) continue;
    const pay = dayPayOf(s) ?? dutyPayOf(s) ?? dayLengthOf(s);
    // The first sentence that prices a day wins; a later one restates it. Hours put on each
    // member win over a day's length stated for the crew.
    const same = pay ? out.findIndex((p) => p.unit === pay.unit) : -1;
    if (pay && same < 0) out.push(pay);
    else if (pay && !pay.length && out[same]?.length) out[same] = pay;
  }
  return out;
}

/** "150 crew-days", "two hundred twenty (220) sea days": a count of the unit. */
const countOf = (unit: string) =>
  new RegExp(
    `(${NUMBER})\\s+(?:(additional|more|extra)\\s+)?${escapeRegExp(unit).replace(/ /g, '[-\\s]?')}s?\\b`,
    'gi',
  );
const OPTION_NAMED = String.raw`\s*(?:\d{1,2}|[ivx]{1,4}|one|two|three|four|five)\b`;
/** "Base Year", "Option Year 2", "Option Period Three": a period a sentence names. */
const PERIOD = new RegExp(String.raw`\b(?:base (?:year|period)|option (?:year|period)${OPTION_NAMED})`, 'gi');

/** A count the sentence gives for pricing or for every period, not a one-off. */
const ESTIMATED =
  /estimat|for pricing|expect|anticipat|\b(?:each|every|per)\s+(?:period|year)\b|\ba year\b|annual/i;

/** Whether a schedule's unit cell is the unit ('Flight hour' for 'flight hour'; 'Crew-days' for 'crew day'). */
const unitCell = (cell: string, unit: string): boolean => {
  const c = dayKey(cell);
  return (
    c.length > 2 &&
    (c === unit || unit.endsWith(` ${c}`) || (COUNTED_UNIT.test(c) && c === unit.split(' ').pop()))
  );
};
/** Words around a quantity column's unit: "Estimated crew days", "Number of sea days", "Crew-days (est.)". */
const QUANTITY_WORDS =
  /\((?:[^)]*)\)|\b(?:estimated|est\.?|approximate|anticipated|number of|no\.? of|quantity(?: of)?|qty\.?|total)(?=\s|$)/gi;

/** Whether a schedule's column header counts the unit; never a column of past or reference figures. */
const unitHeader = (cell: string, unit: string): boolean =>
  !REFERENCE.test(cell) && dayKey(cell.replace(QUANTITY_WORDS, ' ')) === unit;

/** A period a schedule row names; a bare "Base" or "Option 2" row counts. */
const ROW_PERIOD = new RegExp(
  String.raw`\b(?:base(?:\s+(?:year|period))?|option(?:\s+(?:year|period))?${OPTION_NAMED})`,
  'i',
);
/** The same, for a schedule of seasons ("Option Season 1"); only a crew worked by the season reads it. */
const SEASON_ROW_PERIOD = new RegExp(
  String.raw`\b(?:base(?:\s+(?:year|period|season))?|option(?:\s+(?:year|period|season))?${OPTION_NAMED})`,
  'i',
);

/** A season or a term named as the period it is ("Option Season 1" is Option Period 1). */
export const seasonAsPeriod = (label: string): string => label.replace(/\b(?:season|term)\b/gi, 'period');

/**
 * The quantities a price schedule orders of the unit: the rows whose unit cell is the unit.
 * `base` is the first row's; `byPeriod` the rows that name a frame period (Base, Option 1, ...).
 */
function tableCount(
  unit: string,
  tables: readonly Table[],
  frame: PlanFrame,
  seasons = false,
  headed = false,
): { base: number; byPeriod: Map<number, number> } | undefined {
  let base: number | undefined;
  const byPeriod = new Map<number, number>();
  const count = (c: string | undefined) => Number(repairOcrDigits(c ?? '').replace(/,/g, ''));
  for (const t of tables) {
    // A column headed by the unit ("Crew-days (est.)", "Estimated survey days") counts it in each row.
    const col = headed ? t.header.findIndex((h, i) => i > 0 && unitHeader(h, unit)) : -1;
    for (const row of t.rows) {
      const n =
        col > 0
          ? count(row[col])
          : row.some((c) => unitCell(c, unit))
            ? row.map(count).find((v, i) => v > 0 && v < 10_000 && i > 0)
            : undefined;
      if (!n || !(n > 0 && n < 10_000)) continue;
      base ??= n;
      const label = row.map((c) => c.match(seasons ? SEASON_ROW_PERIOD : ROW_PERIOD)?.[0]).find(Boolean);
      const at = label ? periodIndexOf(frame, seasonAsPeriod(label)) : -1;
      if (at >= 0 && !byPeriod.has(at)) byPeriod.set(at, n);
    }
  }
  return base === undefined ? undefined : { base, byPeriod };
}

const TERM = '(?:season|year|period|term)';
/**
 * "40 crew-days in the first season and 50 (crew-days) in each later season", "30 party-days in
 * the base season and 45 in each option season": the first period's count and every later one's.
 */
function firstAndLater(s: string, unit: string): { first: number; later: number } | undefined {
  // Only a sentence naming a first or base term and a later one can split (cheap test first).
  if (!/\b(?:first|initial|base)\s+(?:season|year|period|term)\b/i.test(s)) return undefined;
  const u = `${escapeRegExp(unit).replace(/ /g, '[-\\s]?')}s?`;
  const m = s.match(
    new RegExp(
      `(${NUMBER})\\s+${u}\\s+(?:in|during|for)\\s+the\\s+(?:first|initial|base)\\s+${TERM}\\b[^.;]{0,20}?\\band\\s+(${NUMBER})(?:\\s+${u})?\\s+(?:in|during|for)\\s+(?:each|every|all)\\s+(?:of\\s+the\\s+)?(?:later|subsequent|remaining|following|other|option|succeeding)\\s+(?:option\\s+)?${TERM}s?\\b`,
      'i',
    ),
  );
  const first = parseNumber(m?.[1] ?? '');
  const later = parseNumber(m?.[2] ?? '');
  return first > 0 && later > 0 ? { first, later } : undefined;
}

/**
 * Counted days by frame period: the schedule's quantity (or the estimate a sentence gives),
 * repeated in every period pro rata, plus the days a sentence adds in one period ("Option
 * Year 2 includes thirty (30) additional crew-days"). `headed` also reads a column headed by the
 * unit ("Crew-days (est.)"); the crew-week reader reads its own such columns with the crews beside them.
 */
export function dayCounts(
  unit: string,
  sentences: readonly string[],
  tables: readonly Table[],
  frame: PlanFrame,
  seasons = false,
  headed = false,
) {
  const table = tableCount(unit, tables, frame, seasons, headed);
  let base = table?.base;
  let split: { first: number; later: number } | undefined;
  const extra = frame.periods.map(() => 0);
  for (const s of sentences) {
    if (REFERENCE.test(s)) continue;
    split ??= firstAndLater(s, unit);
    for (const m of s.matchAll(countOf(unit))) {
      const n = parseNumber(m[1] ?? '');
      const before = s.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
      if (!(n > 0) || /(?:\bto|-|–|least|minimum|than)\s*$/i.test(before)) continue;
      // "one crew-day equals eight (8) hours" defines the day, it orders none.
      if (/^\s*(?:is|equals|=|means|(?:shall|will)\s+be)\b/i.test(s.slice((m.index ?? 0) + m[0].length)))
        continue;
      const periods = [...s.matchAll(PERIOD)].map((p) => periodIndexOf(frame, p[0]));
      const at = periods.length === 1 ? (periods[0] ?? -1) : -1;
      if (m[2] && at >= 0) extra[at] = (extra[at] ?? 0) + n;
      else if (!m[2] && base === undefined && ESTIMATED.test(s)) base = n;
    }
  }
  // "40 crew-days in the first season and 50 in each later season": the first period's and the rest's.
  if (split && !(table && table.byPeriod.size > 1)) {
    const { first, later } = split;
    return frame.periods.map((p, i) =>
      Math.round(
        ((i === 0 ? first : later) + (extra[i] ?? 0)) * (p.kind === 'extension' ? p.months / 12 : 1),
      ),
    );
  }
  if (base === undefined) return undefined;
  // A schedule that orders each period its own quantity gives that period's; the others repeat the first.
  const own = table && table.byPeriod.size > 1 ? table.byPeriod : undefined;
  return frame.periods.map((p, i) =>
    Math.round(
      ((own?.get(i) ?? base ?? 0) + (extra[i] ?? 0)) *
        (p.kind === 'extension' && !own?.has(i) ? p.months / 12 : 1),
    ),
  );
}

/** Effort per counted day beside the crew: "each crew-day of field data requires an average of six (6) hours of processing". */
export interface DayEffort {
  unit: string;
  hours: number;
  /** The work the hours are of ('processing'). */
  work?: string;
  quote: string;
  /** The sentence before, which often names who does it. */
  before: string;
}

const DAY_EFFORT = new RegExp(
  `\\b(?:each|every|per|a|one)\\s+${DAY}(?:\\s+of\\s+[a-z ]{2,30}?)?\\s+(?:requires?|needs?|takes?|generates?|calls\\s+for|adds?)\\s+(?:an\\s+average\\s+of\\s+|about\\s+|approximately\\s+|roughly\\s+|some\\s+)?(${NUMBER})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:hours?|hrs)\\b(?:\\s+of\\s+([a-z]+))?`,
  'i',
);
const EFFORT_PER_DAY = new RegExp(
  `(${NUMBER})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:hours?|hrs)\\s+of\\s+([a-z]+)(?:\\s+[a-z]+){0,3}?\\s+(?:per|for\\s+each|for\\s+every|each)\\s+${DAY}`,
  'i',
);

/**
 * Hours of other work per counted day the documents state.
 * @example
 * readDayEfforts(['Each survey day of data requires about 6 hours of processing.'])[0]?.hours // 6
 */
export function readDayEfforts(sentences: readonly string[]): DayEffort[] {
  const out: DayEffort[] = [];
  sentences.forEach((s, i) => {
    if (!/hours?|hrs/i.test(s) || PER_MEMBER.test(s) || REFERENCE.test(s)) return;
    const a = s.match(DAY_EFFORT);
    const b = a ? null : s.match(EFFORT_PER_DAY);
    const unit = dayKey((a?.[1] ?? b?.[3] ?? '').trim());
    const hours = parseNumber(a?.[2] ?? b?.[1] ?? '');
    if (!unit.includes(' ') || !(hours > 0 && hours <= 100)) return;
    const work = a?.[3] ?? b?.[2];
    out.push({ unit, hours, ...(work ? { work } : {}), quote: clip(s, 300), before: sentences[i - 1] ?? '' });
  });
  return out;
}

/** "the project management effort at five hundred twenty (520) hours per year". */
const FUNCTION_HOURS = new RegExp(
  `\\b([a-z]+(?:\\s+[a-z]+)?)\\s+(?:effort|support|work|services?)\\s+(?:at|of|is|to\\s+be|will\\s+be)\\s+(?:approximately\\s+|about\\s+|roughly\\s+)?(${NUMBER})\\s*(?:hours?|hrs)\\s+(?:per|a|each)\\s+(year|month|week)\\b`,
  'i',
);
const PER_YEAR = { year: 1, month: 12, week: 52 } as const;
const stem = (w: string) => w.toLowerCase().slice(0, 6);

/** Yearly hours a sentence states for the function a line's title names ("project management" for a Project Manager). */
function functionHours(
  lcat: string,
  sentences: readonly string[],
): { annual: number; quote: string } | undefined {
  const title = lcat.toLowerCase().split(/\s+/).map(stem);
  for (const s of sentences) {
    const m = s.match(FUNCTION_HOURS);
    if (!m || REFERENCE.test(s)) continue;
    const fn = (m[1] ?? '').toLowerCase().split(/\s+/).map(stem);
    if (fn.length !== title.length || !fn.every((w, i) => w === title[i])) continue;
    const n = parseNumber(m[2] ?? '');
    if (n > 0)
      return {
        annual: n * PER_YEAR[(m[3] ?? 'year').toLowerCase() as keyof typeof PER_YEAR],
        quote: clip(s, 300),
      };
  }
  return undefined;
}

/** Days the crew stands by, priced apart (weather, high water, standby). */
const STANDBY =
  /\b(?:weather|standby|stand-by|down)\b[^.]{0,80}?\b(?:days?|half-days?)\b|\bstandby\b[^.]{0,40}\brate\b/i;

const named = (quote: string, lcat: string) => quote.toLowerCase().includes(lcat.toLowerCase());

/**
 * The count a sentence puts before a title ("five (5) Crew Members": 5), when it does.
 * @example
 * countBefore('A team is three people: two (2) Flaggers and one (1) TCS.', 'Flagger') // 2
 */
export function countBefore(sentence: string, title: string): number | undefined {
  const m = sentence.match(new RegExp(`(${NUMBER})\\s+${escapeRegExp(title)}`, 'i'));
  const n = m ? parseNumber(m[1] ?? '') : Number.NaN;
  return n >= 1 && n <= 30 ? n : undefined;
}

/** Members of a title a crew sentence counts ("four sawyers": 4), else one. */
const members = (quote: string, lcat: string): number => countBefore(quote, lcat) ?? 1;

/** The stated crew: stated lines, and the lines named in the sentence that states them. */
function crewLines(lines: readonly PlanLine[], sentences: readonly string[]): PlanLine[] {
  const stated = lines.filter((l) => l.source === 'stated');
  const crewText = sentences.filter((s) =>
    stated.some((l) => l.citation && s.includes(l.citation.quote.slice(0, 40))),
  );
  return lines.filter((l) => l.source === 'stated' || crewText.some((s) => named(s, l.lcat)));
}

/** A line with stated hours by period, its task hours, formula and basis. */
export const withHours = (
  frame: PlanFrame,
  line: PlanLine,
  periodHours: number[],
  formula: string,
  basis: string,
): PlanLine => {
  const base = statedHours(frame, periodHours, formula);
  return { ...line, source: 'stated', periodHours, hours: base.hours, formula: base.formula, basis };
};

const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * A stated crew paid by the counted day: each member's hours are the paid hours a day times
 * the days each period orders ("a crew-day is ten hours for each of the three crew members",
 * 150 crew-days); a crew the sentence names (a port crew) takes its own days on top; work per
 * day beside the crew (processing hours per crew-day) is a line of its own; a function with
 * stated yearly hours (project management at 520 h) takes them. Undefined when the documents
 * price no crew by the day.
 * @example
 * crewDayPlan(lines, model, frame, texts)?.lines[0]?.formula // '1 x 10 h x 150 crew days'
 */
export function crewDayPlan(
  lines: readonly PlanLine[],
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[]; thinking: string[]; pays: DayPay[] } | undefined {
  const sentences = sentencesOf(texts);
  // A frame of seasons reads a schedule's season rows ("Option Season 1") as its periods.
  const seasons = frame.periods.some((p) => /\b(?:season|term)\b/i.test(p.name));
  const pays = readDayPay(texts)
    .map((p) => ({ p, counts: dayCounts(p.unit, sentences, model.tables, frame, seasons, true) }))
    .filter((x): x is { p: DayPay; counts: number[] } => Boolean(x.counts));
  if (!pays.length) return undefined;
  const crew = crewLines(lines, sentences);
  if (crew.length < 2) return undefined;
  // The line's full-time people, from its first period's hours over a whole year (a season
  // shorter than a year had shrunk them: two flaggers over four months are 1,253 h).
  const first = Math.min(12, frame.periods[0]?.months ?? 12);
  const people = (l: PlanLine) =>
    Math.max(1, Math.round(((l.periodHours[0] ?? l.hours) * 12) / first / frame.hoursPerFte));
  const thinking: string[] = [];
  const out = lines.map((l) => {
    // A role a schedule already buys in this unit ("| 0002 | Survey Technician | person-day |
    // 360 |") has its own days, read into its stated hours: the day's length is in them.
    const ownDays = (p: DayPay) =>
      l.source === 'stated' && (l.citation?.quote ?? '').split(' | ').some((c) => unitCell(c, p.unit));
    const applied = pays.filter(({ p }) => {
      if (ownDays(p)) return false;
      const byName = lines.some((x) => named(p.quote, x.lcat));
      return byName ? named(p.quote, l.lcat) : crew.includes(l);
    });
    if (!applied.length) return l;
    const periodHours = frame.periods.map((_, i) =>
      applied.reduce((sum, { p, counts }) => {
        const n = named(p.quote, l.lcat) ? members(p.quote, l.lcat) : people(l);
        return sum + n * p.hours * (counts[i] ?? 0);
      }, 0),
    );
    const formula = applied
      .map(
        ({ p, counts }) =>
          `${named(p.quote, l.lcat) ? members(p.quote, l.lcat) : people(l)} x ${fmt(p.hours)} h x ${fmt(counts[0] ?? 0)} ${p.unit}s`,
      )
      .join(' + ');
    return withHours(
      frame,
      l,
      periodHours,
      formula,
      `Paid by the day: ${applied.map(({ p }) => `"${clip(p.quote, 140)}"`).join('; ')}, times the days estimated each period.`,
    );
  });
  const priced = out.filter((l, i) => l !== lines[i]);
  if (priced.length < 2) return undefined;
  thinking.push(`Crew paid by the day: ${priced.map((l) => `${l.lcat} ${l.formula}`).join('; ')}.`);
  const assumptions = pays.map(({ p, counts }) => unitAssumption(p, counts));
  const standby = sentences.find((s) => STANDBY.test(s) && !s.includes('|'));
  if (standby)
    assumptions.push(
      `Standby days are not in the crew's hours ("${clip(standby, 160)}"); they are paid at their own rate when ordered: ask how many to price, or add them at the standby hours.`,
    );
  for (const e of readDayEfforts(sentences)) {
    const counts =
      pays.find(({ p }) => p.unit === e.unit)?.counts ??
      dayCounts(e.unit, sentences, model.tables, frame, seasons, true);
    if (!counts) continue;
    const who = recognise(e.before).concat(recognise(e.quote))[0]?.text;
    const lcat = who ?? `${title(e.work ?? 'Support')} Technician`;
    const periodHours = counts.map((c) => Math.round(c * e.hours));
    const line = withHours(
      frame,
      {
        lcat,
        key: false,
        workArea: title(e.work ?? e.unit),
        source: 'stated',
        periodHours,
        hours: 0,
        formula: '',
        basis: '',
        citation: { document: model.documents[0]?.name ?? '', ref: '', quote: e.quote },
        requirements: [],
        requirementRefs: [],
        quantity: counts[0] ?? 0,
        unit: e.unit,
        rate: e.hours,
      },
      periodHours,
      `${fmt(counts[0] ?? 0)} ${e.unit}s x ${fmt(e.hours)} h`,
      `Stated effort per ${e.unit}: "${clip(e.quote, 160)}", times the ${e.unit}s estimated each period.`,
    );
    const same = out.findIndex((l) => l.lcat.toLowerCase() === lcat.toLowerCase());
    if (same >= 0) out[same] = line;
    else out.push(line);
    thinking.push(`${lcat}: ${line.formula} (${e.unit}s by period ${counts.map(fmt).join(' / ')}).`);
  }
  return {
    lines: out.map((l) => functionLine(l, frame, sentences)),
    assumptions,
    thinking,
    pays: pays.map(({ p }) => p),
  };
}

/** What the plan assumed about the crew's time per unit; for an hour of use, the duty time around it. */
function unitAssumption(p: DayPay, counts: readonly number[]): string {
  const base = `The crew's hours are the stated ${fmt(p.hours)} paid (duty) hours per member per ${p.unit} times the ${p.unit}s estimated (${counts.map(fmt).join(' / ')} by period); relief and rotation change headcount, not hours. The ${p.unit}s are the Government's estimate, ordered as the work is scheduled: ask whether they are a firm quantity or a ceiling.`;
  return new RegExp(`^(?:${USE_HOUR}|${COUNTED})$`).test(p.unit)
    ? `${base} Pre- and post-${p.unit.split(' ')[0]} duty, ferry or positioning and ground time are taken to be inside those hours; ask whether any is paid apart.`
    : base;
}

/** A line whose function's yearly hours are stated takes them instead of an assumed full time. */
function functionLine(l: PlanLine, frame: PlanFrame, sentences: readonly string[]): PlanLine {
  if (l.source !== 'assumed') return l;
  const f = functionHours(l.lcat, sentences);
  if (!f) return l;
  const periodHours = frame.periods.map((p) => Math.round((f.annual * p.months) / 12));
  return withHours(
    frame,
    l,
    periodHours,
    `Stated: ${fmt(f.annual)} h a year`,
    `Stated effort: "${clip(f.quote, 160)}".`,
  );
}
