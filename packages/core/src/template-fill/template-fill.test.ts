import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  templateFixture as fixture,
  TEMPLATE_YEARS as years,
  templateLine,
} from '../../test/fixtures/templates/read';
import {
  LIBREOFFICE_TIMEOUT_MS,
  resaveXlsxEach,
  sheetsOfEach,
  stripCachedValues,
} from '../../test/office/libreoffice';
import { pricePlan } from '../pricing/price-plan';
import { PricingSchema } from '../pricing/schemas';
import { fillTemplate, readTemplate, type TemplatePlan } from './index';

const PRICE_SCHEDULE = 'price-schedule-ffp.xlsx';
const STAFFING = 'staffing-plan-lcat-by-year.xlsx';

const line = (
  taskId: string,
  lcat: string,
  hours: number,
  extra: Partial<TemplatePlan['tasks'][number]> = {},
) => templateLine(taskId, lcat, hours, extra);
const plan: TemplatePlan = {
  periodOfPerformance: { months: 48, periods: years.map((name) => ({ name, months: 12 })) },
  tasks: [
    line('1', 'Project Manager (Senior)', 1880, { keyPersonnel: true, workArea: 'Management' }),
    line('2', 'Database Developer Senior', 1880, { workArea: 'Development' }),
    line('3', 'Database Developer Senior', 1880, { workArea: 'Development' }),
    line('4', 'Business Analyst - Intermediate', 1880, { workArea: 'Analysis' }),
    line('5', 'Database Developer - Intermediate', 3760, { workArea: 'Development' }),
    line('6', 'Quality Assurance Analyst', 940, { workArea: 'Analysis' }),
  ],
};
const pricing = PricingSchema.parse({
  contractType: 'FFP',
  rateCard: [
    ['Project Manager (Senior)', '98.10'],
    ['Database Developer Senior', '88.35'],
    ['Business Analyst - Intermediate', '61.07'],
    ['Database Developer - Intermediate', '71.49'],
    ['Quality Assurance Analyst', '55.55'],
  ].map(([lcat, rate]) => ({ lcat, rate, source: { kind: 'company' } })),
  wraps: { fringe: { percent: 30 }, overhead: { percent: '12.5' }, ga: { percent: 9 }, fee: { percent: 8 } },
  escalation: { percent: 3, ratesAsOf: '2026-01-30' },
});

const money = (cell: string | undefined) => Number(cell).toFixed(2);

// The staffing plan template takes two years of the plan, hours differing by year.
const twoYears: TemplatePlan = {
  ...plan,
  periodOfPerformance: { months: 24, periods: years.slice(0, 2).map((name) => ({ name, months: 12 })) },
  tasks: plan.tasks.map((t, i) => ({
    ...t,
    periods: years.slice(0, 2).map((name, k) => ({ name, hours: t.hours + k * i })),
  })),
};

// Both filled templates go through LibreOffice together, one run to recalculate them and one
// to save them again (each run costs seconds of start-up); the tests below check their own.
let priceSchedule: Awaited<ReturnType<typeof fillTemplate>>;
let staffing: Awaited<ReturnType<typeof fillTemplate>>;
let recalculated: Record<string, string[][]>[] = [];
let resaved: Uint8Array[] = [];
beforeAll(async () => {
  priceSchedule = await fillTemplate(fixture(PRICE_SCHEDULE), plan, { pricing });
  staffing = await fillTemplate(fixture(STAFFING), twoYears);
  const filled = [priceSchedule.bytes, staffing.bytes];
  recalculated = sheetsOfEach(filled.map(stripCachedValues));
  resaved = resaveXlsxEach(filled);
}, LIBREOFFICE_TIMEOUT_MS);

describe('a template linted before it is filled', () => {
  it('finds the broken formula, the totals that are not formulas and the typed hours', async () => {
    const { lint, blocks } = await readTemplate(fixture(PRICE_SCHEDULE));
    expect(blocks.map((b) => [b.layout, b.period, b.firstRow, b.lastRow, b.totalRow])).toEqual([
      ['by-block', 0, 8, 12, 13],
      ['by-block', 1, 21, 25, 26],
      ['by-block', 2, 34, 38, 39],
      ['by-block', 3, 47, 51, 52],
    ]);
    const found = lint.map((i) => `${i.severity} ${i.sheet}!${i.cell}`);
    expect(found).toContain('error Price Schedule Summary!F10');
    for (const cell of ['E13', 'E26', 'E39', 'E52'])
      expect(found).toContain(`error Detailed FFP Breakdown!${cell}`);
    expect(found).toContain('warning Detailed FFP Breakdown!A13');
    expect(found).toContain('error Detailed FFP Breakdown!E55');
    expect(found).toContain('error Price Schedule Summary!F9');
    expect(found).toContain('warning Detailed FFP Breakdown!D34');
    expect(lint.find((i) => i.cell === 'E13')?.message).toBe(
      'The total of E8:E12 is the text "$", not a formula.',
    );
  });

  it('finds nothing wrong in a staffing template whose totals are formulas', async () => {
    const { lint, blocks, naming } = await readTemplate(fixture(STAFFING));
    expect(lint).toEqual([]);
    expect(blocks.map((b) => b.layout)).toEqual(['by-column']);
    expect(naming).toMatchObject({ keyPrefix: 'Key – ', tbd: 'TBD', sortByTaskArea: true });
  });
});

