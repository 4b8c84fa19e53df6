import type { DocumentInfo, LabourCategory, ReaderNote } from '../model';
import { sameTitleKey } from './merge';
import type { StaffingRead } from './staffing-read';

const amountOf = (c: LabourCategory, period: string) => {
  const a = c.stated.find((x) => x.period === period);
  return a ? (a.hours ?? a.fte ?? a.people ?? 0) : undefined;
};

/** What changed between two readings of the same rows, for the note ("Analyst, Base Year: 2,080 -> 4,160"). */
function changes(before: StaffingRead, after: StaffingRead): string[] {
  const out: string[] = [];
  for (const c of after.categories) {
    const old = before.categories.find((b) => sameTitleKey(b.title) === sameTitleKey(c.title));
    for (const a of c.stated) {
      const was = old ? amountOf(old, a.period) : undefined;
      const now = a.hours ?? a.fte ?? a.people ?? 0;
      if (was !== now)
        out.push(
          `${c.title}, ${a.period}: ${was?.toLocaleString('en-US') ?? 'none'} -> ${now.toLocaleString('en-US')}`,
        );
    }
  }
  return out;
}

/**
 * Staffing an amendment states again for the same categories replaces the earlier reading,
 * in its place, with a note of what changed; the earlier figures are not kept beside it.
 * @example
 * preferAmended([], []).reads // []
 */
export function preferAmended(
  reads: StaffingRead[],
  documents: DocumentInfo[],
): { reads: StaffingRead[]; notes: ReaderNote[] } {
  const out = [...reads];
  const notes: ReaderNote[] = [];
  const roleOf = (name: string) => documents.find((d) => d.name === name)?.role;
  for (let j = 0; j < out.length; j++) {
    const later = out[j] as StaffingRead;
    if (roleOf(later.table.document) !== 'amendment') continue;
    const titles = new Set(later.categories.map((c) => sameTitleKey(c.title)));
    const i = out.findIndex(
      (r, k) =>
        k < j &&
        r.table.document !== later.table.document &&
        r.categories.length > 0 &&
        r.categories.every((c) => titles.has(sameTitleKey(c.title))) &&
        r.table.periods.some((p) => later.table.periods.includes(p)),
    );
    if (i < 0) continue;
    const earlier = out[i] as StaffingRead;
    const changed = changes(earlier, later);
    notes.push({
      kind: 'conflict',
      text: `${later.table.document} amends the staffing of ${earlier.table.document} (${earlier.table.ref})${changed.length > 0 ? `: ${changed.slice(0, 6).join('; ')}${changed.length > 6 ? '; ...' : ''}` : ' without changing its figures'}. The amended figures are used.`,
      askContractingOfficer: false,
      source: { document: later.table.document, ref: later.table.ref, quote: later.table.quote },
    });
    out[i] = later;
    out.splice(j, 1);
    j--;
  }
  return { reads: out, notes };
}
