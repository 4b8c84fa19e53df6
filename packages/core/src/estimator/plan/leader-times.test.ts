import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../index';
import { readLeaderTimes } from './workload-rates';

// The Government's effort per unit listed after dot leaders, one item a line, beside a table of
// quantities by ordering period whose last line is money (parts at cost). Invented wordings
// (culvert cleaning, lead-paint sampling, well sounding, sign replacement); none is a corpus
// document's. Look-alikes that must not fire: a response time, opening hours, a shift, hours
// a week, a leader line with a count.
describe('times per unit after dot leaders', () => {
  it.each([
    ['culvert cleaning, one culvert ............ 90 minutes', 'culvert cleaning, one culvert', 90],
    ['Sampling of one dwelling unit ..... 2.5 hours', 'Sampling of one dwelling unit', 150],
    ['  well sounding (per well) ........................ 20 min', 'well sounding (per well)', 20],
    ['Sign replacement ....... approximately 1.5 hours (travel included)', 'Sign replacement', 90],
  ])('%s', (line, subject, minutes) => {
    const got = readLeaderTimes([`Estimated effort per unit:\n${line}\n`]);
    expect(got.map((r) => [r.subject, r.minutes])).toEqual([[subject, minutes]]);
  });

  it.each([
    'Emergency response ............ 4 hours',
    'Hours of operation ............ 10 hours',
    'Day shift ...................... 8 hours',
    'Sampling technician ......... 40 hours per week',
    'Culverts on the inventory ........ 1,240',
    'Notice to occupants ........... 48 hours',
  ])('not a time per unit: %s', (line) => {
    expect(readLeaderTimes([`${line}\n`])).toEqual([]);
  });
});

const SOW = `STATEMENT OF WORK

1. SCOPE. The Contractor shall clean and inspect roadside culverts and replace damaged signs on the Forest's road system.

2. PERIOD. The ordering period is 24 months from award, divided into two 12-month ordering years.

3. WORKLOAD

3.1 The quantities below are the Government's estimate of orders in each ordering year.

  Item                                        Ordering    Ordering    Unit
                                                Year 1      Year 2
  0001 Culvert cleaning, one culvert              600         660     EA
  0002 Sign replacement                           240         240     EA
  0003 Replacement signs (at cost, NTE)       $12,000     $13,000     LOT

3.2 Government estimate of effort, per unit, including travel:

  culvert cleaning, one culvert ............ 90 minutes
  sign replacement ......................... 1.5 hours

The Contractor determines the number of crews.
`;

describe('effort per unit after dot leaders joined to quantities by ordering year', () => {
  it('prices every item at its own time, and the money line is no work item', () => {
    const plan = estimatePlan({ primary: { name: 'sow.txt', text: SOW } });
    const derived = plan.tasks.filter((t) => t.hoursSource === 'derived');
    expect(derived.length).toBeGreaterThan(0);
    const text = derived.map((t) => t.mathRationale).join(' ');
    expect(text).toMatch(/600 .*culvert/i);
    expect(text).toMatch(/240 .*sign replacement/i);
    expect(text).not.toMatch(/12,000/);
    expect(plan.confidence?.level).toBe('medium');
  });
});
