import type { PricedPlan } from '../pricing/types';

/**
 * A row of Table 15-2: the plan's lines of one labour category, key personnel apart, with
 * their hours and cost per period and overall (integers: hundredths of an hour and cents).
 * @example
 * const g: CategoryGroup = { id: 1, lcat: 'Program Manager', key: true, lines: [0], hours: [188000], cost: [28639920], rateLine: 0 };
 */
export interface CategoryGroup {
  /** 1-based, in the order of Table 15-2 (key personnel first); the Cost Volume sheet's group column. */
  id: number;
  lcat: string;
  key: boolean;
  /** Indexes of PricedPlan.lines. */
  lines: number[];
  hours: number[];
  cost: number[];
  /** A priced line of the group (its rate is the group's rate), or null when none has a rate. */
  rateLine: number | null;
}

const units = (text: string | number) => Math.round(Number(text) * 100);

/**
 * Groups the priced lines by labour category as written (key personnel first, then the
 * others, each in the plan's order of first appearance), summing hours and cost exactly.
 * @example
 * categoryGroups(priced)[0]?.lcat // 'Program Manager'
 */
export function categoryGroups(priced: PricedPlan): CategoryGroup[] {
  const periods = priced.periods.length;
  const byKey = new Map<string, CategoryGroup>();
  const order: CategoryGroup[][] = [[], []];
  priced.lines.forEach((line, i) => {
    const name = `${line.keyPersonnel ? 'k' : 'o'}:${line.lcat}`;
    let group = byKey.get(name);
    if (!group) {
      group = {
        id: 0,
        lcat: line.lcat,
        key: line.keyPersonnel,
        lines: [],
        hours: new Array<number>(periods).fill(0),
        cost: new Array<number>(periods).fill(0),
        rateLine: null,
      };
      byKey.set(name, group);
      order[line.keyPersonnel ? 0 : 1]?.push(group);
    }
    group.lines.push(i);
    if (group.rateLine === null && line.priced) group.rateLine = i;
    line.periods.forEach((cell, p) => {
      group.hours[p] = (group.hours[p] ?? 0) + units(cell.hours);
      group.cost[p] = (group.cost[p] ?? 0) + units(cell.cost);
    });
  });
  const groups = [...(order[0] ?? []), ...(order[1] ?? [])];
  groups.forEach((g, i) => {
    g.id = i + 1;
  });
  return groups;
}

/**
 * The group id of each priced line (for the Cost Volume sheet's group column).
 * @example
 * groupOfLine(categoryGroups(priced), priced.lines.length)[0] // 1
 */
export function groupOfLine(groups: readonly CategoryGroup[], lines: number): number[] {
  const out = new Array<number>(lines).fill(0);
  for (const g of groups) for (const i of g.lines) out[i] = g.id;
  return out;
}
