import type { KeyPerson, LabourCategory, ReaderNote, StaffingTable } from '../model';
import { matchingCategories } from './merge';

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const source = (s: { document: string; ref: string; quote: string }) => ({
  document: s.document,
  ref: s.ref,
  quote: s.quote,
});

/** A table whose rows do not add up to its stated totals: by how much, per period. */
function footingNote(table: StaffingTable, hoursPerFte: number | null): ReaderNote | null {
  const off = (table.foots ?? []).filter((f) => !f.ok);
  if (off.length === 0) return null;
  const first = table.totals?.[0];
  const unit =
    first?.fte !== undefined
      ? 'FTE'
      : first?.hours !== undefined
        ? 'hours'
        : table.measure === 'fte'
          ? 'FTE'
          : table.measure;
  const parts = off.map((f) => {
    const gap = f.stated - f.rowSum;
    return `${f.period}: rows ${fmt(f.rowSum)} vs total ${fmt(f.stated)} (${gap > 0 ? `${fmt(gap)} short` : `${fmt(-gap)} over`})`;
  });
  const gaps = new Set(off.map((f) => f.stated - f.rowSum));
  const [gap] = [...gaps];
  const missing =
    gaps.size === 1 &&
    gap !== undefined &&
    gap > 0 &&
    hoursPerFte &&
    table.measure === 'hours' &&
    gap % hoursPerFte === 0
      ? ` Every period is short by the same ${fmt(gap)} hours (${fmt(gap / hoursPerFte)} FTE at ${fmt(hoursPerFte)}): a row may be missing.`
      : '';
  return {
    kind: 'defect',
    text: `The staffing table in ${table.document} (${table.ref}) does not foot, in ${unit}: ${parts.join('; ')}.${missing} Which figure is right?`,
    askContractingOfficer: true,
    source: source(table),
  };
}

/**
 * Notes on stated labour a pricer must settle: tables that do not foot (by how much, per
 * period, and whether a row seems missing), categories one document names that another's
 * staffing table lacks, and key personnel named in one place but not the other.
 * @example
 * labourNotes([], [], [], null) // []
 */
export function labourNotes(
  tables: StaffingTable[],
  categories: LabourCategory[],
  keyPersonnel: KeyPerson[],
  hoursPerFte: number | null,
): ReaderNote[] {
  const notes: ReaderNote[] = [];
  for (const t of tables) {
    const n = footingNote(t, hoursPerFte);
    if (n) notes.push(n);
  }
  const stated = categories.filter((c) => c.stated.length > 0);
  const staffing = tables[0];
  if (staffing && stated.length > 0) {
    for (const c of categories.filter((x) => x.stated.length === 0 && x.document !== staffing.document)) {
      notes.push({
        kind: 'conflict',
        text: `${c.title} is named in ${c.document}${c.ref ? ` (${c.ref})` : ''} but the staffing table in ${staffing.document} states no hours for it. Should it be priced?`,
        askContractingOfficer: true,
        source: source(c),
      });
    }
    const keyListed = keyPersonnel.filter((k) => k.document !== staffing.document);
    if (keyListed.length > 0) {
      for (const c of stated.filter(
        (x) => x.key && !keyListed.some((k) => matchingCategories(k.title, [x]).length > 0),
      )) {
        notes.push({
          kind: 'ambiguous',
          text: `${c.title} is marked key in the staffing table but not in the key personnel list of ${keyListed[0]?.document}.`,
          askContractingOfficer: true,
          source: source(c),
        });
      }
    }
  }
  return notes;
}
