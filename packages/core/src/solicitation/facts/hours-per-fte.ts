import type { HoursPerFteFact, ReaderNote } from '../model';
import { type FactContext, type Located, sourceOf } from './context';
import { NUMBER, parseNumber, wordsToNumber } from './numbers';

// Yearly hours of one full-time person fall in this band (1,664 after leave to 2,088 paid).
const MIN = 1500;
const MAX = 2200;
const HOURS =
  /\(?\b(\d,?\d{3}(?:\.\d+)?)\)?\s*(?:(?:productive|direct|work(?:ing)?|labou?r|man|paid|billable|available|chargeable|net|annual)[- ]?\s*){0,2}(?:hours?|hrs?\.?)\b/gi;
// What makes such a number a convention rather than an amount of work.
const PER_PERSON =
  /\bFTEs?\b|full[- ]time(?:[- ]equivalent)?|\bone year of\b|man[- ]?years?|work[- ]?years?|staff[- ]?years?|person[- ]?years?|per (?:person|employee|individual|staff member|FTE|year per)|productive hours|\/\s*FTE/i;
const HEADER =
  /\(\s*(\d,?\d{3})\s*(?:hours?|hrs?)?\s*\/\s*FTE\s*\)|(\d,?\d{3})\s*(?:hours?|hrs?)\s*(?:=|equals|per)\s*(?:1|one)\s*FTE/i;

// The convention as a labelled cell or line, its figure after the label ("Hours per FTE | 1,880",
// "Annual hours per FTE: 1,920", "Hours/FTE = 2,080", "FTE hours 1,880").
const LABELLED =
  /\b(?:(?:annual|yearly|productive|direct|billable|paid|available|work(?:ing)?|labou?r|estimated)\s+){0,2}(?:(?:hours?|hrs?\.?)\s*(?:per|\/|a|each)\s*(?:FTE|full[- ]time[- ]equivalent|full[- ]time\s+(?:employee|person|position))|FTE\s+(?:hours?|hrs?\.?))\b(?:\s*\([^)\d]{0,20}\))?\s*(?:[:=|\t]|\bis\b|\bof\b)?\s*\|?\s*(\d,?\d{3}(?:\.\d+)?)(?![\d/])(?!\s*(?:hours?|hrs?\.?)?\s*(?:per|a|each|every)\s+(?:week|day|month))/i;
