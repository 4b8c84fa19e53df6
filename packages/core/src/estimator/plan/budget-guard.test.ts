import { describe, expect, it } from 'vitest';
import type { StatedEffort } from '../../solicitation/model';
import { annualPlanHours, guardBudget, plausibleRates, workloadQuestion } from './budget-guard';
import { buildPlan } from './build-plan';
import { planFrame } from './frame';
import type { PlanLine } from './lines';
import { areasWith, model, periods, src } from './test-models';

const facilities = { domain: 'facilities' as const, codes: [], serviceContractAct: true, evidence: [] };
const budget = (value: number, scope: StatedEffort['scope'] = 'per-year'): StatedEffort => ({
  ...src('B.1', `The Government's estimated value of this requirement is approximately $${value} a year.`),
  kind: 'budget',
  value,
  scope,
});
const line = (lcat: string, perYear: number, source: PlanLine['source'] = 'derived'): PlanLine => ({
  lcat,
  key: false,
  workArea: 'Work',
  source,
  periodHours: [perYear, perYear],
  hours: perYear,
  formula: `${perYear} h`,
  basis: 'test',
  citation: null,
  requirements: [],
  requirementRefs: [],
});
const frame = planFrame(model({ periods: periods(1), domain: facilities }));

describe('budget guard: hours plausible against a stated budget', () => {
  it('bounds the blended rate around the domain rate', () => {
    expect(plausibleRates(60)).toEqual({ low: 36, high: 150 });
    expect(plausibleRates(150)).toEqual({ low: 90, high: 300 });
    expect(plausibleRates(20).low).toBe(30);
  });

  it.each([
    ['far too many hours', 4_366_667],
    ['far too few hours', 12_000],
  ])('scales derived hours when they are %s for the budget, and says so', (_, hours) => {
    const g = guardBudget(frame, [line('Maintenance Technician', hours)], 'derived', budget(31_000_000));
    const planned = annualPlanHours(g.lines, frame);
    expect(31_000_000 / planned).toBeGreaterThanOrEqual(50);
    expect(31_000_000 / planned).toBeLessThanOrEqual(150);
    expect(g.assumptions.join(' ')).toMatch(/implies \$[\d.,]+\/h, outside the plausible/);
    expect(g.questions.join(' ')).toMatch(/budget/);
    expect(g.lines[0]?.formula).toMatch(/scaled to the stated budget/);
  });

  it('keeps hours the government states and asks instead', () => {
    const lines = [line('Janitor', 12_000, 'stated')];
    const g = guardBudget(frame, lines, 'stated-staffing', budget(31_000_000));
    expect(g.lines).toBe(lines);
    expect(g.questions[0]).toMatch(/Does the budget cover this work alone/);
  });

  it('leaves a plausible plan alone', () => {
    const lines = [line('Maintenance Technician', 500_000)];
    const g = guardBudget(frame, lines, 'derived', budget(31_000_000));
    expect(g.lines).toBe(lines);
    expect(g.assumptions).toEqual([]);
    expect(g.impliedRate).toBeCloseTo(62, 0);
  });

  it('does nothing without a budget', () => {
    const lines = [line('Custodian', 100)];
    expect(guardBudget(frame, lines, 'assumed', undefined).lines).toBe(lines);
  });

  it('a whole plan built from a small workload is brought to a $31M a year budget', () => {
    const m = model({
      periods: periods(1),
      domain: facilities,
      statedEffort: [budget(31_000_000)],
      ...areasWith({ 'Custodial Services': ['The Contractor shall clean 612,000 square feet daily.'] }),
    });
    const plan = buildPlan(m);
    const year = plan.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);
    expect(31_000_000 / year).toBeGreaterThanOrEqual(36);
    expect(31_000_000 / year).toBeLessThanOrEqual(150);
  });
});

describe('workload question when the hours follow a budget', () => {
  const m = (rule: 'budget' | 'derived', domain: 'facilities' | 'professional' = 'facilities') => {
    const areas = areasWith({
      Maintenance: [
        'Complete about 14,600 service orders a year.',
        'Maintain 640 acres of improved grounds.',
      ],
    });
    const q = (value: number, noun: string, ref: string) => ({
      ...src(ref, `${value} ${noun}`),
      value,
      noun,
    });
    return workloadQuestion(
      model({
        ...areas,
        domain: { domain, codes: [], serviceContractAct: false, evidence: [] },
        quantities: [q(14600, 'order', 'C.1.1'), q(640, 'acre', 'C.1.2'), q(7, 'period', 'B.3')],
      }),
      rule,
    ).join(' ');
  };
  it('lists the workload the documents give and asks for the historical workload', () => {
    expect(m('budget')).toMatch(/14,600 orders, 640 acres/);
    expect(m('budget')).toMatch(/historical workload/);
    expect(m('budget')).not.toMatch(/7 periods/);
  });
  it('is not asked when the hours already come from the workload, nor of a study', () => {
    expect(m('derived')).toBe('');
    expect(m('budget', 'professional')).toBe('');
  });
});

describe('a sentence with a yearly and a whole-term value', () => {
  it('sizes from the yearly figure', async () => {
    const { chooseEffort } = await import('./effort-amount');
    const quote =
      'The estimated value is approximately $31 million a year, or about $262 million for the base period and all options.';
    const m = model({
      periods: periods(7),
      domain: facilities,
      statedEffort: [
        { ...src('B.1', quote), kind: 'budget', value: 31_000_000, scope: 'per-year' },
        { ...src('B.1', quote), kind: 'budget', value: 262_000_000, scope: 'total' },
      ],
    });
    expect(chooseEffort(m, planFrame(m))?.value).toBe(31_000_000);
  });
});
