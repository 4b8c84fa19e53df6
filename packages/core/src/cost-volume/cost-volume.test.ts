import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIBREOFFICE_TIMEOUT_MS, sheetsOfEach, stripCachedValues } from '../../test/office/libreoffice';
import { type PricingInput, PricingSchema } from '../pricing/schemas';
import type { PricedPlan } from '../pricing/types';
import { type CostVolumePlan, COST_VOLUME_SHEETS, categoryGroups, linesLayout, toCostVolume } from './index';

const periods = ['Base Year', 'Option Year 1', 'Option Year 2'];
const plan: CostVolumePlan = {
  periodOfPerformance: { months: 36, periods: periods.map((name) => ({ name, months: 12 })) },
  assumptions: ['Work is on site at the agency.'],
  tasks: [
    {
      taskId: '1.1',
      lcat: 'Program Manager',
      hours: 1880,
      keyPersonnel: true,
      workArea: 'Management',
      periods: periods.map((name) => ({ name, hours: 1880 })),
    },
    {
      taskId: '2.1',
      lcat: 'Help Desk Specialist',
      hours: 5640,
      workArea: 'Service desk',
      periods: periods.map((name, i) => ({ name, hours: 5640 + i * 12.345 })),
    },
    {
      taskId: '2.2',
      lcat: 'Help Desk Specialist',
      hours: 1566.67,
      workArea: 'Service desk',
      periods: periods.map((name) => ({ name, hours: 1566.666 })),
    },
    {
      taskId: '3.1',
      lcat: 'Security Guard',
      hours: 8760,
      workArea: 'Security',
      periods: periods.map((name) => ({ name, hours: 8760 })),
    },
    {
      taskId: '3.2',
      lcat: 'Systems Engineer',
      hours: 940.5,
      keyPersonnel: true,
      periods: periods.map((name, i) => ({ name, hours: 940.5 - i })),
    },
    {
      taskId: '4.1',
      lcat: 'Data Scientist',
      hours: 400,
      workArea: 'Analytics',
      periods: periods.map((name) => ({ name, hours: 400 })),
    },
  ],
};
const rateCard: PricingInput['rateCard'] = [
  { lcat: 'Program Manager', rate: '100.50', source: { kind: 'company' } },
  { lcat: 'help desk specialist', rate: '33.33', source: { kind: 'company' }, escalationPercent: '3.5' },
  {
    lcat: 'Security Guard',
    rate: '21.17',
    source: { kind: 'wage-determination', wdNumber: '2015-4281', revision: '30', healthWelfare: '5.36' },
  },
  {
    lcat: 'Systems Engineer',
    rate: '77.77',
    source: { kind: 'benchmark', reference: 'GSA CALC', dataDate: '2025-06-30', percentile: 50 },
  },
];

const num = (cell: string | undefined) => Number(cell ?? 'NaN');
const money = (cell: string | undefined) => num(cell).toFixed(2);

/** Every figure of the recalculated workbook that pricePlan also gives, side by side. */
function compare(sheets: Record<string, string[][]>, priced: PricedPlan) {
  const lines = sheets[COST_VOLUME_SHEETS.lines] ?? [];
  const L = linesLayout(priced);
  const col = (letter: string) => letter.split('').reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;
  const at = (row: number, letter: string) => lines[row - 1]?.[col(letter)];
  const p = priced.periods.map((_, i) => i);
  priced.lines.forEach((line, i) => {
    const r = L.first + i;
    for (const k of p) {
      const cell = line.periods[k];
      expect([line.taskId, k, money(at(r, L.cost(k)))]).toEqual([line.taskId, k, cell?.cost]);
      expect(num(at(r, L.hours(k)))).toBe(cell?.hours);
      if (cell?.rate) expect(money(at(r, L.rate(k)))).toBe(cell.rate);
    }
    expect(money(at(r, L.totalCost))).toBe(line.cost);
  });
  const groups = [
    [L.totalRow, priced.byPeriod, priced.total],
    [L.totalRow + 1, priced.keyPersonnel.byPeriod, priced.keyPersonnel.total],
    [L.totalRow + 2, priced.otherPersonnel.byPeriod, priced.otherPersonnel.total],
  ] as const;
  for (const [row, byPeriod, total] of groups) {
    expect(p.map((k) => money(at(row, L.cost(k))))).toEqual(byPeriod.map((t) => t.cost));
    expect(p.map((k) => num(at(row, L.hours(k))))).toEqual(byPeriod.map((t) => t.hours));
    expect(money(at(row, L.totalCost))).toBe(total.cost);
  }
  if (L.feeRow !== null) {
    expect(p.map((k) => money(at(L.feeRow as number, L.cost(k))))).toEqual(priced.byPeriod.map((t) => t.fee));
    expect(money(at(L.feeRow, L.totalCost))).toBe(priced.total.fee);
  }
  expect(p.map((k) => money(at(L.priceRow, L.cost(k))))).toEqual(priced.byPeriod.map((t) => t.price));
  expect(money(at(L.priceRow, L.totalCost))).toBe(priced.total.price);

  const rates = sheets[COST_VOLUME_SHEETS.rates] ?? [];
  priced.rates.forEach((rate, i) => {
    expect([rate.lcat, rate.period, money(rates[i + 1]?.[7]), money(rates[i + 1]?.[13])]).toEqual([
      rate.lcat,
      rate.period,
      rate.escalated,
      rate.burdened,
    ]);
  });

  const table = sheets[COST_VOLUME_SHEETS.table] ?? [];
  const rowOf = (label: string) => table.find((r) => r[0] === label) ?? [];
  const last = (row: string[]) => money(row[3 + p.length * 3 + 1]);
  expect(last(rowOf('Key personnel subtotal'))).toBe(priced.keyPersonnel.total.cost);
  expect(last(rowOf('Other personnel subtotal'))).toBe(priced.otherPersonnel.total.cost);
  expect(last(rowOf('Total labour cost'))).toBe(priced.total.cost);
  expect(p.map((k) => money(rowOf('Total price')[3 + k * 3 + 2]))).toEqual(
    priced.byPeriod.map((t) => t.price),
  );
  expect(last(rowOf('Total price'))).toBe(priced.total.price);
  for (const g of categoryGroups(priced)) {
    const row = table.find((r) => r[0] === g.lcat && r[1] === (g.key ? 'Yes' : 'No')) ?? [];
    expect([g.lcat, last(row)]).toEqual([g.lcat, (g.cost.reduce((a, b) => a + b, 0) / 100).toFixed(2)]);
  }
}

