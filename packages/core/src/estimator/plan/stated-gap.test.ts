import { describe, expect, it } from 'vitest';
import type { StatedEffort } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import type { EffortHours } from './effort-amount';
import type { PlanLine } from './lines';
import { followPeriodTotals } from './stated-gap';
import { nonLabourShare } from './effort-amount';
import { aroundTheClock, lcat, model, periodSum, periods, src, total } from './test-models';

describe('stated totals and the categories under them', () => {
  it('gives the difference between a stated head count and the stated categories to the category named without an amount', () => {
    const people: StatedEffort = {
      ...src('C.2', 'The contractor shall provide a minimum of six (6) full-time personnel.'),
      kind: 'people',
      value: 6,
      scope: 'per-year',
    };
    const plan = buildPlan(
      model({
        statedEffort: [people],
        labourCategories: [
          {
            ...src('C.2', 'five (5) Medical Laboratory Technicians'),
            title: 'Medical Laboratory Technicians',
            key: false,
            stated: [{ period: 'Annual', people: 5 }],
          },
          { ...src('C.2', 'a Laboratory Manager'), title: 'Laboratory Manager', key: false, stated: [] },
        ],
      }),
    );
    expect(total(plan.tasks)).toBe(6 * 1880);
    expect(plan.tasks.find((t) => t.lcat === 'Laboratory Manager')).toMatchObject({
      hours: 1880,
      hoursSource: 'stated',
    });
  });

  it('lets categories stated for one period follow the period totals a level of effort states', () => {
    const loe: StatedEffort = {
      ...src('1.3', 'Level of Effort: Base 3,840; Option Period 1 3,600; Option Period 2 2,400 hours'),
      kind: 'hours',
      value: 3840,
      scope: 'per-period',
      perPeriod: [
        { period: 'Base Period', value: 3840 },
        { period: 'Option Period 1', value: 3600 },
        { period: 'Option Period 2', value: 2400 },
      ],
    };
    const plan = buildPlan(
      model({
        periods: periods(2),
        statedEffort: [loe],
        labourCategories: [
          { ...lcat('Research Scientist', []), stated: [{ period: 'Annual', hours: 1920 }] },
          { ...lcat('Data Scientist', []), stated: [{ period: 'Annual', hours: 1920 }] },
        ],
      }),
    );
    expect([0, 1, 2].map((i) => periodSum(plan.tasks, i))).toEqual([3840, 3600, 2400]);
    expect(plan.tasks.every((t) => t.hoursSource === 'stated')).toBe(true);
  });
});

describe('budgets', () => {
  it('reads the non-labour part a budget sentence states', () => {
    expect(
      nonLabourShare(
        'approximately $28.5 million per year, of which about $6.0 million a year is materials, parts and fuel',
        28_500_000,
      ),
    ).toBeCloseTo(6 / 28.5, 4);
    expect(
      nonLabourShare('The estimated cost is $1.4 million for services and travel.', 1_400_000),
    ).toBeUndefined();
  });
});

describe('coverage', () => {
  it('notes work that runs 24x7 on the line that answers it', () => {
    const plan = buildPlan(
      model({
        domain: { domain: 'facilities', codes: [], serviceContractAct: true, evidence: [] },
        statedEffort: [
          {
            ...src('B.2', 'The estimate is $10 million per year.'),
            kind: 'budget',
            value: 10_000_000,
            scope: 'per-year',
          },
        ],
        coverage: [
          aroundTheClock('C.1.4', 'Fire and Emergency Services operate 24 hours a day, 365 days a year.', {
            staffed: false,
          }),
        ],
        taskAreas: [
          {
            id: 'a1',
            ref: 'C.6',
            title: 'Fire and Emergency Services',
            sectionId: 's1',
            document: 'pws.md',
            requirementIds: ['r1'],
          },
        ],
        requirements: [
          {
            ...src('C.6.1', 'The Contractor shall provide fire protection and emergency services.'),
            id: 'r1',
            sectionId: 's1',
            taskAreaId: 'a1',
            text: 'The Contractor shall provide fire protection and emergency services.',
          },
        ],
      }),
    );
    const fire = plan.tasks.find((t) => t.lcat === 'Firefighter');
    expect(fire?.basis).toMatch(/24x7 \(C\.1\.4/);
    expect(plan.assumptions?.some((a) => /8,760 h a year each/.test(a))).toBe(true);
  });

  describe('categories under stated period totals', () => {
    const line = (lcat: string, periodHours: number[]): PlanLine => ({
      lcat,
      key: false,
      workArea: 'Stated staffing',
      source: 'stated',
      periodHours,
      hours: periodHours[0] ?? 0,
      formula: '',
      basis: 'Stated.',
      citation: null,
      requirements: [],
      requirementRefs: [],
    });
    const eh = (periodTotals: number[]): EffortHours => ({
      effort: {
        ...src('1.3', 'Level of effort'),
        kind: 'hours',
        value: periodTotals[0] ?? 0,
        scope: 'per-period',
        perPeriod: periodTotals.map((value, i) => ({ period: `Period ${i + 1}`, value })),
      } as StatedEffort,
      annual: periodTotals[0] ?? 0,
      periodTotals,
      formula: '',
      assumptions: [],
    });

    it('scales categories stated for one period only to each period total', () => {
      const out = followPeriodTotals(
        [line('Analyst', [960, 960]), line('Scientist', [960, 960])],
        eh([1920, 960]),
      );
      expect(out.map((l) => l.periodHours)).toEqual([
        [960, 480],
        [960, 480],
      ]);
    });

    it('keeps categories stated period by period that already foot to each period total', () => {
      const lines = [line('Investigator', [960, 960, 960]), line('Associate', [3840, 3840, 1920])];
      expect(followPeriodTotals(lines, eh([4800, 4800, 2880]))).toEqual(lines);
    });
  });
});
