import { describe, expect, it } from 'vitest';
import { readConstructionCost } from './construction-cost';

describe('construction cost of an A-E solicitation', () => {
  it.each([
    ['Estimated construction cost\n      (ECC) at award ............... $21,400,000', 21_400_000, 'ecc'],
    ['The estimated construction cost is between $14,000,000 and $18,000,000.', 16_000_000, 'ecc'],
    ['The Programmed Amount (PA) for construction is $16,400,000.', 16_400_000, 'programmed'],
    ['The construction cost limitation (CCL) is $8.5 million.', 8_500_000, 'limit'],
    ['The magnitude of construction is between $5 million and $10 million.', 7_500_000, 'ecc'],
  ])('%s', (text, value, basis) => {
    expect(readConstructionCost([text])).toMatchObject({ value, basis });
  });

  it('prefers the estimated cost to the programmed amount', () => {
    const c = readConstructionCost([
      'The Programmed Amount (PA) for construction is $16,400,000. The estimated construction cost is between $14,000,000 and $18,000,000.',
    ]);
    expect(c).toMatchObject({ value: 16_000_000, min: 14_000_000, max: 18_000_000, basis: 'ecc' });
  });

  it('does not take the fee limit for the cost, nor for the fee estimate', () => {
    const c = readConstructionCost([
      'ECC at award: $21,400,000. The fee for the production of designs shall not exceed six percent (6%) of the ECC, that is $1,284,000.',
    ]);
    expect(c?.value).toBe(21_400_000);
    expect(c?.feeShare).toBeUndefined();
  });

  it('reads the cost a fee limit is stated against', () => {
    expect(
      readConstructionCost([
        'The design fee shall not exceed 6% of the estimated construction cost of $12.5 million.',
      ])?.value,
    ).toBe(12_500_000);
  });

  it.each([
    ["The Government's estimate for the design fee is in the range of 5.0 to 5.8 percent of the ECC.", 0.054],
    ['The Government expects a design fee of about 4.5% of the estimated construction cost.', 0.045],
  ])('reads the fee estimate: %s', (fee, share) => {
    expect(readConstructionCost([`ECC: $10,000,000. ${fee}`])?.feeShare).toBeCloseTo(share, 4);
  });

  it('is undefined without a construction cost', () => {
    expect(readConstructionCost(['The estimated value of this contract is $2,000,000.'])).toBeUndefined();
  });
});
