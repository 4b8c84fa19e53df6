import { coursePeriod } from '../../solicitation/facts/course-schedule';
import type { Quantity, SolicitationModel, Table } from '../../solicitation/model';
import { fmt } from '../text';
import { cellAmount } from '../../solicitation/facts/numbers';

const UNIT = /^\s*(?:unit|u\/i|uom|unit of (?:issue|measure))\s*$/i;
const QTY = /^\s*(?:qty|quantity|est(?:imated)?\.?\s*(?:qty|quantity)|estimated (?:annual )?quantity)\b/i;
// Units that say nothing of the work's volume, and classes that a course schedule sizes.
const NOT_VOLUME =
  /^(?:each|ea|lot|ls|lump sum|job|month|mo|year|yr|week|day|hour|hr|unit|task|iteration|class|course|session|trip|dollar|\$)$/i;

/** Unit-of-issue abbreviations a schedule counts work in ("CS" is a case). */
const ABBREVIATED: Readonly<Record<string, string>> = {
  cs: 'case',
  bx: 'box',
  pg: 'page',
  lb: 'pound',
  pc: 'piece',
};
const singular = (w: string) => {
  const raw = w.trim().toLowerCase();
  const s = raw.replace(/ies$/, 'y').replace(/s$/, '');
  return ABBREVIATED[raw] ?? ABBREVIATED[s] ?? s;
};

/** The rows of a schedule outside its option periods, with their unit and quantity cells read. */
function* baseRows(t: Table, unitCol: number, qtyCol: number) {
  let period: string | null = null;
  for (const row of t.rows) {
    const filled = row.filter((c) => c.trim());
    // "| Option Year 1 | | |" heads the rows of its period.
    if (filled.length === 1 && coursePeriod(filled[0] ?? '')) {
      period = coursePeriod(filled[0] ?? '');
      continue;
    }
    // A row of an option period repeats the base: the base quantities are one year's.
    const option = /^Option/.test(period ?? '') || row.some((c) => /^Option/.test(coursePeriod(c) ?? ''));
    if (!option) yield { row, unit: singular(row[unitCol] ?? ''), value: cellAmount(row[qtyCol]) };
  }
}

/** Quantities of one table: its line items' units and their base-period (or only) quantities. */
function volumesOf(t: Table): Quantity[] {
  const unitCol = t.header.findIndex((h) => UNIT.test(h));
  if (unitCol < 0) return [];
  const baseCol = t.header.findIndex((h) => coursePeriod(h) === 'Base');
  const qtyCol = baseCol >= 0 ? baseCol : t.header.findIndex((h) => QTY.test(h));
  if (qtyCol < 0) return [];
  const sums = new Map<string, { value: number; rows: string[] }>();
  for (const { row, unit, value } of baseRows(t, unitCol, qtyCol)) {
    if (!unit || NOT_VOLUME.test(unit) || !(value > 0)) continue;
    const s = sums.get(unit) ?? { value: 0, rows: [] };
    s.value += value;
    s.rows.push(row.filter(Boolean).join(' '));
    sums.set(unit, s);
  }
  return [...sums].map(([noun, s]) => ({
    document: t.document,
    ref: t.ref,
    quote: `${t.caption ?? t.ref}: ${s.rows.join('; ')} (${fmt(s.value)} ${noun}s)`.slice(0, 300),
    value: s.value,
    noun,
    per: 'year',
  }));
}

// A quantity header wrapped over two lines, its first in the caption ("Estimated quantity" over "per period").
const QTY_CAPTION = /\b(?:est(?:imated)?\.?\s+)?(?:qty|quantity)\s*$/i;
const PER_PERIOD = /^\s*(?:per|each|a)\s+(?:period|year)\s*$/i;
const DESCRIPTION = /\b(?:description|supplies|services?|item|work)\b/i;
const PERIOD_PREFIX = /^\s*(?:(?:base|option)\s+(?:year|period)(?:\s+\d+)?|year\s+\d+)\s*[-–:,]?\s*/i;

/** One line item of a price schedule: what it buys, its base-period (or only) quantity and its unit. */
export interface LineItemRow {
  label: string;
  value: number;
  unit: string;
  row: string;
}

/**
 * The line items of a price schedule one by one (unlike `lineItemVolumes`, which adds them up by
 * unit): each base-period (or only) row with a work unit and a quantity, named by its
 * description without the period words ("Base Year: linen processing" -> "linen processing").
 * Option rows repeat the base: the base quantities are taken as one year's.
 * @example
 * lineItemRows(table)[0] // { label: 'Inpatient chart validation review (DRG)', value: 30000, unit: 'chart', ... }
 */
export function lineItemRows(t: Table): LineItemRow[] {
  const unitCol = t.header.findIndex((h) => UNIT.test(h));
  const qtyCol = t.header.findIndex(
    (h) => QTY.test(h) || (QTY_CAPTION.test(t.caption ?? '') && PER_PERIOD.test(h)),
  );
  const other = (j: number) => j !== unitCol && j !== qtyCol;
  const named = t.header.findIndex((h, j) => other(j) && /\b(?:description|supplies|services?)\b/i.test(h));
  const descCol = named >= 0 ? named : t.header.findIndex((h, j) => other(j) && DESCRIPTION.test(h));
  if (unitCol < 0 || qtyCol < 0 || descCol < 0) return [];
  const out: LineItemRow[] = [];
  for (const { row, unit, value } of baseRows(t, unitCol, qtyCol)) {
    const label = (row[descCol] ?? '').replace(PERIOD_PREFIX, '').replace(/\*+/g, '').trim();
    if (!unit || /^(?:lot|ls|lump sum|job|month|mo|year|yr|week|day|dollar|\$)$/i.test(unit)) continue;
    if (!(value > 0) || !label) continue;
    out.push({ label, value, unit, row: row.filter(Boolean).join(' ') });
  }
  return out;
}

/**
 * Yearly volumes the line items of a price schedule state: a unit column ("Page", "Audio
 * hour", "Work order") and the base period's (or the only) estimated quantity, summed by unit
 * over the rows ("166,000 standard + 18,500 expedited pages"). Units that count no work (each,
 * lot, month, hour of labour) and classes (a course schedule sizes them) give none.
 * @example
 * lineItemVolumes(model) // [{ value: 186500, noun: 'page', per: 'year', ... }]
 */
export function lineItemVolumes(model: SolicitationModel): Quantity[] {
  return model.tables.flatMap(volumesOf);
}
