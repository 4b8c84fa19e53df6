import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FULL_PLAN } from '../plan/full-plan.fixture';
import { planView } from '../plan/view';
import {
  ASSUMPTIONS_SHEET_NAME,
  PERIOD_SHEET_NAME,
  STATED_SHEET_NAME,
  toXlsx,
  XLSX_SHEET_NAME,
} from './index';

async function load(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook;
}

const values = (sheet: ExcelJS.Worksheet | undefined, row: number): unknown[] =>
  ((sheet?.getRow(row).values as unknown[]) ?? [])
    .slice(1)
    .map((v) => (v && typeof v === 'object' && 'result' in v ? (v as { result: unknown }).result : v));

describe('toXlsx of a whole plan', () => {
  const view = planView(FULL_PLAN);

  it('adds Source and Citation to the tasks sheet and totals FTE at the plan hours per FTE', async () => {
    const book = await load(await toXlsx(FULL_PLAN, { planName: 'Help desk' }));
    expect(book.worksheets.map((s) => s.name)).toEqual([
      XLSX_SHEET_NAME,
      PERIOD_SHEET_NAME,
      ASSUMPTIONS_SHEET_NAME,
      STATED_SHEET_NAME,
    ]);
    const tasks = book.getWorksheet(XLSX_SHEET_NAME);
    expect(values(tasks, 1)).toEqual([
      'Task Number',
      'Location',
      'Role',
      'Hours',
      'Calculation Method',
      'Notes',
      'Source',
      'Citation',
    ]);
    expect(values(tasks, 2).slice(6)).toEqual(['Stated', view.rows[0]?.citation]);
    expect(values(tasks, 4).slice(6)).toEqual(['Assumed', 'No requirement states this line']);
    expect(tasks?.getCell('F5').value).toMatchObject({ formula: 'ROUND(D5/2080,2)', result: 5.25 });
    expect(tasks?.getCell('A7').value).toContain('2,080 hours per FTE');
  });

  it('puts every task on the period sheet with the same totals as the screen', async () => {
    const book = await load(await toXlsx(FULL_PLAN));
    const sheet = book.getWorksheet(PERIOD_SHEET_NAME);
    expect(values(sheet, 4)).toEqual(['3.1', 'Technical Writer', 520, undefined, 520]);
    expect(values(sheet, 5).slice(2, 4)).toEqual(view.periods.map((p) => p.hours));
    expect(values(sheet, 6).slice(2, 4)).toEqual(view.periods.map((p) => p.fte));
  });

  it('writes confidence, assumptions and open questions, and stated vs planned', async () => {
    const book = await load(await toXlsx(FULL_PLAN));
    const notes = book.getWorksheet(ASSUMPTIONS_SHEET_NAME);
    const text = (notes?.getSheetValues() ?? []).map((row) => (Array.isArray(row) ? row.join('|') : ''));
    expect(text).toContain(
      '|Confidence|Medium confidence|Key staff are stated; help desk hours are derived from ticket volume.',
    );
    expect(text).toContain('|Assumption|0.5 h per ticket (industry norm).|');
    expect(
      text.some(
        (l) => l.includes('Open question|Is the 12,000-ticket') && l.includes('Ask the contracting officer'),
      ),
    ).toBe(true);
    const stated = book.getWorksheet(STATED_SHEET_NAME);
    expect(values(stated, 2).slice(0, 7)).toEqual([
      'Program Manager (Key)',
      'Base Year',
      'hours',
      2080,
      2080,
      0,
      'Yes',
    ]);
    expect(values(stated, 3).slice(0, 7)).toEqual(['Whole plan', 'Base Year', 'fte', 3, 2.5, -0.5, 'No']);
    expect(values(stated, 6)).toEqual(['Base Year', 6240, 6000, 'No']);
    expect(values(stated, 9).slice(0, 6)).toEqual([1_200_000, 'Base Year', 115, 'assumed', 5.02, 2.5]);
  });

  it('leaves out the stated sheet when the government states nothing', async () => {
    const { statedComparison: _, ...rest } = FULL_PLAN;
    const book = await load(await toXlsx(rest));
    expect(book.getWorksheet(STATED_SHEET_NAME)).toBeUndefined();
    expect(book.getWorksheet(ASSUMPTIONS_SHEET_NAME)).toBeDefined();
  });
});