// A figure that is part of a date ("09/30/2027") or a line-item or fiscal-year number ("CLIN
// 2001 Hours", "FY2027 hours") is a label, not hours.
const LABEL_BEFORE = /(?:\d[/.-]|\b(?:CLIN|SLIN|FY|CY|item|no\.?|#)\s*)$/i;

// A year's hours in words ("one thousand nine hundred twenty", "two thousand eighty").
const SMALL =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred';
const THOUSANDS_IN_WORDS = new RegExp(
  `\\b(?:one|two)[-\\s]+thousand(?:[-\\s]+(?:and[-\\s]+)?(?:${SMALL})\\b)*`,
  'gi',
);

/** The text with yearly hours written in words put in digits, so one reading serves both. */
function hoursInDigits(text: string): string {
  if (!/thousand/i.test(text)) return text;
  return text.replace(THOUSANDS_IN_WORDS, (words) => {
    const n = wordsToNumber(words);
    return Number.isFinite(n) ? String(n) : words;
  });
}

/**
 * The figure of a unit's text: the sentence that says what one person works wins over a
 * category's hours beside it ("The Analyst is 1,500 hours a year. One FTE is 1,880 hours.").
 */
function statedIn(located: Located): number | null {
  const text = hoursInDigits(located.text);
  const labelled = text.match(LABELLED);
  if (labelled) {
    const value = Number((labelled[1] ?? '').replace(/,/g, ''));
    if (value >= MIN && value <= MAX) return value;
  }
  const header = text.match(HEADER);
  if (header) return Number((header[1] ?? header[2] ?? '').replace(/,/g, ''));
  if (!PER_PERSON.test(text)) return null;
  const own = text
    .split(/(?<=[.;])\s+(?=[A-Z(])|\n+/)
    .filter((s) => PER_PERSON.test(s))
    .join(' ');
  return figureIn(own) ?? figureIn(text);
}

// A full-time week times the weeks of a year ("forty (40) hours per week for fifty-two (52)
// weeks a year", "52 weeks at 40 hours a week", "a 40-hour week, 52 weeks per year").
const WEEK = String.raw`(${NUMBER})[- ]?(?:hours?|hrs?\.?)(?:\s*(?:per|a|each|every|\/)\s*|[- ])(?:work[- ]?)?week`;
const WEEKS = String.raw`(${NUMBER})\s+weeks?\s+(?:per|a|each|every|of\s+the|in\s+a|in\s+the)\s+(?:calendar\s+|work\s+)?year`;
const WEEK_BY_WEEKS = new RegExp(`${WEEK}[^.;]{0,25}?${WEEKS}|${WEEKS}[^.;]{0,25}?${WEEK}`, 'i');
// Whose week it is: a full-time person's, not a post's or a facility's opening hours.
const FULL_TIME_PERSON =
  /\bfull[- ]time\b|\bFTEs?\b|\b(?:each|every|one|per|a)\s+(?:employee|person|staff member|individual|position|worker)\b/i;

/**
 * The convention stated as a full-time week times a year's weeks ("Each full-time position is
 * staffed forty (40) hours per week for fifty-two (52) weeks a year"): their product when the
 * sentence is about a full-time person and it falls in the band of a year's hours.
 */
function weeklyConvention(text: string): number | null {
  for (const sentence of text.split(/(?<=[.;])\s+(?=[A-Z(])|\n+/)) {
    if (!FULL_TIME_PERSON.test(sentence)) continue;
    const m = sentence.match(WEEK_BY_WEEKS);
    if (!m) continue;
    const hours = parseNumber(m[1] ?? m[4] ?? '');
    const weeks = parseNumber(m[2] ?? m[3] ?? '');
    const year = hours * weeks;
    if (hours >= 30 && hours <= 48 && weeks >= 40 && weeks <= 52 && year >= MIN && year <= MAX) return year;
  }
  return null;
}

/** Characters between a figure and the nearest words that make hours one person's. */
function distanceToPerson(text: string, start: number, end: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of text.matchAll(new RegExp(PER_PERSON.source, 'gi'))) {
    const at = m.index ?? 0;
    best = Math.min(best, at >= end ? at - end : Math.max(0, start - (at + m[0].length)));
  }
  return best;
}

function figureIn(text: string): number | null {
  const unit = { text };
  const found: { value: number; gross: boolean; distance: number }[] = [];
  for (const m of unit.text.matchAll(HOURS)) {
    const value = Number((m[1] ?? '').replace(/,/g, ''));
    if (value < MIN || value > MAX) continue;
    if (LABEL_BEFORE.test(unit.text.slice(Math.max(0, (m.index ?? 0) - 12), m.index))) continue;
    // "not to exceed 2,000 hours" is an amount of work, not what a person works.
    const before = unit.text.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
    if (/not (?:to )?exceed|maximum of|up to|total of|minimum of/i.test(before)) continue;
    // "(2,080 paid hours less holidays and leave)" explains the convention; the net figure is it.
    const end = (m.index ?? 0) + m[0].length;
    const after = unit.text.slice(end, end + 20);
    const gross = /^\s*(?:a year\s*|per year\s*)?(?:less|minus|reduced by)\b/i.test(after);
    // The paid hours less the hours the sentence deducts from them are a net figure themselves.
    const deducted = gross ? deductedFrom(value, unit.text.slice(end)) : undefined;
    found.push({
      value: deducted ?? value,
      gross: gross && deducted === undefined,
      distance: distanceToPerson(text, m.index ?? 0, end),
    });
  }
  // The figure nearest the words that make it one person's ("1880 hours per FTE"), the first on a tie.
  const net = found.filter((f) => !f.gross);
  const pool = net.length > 0 ? net : found;
  let best = pool[0];
  for (const f of pool) if (best && f.distance < best.distance) best = f;
  return best?.value ?? null;
}

// An hours figure a "less"/"minus" clause takes off the paid year ("less 88 hours of holidays",
// "minus 15 days of leave (120 hours)"); hours a day or a shift are a rate, not a deduction.
const DEDUCTION =
  /(\d{1,3}(?:\.\d+)?)\s*(?:\w+\s+)?(?:hours?|hrs?\.?)\b(?!\s*(?:a|per|each|every)\s+(?:day|shift|week))/gi;

/**
 * The net year of "2,080 paid hours a year less 88 hours of federal holidays and less 120 hours
 * of leave": the gross figure less every hours figure of its clause, when the sentence gives
 * no net figure itself and the difference is still a person's year (1,872 here).
 */
function deductedFrom(gross: number, after: string): number | undefined {
  const clause = after.split(/[.;](?:\s|$)/)[0] ?? '';
  let off = 0;
  for (const m of clause.matchAll(DEDUCTION)) off += Number(m[1]);
  const net = gross - off;
  return off > 0 && net >= MIN && net <= MAX ? net : undefined;
}

/** Rows of numbers whose hours column is the FTE column times one constant (a sheet's formula). */
function inferredFromRows(units: Located[]): { value: number; unit: Located } | null {
  const counts = new Map<number, { n: number; unit: Located }>();
  let sawFteHeader = 0;
  for (const unit of units) {
    if (!unit.row) continue;
    if (/\bFTEs?\b/i.test(unit.text) && !/\d{3}/.test(unit.text)) sawFteHeader = 12;
    else if (sawFteHeader > 0) sawFteHeader -= 1;
    if (sawFteHeader <= 0 && !/\bFTE/i.test(unit.text)) continue;
    const cells = unit.text
      .split(/\s*\|\s*|\s{2,}/)
      .map((c) => c.trim())
      .filter(Boolean);
    const nums = cells.filter((c) => /^\d[\d,]*(?:\.\d+)?$/.test(c)).map((c) => Number(c.replace(/,/g, '')));
    const fte = nums.find((x) => x > 0 && x <= 40);
    if (fte === undefined) continue;
    for (const h of nums) {
      const ratio = h / fte;
      if (Number.isInteger(ratio) && ratio >= MIN && ratio <= MAX) {
        const e = counts.get(ratio) ?? { n: 0, unit };
        counts.set(ratio, { n: e.n + 1, unit: e.unit });
        break;
      }
    }
  }
  let best: { value: number; unit: Located; n: number } | null = null;
  for (const [value, e] of counts) if (e.n >= 2 && (!best || e.n > best.n)) best = { value, ...e };
  return best ? { value: best.value, unit: best.unit } : null;
}

/**
 * The document's hours-per-FTE convention: stated in words ("use 1,920 hours to represent one
 * year of full-time work", "one FTE equals 2,080 hours", "Hours (1,880/FTE)") or, failing
 * that, read from rows whose hours are FTE times one constant (stated: false). Two stated
 * conventions make a conflict note; the most often stated (then the first) wins.
 * @example
 * // 'One FTE equals 2,080 hours.' -> { value: 2080, stated: true }
 */
export function readHoursPerFte(ctx: FactContext): {
  hoursPerFte: HoursPerFteFact | null;
  notes: ReaderNote[];
} {
  const stated: HoursPerFteFact[] = [];
  for (const unit of ctx.units) {
    if (!/\d,?\d{3}|thousand|weeks?\b/i.test(unit.text)) continue;
    const value = statedIn(unit) ?? weeklyConvention(unit.text);
    if (value !== null) stated.push({ ...sourceOf(unit), value, stated: true });
  }
  const notes: ReaderNote[] = [];
  if (stated.length > 0) {
    const tally = new Map<number, number>();
    for (const s of stated) tally.set(s.value, (tally.get(s.value) ?? 0) + 1);
    const top = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const chosen = stated.find((s) => s.value === top) ?? stated[0]!;
    const other = stated.find((s) => s.value !== chosen.value);
    if (other)
      notes.push({
        kind: 'conflict',
        text: `The documents use two hours-per-FTE conventions: ${chosen.value} and ${other.value} hours a year; the plan uses ${chosen.value}.`,
        askContractingOfficer: true,
        source: {
          document: other.document,
          ref: other.ref,
          quote: other.quote,
          ...(other.offset !== undefined ? { offset: other.offset } : {}),
        },
      });
    return { hoursPerFte: chosen, notes };
  }
  for (const units of ctx.byDocument.values()) {
    const rows = inferredFromRows(units);
    if (rows) return { hoursPerFte: { ...sourceOf(rows.unit), value: rows.value, stated: false }, notes };
  }
  return { hoursPerFte: null, notes };
}
