import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { rateCardFromRows } from './rate-card-import';
import { rowsFromXlsx } from './xlsx-rows';

async function workbook(fill: (sheet: ExcelJS.Worksheet) => void): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').getCell('A1').value = 'not this sheet';
  const sheet = book.addWorksheet('Rates');
  fill(sheet);
  // The first sheet in workbook order is read: move Rates to the front.
  for (const [i, ws] of book.worksheets.reverse().entries()) {
    // exceljs orders sheets by orderNo, which its types leave out.
    (ws as unknown as { orderNo: number }).orderNo = i;
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('rowsFromXlsx', () => {
  it('reads strings, numbers, formulas and gaps of the first sheet into a rate card', async () => {
    const bytes = await workbook((sheet) => {
      sheet.getCell('A1').value = 'Rate card FY27 & notes';
      sheet.getRow(3).values = ['Labor Category', 'Hourly Rate', 'Escalation'];
      sheet.getRow(4).values = ['Program Manager', 95, 3];
      sheet.getCell('A5').value = 'Analyst <II>';
      sheet.getCell('B5').value = { formula: 'B4-34.5', result: 60.5 };
    });
    const rows = rowsFromXlsx(bytes);
    expect(rows[0]).toEqual(['Rate card FY27 & notes']);
    expect(rows[1]).toEqual([]);
    expect(rows.slice(2)).toEqual([
      ['Labor Category', 'Hourly Rate', 'Escalation'],
      ['Program Manager', '95', '3'],
      ['Analyst <II>', '60.5'],
    ]);
    const read = rateCardFromRows(rows);
    expect(read.ok && read.value.map((e) => [e.lcat, e.rate, e.escalationPercent])).toEqual([
      ['Program Manager', '95', '3'],
      ['Analyst <II>', '60.5', undefined],
    ]);
  });

  it('refuses bytes that are not a workbook', () => {
    expect(() => rowsFromXlsx(new TextEncoder().encode('Labor Category,Rate'))).toThrow(
      'not an Excel workbook',
    );
  });
});
