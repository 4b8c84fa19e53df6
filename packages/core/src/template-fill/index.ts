/**
 * `@staffplan/core/template`: the government's own staffing or price template, linted and
 * filled in place (issue 14). It loads exceljs, so it is its own entry point.
 */
import ExcelJS from 'exceljs';
import { sheetRef } from '../cost-volume/layout';
import { pricePlan } from '../pricing/price-plan';
import { lcatKey } from '../pricing/rate-card';
import type { Pricing } from '../pricing/schemas';
import { address, isFormula } from './cells';
import { detectBlocks, type TemplateBlock } from './detect';
import { type BlockResult, fillBlock } from './fill-block';
import { fillColumns } from './fill-columns';
import { lintTemplate, type TemplateIssue } from './lint';
import { type NamingRules, namingRules } from './naming';
import { matchPeriods } from './periods';
import { lcatPeriods, planRows, type TemplatePlan } from './plan-rows';
import { type FilledTotal, fillSummaries } from './summary';

export { type ColumnRole, detectBlocks, type TemplateBlock, type TemplateColumn } from './detect';
export { lintTemplate, type TemplateIssue } from './lint';
export { type NamingRules, namingRules } from './naming';
export { periodIndex } from './periods';
export type { TemplatePlan } from './plan-rows';

/**
 * A template read: its workbook, the tables a plan fills, the lint and the naming rules.
 * @example
 * const t: TemplateReading = await readTemplate(bytes); t.lint.length
 */
export interface TemplateReading {
  workbook: ExcelJS.Workbook;
  blocks: TemplateBlock[];
  lint: TemplateIssue[];
  naming: NamingRules;
}

/**
 * What filling did, table by table, in words a pricer checks before sending the file.
 * @example
 * report.tables[0] // { sheet: 'Detailed FFP Breakdown', layout: 'by-block', rows: '8-12', period: 'Base Year', hours: 13160, amount: '1234567.00' }
 */
export interface TemplateFillReport {
  tables: {
    sheet: string;
    layout: TemplateBlock['layout'];
    rows: string;
    period: string | null;
    hours: number;
    amount: string | null;
  }[];
  lint: TemplateIssue[];
  naming: string[];
  notes: string[];
  unplaced: string[];
}

/**
 * Options of fillTemplate.
 * @example
 * const o: TemplateFillOptions = { pricing, lcatMap: { 'Program Manager': 'Project Manager - Senior' } };
 */
export interface TemplateFillOptions {
  /** Prices the rows (burdened rates, amounts); without it only hours are filled. */
  pricing?: Pricing;
  /** The template's name for a plan labour category, where the two differ. */
  lcatMap?: Readonly<Record<string, string>>;
}

/**
 * Raised when a workbook has no table a plan can fill.
 * @example
 * throw new TemplateError('No staffing or price table found.')
 */
export class TemplateError extends Error {
  override name = 'TemplateError';
}

/**
 * Reads a template: finds its staffing or price tables (detectBlocks), lints it
 * (lintTemplate) and reads its naming rules (namingRules). `blocks` is empty when it is not
 * a staffing or price template.
 * @example
 * const { blocks, lint } = await readTemplate(bytes);
 */
export async function readTemplate(bytes: Uint8Array): Promise<TemplateReading> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const blocks = detectBlocks(workbook);
  return { workbook, blocks, lint: lintTemplate(workbook, blocks), naming: namingRules(workbook) };
}

/**
 * Fills a template in place with a plan (and its price, when `pricing` is given): every table
 * in the template's own order and naming; formulas, styles, merged cells and other sheets
 * kept; totals that were not formulas made SUMs. Formulas the filling did not write lose
 * their cached value (it is stale), and the workbook asks to be recalculated when opened.
 * @example
 * const { bytes: filled, report } = await fillTemplate(template, plan, { pricing });
 */
