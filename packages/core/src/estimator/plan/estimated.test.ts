import { describe, expect, it } from 'vitest';
import type { Quantity, StatedEffort } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { aroundTheClock, areasWith, endsInHours, model, periodSum, periods, src, total } from './test-models';

const quantity = (value: number, noun: string, quote: string, per?: Quantity['per']): Quantity => ({
  ...src('C.1.1', quote),
  value,
  noun,
  ...(per ? { per } : {}),
});
const work = areasWith({
  'Help Desk Support': [
    'The contractor shall operate the help desk and resolve tickets.',
    'The contractor shall report ticket metrics monthly.',
  ],
  'Software Development': ['The contractor shall develop new application features.'],
});

describe('buildPlan: hours derived from workload drivers', () => {
  const plan = buildPlan(
    model({
      periods: periods(2),
      quantities: [
        quantity(4000, 'ticket', 'The help desk receives approximately 4,000 tickets per month.', 'month'),
      ],
      ...work,
    }),
  );

  it('sizes the help desk from the stated volume, citing the driver sentence', () => {
    const desk = plan.tasks.find((t) => t.lcat === 'Help Desk Technician');
    expect(desk?.mathRationale).toBe('4,000 tickets/mo x 12 mo x 0.5 h = 24,000');
    expect(desk?.hoursSource).toBe('derived');
    expect(desk?.citation?.quote).toMatch(/4,000 tickets per month/);
    expect(desk?.workArea).toBe('Help Desk Support');
  });

  it('leaves a small undriven area to the manager, listed under the line, at medium confidence', () => {
    const manager = plan.tasks.find((t) => t.lcat === 'Project Manager');
    expect(plan.tasks.some((t) => t.workArea === 'Software Development')).toBe(false);
    expect(manager?.requirements?.some((r) => r.includes('develop new application features'))).toBe(true);
    expect(manager?.hoursSource).toBe('assumed');
    expect(plan.confidence?.level).toBe('medium');
    expect(plan.tasks.every(endsInHours)).toBe(true);
  });
});

describe('buildPlan: staffed posts', () => {
  it('prices a 24x7 post at 8,760 h a year and says relief is not added', () => {
    const plan = buildPlan(
      model({
        domain: { domain: 'security', codes: [], serviceContractAct: true, evidence: [] },
        coverage: [
          aroundTheClock('C.5', 'Post 1 shall be staffed 24 hours a day, 7 days a week by two officers.', {
            posts: 2,
          }),
          aroundTheClock('C.6', 'The help line is available 24x7 on call.', {
            onCall: true,
            posts: 1,
            staffed: false,
          }),
        ],
      }),
    );
    const post = plan.tasks.find((t) => t.unit === 'post');
    expect(post?.lcat).toBe('Security Guard');
    expect(post?.mathRationale).toBe('2 posts x 24 h x 365 d = 17,520');
    expect(plan.tasks.filter((t) => t.unit === 'post')).toHaveLength(1);
    expect(plan.assumptions?.some((a) => /relief/.test(a))).toBe(true);
  });
});

