/**
 * Test support: how much of a truth the reader recovered from one rendering. Expected cells
 * follow the shape (a table by period sums places and shifts; a table by place states one
 * period); a read category matches by verbatim title, place and shift, an amount by period
 * (same label, or the same base/option/year number) and value in the truth's measure.
 */
import type { LabourCategory } from '../../src/solicitation/model';
import { periodLabel } from '../../src/solicitation/labour/period-labels';
import type { Orientation, Truth } from './shape-gen';

export interface Expected {
  title: string;
  key: boolean;
  place?: string;
  shift?: string;
  /** Index into truth.periods, or -1 when the table states one period. */
  period: number;
  value: number;
}

export interface Score {
  categories: number;
  categoriesFound: number;
  cells: number;
  cellsRight: number;
  keys: number;
  keysRight: number;
  phantoms: string[];
  exact: boolean;
}

const sum = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 1000) / 1000;

/** The cells a shape states, with the value each must read as. */
export function expectedCells(truth: Truth, orientation: Orientation): Expected[] {
  const out: Expected[] = [];
  const byPlace = ['places-down-cats-across', 'cats-down-places-across'].includes(orientation);
  const full = orientation === 'long' || orientation === 'cats-down-places-shifts';
  truth.categories.forEach((cat, c) => {
    const grid = truth.values[c] ?? [];
    if (full) {
      for (const [p, byShift] of grid.entries())
        for (const [s, byPeriod] of byShift.entries())
          for (const [t, value] of byPeriod.entries()) {
            if (value === 0) continue;
            out.push({
              title: cat.title,
              key: cat.key,
              ...(truth.places[p] ? { place: truth.places[p] } : {}),
              ...(truth.shifts[s] ? { shift: truth.shifts[s] } : {}),
              period: truth.periods.length > 1 ? t : -1,
              value,
            });
          }
    } else if (byPlace) {
      grid.forEach((byShift, p) => {
        const value = sum(byShift.map((b) => b[0] ?? 0));
        if (value)
          out.push({ title: cat.title, key: cat.key, place: truth.places[p] ?? '', period: -1, value });
      });
    } else {
      truth.periods.forEach((_, t) => {
        const value = sum(grid.flatMap((byShift) => byShift.map((b) => b[t] ?? 0)));
        if (value) out.push({ title: cat.title, key: cat.key, period: t, value });
      });
    }
  });
  return out;
}

function periodNumber(label: string): number | null {
  const p = periodLabel(label);
  if (!p) return null;
  if (p.kind === 'base') return 0;
  if (p.kind === 'option') return p.n;
  if (p.kind === 'year') return p.n - 1;
  return 100;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether a read period label names the truth's period t. */
function samePeriod(read: string, truth: Truth, t: number): boolean {
  const label = truth.periods[t] ?? '';
  if (squash(read) === squash(label) || squash(read).includes(squash(label))) return true;
  const a = periodNumber(read);
  const b = periodNumber(label);
  return a !== null && a === b;
}

/** Scores what the reader read against the truth for one shape. */
export function scoreRead(truth: Truth, orientation: Orientation, read: LabourCategory[]): Score {
  const expected = expectedCells(truth, orientation);
  const stated = read.filter((c) => c.stated.length > 0);
  const titles = new Set(truth.categories.map((c) => c.title));
  const found = truth.categories.filter((c) => stated.some((r) => r.title === c.title));
  const keysRight = truth.categories.filter((c) => {
    const r = stated.find((x) => x.title === c.title);
    return r && r.key === c.key;
  }).length;
  const phantoms = stated.filter((r) => !titles.has(r.title)).map((r) => r.title);
  let cellsRight = 0;
  for (const e of expected) {
    const rows = stated.filter(
      (r) =>
        r.title === e.title &&
        (e.place === undefined || squash(r.site ?? '') === squash(e.place)) &&
        (e.shift === undefined || squash(r.shift ?? '') === squash(e.shift)),
    );
    const ok = rows.some((r) =>
      r.stated.some(
        (a) =>
          (e.period < 0 ? r.stated.length === 1 : samePeriod(a.period, truth, e.period)) &&
          Math.abs((a[truth.measure] ?? Number.NaN) - e.value) < 0.001,
      ),
    );
    if (ok) cellsRight++;
  }
  const score: Score = {
    categories: truth.categories.length,
    categoriesFound: found.length,
    cells: expected.length,
    cellsRight,
    keys: truth.categories.length,
    keysRight,
    phantoms,
    exact: false,
  };
  score.exact =
    found.length === truth.categories.length && cellsRight === expected.length && phantoms.length === 0;
  return score;
}
