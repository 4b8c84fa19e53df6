import type { LabourCategory, ReaderNote } from '../model';
import { sameAmount } from './cells';
import { sameTitleKey } from './merge';
import type { StaffingRead } from './staffing-read';

const totalsOf = (r: StaffingRead) =>
  r.table.periods.map((p) =>
    r.categories.reduce((s, c) => s + (c.stated.find((a) => a.period === p)?.[r.table.measure] ?? 0), 0),
  );

// A season's row ("two more from November through March") adds to the year's, never restates it.
const identity = (c: LabourCategory) => `${sameTitleKey(c.title)}${c.season ? `\u0000${c.season}` : ''}`;

/**
 * Staffing tables that break the same effort down differently (a labour mix in Section L and
 * another in a pricing attachment, each 6.50 FTE a year): the first stays, a later one with
 * the same measure and per-period totals but other categories is set aside with a note, so
 * a plan does not count the effort twice.
 * @example
 * setAsideAlternatives([]).reads // []
 */
export function setAsideAlternatives(reads: StaffingRead[]): { reads: StaffingRead[]; notes: ReaderNote[] } {
  const kept: StaffingRead[] = [];
  const notes: ReaderNote[] = [];
  const stated = new Set<string>();
  const known = new Set<string>();
  for (const read of reads) {
    const totals = totalsOf(read);
    const titles = new Set(read.categories.map(identity));
    // A later mention of rows a table already states ("PRINCIPAL INVESTIGATOR (0.5 FTE)" in the
    // key personnel clause) restates them; its amounts stay with the table's.
    const newPeriods = read.table.periods.some((p) => p !== 'Annual' && !known.has(p));
    if (kept.length > 0 && !newPeriods && [...titles].every((t) => stated.has(t))) continue;
    const twin = kept.find((k) => {
      if (k.table.measure !== read.table.measure || k.categories.some((c) => c.site || c.shift)) return false;
      const kt = totalsOf(k);
      const n = Math.min(kt.length, totals.length);
      const sameTotals = n > 0 && kt.slice(0, n).every((v, i) => v > 0 && sameAmount(v, totals[i] ?? -1));
      const otherTitles = k.categories.some((c) => !titles.has(identity(c)));
      return sameTotals && otherTitles;
    });
    if (!twin) {
      kept.push(read);
      for (const t of titles) stated.add(t);
      for (const p of read.table.periods) known.add(p);
      continue;
    }
    notes.push({
      kind: 'ambiguous',
      text: `Two labour mixes state the same effort (${totals[0]} ${read.table.measure} in ${read.table.periods[0]}): ${twin.categories.map((c) => c.title).join(', ')} in ${twin.table.document} (${twin.table.ref}), and ${read.categories.map((c) => c.title).join(', ')} in ${read.table.document} (${read.table.ref}). The first is used; which one should be priced?`,
      askContractingOfficer: true,
      source: { document: read.table.document, ref: read.table.ref, quote: read.table.quote },
    });
  }
  return { reads: kept, notes };
}
