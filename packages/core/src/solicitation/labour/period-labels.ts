import type { PeriodStructure, StatedAmount } from '../model';
import { ORDINAL_WORDS, ROMAN_NUMERALS as ROMAN, SMALL_NUMBER_WORDS } from '../facts/numbers';

/** What a column or block label says about the period it holds. */
export interface PeriodLabel {
  kind: 'base' | 'option' | 'year' | 'extension';
  /** Option or year number (1-based); 0 for the base. */
  n: number;
}

const WORDS: Readonly<Record<string, number>> = { ...SMALL_NUMBER_WORDS, ...ORDINAL_WORDS };
const N = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|[IVX]{1,4})`;
const num = (s: string) => WORDS[s.toLowerCase()] ?? ROMAN[s.toUpperCase()] ?? Number(s);

const EXTENSION = /\b(?:extension|option to extend|52\.217-8|ext\.?\s*period|six[- ]month ext)/i;
// "BY" and "BP" in capitals only: "Staffing by Position" names no base year.
const BASE = /\b(?:BY|BP)\b/;
// What may follow "base" in a period label: a period or measure word, a number, a date, a
// bracket, or nothing ("Base", "Base Year", "Base FTE", "Base (12 months)", "Base 10/01/2026").
const BASE_PERIOD_AFTER =
  /^\s*(?:$|[^\sA-Za-z]|(?:year|yr|period|pd|term|pop|performance|contract|ordering|option|months?|mos?|hours?|hrs?|ftes?|labou?r|staff(?:ing)?|effort|loe|level|qty|quantity|total|estimated|est)\b)/i;
// A word joined before "base" makes it the head of a name ("Seymour Air Base", "Naval Base",
// "Knowledge Base"), unless the word measures or qualifies a period ("Hours Base", "Est. Base").
const BASE_NAME_BEFORE = /[A-Za-z]\s+$/;
const BASE_QUALIFIER_BEFORE =
  /\b(?:hours?|hrs|ftes?|staff(?:ing)?|effort|loe|labou?r|estimated|proposed|revised|amended|original|new|current|total)\s+$/i;

/**
 * Whether "base" in a label names the base period rather than a place or thing named with it:
 * "Seymour Air Base", "Naval Base Harlow", "Base Operations" and "Knowledge Base" name none.
 */
function namesBasePeriod(text: string): boolean {
  if (BASE.test(text)) return true;
  for (const m of text.matchAll(/\bbase\b/gi)) {
    const before = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    if (!BASE_PERIOD_AFTER.test(after)) continue;
    // "Revised Base Year": a period word after "base" names the period whatever stands before.
    const periodAfter = /^\s*(?:year|yr|period|pd|term|pop)\b/i.test(after);
    if (BASE_NAME_BEFORE.test(before) && !BASE_QUALIFIER_BEFORE.test(before) && !periodAfter) continue;
    return true;
  }
  return false;
}
const OPTION = new RegExp(
  String.raw`\b(?:option(?:al)?\s*(?:year|period|yr|pd)?|OY|OP|OPT)\s*[-#.]?\s*${N}\b`,
  'i',
);
// "Option Period", "Option Year" with no number: the one option of a base-and-option contract.
const LONE_OPTION = /\boption(?:al)?\s+(?:year|period)\b(?!\s*[-#.]?\s*\d)/i;
const ORDINAL_OPTION = new RegExp(String.raw`\b(${Object.keys(ORDINAL_WORDS).join('|')})\s+option\b`, 'i');
const YEAR = new RegExp(String.raw`\b(?:year|yr|period|contract\s+year|CY|PY)\s*[-#.]?\s*${N}\b`, 'i');
const FISCAL = /\bFY\s*'?(\d{2,4})\b/i;

/**
 * What period a column or block label names: the base ("Base Year", "BY"), an option
 * ("OY1", "Option Period 2", "Option Year III"; "Option Period" alone is the first), a numbered year ("Year 3", "Period 2") or
 * an extension ("6-Month Extension", "Option to Extend"); null for anything else. Money
 * and totals are not periods.
 * @example
 * periodLabel('OY 2') // { kind: 'option', n: 2 }
 */
export function periodLabel(label: string): PeriodLabel | null {
  const text = label.replace(/\s+/g, ' ').trim();
  if (!text || text.length > 80 || /^(?:grand\s+)?total\b/i.test(text)) return null;
  if (EXTENSION.test(text)) return { kind: 'extension', n: 1 };
  const option = text.match(OPTION);
  if (option?.[1]) return { kind: 'option', n: num(option[1]) };
  const ordinal = text.match(ORDINAL_OPTION);
  if (ordinal?.[1]) return { kind: 'option', n: num(ordinal[1]) };
  if (LONE_OPTION.test(text)) return { kind: 'option', n: 1 };
  if (namesBasePeriod(text)) return { kind: 'base', n: 0 };
  const year = text.match(YEAR);
  if (year?.[1]) return { kind: 'year', n: num(year[1]) };
  return null;
}

/** A fiscal-year label ("FY26", "FY 2027") as a number, for ordering columns of years. */
export function fiscalYear(label: string): number | null {
  const m = label.match(FISCAL);
  if (!m?.[1]) return null;
  const y = Number(m[1]);
  return y < 100 ? 2000 + y : y;
}

/**
 * The index in the model's periods that a label names: the base is the first base period,
 * option n the n-th option, year n the n-th period, an extension the extension. Undefined
 * when the periods are not known or have no such period.
 * @example
 * periodIndexOf({ kind: 'option', n: 1 }, { periods: [{ kind: 'base' }, { kind: 'option' }] } as PeriodStructure) // 1
 */
export function periodIndexOf(
  label: PeriodLabel | null,
  structure: PeriodStructure | null,
): number | undefined {
  if (!label || !structure) return undefined;
  const periods = structure.periods;
  const nth = (kind: string, n: number) => {
    let seen = 0;
    for (let i = 0; i < periods.length; i++) {
      if (periods[i]?.kind === kind && ++seen === n) return i;
    }
    return undefined;
  };
  if (label.kind === 'base') return nth('base', 1) ?? (periods.length > 0 ? 0 : undefined);
  if (label.kind === 'option') return nth('option', label.n);
  if (label.kind === 'extension') return nth('extension', 1);
  return label.n >= 1 && label.n <= periods.length ? label.n - 1 : undefined;
}

/**
 * The order of a period label among others (base first, then options or years, extension
 * last), for sorting blocks read out of order.
 */
export function periodOrder(label: PeriodLabel | null): number {
  if (!label) return 999;
  if (label.kind === 'base') return 0;
  if (label.kind === 'extension') return 900;
  return label.kind === 'option' ? label.n : label.n - 1;
}

/**
 * The period part of a block title: "Base Period - IT Support Services" is "Base Period".
 * @example
 * periodName('Option Period 1 - IT Support Services') // 'Option Period 1'
 */
export function periodName(title: string): string {
  const text = title
    .replace(/\s+/g, ' ')
    .replace(/^(?:##\s*)?sheet\s*:\s*/i, '')
    .replace(/[\s.·_–—-]{3,}$/, '')
    .trim();
  const first = text.split(/\s+[-–—:|]\s+|\s*[(:]/)[0] ?? text;
  const whole = periodLabel(text);
  const part = periodLabel(first);
  if (part && whole && part.kind === whole.kind && part.n === whole.n) return first;
  // A title that dates its period ("Staffing - 10/01/2026 - 09/30/2027") is named by the dates.
  const dates = whole ? null : text.match(DATE_RANGE)?.[0];
  return dates ?? text;
}

const PHRASES =
  /\b(?:base\s+(?:year|period)|option\s+(?:year|period)\s*\d{1,2}|option\s+\d{1,2}|OY\s*\d{1,2}|OP\s*\d{1,2}|year\s*\d{1,2}|yr\.?\s*\d{1,2}|(?:\d+[- ]month\s+)?extension)\b/gi;

/**
 * The period phrases a header cell holds when text columns ran together ("Base Year Option
 * Year 1" is two); one element when it holds one or none.
 * @example
 * splitPeriodPhrases('Base Year Option Year 1') // ['Base Year', 'Option Year 1']
 */
export function splitPeriodPhrases(label: string): string[] {
  const found = [...label.matchAll(PHRASES)].map((m) => m[0]);
  return found.length >= 2 && found.join(' ').length >= label.replace(/\s+/g, ' ').trim().length - 2
    ? found
    : [label];
}

/**
 * One stated amount under a period label, with the index of the period it names when known.
 * @example
 * statedFor('Option Year 1', 'hours', 1920, null) // { period: 'Option Year 1', hours: 1920 }
 */
export function statedFor(
  period: string,
  measure: 'hours' | 'fte' | 'people',
  value: number,
  structure: PeriodStructure | null,
): StatedAmount {
  const index = periodIndexOf(periodLabel(period), structure);
  return { period, ...(index !== undefined ? { periodIndex: index } : {}), [measure]: value };
}

// "CLIN 1001", "CLIN 0001AA": the first line item of a period (the first digit numbers the
// period); "CLIN 0002" is one more item of the base, not a period of its own.
// A measure after the number ("CLIN 1001 FTE", "CLIN 2001 Hours") still names the period.
const CLIN_PERIOD =
  /^(?:clin|line\s+item|item)\s*(?:no\.?\s*)?([0-9])001[A-Z]{0,2}(?:\s*\(?(?:FTEs?|(?:labou?r\s+)?(?:hours?|hrs?\.?)|people|staff)\)?)?$/i;
// "10/01/2026 - 09/30/2027", "Oct 2026 – Sep 2027": a period of performance by its dates.
const DATE_RANGE =
  /(?:\d{1,2}\/\d{1,2}\/(\d{2,4})|[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},?\s+)?(\d{4}))\s*(?:-|–|—|to|through|thru)\s*(?:\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},?\s+)?\d{4})/;

/**
 * What period a column or row label names, the ways tables label periods beyond the words:
 * a period-numbered CLIN ("CLIN 1001" is option 1) as well as everything `periodLabel` reads.
 * @example
 * periodLike('CLIN 2001') // { kind: 'option', n: 2 }
 */
export function periodLike(label: string): PeriodLabel | null {
  const named = periodLabel(label);
  if (named) return named;
  const clin = label.trim().match(CLIN_PERIOD);
  if (!clin?.[1]) return null;
  const n = Number(clin[1]);
  return n === 0 ? { kind: 'base', n: 0 } : { kind: 'option', n };
}

/**
 * The first year of a period stated by its dates ("10/01/2026 - 09/30/2027"), for ordering
 * such columns; null when the label holds no date range.
 * @example
 * dateRangeYear('10/01/2026 - 09/30/2027') // 2026
 */
export function dateRangeYear(label: string): number | null {
  const m = label.replace(/\s+/g, ' ').trim().match(DATE_RANGE);
  const year = m?.[1] ?? m?.[2];
  if (!year) return null;
  const y = Number(year);
  return y < 100 ? 2000 + y : y;
}

/**
 * Whether a label names a period in any of the ways tables title blocks and rows: words
 * ("Option Year 2"), a period-numbered CLIN ("CLIN 2001") or a date range.
 * @example
 * namesPeriod('10/01/2026 - 09/30/2027') // true
 */
export function namesPeriod(label: string): boolean {
  return periodLike(label) !== null || dateRangeYear(label) !== null;
}
