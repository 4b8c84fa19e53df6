import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Price schedules often carry hours the Government made up to compare prices: "a hypothetical
// call", "notional quantities", "these hours are not an estimate". They state no staffing.
const read = (lead: string, header = '| Labor category | Hourly rate | Hours | Extended |') =>
  readSolicitation({
    primary: {
      name: 'rfq.md',
      text: [
        '# 1 Statement of work',
        'The Contractor shall provide court reporting and transcription services on call.',
        '# 2 Pricing',
        lead,
        '',
        header,
        '|---|---|---|---|',
        '| Senior Court Reporter | $____ | 300 | $____ |',
        '| Court Reporter | $____ | 900 | $____ |',
        '| Transcriptionist | $____ | 1,200 | $____ |',
        '',
      ].join('\n'),
    },
  }).staffingTables;

describe('hours stated only to compare prices', () => {
  it.each([
    'Offerors shall price the hypothetical hours below; they will be used for price evaluation.',
    'The hours shown are for price evaluation only and are not an estimate of the work to be ordered.',
    'Quote a rate for each category. The notional hours below are multiplied by the rates to compare offers.',
    'The figures below are illustrative. The hours in the table are not a guarantee of any order.',
  ])('are no staffing table: %s', (lead) => {
    expect(read(lead)).toEqual([]);
  });

  it.each([
    "The Government's estimated hours for each labor category are shown below.",
    'The estimated hours below will be used for price evaluation and reflect the expected workload.',
    'Hours are not to exceed the ceiling shown below in any period.',
  ])('but the Government estimate stays one: %s', (lead) => {
    expect(read(lead).length).toBe(1);
  });
});
