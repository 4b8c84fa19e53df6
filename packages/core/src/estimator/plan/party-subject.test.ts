import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { readStatedRates } from './stated-rates';

// "The Contractor performs 1,500 inspections a year" states the contract's volume: the firm is
// no worker whose year of paid hours does that many. A word ending in -or or -er that names a
// party to the contract (contractor, vendor, offeror, supplier, provider) is no worker.
describe('a party to the contract as the subject of a count', () => {
  it.each([
    'The Contractor performs about 1,500 valve inspections a year.',
    'The Vendor processes approximately 2,400 permit applications a year.',
    'The Service Provider completes about 900 roof surveys a year.',
    'The Supplier handles about 300 calls a day.',
  ])('reads no worker productivity from: %s', (t) => {
    expect(readStatedRates([t])).toEqual([]);
  });

  it('still reads a worker who does so many a year or a day', () => {
    expect(readStatedRates(['An examiner completes about 1,200 claims a year.'])[0]).toMatchObject({
      perYear: 1200,
    });
    expect(readStatedRates(['A records clerk indexes about 160 files a day.'])[0]?.perDay?.count).toBe(160);
  });

  it('sizes the volume at its stated time, with no per-FTE line beside it', () => {
    const text = `# Performance Work Statement

## 1. Scope

The Contractor shall inspect and exercise isolation valves in the distribution system.

## 2. Workload

The Contractor performs about 1,500 valve inspections a year. Each inspection takes an average of 30 minutes.

## 3. Period of Performance

Base year 1 October 2030 through 30 September 2031.
`;
    const p = buildPlan(readSolicitation({ primary: { name: 'pws.md', text } }), { texts: [text] });
    const lines = p.tasks.map((t) => `${t.lcat}: ${t.mathRationale}`).join('\n');
    expect(lines).not.toMatch(/a year per FTE/);
    expect(lines).toMatch(/1,500 .*x 30 min/);
  });
});
