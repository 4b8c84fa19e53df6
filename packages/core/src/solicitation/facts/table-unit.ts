import type { StatedEffort, Table } from '../model';
import type { TextDocument } from '../parts';
import { cellAmount } from './numbers';

/**
 * The unit of a table's numbers when they are money, read the way a pricer reads a sheet: its
 * caption or the words that lead into it ("Dollars of fully burdened labor ... Hours are not
 * given"), its header cells ("$", "Amount", "Cost", "Budget", "Price"), its cells ("$168,000",
 * the currency format the extraction keeps) and, failing all of them, plausibility: amounts a
 * named role cannot work (tens of thousands a year) that grow by one percent a year, the way
 * escalated dollars do and hours do not.
 */

// The words that lead into a table say its numbers are dollars, or that it gives no hours.
const MONEY_LEAD =
  /\b(?:dollars|US\s?\$|USD)\b|\(\s*\$\s*\)|\bin\s+\$|\$\s*(?:000|K)\b|\bhours\s+(?:are|is)\s+not\s+(?:given|stated|shown|provided|included)\b|\b(?:amounts?|figures|values|numbers)\s+(?:are\s+)?(?:in|shown\s+in|expressed\s+in)\s+(?:dollars|\$|U\.?S\.?\s+dollars)/i;
// A lead that says the numbers are hours or people after all.
const EFFORT_LEAD =
  /\b(?:labou?r\s+hours|man[- ]?hours|hours\s+(?:by|per|for)|FTEs?|full[- ]time\s+equivalents?)\b/i;
const MONEY_HEADER =
  /\$|\bdollars?\b|\bamount\b|\bcosts?\b|\bbudget(?:ed)?\b|\bprices?\b|\bUSD\b|\bfunding\b|\bvalue\b/i;
const EFFORT_HEADER =
  /\bquantity\b|\bqty\b|\bcount\b|\bhours?\b|\bhrs\b|\bFTEs?\b|\bheadcount\b|\bpeople\b|\bpositions?\b/i;
const NUMBER_CELL = /^\s*\$?\s*-?[\d,]+(?:\.\d+)?\s*$/;

