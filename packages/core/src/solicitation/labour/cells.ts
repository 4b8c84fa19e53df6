/** Reading the cells of staffing tables: clean text, effort numbers, money. */
import { wordsToNumber } from '../facts/numbers';

/** Collapses runs of whitespace to one space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shortens a text to `max` characters on a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const s = squash(text);
  if (s.length <= max) return s;
  const cut = s.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

/**
 * A cell's text without Markdown emphasis, HTML line breaks or a cached formula
 * ("1880 [=1880*A8]" is 1880).
 * @example
 * cleanCell('**Program Manager**') // 'Program Manager'
 */
export function cleanCell(cell: string): string {
  if (/^[\w .,()/&-]*$/.test(cell) && !/\s{2}|^\s|\s$|[-_.]{3}/.test(cell)) return cell;
  // Labels and amounts are short; a long cell is prose, of which the start is enough.
  return squash(
    cell
      .slice(0, 400)
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/\[=[^\]]*\]/g, ' ')
      .replace(/\*\*|__|`/g, '')
      // Rules and dot leaders ("--------", "......") are layout, not words.
      .replace(/[-–—_=.·]{3,}/g, ' '),
  );
}

const MONEY = /[$€£]|\bUSD\b/;
// A count spelled out with its figure, as a minimum or not ("one (1)", "a minimum of two (2)",
// "not less than eight (8) on duty each workday").
const SPELLED =
  /^(?:(?:a\s+)?minimum\s+of\s+|at\s+least\s+|not\s+less\s+than\s+)?([a-z]+(?:-[a-z]+)?)\s*\((\d{1,3})\)(?:\s+on\s+duty(?:\s+(?:each|every)\s+(?:work)?day)?)?$/i;
// "1/2", "1 1/2 FTE": a fraction of a position (small numerators and denominators only, not dates).
const FRACTION = /^(?:(\d{1,2})\s+)?([1-7])\/([2-8])(?:\s*ftes?)?$/i;
const NUMBER = /^\(?[-–]?\s*(\d{1,3}(?:,\d{3})+|\d+)?(\.\d+)?\)?\s*(?:hrs?\.?|hours?|ftes?|%)?\s*\*?$/i;
// A percentage spelled as a word or qualified per person ("50 percent", "100 per cent each").
const PERCENT_WORDS =
  /(\d)\s*(?:%|\bper\s?cent\b)(?:\s+(?:each|apiece|per\s+(?:person|position|individual)))?(\s*\*?)$/i;

/**
 * Whether a cell states a percentage ("25%", "50 percent", "100 percent each").
 * @example
 * isPercentCell('100 percent each') // true
 */
export function isPercentCell(cell: string): boolean {
  return PERCENT_WORDS.test(cleanCell(cell));
}

/**
 * Whether a cell holds money ("$1,200.00", "USD 40"): prices are never effort.
 * @example
 * isMoneyCell('$ 1,234.50') // true
 */
export function isMoneyCell(cell: string): boolean {
  return MONEY.test(cell);
}

/**
 * The number a table cell states, or null: thousands separators, parentheses ("(8,736)"),
 * decimals (".30"), a trailing unit ("1,880 hrs", "2 FTE") and a cached formula are read;
 * money, dashes, blanks and words are not numbers of effort.
 * @example
 * numberOf('(8,736)') // 8736
 * numberOf('$ 40.00') // null
 */
export function numberOf(cell: string): number | null {
  let text = cleanCell(cell).replace(PERCENT_WORDS, '$1%$2');
  // OCR reads 1 as l or I and 0 as O inside numbers ("8,76O", "3,l20").
  // The number may carry a unit ("l920 hrs"); two characters are one digit and l or O ("4O").
  const ocr = text.match(/^([\d,.lIO]{3,}|\d[lO]|[lO]\d)(\s*(?:hrs?\.?|hours?|ftes?|%)?\s*\*?)$/i);
  if (ocr?.[1] && /\d/.test(ocr[1]) && /[lIO]/.test(ocr[1]))
    text = ocr[1].replace(/[lI]/g, '1').replace(/O/g, '0') + (ocr[2] ?? '');
  if (!text || isMoneyCell(text)) return null;
  // The words and the figure agree, or the words are no count ("Building (2)").
  const spelled = text.match(SPELLED);
  if (spelled?.[1] && spelled[2] && wordsToNumber(spelled[1]) === Number(spelled[2]))
    return Number(spelled[2]);
  const fraction = text.match(FRACTION);
  if (fraction?.[2] && fraction[3])
    return Number(fraction[1] ?? 0) + Number(fraction[2]) / Number(fraction[3]);
  const m = text.match(NUMBER);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const value = Number(`${(m[1] ?? '0').replace(/,/g, '')}${m[2] ?? ''}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * The measure a cell's own unit names ("1,880 hrs", "2 FTE"), which outranks its column's
 * header; null when the cell has no unit.
 * @example
 * cellMeasure('1,880 hrs') // 'hours'
 */
export function cellMeasure(cell: string): 'hours' | 'fte' | null {
  if (/\d\s*(?:hrs?\.?|hours?)\s*\*?$/i.test(cell)) return 'hours';
  if (/\d\s*ftes?\s*\*?$/i.test(cell)) return 'fte';
  return null;
}

/** Whether a cell is empty or a placeholder dash ('-', '—', 'N/A', 'TBD'). */
export function isBlankCell(cell: string): boolean {
  return /^(?:[-–—]+|n\/?a|tbd|tbd\.|)$/i.test(cleanCell(cell));
}

/**
 * Whether two totals agree: equal within half a unit (hours) or within 0.005 (FTE).
 * @example
 * sameAmount(6.5, 6.499) // true
 */
export function sameAmount(a: number, b: number): boolean {
  return Math.abs(a - b) <= (Math.max(Math.abs(a), Math.abs(b)) >= 100 ? 0.5 : 0.005);
}

/** Rounds a sum of table cells to remove floating-point noise (0.2 + 0.1). */
export function tidy(n: number): number {
  return Math.round(n * 1000) / 1000;
}
