import type { LabourCategory, StatedAmount, StaffingTable } from '../model';
import { sameAmount, tidy } from './cells';
import { rowKey } from './merge';
import type { StaffingRead } from './staffing-read';

const totalOf = (t: StaffingTable, period: string) => {
  const row = t.totals?.find((x) => x.period === period);
  return row?.hours ?? row?.fte;
};

/** Tables whose stated totals, period by period, are the same figures. */
function sameTotals(a: StaffingTable, b: StaffingTable): boolean {
  const periods = a.totals?.map((x) => x.period) ?? [];
  return (
    periods.length > 0 &&
    periods.every((p) => {
      const x = totalOf(a, p);
      const y = totalOf(b, p);
      return x !== undefined && y !== undefined && sameAmount(x, y);
    })
  );
}

/** A table whose totals are the others' totals added up: a summary of them. */
function sumsOthers(t: StaffingTable, others: StaffingTable[]): boolean {
  if (others.length < 2) return false;
  return (t.totals ?? []).every((row) => {
    const own = row.hours ?? row.fte;
    const sum = others.reduce((s, o) => s + (totalOf(o, row.period) ?? 0), 0);
    return own !== undefined && sameAmount(own, tidy(sum));
  });
}

function addInto(into: StatedAmount[], from: StatedAmount[]): void {
  for (const a of from) {
    const same = into.find((x) =>
      x.periodIndex !== undefined && a.periodIndex !== undefined
        ? x.periodIndex === a.periodIndex
        : x.period === a.period,
    );
    if (!same) {
      into.push({ ...a });
      continue;
    }
    for (const m of ['hours', 'fte', 'people'] as const)
      if (a[m] !== undefined) same[m] = tidy((same[m] ?? 0) + a[m]);
  }
}

/**
 * The categories of staffing tables in document order, with a title that several part tables
 * state (one table per task area, each footing to its own total) added up across them: the
 * Wildlife Biologist's 320 hours in Task Area 1 and 480 in Task Area 2 are 800 hours. A table
 * whose totals repeat another's (the same table again) or add up the others' (a summary) is
 * no part: its rows count once, as the merge of categories keeps the first reading.
 * @example
 * addTableParts([]) // []
 */
export function addTableParts(reads: StaffingRead[]): LabourCategory[] {
  const footing = reads.filter(
    (r) =>
      r.table.tableId !== undefined &&
      r.table.measure !== 'people' &&
      (r.table.foots?.length ?? 0) > 0 &&
      r.table.foots?.every((f) => f.ok),
  );
  const parts = new Set<StaffingRead>();
  for (const r of footing) {
    const others = footing.filter((o) => o !== r);
    if (
      [...parts].some((p) => sameTotals(p.table, r.table)) ||
      sumsOthers(
        r.table,
        others.map((o) => o.table),
      )
    )
      continue;
    parts.add(r);
  }
  if (parts.size < 2) return reads.flatMap((r) => r.categories);
  const out: LabourCategory[] = [];
  const first = new Map<string, LabourCategory>();
  for (const r of reads) {
    for (const c of r.categories) {
      if (!parts.has(r)) {
        out.push(c);
        continue;
      }
      const seen = first.get(rowKey(c));
      if (seen) {
        addInto(seen.stated, c.stated);
        continue;
      }
      const copy = { ...c, stated: c.stated.map((a) => ({ ...a })) };
      first.set(rowKey(c), copy);
      out.push(copy);
    }
  }
  return out;
}
