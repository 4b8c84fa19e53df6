import type { Quantity, Table } from '../model';
import { clip } from './context';

// Tables of labour, prices and staffing are read by the labour reader, not as workload.
const NOT_WORKLOAD =
  /\bhours?\b|\bhrs\b|\bFTEs?\b|labou?r|\brates?\b|price|cost|\$|amount|\bCLINs?\b|LCAT|categor|salary|wage|\bfee\b|position|staff/i;
const MONTH =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+(?:fy\s*)?'?\d{2,4})?$|^(?:fy\s*)?\d{4}$|^q[1-4]\b|^(?:fy\s*)?q[1-4]/i;
const NUMBER_CELL = /^[\d,]+(?:\.\d+)?$/;

const num = (cell: string | undefined): number | null =>
  cell && NUMBER_CELL.test(cell.trim()) ? Number(cell.trim().replace(/,/g, '')) : null;
const nounOf = (label: string): string =>
  label
    .replace(/^\s*(?:\[[\d.]+\]:?|\d+(?:\.\d+)*[.)]?)\s*/, '')
    .replace(/\([^)]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

function source(table: Table, row: string[]): Pick<Quantity, 'document' | 'ref' | 'quote' | 'offset'> {
  return {
    document: table.document,
    ref: table.ref,
    quote: clip(row.filter(Boolean).join(' | ')),
    offset: table.start,
  };
}

/** Columns are counted things and rows are months ("Month | Calls offered | Secure messages", Total). */
function byPeriodRows(table: Table): Quantity[] {
  const monthRows = table.rows.filter((r) => MONTH.test((r[0] ?? '').trim()));
  if (monthRows.length < 3) return [];
  const total = table.rows.find((r) => /^total/i.test((r[0] ?? '').trim()));
  const out: Quantity[] = [];
  table.header.forEach((h, j) => {
    if (j === 0 || !h.trim()) return;
    const values = monthRows.map((r) => num(r[j])).filter((v): v is number => v !== null);
    if (values.length < 3) return;
    const stated = total ? num(total[j]) : null;
    const yearly = stated !== null && monthRows.length >= 10;
    const value = yearly ? stated : Math.round(values.reduce((s, v) => s + v, 0) / values.length);
    if (value > 1)
      out.push({
        ...source(table, total ?? monthRows[0] ?? []),
        value,
        noun: nounOf(h),
        per: yearly ? 'year' : 'month',
        qualifier: 'about',
      });
  });
  return out;
}

/** Rows are counted things and columns are months or a single count ("Virtual Servers | 315 | 319 ..."). */
const COUNT_HEADER =
  /count|number of|\bno\. of|qty|quantity|volume|inventory|total|average|annual|monthly|per (?:month|year|day)/i;

function byLabelRows(table: Table): Quantity[] {
  const out: Quantity[] = [];
  // Only time series ("Oct FY24 | Nov FY24 ...") and count columns ("Quantity", "Number of") are workload.
  const months = table.header.filter((h) => MONTH.test(h.trim())).length;
  if (months < 3 && !table.header.some((h) => COUNT_HEADER.test(h))) return out;
  let group = '';
  for (const row of table.rows) {
    const labelAt = row.findIndex((c) => c.trim() && num(c) === null);
    const values = row.map(num).filter((v): v is number => v !== null);
    if (labelAt < 0) continue;
    const label = row[labelAt] ?? '';
    if (values.length === 0) {
      group = nounOf(label);
      continue;
    }
    const last = values.at(-1) ?? 0;
    const noun = /^total$/i.test(label.trim()) && group ? `${group} total` : nounOf(label);
    if (last > 1 && Number.isInteger(last) && /[a-z]{3}/.test(noun) && !MONTH.test(label.trim()))
      out.push({ ...source(table, row), value: last, noun, qualifier: 'about' });
  }
  return out;
}

/**
 * Workload counts stated in tables: monthly volumes by column with their yearly total ("Calls
 * offered ... Total 448,000"), and inventories by row with the latest figure ("Virtual Servers
 * ... 296"). Labour, price and staffing tables are left to the labour reader.
 * @example
 * // | Month | Calls offered | with twelve month rows and a Total row 448,000 -> { noun: 'calls offered', value: 448000, per: 'year' }
 */
export function readTableQuantities(tables: Table[]): Quantity[] {
  const out: Quantity[] = [];
  for (const table of tables) {
    if (NOT_WORKLOAD.test(table.header.join(' ')) || table.rows.length === 0) continue;
    const periodRows = byPeriodRows(table);
    out.push(...(periodRows.length > 0 ? periodRows : byLabelRows(table)).slice(0, 40));
  }
  return out;
}
