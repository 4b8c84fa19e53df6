import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Work the documents put outside the contract or outside the estimate is said as an assumption,
// and asked about where hours or money hang on it.
const plan = (text: string) => estimatePlan({ primary: { name: 'pws.md', text } });
const asked = (p: ReturnType<typeof plan>) => (p.openQuestions ?? []).map((q) => q.question);
const assumed = (p: ReturnType<typeof plan>) => p.assumptions ?? [];

const PWS = (work: string) => `# SECTION C - PERFORMANCE WORK STATEMENT

## C.1 Scope
The Contractor shall read and record water meters across the utility district.

## C.2 Tasks
The Contractor shall read about 48,000 meters a year and record each reading in the billing system. ${work}

## C.3 Period of Performance
The period of performance is twelve (12) months from award.
`;

describe('work outside the estimate or the contract', () => {
  it.each([
    [
      'Re-reads of disputed meters (about 4 percent) are not included in the estimated quantities.',
      'Re-reads',
      true,
    ],
    [
      'Meter replacement after storm damage is ordered under a separate emergency procurement, outside these CLINs.',
      'Meter replacement',
      false,
    ],
    ['The crew leader is included in the team-day price and is not priced separately.', 'crew leader', false],
    ['Weekend reads under CLIN 0002 are ordered only if needed.', 'Weekend reads', true],
    ['Translation of customer notices is excluded from the estimate.', 'Translation', true],
  ])('%#: says it is outside the plan', (work, subject, asks) => {
    const p = plan(PWS(work));
    expect(
      assumed(p).some((a) => a.includes(subject) && /outside the plan's hours|not a line of its own/.test(a)),
    ).toBe(true);
    if (asks) expect(asked(p).some((q) => q.includes(subject))).toBe(true);
  });
});

describe('look-alikes that put nothing outside', () => {
  it.each([
    'Weekends are not included in the ten-day response time.',
    'The Contractor shall not include customer account numbers in any report.',
    'Readings are included in the monthly price, which covers all labor and equipment.',
    'All readings shall be completed no later than the fifth working day of each month.',
    'State sales taxes are not included in the unit prices.',
  ])('"%s" says nothing is outside the plan', (work) => {
    const p = plan(PWS(work));
    expect(assumed(p).some((a) => /outside the plan's hours|not a line of its own/.test(a))).toBe(false);
  });
});