describe('a price schedule filled in place', { timeout: LIBREOFFICE_TIMEOUT_MS }, () => {
  it('recalculates in LibreOffice to the plan’s price, its formulas, styles and sheets kept', async () => {
    const priced = pricePlan(plan, pricing);
    const { report } = priceSchedule;
    expect(report.unplaced).toEqual([]);
    expect(report.tables.map((t) => t.amount)).toEqual(priced.byPeriod.map((p) => p.cost));
    const sheets = recalculated[0] ?? {};
    const detail = sheets['Detailed FFP Breakdown'] ?? [];
    const at = (row: number, col: number) => detail[row - 1]?.[col - 1];
    [13, 26, 39, 52].forEach((row, k) => {
      expect([row, money(at(row, 5))]).toEqual([row, priced.byPeriod[k]?.cost]);
      expect(Number(at(row, 4))).toBe(priced.byPeriod[k]?.hours);
    });
    expect(money(at(55, 5))).toBe(priced.total.cost);
    // The template's own names and order stay; the plan's hours and rates fill them.
    expect(at(8, 2)).toBe('Project Manager - Senior');
    expect([Number(at(11, 1)), Number(at(11, 4))]).toEqual([2, 3760]);
    expect([Number(at(12, 1)), Number(at(12, 4))]).toEqual([0.5, 940]);
    expect(money(at(8, 3))).toBe(
      priced.rates.find((r) => r.lcat.startsWith('Project') && r.period === 'Base Year')?.burdened,
    );
    const summary = sheets['Price Schedule Summary'] ?? [];
    expect([4, 5, 6, 7].map((r) => money(summary[r - 1]?.[5]))).toEqual(priced.byPeriod.map((p) => p.price));
    expect(money(summary[8]?.[5])).toBe(priced.total.price);
    // The template's own unit-price formula computes from the filled price.
    expect(Math.abs(Number(summary[3]?.[4]) - Number(priced.byPeriod[0]?.price) / 12)).toBeLessThan(0.006);

    // Reopened and saved by LibreOffice, the workbook still computes with the same formulas.
    const reopened = new ExcelJS.Workbook();
    await reopened.xlsx.load(resaved[0] as unknown as ArrayBuffer);
    expect(reopened.worksheets.map((s) => s.name)).toEqual([
      'Price Schedule Summary',
      'Detailed FFP Breakdown',
      'Assumptions',
    ]);
    const d = reopened.getWorksheet('Detailed FFP Breakdown');
    const s = reopened.getWorksheet('Price Schedule Summary');
    expect(d?.getCell('D9').formula).toBe('1880*A9');
    expect(d?.getCell('E8').formula).toBe('ROUND(C8*D8,2)');
    expect(d?.getCell('E13').formula).toBe('SUM(E8:E12)');
    expect(s?.getCell('F4').formula).toBe("'Detailed FFP Breakdown'!E13");
    expect(s?.getCell('F9').formula).toBe('SUM(F4,F5,F6,F7)');
    expect(s?.getCell('E4').formula).toBe('IF(ISNUMBER(F4),ROUND(F4/12,2),0)');
    expect(d?.getCell('E55').formula).toBe('E13+E26+E39+E52');
    expect(money(String(s?.getCell('F9').result))).toBe(priced.total.price);
    expect(d?.getCell('C8').numFmt).toContain('$');
    expect(d?.getCell('B2').fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFD9D9D9' } });
    expect(d?.getCell('B2').isMerged).toBe(true);
  });

  it('reports the plan categories the template has no row for, and takes them when mapped', async () => {
    const extra = { ...plan, tasks: [...plan.tasks, line('7', 'Scrum Master', 1880)] };
    const { report } = await fillTemplate(fixture(PRICE_SCHEDULE), extra, { pricing });
    expect(report.unplaced).toEqual(['Scrum Master']);
    // Named in the template's own words, the category takes that row.
    const mapped = await fillTemplate(fixture(PRICE_SCHEDULE), extra, {
      pricing,
      lcatMap: { 'scrum master': 'Quality Assurance Analyst' },
    });
    expect(mapped.report.unplaced).toEqual([]);
    expect(mapped.report.tables[0]?.hours).toBe(pricePlan(extra, pricing).byPeriod[0]?.hours);
  });
});

describe('a staffing plan template filled in place', { timeout: LIBREOFFICE_TIMEOUT_MS }, () => {
  it('takes every line in its order and naming; LibreOffice totals equal the plan’s hours', async () => {
    const { report } = staffing;
    expect(report.unplaced).toEqual([]);
    const sheets = recalculated[1] ?? {};
    const rows = sheets.Sheet1 ?? [];
    const filled = rows.slice(4, 10);
    expect(filled.map((r) => [r[0], r[2], r[4]])).toEqual([
      ['TBD', 'Business Analyst - Intermediate', 'Analysis'],
      ['TBD', 'Quality Assurance Analyst', 'Analysis'],
      ['TBD', 'Database Developer - Intermediate', 'Development'],
      ['TBD', 'Database Developer Senior', 'Development'],
      ['TBD', 'Database Developer Senior', 'Development'],
      ['Key – TBD', 'Project Manager (Senior)', 'Management'],
    ]);
    const hours = (k: number) => twoYears.tasks.reduce((sum, t) => sum + (t.periods?.[k]?.hours ?? 0), 0);
    expect([Number(rows[16]?.[6]), Number(rows[16]?.[7]), Number(rows[16]?.[8])]).toEqual([
      hours(0),
      hours(1),
      0,
    ]);
    expect(Object.keys(sheets).sort()).toEqual(['Instructions', 'Sheet1']);
    const reopened = new ExcelJS.Workbook();
    await reopened.xlsx.load(resaved[1] as unknown as ArrayBuffer);
    expect(reopened.getWorksheet('Sheet1')?.getCell('G17').formula).toBe('SUM(G5:G16)');
  });
});
