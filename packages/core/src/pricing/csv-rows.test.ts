import { describe, expect, it } from 'vitest';
import { rowsFromCsv } from './csv-rows';
import { rateCardFromRows } from './rate-card-import';

describe('rowsFromCsv', () => {
  it('reads quoted commas, doubled quotes, CRLF and a byte-order mark', () => {
    const text = '\uFEFFLabor Category,Hourly Rate\r\n"Manager, Program","$1,234.50"\r\n"Say ""hi""",95\r\n';
    expect(rowsFromCsv(text)).toEqual([
      ['Labor Category', 'Hourly Rate'],
      ['Manager, Program', '$1,234.50'],
      ['Say "hi"', '95'],
    ]);
  });

  it('reads semicolon files and a last line without a line break', () => {
    expect(rowsFromCsv('LCAT;Rate\nAnalyst;80,50')).toEqual([
      ['LCAT', 'Rate'],
      ['Analyst', '80,50'],
    ]);
  });

  it('feeds rateCardFromRows: a company CSV becomes a rate card', () => {
    const read = rateCardFromRows(
      rowsFromCsv('Labor Category,Rate\nProgram Manager,$95.00\n,\nAnalyst,60\n'),
    );
    expect(read).toEqual({
      ok: true,
      value: [
        { lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } },
        { lcat: 'Analyst', rate: '60', source: { kind: 'company' } },
      ],
      warnings: [],
    });
  });
});
