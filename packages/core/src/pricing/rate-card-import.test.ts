import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateCardFromRows, readAmount } from './rate-card-import';

describe('rateCardFromRows', () => {
  it('reads company rates under many header phrasings', () => {
    const headers = [
      ['Labor Category', 'Hourly Rate'],
      ['LCAT', 'Direct Rate ($/hr)'],
      ['Labour category title', 'Rate'],
      ['Position', 'Wage'],
    ];
    for (const header of headers) {
      const read = rateCardFromRows([
        header,
        ['Program Manager', '$95.00'],
        ['', ''],
        ['Analyst', '1,012.5'],
      ]);
      expect(read, header.join(' | ')).toEqual({
        ok: true,
        value: [
          { lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } },
          { lcat: 'Analyst', rate: '1012.5', source: { kind: 'company' } },
        ],
        warnings: [],
      });
    }
  });

  it('finds the header below a title row and reads wage determinations with health & welfare', () => {
    const read = rateCardFromRows([
      ['Acme Corp rate card FY26', ''],
      ['Occupation', 'Wage Rate', 'WD Number', 'Rev', 'H&W', 'Escalation %'],
      ['Janitor', '16.00', '2015-4281', '30', '$5.36', '2.5'],
    ]);
    expect(read).toEqual({
      ok: true,
      value: [
        {
          lcat: 'Janitor',
          rate: '16.00',
          escalationPercent: '2.5',
          source: {
            kind: 'wage-determination',
            wdNumber: '2015-4281',
            revision: '30',
            healthWelfare: '5.36',
          },
        },
      ],
      warnings: [],
    });
  });

  it('reports every bad cell with its row, and a missing header', () => {
    const read = rateCardFromRows([
      ['LCAT', 'Rate', 'WD', 'Health and Welfare'],
      ['Program Manager', 'n/a', '', ''],
      ['', '50', '', ''],
      ['Guard', '20', '2015-4281', ''],
    ]);
    expect(read).toEqual({
      ok: false,
      errors: [
        'row 2: rate "n/a" is not an amount such as 152.34',
        'row 3: no labour category',
        'row 4: wage determination 2015-4281 needs its health & welfare per hour (received "")',
      ],
    });
    expect(rateCardFromRows([['Name', 'Email']])).toMatchObject({ ok: false });
  });

  it('warns about an LCAT listed twice', () => {
    const read = rateCardFromRows([
      ['LCAT', 'Rate'],
      ['Analyst', '50'],
      ['analyst', '60'],
    ]);
    expect(read).toMatchObject({
      ok: true,
      warnings: ['analyst is listed more than once; pricing uses the first rate.'],
    });
  });

  it('reads any amount written with a dollar sign and thousands separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (cents) => {
        const plain = (cents / 100).toFixed(2);
        const written = `$${Number(plain).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(readAmount(written)).toBe(plain);
      }),
    );
  });
});
