import type ExcelJS from 'exceljs';
import { indexRateCard, lcatKey } from '../pricing/rate-card';
import { Dec } from '../pricing/money';
import type { Pricing } from '../pricing/schemas';
import type { PricedPlan, PricedRate } from '../pricing/types';
import { burden, WRAP_CONVENTIONS } from '../pricing/wraps';
import { styleHeader } from '../xlsx/style';
import { ASSUMPTION_CELLS as A, COST_VOLUME_SHEETS, MONEY_FORMAT, RATES_FIRST_ROW } from './layout';

const HEADER = [
  'Labour category',
  'Period',
  'Period starts',
  'Rate source',
  'Direct rate',
  'Escalation, % a year',
  'Escalation years',
  'Escalated direct rate',
  'Health & welfare per hour',
  'Fringe',
  'Overhead',
  'G&A',
  'Profit in rate',
  'Burdened rate',
];

const healthWelfare = (rate: PricedRate) =>
  rate.source.kind === 'wage-determination' ? new Dec(rate.source.healthWelfare) : new Dec(0);

/**
 * The years cell: whole years as a number, a fraction as months/12 (so the sheet holds the
 * exact ratio pricing used, not a rounded decimal).
 */
function yearsCell(years: string): ExcelJS.CellValue {
  const value = new Dec(years);
  if (value.isInteger()) return value.toNumber();
  const months = value.times(12).toDecimalPlaces(0).toNumber();
  return { formula: `${months}/12`, result: value.toNumber() };
}

/**
 * The Rates sheet: one row per rate card entry and period (PricedPlan.rates, in order),
 * with the escalation and the wrap chain as live formulas reading the Assumptions cells:
 * escalated = ROUND(direct x (1 + %/100)^years, 2), then fringe, overhead, G&A and profit
 * in the order and on the bases core applies (WRAP_CONVENTIONS), burdened = ROUND(sum, 2).
 * Each formula carries core's own figure as its cached value.
 * @example
 * addRatesSheet(workbook, priced, pricing) // row 2: Program Manager, Base Year, ..., =ROUND(H2+J2+K2+L2+M2,2)
 */
export function addRatesSheet(workbook: ExcelJS.Workbook, priced: PricedPlan, pricing: Pricing): void {
  const sheet = workbook.addWorksheet(COST_VOLUME_SHEETS.rates, {
    views: [{ state: 'frozen', xSplit: 2, ySplit: 1 }],
  });
  sheet.columns = HEADER.map((header, i) => ({ header, width: i === 3 ? 40 : i < 2 ? 26 : 14 }));
  styleHeader(sheet.getRow(1));
  const { entries } = indexRateCard(pricing.rateCard);
  const starts = new Map(priced.periods.map((p) => [p.name, p.start]));
  const feeInRate = WRAP_CONVENTIONS[pricing.contractType].feeInRate;
  const ohOnFringe = pricing.wraps.overhead.base === 'direct-labor-plus-fringe';
  const gaOnTci = pricing.wraps.ga.base === 'total-cost-input';
  priced.rates.forEach((rate, i) => {
    const r = RATES_FIRST_ROW + i;
    const own = entries.get(lcatKey(rate.lcat))?.escalationPercent !== undefined;
    const hw = healthWelfare(rate);
    const steps = burden(new Dec(rate.escalated), pricing.wraps, pricing.contractType, hw);
    const f = (formula: string, result: Dec | string) => ({ formula, result: Number(result.toString()) });
    sheet.getRow(r).values = [
      rate.lcat,
      rate.period,
      starts.get(rate.period) ?? '',
      rate.sourceLabel,
      Number(rate.direct),
      own
        ? Number(rate.escalationPercent)
        : { formula: A.escalation, result: Number(rate.escalationPercent) },
      yearsCell(rate.escalationYears),
      f(`ROUND(E${r}*(1+F${r}/100)^G${r},2)`, rate.escalated),
      hw.toNumber(),
      f(`H${r}*${A.fringe}/100+I${r}`, steps.fringe),
      f(`${ohOnFringe ? `(H${r}+J${r})` : `H${r}`}*${A.overhead}/100`, steps.overhead),
      f(`${gaOnTci ? `(H${r}+J${r}+K${r})` : `H${r}`}*${A.ga}/100`, steps.ga),
      feeInRate ? f(`(H${r}+J${r}+K${r}+L${r})*${A.fee}/100`, steps.fee) : 0,
      f(`ROUND(H${r}+J${r}+K${r}+L${r}+M${r},2)`, rate.burdened),
    ];
  });
  for (const col of [5, 8, 9, 10, 11, 12, 13, 14]) sheet.getColumn(col).numFmt = MONEY_FORMAT;
}
