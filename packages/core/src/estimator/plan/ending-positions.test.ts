import { describe, expect, it } from 'vitest';
import { buildPlan } from './build-plan';
import { lcat, model, periodSum, periods } from './test-models';

// A roster's period columns where a position ends: its zero cells are stated, not carried on.
const indexed = (title: string, hours: number[]) => {
  const c = lcat(title, hours);
  return { ...c, stated: c.stated.map((a, i) => ({ ...a, periodIndex: i })) };
};

describe('a position a roster ends in a later period', () => {
  it.each([
    [
      [2080, 2080, 1040, 0, 0],
      [4160, 4160, 3120, 2080, 2080],
    ],
    [
      [2080, 0, 0, 0, 0],
      [4160, 2080, 2080, 2080, 2080],
    ],
    [
      [0, 0, 1040, 2080, 2080],
      [2080, 2080, 3120, 4160, 4160],
    ],
  ])('%j', (ending, sums) => {
    const plan = buildPlan(
      model({
        periods: { ...periods(4), basis: 'stated' },
        labourCategories: [
          indexed('Press Operator', ending),
          indexed('Site Manager', [2080, 2080, 2080, 2080, 2080]),
        ],
      }),
    );
    expect([0, 1, 2, 3, 4].map((i) => periodSum(plan.tasks, i))).toEqual(sums);
  });

  it('drops a row that states nothing but zeros', () => {
    const plan = buildPlan(
      model({
        periods: { ...periods(2), basis: 'stated' },
        labourCategories: [indexed('Spare', [0, 0, 0]), indexed('Clerk', [2080, 2080, 2080])],
      }),
    );
    expect(plan.tasks.map((t) => t.lcat)).toEqual(['Clerk']);
  });
});
