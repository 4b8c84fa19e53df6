import type { LabourCategory } from '../model';
import type { StaffingRead } from './staffing-read';

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const rowId = (c: LabourCategory) => `${c.title}\u0000${c.site ?? ''}\u0000${c.shift ?? ''}`;

/**
 * Joins staffing read from consecutive tables of one document that list the same categories
 * for different periods (a price schedule written as one table per period, each captioned
 * "Option Period 1 - ..."), so the periods are columns of one staffing table.
 * @example
 * joinSiblings([]) // []
 */
export function joinSiblings(reads: StaffingRead[]): StaffingRead[] {
  const out: StaffingRead[] = [];
  for (const read of reads) {
    const last = out[out.length - 1];
    const t = read.table;
    if (
      last &&
      last.table.document === t.document &&
      last.table.measure === t.measure &&
      sameList(last.table.categoryTitles, t.categoryTitles) &&
      !t.periods.some((p) => last.table.periods.includes(p))
    ) {
      last.table.periods.push(...t.periods);
      if (t.totals) last.table.totals = [...(last.table.totals ?? []), ...t.totals];
      if (t.foots) last.table.foots = [...(last.table.foots ?? []), ...t.foots];
      if (t.optional) last.table.optional = [...(last.table.optional ?? []), ...t.optional];
      last.table.indicative ||= t.indicative;
      const byId = new Map(last.categories.map((c) => [rowId(c), c]));
      for (const c of read.categories) byId.get(rowId(c))?.stated.push(...c.stated);
      continue;
    }
    out.push({ table: { ...t, periods: [...t.periods] }, categories: read.categories });
  }
  return out;
}
