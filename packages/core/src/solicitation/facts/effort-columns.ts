import type { StatedEffort, Table } from '../model';
import { isJobNoun } from '../vocabulary/index';
import { clip } from './context';

// A period column: the base period or a numbered option ("Base Year", "Option Year 2", "OY3").
const BASE_COLUMN = /^(?:base(?:\s+(?:year|period))?|BY)(?:\s*\(?hours\)?)?$/i;
const OPTION_COLUMN = /^(?:option\s+(?:year|period)|OY|OP)\s*-?\s*(\d{1,2})(?:\s*\(?hours\)?)?$/i;
// The table counts hours of effort, not money or heads.
const HOURS_TABLE = /\bhours\b|\bhrs\b|level of effort|\bLOE\b|labou?r[- ]hours/i;
const NOT_HOURS = /\$|\bprice\b|\bcost\b|\brates?\b|\bFTEs?\b(?!.*\bhours\b)|\bheadcount\b/i;
const TOTAL_LABEL = /^\s*(?:grand\s+)?total\b(?!\s+(?:FTE|full[- ]time|price|cost|\$))/i;
// Rows that restate the total in other units ("Equivalent FTE (1,880 h)", "Cost").
const OTHER_UNIT = /\bFTEs?\b|full[- ]time|equivalent|\$|price|cost|percent|%/i;

const amount = (cell: string | undefined) => {
  const t = (cell ?? '').replace(/[,\s]/g, '');
  return /^\d+(?:\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};

/** Period columns of a header, in order: base first, then options numbered 1, 2, ... */
function periodColumns(header: string[]): { index: number; period: string }[] | null {
  const base = header.findIndex((h) => BASE_COLUMN.test(h.trim()));
  if (base < 0) return null;
  const out = [{ index: base, period: header[base]?.trim() ?? 'Base Year' }];
  header.forEach((h, index) => {
    const n = h.trim().match(OPTION_COLUMN)?.[1];
    if (n && Number(n) === out.length) out.push({ index, period: h.trim() });
  });
  return out.length >= 2 ? out : null;
}

/** The row's label: its text cells before the first figure ("4", "Condition Assessments"). */
function rowLabel(row: string[], firstFigure: number): string {
  return row
    .slice(0, firstFigure)
    .filter((c) => c && Number.isNaN(amount(c)))
    .join(' ');
}

/**
 * A level-of-effort table of work (task areas, functions, CLINs) by period, in hours ("Task
 * Area | Title | Base Year | Option Year 1 | ..." with a "Total hours" row): the total hours of
 * each period, from the table's total row or, without one, the sum of its rows. Tables whose
 * rows are labour categories are staffing tables, read by the labour reader, not here.
 * @example
 * // header ['Task', 'Base Year', 'Option Year 1'], rows [['Design', '1,000', '800'], ['Total hours', '1,000', '800']]
 * // -> [{ kind: 'hours', scope: 'per-period', value: 1000, perPeriod: [{ period: 'Base Year', value: 1000 }, { period: 'Option Year 1', value: 800 }] }]
 */
export function readPeriodColumnEffort(tables: Table[]): StatedEffort[] {
  const out: StatedEffort[] = [];
  for (const t of tables) {
    const described = `${t.caption ?? ''} ${t.header.join(' ')}`;
    if (!HOURS_TABLE.test(described) || NOT_HOURS.test(t.caption ?? '')) continue;
    const columns = periodColumns(t.header);
    if (!columns) continue;
    const first = Math.min(...columns.map((c) => c.index));
    const labelled = t.rows
      .map((row) => ({ row, label: rowLabel(row, first) }))
      .filter((r) => r.label && columns.every((c) => amount(r.row[c.index]) >= 0));
    const work = labelled.filter((r) => !TOTAL_LABEL.test(r.label) && !OTHER_UNIT.test(r.label));
    if (work.length < 2 || work.some((r) => isJobNoun(r.label.split(/\s+/).at(-1) ?? ''))) continue;
    const total = labelled.find((r) => TOTAL_LABEL.test(r.label));
    const perPeriod = columns.map((c) => ({
      period: c.period,
      value: total ? amount(total.row[c.index]) : work.reduce((sum, r) => sum + amount(r.row[c.index]), 0),
    }));
    if (perPeriod.some((p) => !(p.value >= 100))) continue;
    out.push({
      document: t.document,
      ref: t.ref,
      quote: clip(
        `${t.caption ?? ''} ${total ? `${total.label}: ${perPeriod.map((p) => p.value.toLocaleString('en-US')).join(' / ')}` : ''}`.trim(),
      ),
      offset: t.start,
      kind: 'hours',
      value: perPeriod[0]?.value ?? 0,
      scope: 'per-period',
      perPeriod,
    });
  }
  return out;
}
