import { describe, expect, it } from 'vitest';
import type { GeneratedPlan, Task } from '../schemas/plan';
import { staffingDiff } from './staffing-diff';

const line = (taskId: string, lcat: string, base: number, option: number, location?: string): Task => ({
  taskId,
  lcat,
  hours: base,
  mathRationale: '',
  basis: '',
  ...(location && { location }),
  periods: [
    { name: 'Base Year', hours: base },
    { name: 'Option Year 1', hours: option },
  ],
});

const plan = (tasks: Task[]): GeneratedPlan => ({
  hoursPerFte: 1880,
  periodOfPerformance: {
    months: 24,
    periods: [
      { name: 'Base Year', months: 12 },
      { name: 'Option Year 1', months: 12 },
    ],
  },
  tasks,
});

describe('staffingDiff', () => {
  it('shows lines added, removed and changed, with hours and FTE by period and in total', () => {
    const before = plan([
      line('1', 'Guard', 1880, 1880, 'Glynco, GA'),
      line('2', 'Program Manager', 1880, 1880),
      line('3', 'Trainer', 940, 940),
    ]);
    const after = plan([
      line('7', 'Guard', 1880, 1880, 'Glynco, GA'),
      line('8', 'Guard', 3760, 3760, 'Artesia, NM'),
      line('9', 'Program Manager', 1880, 940),
    ]);
    const diff = staffingDiff(before, after);
    expect([diff.added, diff.removed, diff.changed]).toEqual([1, 1, 1]);
    expect(diff.lines.map((l) => [l.lcat, l.location, l.status])).toEqual([
      ['Trainer', undefined, 'removed'],
      ['Guard', 'Glynco, GA', 'unchanged'],
      ['Guard', 'Artesia, NM', 'added'],
      ['Program Manager', undefined, 'changed'],
    ]);
    const pm = diff.lines.find((l) => l.lcat === 'Program Manager');
    expect(pm?.periods.map((p) => [p.period, p.hoursBefore, p.hoursAfter, p.fteAfter])).toEqual([
      ['Base Year', 1880, 1880, 1],
      ['Option Year 1', 1880, 940, 0.5],
    ]);
    expect(diff.totals).toEqual({ hoursBefore: 4700, hoursAfter: 7520, fteBefore: 2.5, fteAfter: 4 });
    expect(diff.periods.map((p) => [p.period, p.fteBefore, p.fteAfter])).toEqual([
      ['Base Year', 2.5, 4],
      ['Option Year 1', 2.5, 3.5],
    ]);
  });

  it('shows every line unchanged between a plan and itself', () => {
    const p = plan([line('1', 'Guard', 1880, 1880), line('2', 'Guard', 940, 940)]);
    const diff = staffingDiff(p, structuredClone(p));
    expect(diff.lines.every((l) => l.status === 'unchanged')).toBe(true);
    expect(diff.totals.hoursBefore).toBe(diff.totals.hoursAfter);
  });
});
