import { describe, expect, it } from 'vitest';
import type { StatedEffort } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { areasWith, endsInHours, lcat, model, periodSum, periods, src } from './test-models';

const team: StatedEffort = {
  ...src(
    '4.1',
    'The Government anticipates that the work requires two (2) scrum teams of seven (7) people each.',
  ),
  kind: 'people',
  value: 14,
  scope: 'total',
};

const work = areasWith({
  'Software development': [
    'Develop new features of the lender portal and its APIs in two-week sprints.',
    'Fix defects in the released application code.',
  ],
  'Agile ceremonies and reporting': [
    'Hold sprint planning, daily stand-ups, reviews and retrospectives, and attend quarterly program increment planning.',
  ],
  'User research': ['Conduct user research and usability testing with lenders.'],
});

describe('buildPlan: a stated team whose mix is the offeror’s', () => {
  const plan = buildPlan(
    model({ statedEffort: [team], periods: periods(3, 0, 6), hoursPerFte: null, ...work }),
  );

  it('keeps the team size a year, also when the base period is shorter than a year', () => {
    const yearly = plan.tasks.reduce((s, t) => s + t.hours, 0);
    expect(yearly).toBe(14 * 1880);
    expect(periodSum(plan.tasks, 0)).toBe(14 * 1880 * 0.5);
    expect(periodSum(plan.tasks, 1)).toBe(14 * 1880);
    expect(plan.tasks.every(endsInHours)).toBe(true);
  });

  it('gives agile ceremonies to a Scrum Master and states the labour mix it assumes', () => {
    expect(plan.tasks.map((t) => t.lcat)).toContain('Scrum Master');
    expect((plan.assumptions ?? []).some((a) => /labour mix/i.test(a) && /Scrum Master/.test(a))).toBe(true);
  });
});

describe('buildPlan: stated hours after a short base period', () => {
  it('gives task hours a year, the periods as stated', () => {
    const plan = buildPlan(
      model({
        periods: periods(2, 0, 6),
        labourCategories: [
          lcat('Program Manager', [960, 1920, 1920]),
          lcat('Data Analyst', [1920, 3840, 3840]),
        ],
        ...work,
      }),
    );
    expect(plan.tasks.map((t) => t.hours)).toEqual([1920, 3840]);
    expect(plan.tasks.map((t) => t.periods?.map((p) => p.hours))).toEqual([
      [960, 1920, 1920],
      [1920, 3840, 3840],
    ]);
    expect(plan.tasks.every(endsInHours)).toBe(true);
  });
});
