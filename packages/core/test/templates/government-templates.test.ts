// The two real government templates (fixtures/templates/government) filled in place with a plan
// in their own labour categories, then recalculated by LibreOffice with every cached value
// removed: the formulas the government wrote must give the plan's priced totals to the cent,
// and the sheets we do not fill must survive.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pricePlan } from '../../src/pricing/price-plan';
import { PricingSchema } from '../../src/pricing/schemas';
import { fillTemplate, type TemplatePlan } from '../../src/template-fill/index';
import { TEMPLATE_YEARS as years, templateLine } from '../fixtures/templates/read';
import { LIBREOFFICE_TIMEOUT_MS, sheetsOfEach, stripCachedValues } from '../office/libreoffice';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/templates/government/${name}`, import.meta.url)));

// Hours differ by year (10 more each) so that a column filled from the wrong period shows.
const line = (
  taskId: string,
  lcat: string,
  hours: number,
  extra: Partial<TemplatePlan['tasks'][number]> = {},
) => templateLine(taskId, lcat, hours, extra, 10);
const plan: TemplatePlan = {
  periodOfPerformance: { months: 48, periods: years.map((name) => ({ name, months: 12 })) },
  tasks: [
    line('1', 'Project Manager - Senior', 1880, { keyPersonnel: true, workArea: 'Program management' }),
    line('2', 'Business Analyst - Intermediate', 1880, { workArea: 'Analysis' }),
    line('3', 'Database Developer - Intermediate', 3760, { workArea: 'Data platform' }),
    line('4', 'Database Developer - Senior', 3760, { workArea: 'Data platform' }),
    line('5', 'Quality Assurance Analyst', 1880, { workArea: 'Analysis' }),
  ],
};
const pricing = PricingSchema.parse({
  contractType: 'FFP',
  rateCard: plan.tasks.map((t, i) => ({
    lcat: t.lcat,
    rate: `${58 + i * 6.5}`,
    source: { kind: 'company' },
  })),
  wraps: { fringe: { percent: 31 }, overhead: { percent: '12.5' }, ga: { percent: 9 }, fee: { percent: 8 } },
  escalation: { percent: 3, ratesAsOf: '2026-01-30' },
});
const priced = pricePlan(plan, pricing);
const money = (value: string | undefined) => Number(value).toFixed(2);

describe('the real government templates, filled in place', () => {
  // Both filled workbooks are recalculated in one LibreOffice run (each run costs seconds of
  // start-up); each test then checks its own.
  let fmcsa: Awaited<ReturnType<typeof fillTemplate>>;
  let nswcdd: Awaited<ReturnType<typeof fillTemplate>>;
  let fmcsaSheets: Record<string, string[][]> = {};
  let nswcddSheets: Record<string, string[][]> = {};
  beforeAll(async () => {
    fmcsa = await fillTemplate(fixture('fmcsa-trudata-price-quote-schedule.xlsx'), plan, { pricing });
    nswcdd = await fillTemplate(fixture('nswcdd-j5-staffing-plan.xlsx'), plan);
    [fmcsaSheets = {}, nswcddSheets = {}] = sheetsOfEach([
      stripCachedValues(fmcsa.bytes),
      stripCachedValues(nswcdd.bytes),
    ]);
  }, LIBREOFFICE_TIMEOUT_MS);

  it(
    'FMCSA price quote schedule: every block, the total and the summary recalculate to the priced plan',
    () => {
      // The template's own faults are reported before export: typed totals and text where sums belong.
      expect(fmcsa.report.lint.some((issue) => issue.severity === 'error')).toBe(true);
      const sheets = fmcsaSheets;
      expect(Object.keys(sheets).sort()).toEqual([
        'Assumptions',
        'Detailed FFP Breakdown',
        'Price Schedule Summary',
      ]);
      const detail = sheets['Detailed FFP Breakdown'] ?? [];
      // One block per period; its total row (13, 26, 39, 52) and the grand total (55), column E.
      expect([13, 26, 39, 52].map((row) => money(detail[row - 1]?.[4]))).toEqual(
        priced.byPeriod.map((p) => p.cost),
      );
      expect(money(detail[54]?.[4])).toBe(priced.total.cost);
      const summary = sheets['Price Schedule Summary'] ?? [];
      expect([4, 6, 7, 8].map((row) => money(summary[row - 1]?.[5]))).toEqual(
        priced.byPeriod.map((p) => p.price),
      );
      expect(money(summary[8]?.[5])).toBe(priced.total.price);
    },
    LIBREOFFICE_TIMEOUT_MS,
  );

  it(
    'NSWCDD J.5 staffing plan: rows in the template’s order and naming, hours by year adding up to the plan’s',
    () => {
      expect(nswcdd.report.lint).toEqual([]);
      const rows = nswcddSheets.Sheet1 ?? [];
      const lines = rows.slice(4, 4 + plan.tasks.length);
      expect(lines.map((r) => [r[0], r[2], r[4]])).toEqual([
        ['TBD', 'Business Analyst - Intermediate', 'Analysis'],
        ['TBD', 'Quality Assurance Analyst', 'Analysis'],
        ['TBD', 'Database Developer - Intermediate', 'Data platform'],
        ['TBD', 'Database Developer - Senior', 'Data platform'],
        ['Key – TBD', 'Project Manager - Senior', 'Program management'],
      ]);
      expect(years.map((_, k) => lines.reduce((sum, r) => sum + Number(r[6 + k]), 0))).toEqual(
        priced.byPeriod.map((p) => p.hours),
      );
    },
    LIBREOFFICE_TIMEOUT_MS,
  );
});
