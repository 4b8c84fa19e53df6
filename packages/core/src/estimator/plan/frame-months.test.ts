import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// The plan's total months is a sum of period lengths in floating point; seasons of ten weeks
// (2.3 months each) summed to 6.8999999999999995 on screen and in the eval table. The total
// is kept to a hundredth.
describe('the period of performance total', () => {
  it('sums seasons to a hundredth, not to a floating-point tail', () => {
    const plan = estimatePlan({
      primary: {
        name: 'rfq.txt',
        text: 'The Contractor shall remove marine debris during three field seasons of ten (10) weeks each, beginning 1 June 2037, 1 June 2038 and 1 June 2039. The Contractor shall furnish a crew of four (4) technicians working eight-hour days.',
      },
    });
    const pop = plan.periodOfPerformance;
    expect(pop?.periods.length).toBe(3);
    expect(String(pop?.months)).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(pop?.months).toBeCloseTo(6.9, 5);
  });
});
