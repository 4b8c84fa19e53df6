import { describe, expect, it } from 'vitest';
import { AE_BLENDED_RATE, aeSizing, isAeDesign } from './ae-sizing';
import { buildPlan } from './build-plan';
import { planFrame } from './frame';
import { areasWith, model, src } from './test-models';

const letter = (extra: string) =>
  [
    'Request for a task order fee proposal under the Architect-Engineer IDIQ contract (Brooks Act, FAR 36.6).',
    'The A-E shall provide complete architectural and engineering design services: drawings and specifications.',
    'Disciplines: architecture, structural, civil, mechanical, electrical and fire protection engineering, cost estimating.',
    extra,
  ].join('\n');
const construction = { domain: 'construction' as const, codes: [], serviceContractAct: false, evidence: [] };
const single = {
  periods: [{ ...src('4', '300 days'), name: 'Period of Performance', kind: 'base' as const, months: 10 }],
  totalMonths: 10,
  basis: 'stated' as const,
};

describe('A-E design sized from the construction cost', () => {
  it('knows A-E design from a study that only mentions engineering', () => {
    expect(isAeDesign([letter('')])).toBe(true);
    expect(isAeDesign(['No architectural, engineering, or construction services are required.'])).toBe(false);
  });

  it('fee = cost x the stated fee estimate, over a blended rate, split over the named disciplines', () => {
    const texts = [
      letter(
        "ECC at award: $21,400,000. The Government's estimate for the design fee is in the range of 5.0 to 5.8 percent of the ECC.",
      ),
    ];
    const m = model({ periods: single, domain: construction });
    const ae = aeSizing(m, planFrame(m), [], texts);
    const total = ae?.lines.reduce((s, l) => s + l.hours, 0) ?? 0;
    expect(total).toBeGreaterThan(((21_400_000 * 0.054) / AE_BLENDED_RATE) * 0.98);
    expect(total).toBeLessThan(((21_400_000 * 0.054) / AE_BLENDED_RATE) * 1.02);
    expect(ae?.lines.map((l) => l.lcat)).toEqual([
      'Project Manager',
      'Architect',
      'Structural Engineer',
      'Civil Engineer',
      'Mechanical Engineer',
      'Electrical Engineer',
      'Fire Protection Engineer',
      'Cost Estimator',
    ]);
    expect(ae?.rule).toBe('fee');
    expect(ae?.assumptions[0]).toMatch(/No hours or staffing are stated/);
  });

  it("sizes no design from the cost range of an IDIQ's future projects", () => {
    const m = model({ periods: single, domain: construction });
    const texts = [
      letter(
        'The estimated construction cost of individual projects will range from $1,000,000 to $10,000,000.',
      ),
    ];
    expect(aeSizing(m, planFrame(m), [], texts)).toBeUndefined();
  });

  it('assumes a fee under the 6% limit when none is estimated, and is then assumed (low)', () => {
    const m = model({ periods: single, domain: construction });
    const ae = aeSizing(
      m,
      planFrame(m),
      [],
      [letter('The estimated construction cost is between $14,000,000 and $18,000,000.')],
    );
    expect(ae?.rule).toBe('assumed');
    expect(ae?.lines[0]?.formula).toMatch(/\$16,000,000 .* x 5\.5%/);
  });

  it('a whole plan: medium confidence with a stated fee estimate, later phases get a share', () => {
    const texts = [
      letter("ECC: $10,000,000. The Government's estimate for the design fee is 5 to 6 percent of the ECC."),
    ];
    const periods = {
      periods: [
        { ...src('0001', ''), name: 'Design Services (Base)', kind: 'base' as const, months: 7 },
        {
          ...src('0003', ''),
          name: 'Option A: Bidding and Award Phase Services',
          kind: 'option' as const,
          months: 2,
        },
        {
          ...src('0004', ''),
          name: 'Option B: Construction Phase Services',
          kind: 'option' as const,
          months: 18,
        },
      ],
      totalMonths: 27,
      basis: 'stated' as const,
    };
    const plan = buildPlan(
      model({
        periods,
        domain: construction,
        ...areasWith({ 'Design Phases': ['The A-E shall prepare the design.'] }),
      }),
      { texts },
    );
    expect(plan.confidence?.level).toBe('medium');
    const byPeriod = [0, 1, 2].map((i) => plan.tasks.reduce((s, t) => s + (t.periods?.[i]?.hours ?? 0), 0));
    expect(byPeriod[1]).toBeCloseTo(byPeriod[0]! * 0.04, -1);
    expect(byPeriod[2]).toBeCloseTo(byPeriod[0]! * 0.15, -1);
    expect(plan.tasks.some((t) => /electrician|carpenter|superintendent/i.test(t.lcat))).toBe(false);
  });
});