/** The words that lead into a table: its caption and its paragraph above, up to an earlier table or heading. */
function leadOf(table: Table, docs: TextDocument[]): string {
  const doc = docs.find((d) => d.name === table.document);
  const before = doc ? doc.text.slice(Math.max(0, table.start - 500), table.start) : '';
  const lines = before.split('\n');
  const kept: string[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? '';
    if (/^\s*\|/.test(line) || /^\s*#/.test(line)) break;
    kept.unshift(line);
  }
  return `${table.caption ?? ''}\n${kept.join('\n')}`;
}

/** The numeric columns of a table: every column but the first whose cells are mostly numbers. */
function numericColumns(table: Table): number[] {
  const cols: number[] = [];
  for (let c = 1; c < table.header.length; c++) {
    const cells = table.rows.map((r) => r[c] ?? '').filter((x) => x.trim());
    if (cells.length > 0 && cells.filter((x) => NUMBER_CELL.test(x)).length >= cells.length * 0.8)
      cols.push(c);
  }
  return cols;
}

/** Whether a row's amounts grow by one steady rate between 0.5% and 6% a step (escalated dollars). */
function escalates(values: number[]): boolean {
  if (values.length < 3 || values.some((v) => !(v > 0))) return false;
  const ratios = values.slice(1).map((v, i) => v / (values[i] ?? 1));
  const first = ratios[0] ?? 1;
  return first >= 1.005 && first <= 1.06 && ratios.every((r) => Math.abs(r - first) < 0.002);
}

/**
 * Whether a table's numbers are money, and why; null when they are not (or not only) money.
 * @example
 * moneyTable({ header: ['Labor category', 'Base Year'], rows: [['Analyst', '$96,000']], caption: '' } as never, []) // 'cells'
 */
export function moneyTable(
  table: Table,
  docs: TextDocument[],
): 'lead' | 'header' | 'cells' | 'plausibility' | null {
  const cols = numericColumns(table);
  if (cols.length === 0) return null;
  const headers = cols.map((c) => table.header[c] ?? '');
  if (headers.some((h) => EFFORT_HEADER.test(h))) return null;
  // Every column with amounts must be money: hours or FTE beside a rate column make a staffing table.
  for (let c = 1; c < table.header.length; c++) {
    const cells = table.rows.map((r) => r[c] ?? '').filter((x) => /\d/.test(x));
    if (cells.length === 0 || cols.includes(c)) continue;
    if (EFFORT_HEADER.test(table.header[c] ?? '') || cells.some((x) => /\b(?:hrs?|hours?|FTEs?)\b/i.test(x)))
      return null;
  }
  if (headers.every((h) => MONEY_HEADER.test(h))) return 'header';
  const cells = table.rows.flatMap((r) => cols.map((c) => r[c] ?? '')).filter((x) => x.trim());
  if (cells.length > 0 && cells.filter((x) => /^\s*\$/.test(x)).length > cells.length / 2) return 'cells';
  const lead = leadOf(table, docs);
  if (MONEY_LEAD.test(lead) && !EFFORT_LEAD.test(lead.replace(MONEY_LEAD, ''))) return 'lead';
  // Periods across, amounts too large for one role that escalate by one rate: dollars.
  const rows = table.rows.map((r) => cols.map((c) => cellAmount(r[c] ?? ''))).filter((v) => v.length >= 3);
  const large = rows.filter((v) => (v[0] ?? 0) >= 20000);
  if (
    rows.length >= 2 &&
    large.length >= rows.length / 2 &&
    rows.filter((v) => escalates(v.slice(0, 3))).length >= rows.length * 0.6
  )
    return 'plausibility';
  return null;
}

const LABOUR_HEADER =
  /\blabou?r\b|\bcategor|\bLCATs?\b|\bpositions?\b|\broles?\b|\btitles?\b|\bdisciplines?\b/i;
const TOTAL_ROW = /^\s*(?:grand\s+)?totals?\b|\btotal\s+(?:\w+\s+)?labou?r\b/i;
const PERIOD_HEADER = /\b(?:base|option|year|period|FY\s?\d|20\d\d|months?\s+\d)/i;
const WHOLE_TERM_HEADER = /\btotal\b|\bcumulative\b|\ball\s+years\b/i;

/**
 * The labour budget a money table states by labour category and period, as a stated budget:
 * the first period's total (its total row, else the sum of its rows) with each period's, quoted
 * from the table. Null when the table is not a money table of labour by period.
 * @example
 * // | Labor category | Base Year | Option Year 1 |   (lead: "Dollars of burdened labor")
 * // | Analyst        | 96000     | 98880         |  -> { kind: 'budget', value: 96000, scope: 'per-year' }
 */
export function tableBudget(table: Table, docs: TextDocument[]): StatedEffort | null {
  if (!LABOUR_HEADER.test(table.header[0] ?? '') || !moneyTable(table, docs)) return null;
  const cols = numericColumns(table).filter((c) => {
    const h = table.header[c] ?? '';
    return PERIOD_HEADER.test(h) && !WHOLE_TERM_HEADER.test(h);
  });
  if (cols.length === 0) return null;
  const total = table.rows.find((r) => TOTAL_ROW.test(r[0] ?? ''));
  const roles = table.rows.filter((r) => r[0]?.trim() && !TOTAL_ROW.test(r[0] ?? ''));
  const amountOf = (c: number) =>
    total ? cellAmount(total[c] ?? '') : roles.reduce((s, r) => s + (cellAmount(r[c] ?? '') || 0), 0);
  const perPeriod = cols.map((c) => ({ period: table.header[c] ?? '', value: amountOf(c) }));
  const first = perPeriod[0]?.value ?? 0;
  if (!(first > 0)) return null;
  const yearly = cols.every((c) => /\byear\b|\bFY\b|annual|\b20\d\d\b/i.test(table.header[c] ?? ''));
  const head = `${table.caption ?? ''} ${leadOf(table, docs)}`.replace(/\s+/g, ' ').trim();
  return {
    document: table.document,
    ref: table.ref,
    quote: `${head.slice(0, 200)} ${total ? total.filter(Boolean).join(' | ') : ''}`.trim().slice(0, 300),
    offset: table.start,
    kind: 'budget',
    value: first,
    scope: yearly ? 'per-year' : 'base-period',
    perPeriod,
  };
}
