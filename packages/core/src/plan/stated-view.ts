import type { StatedComparison } from '../schemas/plan';
import { round2 } from './totals';
import { citationText } from './view-labels';

type Unit = StatedComparison['rows'][number]['unit'];

const WHOLE_PLAN = 'Whole plan';

/**
 * A stated-vs-planned row ready to show: labels for whole-plan rows and the difference.
 * @example
 * const r: StatedRowView = { lcat: 'Program Manager', period: 'Base Year', stated: 2080, planned: 1880, unit: 'hours', difference: -200, matches: false, citation: '' };
 */
export interface StatedRowView {
  lcat: string;
  period: string;
  stated: number;
  planned: number;
  unit: Unit;
  /** planned - stated. */
  difference: number;
  /** Planned equals stated (within half a percent). */
  matches: boolean;
  citation: string;
}

/**
 * Stated vs planned as a grid: one line per labour category (and unit), one column per period,
 * the way a pricer reads an LCAT x period table. A cell is null where nothing is stated.
 * @example
 * const g: StatedGrid = { periods: ['Base Year'], lines: [{ lcat: 'PM', unit: 'fte', cells: [row] }] };
 */
export interface StatedGrid {
  periods: string[];
  lines: Array<{ lcat: string; unit: Unit; cells: Array<StatedRowView | null> }>;
}

/**
 * Stated vs planned as every surface shows it.
 * @example
 * const s: StatedView = planView(plan).stated!; s.footing // ['The stated totals foot in all 7 periods.']
 */
export interface StatedView {
  rows: StatedRowView[];
  grid: StatedGrid;
  foots: StatedComparison['foots'];
  /** Whether every footing check passes (true when there are none). */
  allFoot: boolean;
  budget: StatedComparison['budget'] | null;
}

function grid(rows: readonly StatedRowView[]): StatedGrid {
  const periods: string[] = [];
  const lines = new Map<string, { lcat: string; unit: Unit; cells: Map<string, StatedRowView> }>();
  for (const row of rows) {
    if (!periods.includes(row.period)) periods.push(row.period);
    const key = `${row.lcat}\u0000${row.unit}`;
    const line = lines.get(key) ?? { lcat: row.lcat, unit: row.unit, cells: new Map() };
    line.cells.set(row.period, row);
    lines.set(key, line);
  }
  // Whole-plan figures (no labour category) close the table, like a total line.
  const ordered = [...lines.values()].sort(
    (a, b) => Number(a.lcat === WHOLE_PLAN) - Number(b.lcat === WHOLE_PLAN),
  );
  return {
    periods,
    lines: ordered.map((line) => ({
      lcat: line.lcat,
      unit: line.unit,
      cells: periods.map((p) => line.cells.get(p) ?? null),
    })),
  };
}

/**
 * The stated comparison ready to show: rows with their difference, the LCAT x period grid,
 * footing and budget. Null when the plan states nothing.
 * @example
 * statedView({ rows: [{ lcat: null, period: null, stated: 3, planned: 2.5, unit: 'fte' }], foots: [] })?.rows[0]
 * // { lcat: 'Whole plan', period: 'All periods', stated: 3, planned: 2.5, unit: 'fte', difference: -0.5, matches: false, citation: '' }
 */
export function statedView(comparison: StatedComparison | undefined): StatedView | null {
  if (!comparison) return null;
  const rows = comparison.rows.map((row): StatedRowView => {
    const difference = round2(row.planned - row.stated);
    return {
      lcat: row.lcat ?? WHOLE_PLAN,
      period: row.period ?? 'All periods',
      stated: row.stated,
      planned: row.planned,
      unit: row.unit,
      difference,
      matches: Math.abs(difference) <= Math.max(0.01, Math.abs(row.stated) * 0.005),
      citation: citationText(row.citation),
    };
  });
  if (rows.length === 0 && comparison.foots.length === 0 && !comparison.budget) return null;
  return {
    rows,
    grid: grid(rows),
    foots: comparison.foots,
    allFoot: comparison.foots.every((f) => f.ok),
    budget: comparison.budget ?? null,
  };
}

const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * The footing checks in words: one line when every period foots, else one line per period
 * that does not.
 * @example
 * footingLines(view.stated!) // ['Base Year: the stated total is 6,240 but its rows sum to 6,000.']
 */
export function footingLines(stated: Pick<StatedView, 'foots' | 'allFoot'>): string[] {
  if (stated.foots.length === 0) return [];
  if (stated.allFoot) {
    const n = stated.foots.length;
    return [n === 1 ? 'The stated table foots.' : `The stated totals foot in all ${n} periods.`];
  }
  return stated.foots
    .filter((f) => !f.ok)
    .map(
      (f) =>
        `${f.period}: the stated total is ${plain.format(f.statedTotal)} but its rows sum to ${plain.format(f.rowSum)}.`,
    );
}
