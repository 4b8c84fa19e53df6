import { NUMBER, parseNumber } from './numbers';

const WEEKS_PER_MONTH = 52 / 12;
const UNIT = /\b(weeks?|wks?|months?|mos?|(?:working|work|business)\s+days?|(?:calendar\s+)?days?)\b/i;

/** Weeks in one unit: a month is 52/12 weeks, a working day a fifth of one, a day a seventh. */
function perUnit(unit: string): number {
  if (/^w/i.test(unit)) return 1;
  if (/^mo/i.test(unit)) return WEEKS_PER_MONTH;
  if (/working|work|business/i.test(unit)) return 1 / 5;
  return 1 / 7;
}

const SPAN =
  /(?:\b(weeks?|wks?|months?|days?)\s+)?(\d{1,3})\s*(?:-|–|—|to|through|thru|and)\s*(?:(?:weeks?|months?|days?)\s+)?(\d{1,3})\b/i;
const LENGTH = new RegExp(`(${NUMBER}(?:\\.\\d+)?)(?:\\s*\\(\\s*\\d+\\s*\\))?[\\s-]*${UNIT.source}`, 'i');
const BARE = /^\s*(\d{1,3}(?:\.\d+)?)\s*$/;

/**
 * The weeks a phase lasts as a schedule writes it: a length ("3 weeks", "two (2) months", "10
 * working days"), a span of weeks, months or days ("4 - 15", "weeks 16 through 23", "Months
 * 3-5"), or a bare figure under a header that names the unit. The span's end is returned too,
 * so a schedule of spans gives its whole length. Undefined when the text states none.
 * @example
 * phaseWeeks('weeks 4 - 15') // { weeks: 12, end: 15 }
 */
export function phaseWeeks(text: string, headerUnit = ''): { weeks: number; end?: number } | undefined {
  const unitOf = (u: string | undefined) => u ?? headerUnit.match(UNIT)?.[1];
  const length = text.match(LENGTH);
  if (length) {
    const n = parseNumber(length[1] ?? '');
    return n > 0 ? { weeks: n * perUnit(length[2] ?? '') } : undefined;
  }
  const span = text.match(SPAN);
  if (span) {
    const unit = unitOf(span[1]);
    const a = Number(span[2]);
    const b = Number(span[3]);
    if (!unit || !(b >= a)) return undefined;
    const f = perUnit(unit);
    return { weeks: (b - a + 1) * f, end: b * f };
  }
  const bare = text.match(BARE);
  const unit = unitOf(undefined);
  if (bare && unit) {
    const n = Number(bare[1]);
    return n > 0 ? { weeks: n * perUnit(unit) } : undefined;
  }
  return undefined;
}
