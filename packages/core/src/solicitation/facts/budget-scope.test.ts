import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readBudgets } from './budget';

const read = (text: string) =>
  readBudgets(buildContext([{ name: 'rfp', index: 0, text }], { sections: [] })).map(
    (b) => `${b.value} ${b.scope}`,
  );

describe('budget scope: a year, a base period or the whole term', () => {
  it.each([
    [
      "The Government's estimated value of this requirement is approximately $31 million a year for the FFP and IQ work together, or about $262 million for the base period, all seven option periods and the six-month extension.",
      ['31000000 per-year', '262000000 total'],
    ],
    ['The estimated value of this contract is $12 million including all options.', ['12000000 total']],
    ['The estimated cost for this effort is $1.4 million for the base period.', ['1400000 base-period']],
    ['The government estimate is $2.5M per year.', ['2500000 per-year']],
    [
      'The budget for this project is $900,000 for the base year and all four option years.',
      ['900000 total'],
    ],
  ])('%s', (text, want) => {
    expect(read(text)).toEqual(want);
  });
});

// A question asked in a questions-and-answers amendment states nothing, whatever its answer.
describe('an amount asked about, not stated', () => {
  it.each([
    'Q3. Is the $1,200,000 in 2.4 the budget for the base year?',
    'Question 7: Is there a government estimate of $450,000 for this effort?',
    '12. Would the Government confirm that the funding of $2.1 million covers all option years?',
    'Can the agency share the IGCE ($780,000) for this requirement?',
  ])('reads no budget from %s', (text) => {
    const read = readBudgets(buildContext([{ name: 'qa', index: 0, text }], { sections: [] }));
    expect(read.every((b) => b.asked)).toBe(true);
  });

  it('still reads the answer that states it', () => {
    expect(read('A3. Yes. The budget for this project is $1,200,000 for the base year.')).toEqual([
      '1200000 base-period',
    ]);
  });
});