const cases: [string, PricingInput][] = [
  [
    'FFP: fringe, overhead on direct + fringe, G&A on total cost input, profit in the rate, 3% a year',
    {
      contractType: 'FFP',
      rateCard,
      wraps: {
        fringe: { percent: '31.2' },
        overhead: { percent: '14.5' },
        ga: { percent: '9.8' },
        fee: { percent: 8 },
      },
      escalation: { percent: 3, ratesAsOf: '2026-01-01' },
      contractStart: '2026-10-01',
    },
  ],
  [
    'CPFF: overhead and G&A on direct labour, a fixed fee per period, fractional escalation',
    {
      contractType: 'CPFF',
      rateCard,
      wraps: {
        fringe: { percent: 28 },
        overhead: { percent: '11.25', base: 'direct-labor' },
        ga: { percent: '7.7', base: 'direct-labor' },
        fee: { percent: 7 },
      },
      escalation: { percent: '2.75', ratesAsOf: '2026-01-15', compounding: 'fractional' },
      contractStart: '2026-11-01',
    },
  ],
  [
    'T&M: fully burdened rates, no wraps, no escalation',
    { contractType: 'T&M', rateCard, escalation: { ratesAsOf: '2026-01-01' } },
  ],
];

describe('the cost volume recalculated by LibreOffice', { timeout: LIBREOFFICE_TIMEOUT_MS }, () => {
  // Every workbook of this block is recalculated in one LibreOffice run (each run costs seconds
  // of start-up); each test then checks its own.
  let built: Awaited<ReturnType<typeof toCostVolume>>[] = [];
  let edit = { xml: '', edited: '' };
  let sheets: Record<string, string[][]>[] = [];
  beforeAll(async () => {
    built = await Promise.all(
      cases.map(([, input]) => toCostVolume(plan, PricingSchema.parse(input), { planName: 'Help desk' })),
    );
    // Fringe (Assumptions!B8) 31.2 -> 35, on the sheet, without the cached values.
    const { bytes } = await toCostVolume(plan, PricingSchema.parse(cases[0]?.[1] as PricingInput));
    const files = unzipSync(stripCachedValues(bytes));
    const part = 'xl/worksheets/sheet4.xml';
    const xml = strFromU8(files[part] as Uint8Array);
    files[part] = strToU8(xml.replace(/(<c r="B8"[^>]*><v>)31\.2(<\/v>)/, '$135$2'));
    edit = { xml, edited: strFromU8(files[part] as Uint8Array) };
    // Without the cached values LibreOffice has to compute every formula itself.
    sheets = sheetsOfEach([...built.map(({ bytes }) => stripCachedValues(bytes)), zipSync(files)]);
  }, LIBREOFFICE_TIMEOUT_MS);

  cases.forEach(([name], i) => {
    it(`equals pricePlan to the cent: ${name}`, () => {
      const { priced } = built[i] as (typeof built)[number];
      expect(priced.unpriced.map((u) => u.lcat)).toEqual(['Data Scientist']);
      compare(sheets[i] ?? {}, priced);
    });
  });

  it('follows a wrap percent changed on the Assumptions sheet (the formulas are live)', async () => {
    const input = cases[0]?.[1] as PricingInput;
    expect(edit.edited).not.toBe(edit.xml);
    const repriced = await toCostVolume(
      plan,
      PricingSchema.parse({ ...input, wraps: { ...input.wraps, fringe: { percent: 35 } } }),
    );
    compare(sheets[cases.length] ?? {}, repriced.priced);
  });
});
