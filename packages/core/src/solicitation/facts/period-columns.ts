import type { Period } from '../model';
import { type Located, sourceOf } from './context';

const BASE_CELL = /^(?:base(?:\s+(?:year|period))?(?:\s*\(?\s*(?:year\s*)?1\s*\)?)?|BY|base yr\.?)$/i;
const OPTION_CELL = /^(?:OY|OP|option(?:\s+(?:year|period|yr\.?))?)\s*-?\s*(\d{1,2})$/i;
const EXTENSION_CELL = /option to extend|extension|52\.217-8/i;
// Where a period column starts when the extraction lost the gaps between cells: before a base,
// an option, an extension or a total label.
const LABEL_START =
  /\s+(?=(?:base(?:\s+(?:year|period))?|BY|option(?:\s+(?:year|period|yr\.?))?\s*-?\s*\d{1,2}|OY\s*-?\d|\d+[- ]month extension|option to extend|extension|total)\b)/i;

/** A header row's cells; a row read as one run of words is cut before each period label. */
function cellsOf(text: string): string[] {
  const cells = text
    .split(/\s*\|\s*|\s{3,}/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length > 1) return cells;
  return text
    .split(new RegExp(LABEL_START.source, 'gi'))
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * Periods named by a table's column headers ("Labor Category | Base Year | OY1 | OY2 | Total"):
 * a base column and numbered option columns, each taken as twelve months unless the label says
 * otherwise. Null when no row names a base and at least one option. A header whose gaps the
 * extraction collapsed ("Labor Category Base Period Option Period 1 Option Period 2") is cut
 * before each label.
 * @example
 * periodsFromColumns([{ text: '| Labor Category | Base Year | OY1 | OY2 | Total |', row: true } as never])?.length // 3
 * periodsFromColumns([{ text: 'Position Base Year Option Year 1 Option Year 2 Total', row: true } as never])?.length // 3
 */
export function periodsFromColumns(units: Located[]): { periods: Period[]; unit: Located } | null {
  for (const unit of units) {
    if (!unit.row || !/base|\bBY\b/i.test(unit.text)) continue;
    const cells = cellsOf(unit.text);
    const base = cells.findIndex((c) => BASE_CELL.test(c));
    if (base < 0) continue;
    const options: number[] = [];
    let extension = false;
    for (const c of cells.slice(base + 1)) {
      const m = c.match(OPTION_CELL);
      if (m?.[1]) options.push(Number(m[1]));
      else if (EXTENSION_CELL.test(c)) extension = true;
    }
    if (options.length === 0 || options.some((n, i) => n !== i + 1)) continue;
    const periods: Period[] = [
      { ...sourceOf(unit), name: cells[base] ?? 'Base Year', kind: 'base', months: 12 },
      ...options.map((n) => ({
        ...sourceOf(unit),
        name: `Option Year ${n}`,
        kind: 'option' as const,
        months: 12,
      })),
    ];
    if (extension)
      periods.push({ ...sourceOf(unit), name: 'Option to Extend Services', kind: 'extension', months: 6 });
    return { periods, unit };
  }
  return null;
}
