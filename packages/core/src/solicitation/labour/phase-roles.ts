import type { Facts } from '../parts';
import type { LabourCategory, StatedEffort } from '../model';
import type { StaffingRead } from './staffing-read';
import { readTitle, titleFields } from './title';

type Phased = StatedEffort & { roles: NonNullable<StatedEffort['roles']> };

/**
 * The roles of a schedule of phases as staffing: one category per role with its hours over
 * the whole work, stated for the first period (a phased job is one period).
 * @example
 * readPhaseRoles({ ...facts, statedEffort: [{ kind: 'hours', value: 480, roles: [{ title: 'Analyst', hours: 480 }], ... }] })
 * // [{ categories: [{ title: 'Analyst', stated: [{ period: 'Period of Performance', hours: 480 }] }] }]
 */
export function readPhaseRoles(facts: Pick<Facts, 'statedEffort' | 'periods'>): StaffingRead[] {
  const first = facts.periods?.periods[0];
  const period = first?.name ?? 'Period of Performance';
  return facts.statedEffort
    .filter((e): e is Phased => Boolean(e.roles?.length))
    .map((e) => {
      const source = {
        document: e.document,
        ref: e.ref,
        quote: e.quote,
        ...(e.offset !== undefined ? { offset: e.offset } : {}),
      };
      const categories = e.roles.map(
        (r): LabourCategory => ({
          ...source,
          quote: `${r.title}: ${r.hours.toLocaleString('en-US')} hours over the phases (${e.quote.slice(0, 160)})`,
          ...titleFields(readTitle(r.title)),
          ...(r.key ? { key: true } : {}),
          stated: [{ period, ...(first ? { periodIndex: 0 } : {}), hours: r.hours }],
        }),
      );
      return {
        table: {
          ...source,
          periods: [period],
          categoryTitles: categories.map((c) => c.title),
          measure: 'hours' as const,
          indicative: false,
        },
        categories,
      };
    });
}

/**
 * Drops other reads of a phased schedule's roles in the same document (a count of one role in
 * the note below the schedule, read as a staffing run of its own): the schedule states them.
 */
export function withoutPhasedRoles(reads: StaffingRead[], phased: StaffingRead[]): StaffingRead[] {
  return reads.filter((r) => {
    const schedule = phased.find((p) => p.table.document === r.table.document);
    if (!schedule) return true;
    const titles = new Set(schedule.categories.map((c) => c.title.toLowerCase()));
    return !r.categories.every((c) => titles.has(c.title.toLowerCase()));
  });
}
