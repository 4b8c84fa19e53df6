import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

const study = (pop: string, loe: string) =>
  [
    '## 2.0 STATEMENT OF WORK',
    '### 2.3 Tasks',
    '**Task 1 - Kickoff and Work Plan.** Hold a virtual kickoff meeting within five (5) calendar days of award.',
    '**Task 2 - Data Collection.** Conduct one site visit of three (3) days to each park and interview housing managers.',
    '**Task 3 - Options and Feasibility Analysis.** For each option in 2.2, estimate capital and operating costs and rank the options.',
    '**Task 4 - Report.** Deliver a draft report and a final report after one round of Government comments.',
    '### 2.4 Period of Performance',
    pop,
    '### 2.5 Level of Effort',
    loe,
  ].join('\n\n');

describe('a short study is priced at its own length', () => {
  it.each([
    'The period of performance is sixty (60) calendar days from the date of award.',
    'All work shall be completed within 60 days after award.',
    'The study shall be completed within eight (8) weeks of award.',
  ])('%s', (pop) => {
    const text = study(
      pop,
      'The Government estimates this effort at approximately one thousand (1,000) labor hours, performed by a team of three (3) to four (4) analysts.',
    );
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
    expect(plan.periodOfPerformance?.periods).toHaveLength(1);
    expect(plan.periodOfPerformance?.months).toBeLessThanOrEqual(2);
    const hours = plan.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);
    expect(hours).toBeGreaterThanOrEqual(990);
    expect(hours).toBeLessThanOrEqual(1010);
    expect(plan.confidence?.level).toBe('high');
  });

  it('without a stated effort, a short study is a small assumed team, not a year of staff', () => {
    const text = study('The period of performance is ninety (90) calendar days from award.', '');
    const plan = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
    const hours = plan.tasks.reduce((s, t) => s + (t.periods?.[0]?.hours ?? 0), 0);
    expect(plan.periodOfPerformance?.months).toBe(3);
    expect(hours).toBeLessThan(3 * 1880 * 0.25 * 2);
    expect(plan.confidence?.level).toBe('low');
  });
});
