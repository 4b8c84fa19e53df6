import { describe, expect, it } from 'vitest';
import type { StatedEffort } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { areasWith, lcat, model, periodSum, periods, src, total } from './test-models';

// Hours stated per period for the whole work, and labour categories named without hours: the
// categories are the team the hours buy, and the split over them is an assumption to state.
const hours = (values: number[]): StatedEffort => ({
  ...src('B.3', 'Exhibit 4 - Estimated labor hours by function Total: ...'),
  kind: 'hours',
  value: values[0] ?? 0,
  scope: 'per-period',
  perPeriod: values.map((value, i) => ({ period: i === 0 ? 'Base Year' : `Option Year ${i}`, value })),
});

const work = areasWith({
  'Nursery operations': ['Propagate and grow native seedlings for restoration plantings.'],
  'Trail upkeep': ['Clear culverts and replace trail signage each season.'],
});

describe('buildPlan: stated hours over the categories the documents name', () => {
  const named = ['Nursery Technician', 'Trail Crew Leader', 'Greenhouse Mechanic', 'Botanist'];
  const plan = buildPlan(
    model({
      statedEffort: [hours([9000, 8200, 9000])],
      periods: periods(3),
      labourCategories: named.map((t) => lcat(t, [])),
      ...work,
    }),
  );

  it('keeps the stated hours of each period and staffs every named category', () => {
    expect([0, 1, 2].map((i) => periodSum(plan.tasks, i))).toEqual([9000, 8200, 9000]);
    for (const title of named) expect(plan.tasks.some((t) => t.lcat.includes(title))).toBe(true);
  });

  it('states the split over the categories as an assumption', () => {
    expect((plan.assumptions ?? []).some((a) => /not their split over labour categories/.test(a))).toBe(true);
  });

  it('keeps the split by work when fewer than three categories are named', () => {
    const few = buildPlan(
      model({
        statedEffort: [hours([4000, 4000])],
        periods: periods(2),
        labourCategories: [lcat('Botanist', [])],
        ...work,
      }),
    );
    expect(total(few.tasks)).toBe(4000);
    expect(few.tasks.some((t) => t.workArea === 'Named labor categories')).toBe(false);
  });
});
