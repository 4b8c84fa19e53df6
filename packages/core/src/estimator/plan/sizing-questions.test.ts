import { describe, expect, it } from 'vitest';
import type { StatedEffort } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { areasWith, model, periods, src } from './test-models';

const work = areasWith({
  'Seed bank upkeep': [
    'Clean, dry and catalogue the seed accessions received from the field crews.',
    'Test germination of stored lots and record the results.',
    'Maintain the cold room logs and report deviations.',
  ],
  'Herbarium loans': ['Pack, ship and track specimen loans to partner herbaria.'],
});
const questions = (plan: ReturnType<typeof buildPlan>) => (plan.openQuestions ?? []).map((q) => q.question);

describe('open questions for the facts the sizing misses', () => {
  it('says how an unsized draft got its hours and asks for the level of effort and the FTE convention', () => {
    const qs = questions(buildPlan(model({ periods: periods(2), hoursPerFte: null, ...work })));
    expect(
      qs.some((q) => /No staffing, level of effort or budget is stated, so the hours are assumed/.test(q)),
    ).toBe(true);
    expect(qs.some((q) => /the plan counts 1,880 h a year per FTE/.test(q))).toBe(true);
  });

  it('asks nothing about the level of effort when the hours of every period are stated', () => {
    const loe: StatedEffort = {
      ...src('B.2', 'Estimated hours: Base Year 6,000; Option Year 1 6,000'),
      kind: 'hours',
      value: 6000,
      scope: 'per-period',
      perPeriod: [
        { period: 'Base Year', value: 6000 },
        { period: 'Option Year 1', value: 6000 },
      ],
    };
    const convention = { ...src('B.2', 'One FTE is 1,880 hours.'), value: 1880 };
    const plan = buildPlan(
      model({ statedEffort: [loe], periods: periods(2), hoursPerFte: convention as never, ...work }),
    );
    expect(plan.confidence?.level).toBe('high');
    expect(questions(plan).some((q) => /level of effort|hours-per-FTE/i.test(q))).toBe(false);
  });
});