export async function fillTemplate(
  bytes: Uint8Array,
  plan: TemplatePlan,
  options: TemplateFillOptions = {},
): Promise<{ bytes: Uint8Array; report: TemplateFillReport }> {
  const { workbook, blocks, lint, naming } = await readTemplate(bytes);
  if (blocks.length === 0) {
    throw new TemplateError(
      'This workbook has no staffing or price table: no header row names a labour category with hours, rate or amount columns.',
    );
  }
  const breakdown = planRows(plan);
  const map = new Map(Object.entries(options.lcatMap ?? {}).map(([from, to]) => [lcatKey(from), to]));
  const mapped = (lcat: string) => map.get(lcatKey(lcat));
  const priced = options.pricing ? pricePlan(plan, options.pricing) : null;
  const report: TemplateFillReport = { tables: [], lint, naming: naming.rules, notes: [], unplaced: [] };
  const written = new Set<string>();
  const totals: FilledTotal[] = [];
  for (const block of blocks) {
    const sheet = workbook.getWorksheet(block.sheet);
    if (!sheet) continue;
    let result: BlockResult;
    let period: string | null = null;
    if (block.layout === 'by-block') {
      const p = matchPeriods([block.period], breakdown.names)[0] ?? null;
      period = p === null ? null : (breakdown.names[p] ?? null);
      if (p === null) {
        report.notes.push(
          `${block.sheet} rows ${block.firstRow}-${block.lastRow}: the plan has no period for this table; left as it is.`,
        );
        continue;
      }
      const groups = lcatPeriods(plan, breakdown, priced, p, (lcat) => mapped(lcat) ?? lcat);
      result = fillBlock(sheet, block, groups, breakdown.view.hoursPerFte);
    } else {
      const hoursCols = block.columns.filter((c) => c.role === 'hours');
      const matched = matchPeriods(
        hoursCols.map((c) => c.period),
        breakdown.names,
      );
      result = fillColumns(
        sheet,
        block,
        breakdown.view.rows,
        naming,
        new Map(hoursCols.map((c, i) => [c.col, matched[i] ?? null])),
        mapped,
      );
    }
    for (const cell of result.written) written.add(`${block.sheet}!${cell}`);
    const amountCol = block.columns.find((c) => c.role === 'amount')?.col;
    if (result.amount !== null && amountCol !== undefined) {
      const ref =
        block.totalRow === null
          ? `SUM(${address(block.firstRow, amountCol)}:${address(block.lastRow, amountCol)})`
          : address(block.totalRow, amountCol);
      totals.push({ block, ref: `${sheetRef(block.sheet)}!${ref}`, amount: result.amount });
    }
    report.tables.push({
      sheet: block.sheet,
      layout: block.layout,
      rows: `${block.firstRow}-${block.lastRow}`,
      period,
      hours: result.hours,
      amount: result.amount,
    });
    report.notes.push(...result.notes.map((n) => `${block.sheet}: ${n}`));
    for (const u of result.unplaced) if (!report.unplaced.includes(u)) report.unplaced.push(u);
  }
  const summaries = fillSummaries(workbook, totals);
  report.notes.push(...summaries.notes);
  for (const cell of summaries.written) written.add(cell);
  dropStaleResults(workbook, written);
  workbook.calcProperties = { ...workbook.calcProperties, fullCalcOnLoad: true };
  const out = await workbook.xlsx.writeBuffer();
  return { bytes: new Uint8Array(out as ArrayBuffer), report };
}

/** Formulas the filling did not write keep their text but lose a cached value now stale. */
function dropStaleResults(workbook: ExcelJS.Workbook, written: ReadonlySet<string>): void {
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row, r) => {
      row.eachCell((cell, c) => {
        if (!isFormula(cell) || written.has(`${sheet.name}!${address(r, c)}`)) return;
        const { result: _stale, ...rest } = cell.value as ExcelJS.CellFormulaValue;
        cell.value = rest as ExcelJS.CellFormulaValue;
      });
    });
  }
}
