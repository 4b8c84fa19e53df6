import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const text = [
  'NAICS 561210, Facilities Support Services. Service Contract Act wage determinations apply.',
  '## B.1 Estimated Value',
  "The Government's estimated value of this requirement is approximately $31 million a year, or about $262 million for the base period, all seven option periods and the six-month extension.",
  '## B.3 Period of Performance',
  'The contract has a base period of twelve (12) months and seven (7) one-year option periods.',
  '# SECTION C - PERFORMANCE WORK STATEMENT',
  '## 1.0 ANNEX 1 - MANAGEMENT AND ADMINISTRATION',
  '1.1 The Contractor shall provide a Project Manager (Key) and submit monthly performance reports.',
  '## 2.0 ANNEX 2 - FACILITIES MAINTENANCE AND REPAIR',
  '2.1 **Preventive maintenance.** Perform the PM program for building systems (HVAC, electrical, plumbing), about 3,100 work orders a year.',
  '2.2 Service orders. Respond to and complete about 14,600 service orders a year.',
  '## 3.0 ANNEX 3 - PEST CONTROL',
  '3.1 Provide integrated pest management by certified pesticide applicators; about 1,200 service calls a year.',
  '## 4.0 ANNEX 4 - REFUSE COLLECTION',
  '4.1 Collect about 6,400 tons of solid waste a year and deliver it to the landfill.',
  '## 5.0 ANNEX 5 - SUPPLY AND WAREHOUSING',
  '5.1 Receive, store and issue materials in the warehouse, about 22,000 transactions a year.',
].join('\n\n');

describe('base operations sized from a stated yearly value', () => {
  const plan = buildPlan(readSolicitation({ primary: { name: 'rfp.md', text } }), { texts: [text] });
  const year = plan.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);

  it('plans hours a plausible blended rate buys, over eight yearly periods', () => {
    expect(plan.periodOfPerformance?.periods.filter((p) => p.kind !== 'extension')).toHaveLength(8);
    expect(31_000_000 / year).toBeGreaterThanOrEqual(50);
    expect(31_000_000 / year).toBeLessThanOrEqual(150);
  });

  it('staffs the functional areas with their trades', () => {
    const roles = plan.tasks.map((t) => t.lcat);
    for (const r of [
      'HVAC Mechanic',
      'Electrician',
      'Plumber',
      'Pest Controller',
      'Refuse Collector',
      'Warehouse Specialist',
    ])
      expect(roles).toContain(r);
    expect(roles.some((r) => /developer|designer|guard/i.test(r))).toBe(false);
  });

  it('asks for the historical workload behind the budget', () => {
    expect(plan.openQuestions?.some((q) => /historical workload/.test(q.question))).toBe(true);
  });
});
