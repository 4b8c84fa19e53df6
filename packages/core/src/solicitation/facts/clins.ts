import type { Located } from './context';
import { findDateRanges } from './dates';

/** The CLINs of one period, read from a schedule of line items. */
export interface ClinPeriod {
  /** 0 for the base period (0001, 00001), n for option n (1001, 10001). */
  index: number;
  clins: string[];
  /** Months of the period when its CLINs state a quantity in months ("12 MO"). */
  months: number | null;
  unit: Located;
}

// A CLIN opens a row: four or five digits whose second digit is 0 (0001, 1001, 00001, 10001),
// optionally with a letter suffix, at the start of a table row (a year ends in a comma or a date).
// A range of a period's CLINs ("1001-1005 Option Year 1, same as 0001-0005") counts as its first.
const CLIN =
  /^[\s|]*(\d0\d{2}|\d0\d{3})([A-Z]{0,2})(?:\s*(?:-|–|thru|through|to)\s*\d0\d{2,3}[A-Z]{0,2})?(?=\s*\||\s+[A-Za-z(])/;
// Lines of a schedule the extraction did not keep as rows (joined into one paragraph), each a
// CLIN or a range of them naming its period: "1001-1004  Option Year 1, same as 0001-0004".
const NAMED_PERIOD =
  /(?:^|\s)(\d0\d{2,3})(?:\s*(?:-|–|thru|through|to)\s*\d0\d{2,3})?\s+(?:base\s+(?:year|period)|option\s+(?:year|period)\s+\d{1,2})\b/gi;
const SERVICE =
  /\b(task|option|base|labor|labour|services?|support|period|transition|surge|travel|odc|phase)\b|\b\d+\s*MO\b/i;
const EXTENSION =
  /52\.217-8|^[\s|:–-]*extension\b|\bextension\s+period\b|\bextension\s+of\s+(?:services|performance)|\b(?:option\s+to\s+)?extend(?:ed)?\s+services|\bservices?\s+extension|\b6[- ]month\s+extension/i;
const MONTHS = /\b(\d{1,2})\s*(?:MO|MOS|MONTHS?|Mo\.?)\b/;

/**
 * Reads a CLIN schedule into periods: CLIN 0001/00001 is the base, 1001/10001 option 1, and so
 * on; months come from the items' quantities ("12 MO") or, failing those, the dates a line gives
 * for its period. Needs two or more periods to say anything.
 * @example
 * readClinPeriods([{ text: '0001  Help desk  12 MO', row: true } as never, { text: '1001  Help desk  12 MO', row: true } as never]).length // 2
 */
export function readClinPeriods(units: Located[]): ClinPeriod[] {
  const byIndex = new Map<number, { clins: Set<string>; months: number[]; unit: Located }>();
  for (const unit of units) {
    if (!unit.row) {
      if (unit.text.length > 600 || !/^\W{0,3}\d0\d{2}/.test(unit.text)) continue;
      for (const n of unit.text.matchAll(NAMED_PERIOD)) {
        const clin = n[1] ?? '';
        const entry = byIndex.get(Number(clin[0])) ?? { clins: new Set<string>(), months: [], unit };
        entry.clins.add(clin);
        byIndex.set(Number(clin[0]), entry);
      }
      continue;
    }
    const m = unit.text.match(CLIN);
    if (!m?.[1]) continue;
    const rest = unit.text.slice(m[0].length);
    // A line that gives its own dates ("0001 | Year 1 segments | 1 Sep 2029 - 31 Aug 2030 | LS") is
    // a period's line whatever its description says.
    const range = findDateRanges(rest)[0];
    if (!SERVICE.test(rest) && !range) continue;
    // A line item for the extension of services (FAR 52.217-8) is no option period of its own.
    if (EXTENSION.test(rest)) continue;
    const index = Number(m[1][0]);
    const entry = byIndex.get(index) ?? { clins: new Set<string>(), months: [], unit };
    entry.clins.add(`${m[1]}${m[2] ?? ''}`);
    const months = rest.match(MONTHS);
    if (months?.[1] && !/\(\s*optional\s*\)|surge|trigger/i.test(rest)) entry.months.push(Number(months[1]));
    else if (!months && range && range.months >= 1 && range.months <= 60)
      entry.months.push(Math.round(range.months));
    byIndex.set(index, entry);
  }
  const indexes = [...byIndex.keys()].sort((a, b) => a - b);
  // Periods run 0, 1, 2, ... without gaps; anything else is not a period schedule.
  if (indexes.length < 2 || indexes[0] !== 0 || indexes.some((x, i) => x !== i)) return [];
  return indexes.map((index) => {
    const e = byIndex.get(index)!;
    return { index, clins: [...e.clins].sort(), months: mode(e.months), unit: e.unit };
  });
}

function mode(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [v, c] of counts) if (best === null || c > (counts.get(best) ?? 0)) best = v;
  return best;
}