describe('buildPlan: no sizing signal', () => {
  const small = buildPlan(
    model({ ...areasWith({ Study: ['The contractor shall deliver a market study report.'] }) }),
  );
  const large = buildPlan(
    model({
      domain: { domain: 'facilities', codes: [], serviceContractAct: true, evidence: [] },
      periods: periods(4),
      sites: ['Fort Alpha, TX', 'Fort Bravo, GA', 'Camp Charlie, NC'].map((name) => ({
        ...src('F.1', name),
        name,
      })),
      ...areasWith(
        Object.fromEntries(
          [
            'Custodial Services',
            'Grounds Maintenance',
            'HVAC Maintenance',
            'Electrical',
            'Work Orders',
            'Fire Protection',
          ].map((a) => [
            a,
            Array.from(
              { length: 10 },
              (_, i) =>
                `The contractor shall perform ${a.toLowerCase()} task ${i + 1}, including testing golf carts and repairs.`,
            ),
          ]),
        ),
      ),
    }),
  );

  it('gives a short, low-confidence draft that says it is a guess', () => {
    expect(small.confidence?.level).toBe('low');
    expect(small.tasks.length).toBeLessThanOrEqual(2);
    expect(small.tasks.every((t) => t.hoursSource === 'assumed')).toBe(true);
    expect(small.assumptions?.some((a) => /guess/.test(a))).toBe(true);
    expect(small.assumptions?.some((a) => /no hours-per-FTE convention/i.test(a))).toBe(true);
    expect(small.openQuestions?.some((q) => /period of performance/.test(q.question))).toBe(true);
  });

  it('scales with the evidence of size, one line per task area at most, fitting the domain', () => {
    expect(total(large.tasks)).toBeGreaterThan(5 * total(small.tasks));
    expect(large.tasks.length).toBeLessThanOrEqual(7);
    expect(large.tasks.some((t) => /QA|Engineer|Developer/.test(t.lcat))).toBe(false);
    expect(large.tasks.every((t) => t.location === 'Fort Alpha, TX; Fort Bravo, GA; Camp Charlie, NC')).toBe(
      true,
    );
  });
});

describe('buildPlan: short work and budgets', () => {
  it('prices 60 days of a capped team as 60 days, not a year', () => {
    const people: StatedEffort = {
      ...src(
        '1.2',
        'The Government estimates this project will require no more than 4-5 personnel, though not all will be needed on a full time basis.',
      ),
      kind: 'people',
      value: 5,
      min: 4,
      max: 5,
      scope: 'per-year',
      ceiling: true,
    };
    const plan = buildPlan(
      model({
        periods: {
          periods: [{ ...src('F', '60 days'), name: 'Base Period', kind: 'base', months: 2 }],
          totalMonths: 2,
          basis: 'stated',
        },
        statedEffort: [people],
        ...work,
      }),
    );
    const team = total(plan.tasks) / (1880 * (2 / 12));
    expect(team).toBeGreaterThanOrEqual(3);
    expect(team).toBeLessThanOrEqual(5);
    expect(plan.periodOfPerformance?.months).toBe(2);
    expect(plan.tasks.every(endsInHours)).toBe(true);
  });

  it('turns a budget into hours at a stated assumed rate and shows the FTE it buys', () => {
    const budget: StatedEffort = {
      ...src(
        'B.1',
        'The estimated cost for this effort is $1.4 million for requested services and authorized travel incurred during the base period.',
      ),
      kind: 'budget',
      value: 1_400_000,
      scope: 'base-period',
      includesNonLabour: true,
    };
    const plan = buildPlan(
      model({
        periods: periods(2),
        hoursPerFte: { ...src('L.4', 'use 1,920 hours'), value: 1920, stated: true },
        statedEffort: [budget],
        ...work,
      }),
    );
    expect(total(plan.tasks)).toBe(8400);
    expect(periodSum(plan.tasks, 2)).toBe(8400);
    expect(plan.hoursPerFte).toBe(1920);
    expect(plan.statedComparison?.budget).toMatchObject({
      hourlyRate: 150,
      rateSource: 'assumed',
      fteBought: 4.38,
    });
    expect(plan.assumptions?.some((a) => /\$150\/h/.test(a))).toBe(true);
    expect(plan.confidence?.level).toBe('medium');
    expect(plan.staffingSource).toBe('estimated');
  });
});

describe('buildPlan: several sites', () => {
  it('gives one row per site for derived work, never "On-site"', () => {
    const plan = buildPlan(
      model({
        sites: ['Glynco, Georgia', 'Artesia, New Mexico'].map((name) => ({
          ...src('C.2', `located in ${name}`),
          name,
        })),
        quantities: [quantity(1000, 'endpoint', 'The contractor supports about 1,000 endpoints.')],
      }),
    );
    const rows = plan.tasks.filter((t) => t.lcat === 'Desktop Support Technician');
    expect(rows.map((r) => r.location)).toEqual(['Glynco, Georgia', 'Artesia, New Mexico']);
    expect(total(rows)).toBe(3760);
    expect(plan.tasks.some((t) => t.location === 'On-site')).toBe(false);
  });
});
