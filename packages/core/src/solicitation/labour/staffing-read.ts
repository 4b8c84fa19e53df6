import type {
  LabourCategory,
  PeriodStructure,
  ReaderNote,
  Source,
  StaffingTable,
  StatedAmount,
} from '../model';
import type { BlockRow, ReadBlock } from './block-rows';
import { clip, sameAmount, tidy } from './cells';
import type { Measure } from './columns';
import { partTimeShare } from './part-time';
import { periodIndexOf, periodLabel, periodOrder } from './period-labels';
import { readTitle, type TitleReading, titleFields } from './title';

/** Staffing read from one table or run: the table, its categories (one per row) and its source. */
export interface StaffingRead {
  table: StaffingTable;
  categories: LabourCategory[];
  /** What the reader had to assume to read the table (raised as open questions when it is used). */
  notes?: ReaderNote[];
}

// A total row opens or ends with its word ("Total, Base Period", "Task Area 1 total", "Site B subtotal").
const TOTAL_ROW =
  /^(?:grand\s+|sub-?)?totals?\b|^sum\b|^all\s+(?:labou?r|categories)|\b(?:grand\s+|sub-?)?totals?\s*:?\s*$/i;
const INCLUDING = /\bincl(?:uding|udes|\.)?\s+(?:the\s+)?(?:surge|option|optional|additional)/i;
const OPTIONAL_ROW =
  /\bsurge\b|\boptional\b|additional\s+(?:loe|level\s+of\s+effort|hours|effort)|\boption(?:al)?\s+(?:loe|hours|increase)|\breserve\b|\bovertime\b|\bcontingency\b/i;
const INDICATIVE =
  /for\s+(?:estimating|estimation|planning|evaluation|pricing|informational)\s+purposes|government'?s\s+estimate|should\s+not\s+be\s+considered\s+restrictive|not\s+(?:be\s+)?(?:considered\s+)?restrictive|\bnotional\b|contractor\s+may\s+adjust|labou?r\s+mix\s+(?:provided|shown)\s+(?:above|below)\s+is\s+(?:the\s+government'?s\s+)?(?:an?\s+)?estimate/i;

/** What the cells count, when no header says: FTE for small fractions, hours for large numbers. */
export function guessMeasure(values: number[], context: string): Measure {
  const max = Math.max(0, ...values);
  if (values.some((v) => !Number.isInteger(v)) && max <= 60) return 'fte';
  if (max >= 200) return 'hours';
  if (/\bFTEs?\b|full[- ]time\s+equivalent/i.test(context)) return 'fte';
  if (/\bhours\b|\bLOE\b/i.test(context) && max >= 40) return 'hours';
  if (/\b(?:personnel|positions|headcount|staff|employees|number\s+of|quantity|qty)\b/i.test(context))
    return 'people';
  return 'fte';
}

function addAmount(
  list: StatedAmount[],
  period: string,
  measure: Measure,
  value: number,
  periods: PeriodStructure | null,
) {
  const label = periodLabel(period);
  const index = periodIndexOf(label, periods);
  let amount = list.find((a) => a.period === period);
  if (!amount) {
    amount = { period, ...(index !== undefined ? { periodIndex: index } : {}) };
    list.push(amount);
  }
  amount[measure] = tidy((amount[measure] ?? 0) + value);
}

function newCategory(
  row: BlockRow,
  reading: TitleReading,
  source: Source,
  site: string | undefined,
): LabourCategory {
  return {
    document: source.document,
    ref: source.ref,
    quote: clip(row.cells.filter(Boolean).join(' | '), 240),
    ...(source.offset !== undefined ? { offset: source.offset } : {}),
    ...titleFields(reading),
    stated: [],
    ...(site ? { site } : {}),
    ...(row.shift ? { shift: row.shift } : {}),
  };
}

/**
 * Assembles a staffing table from read blocks (one per period block, or one with period
 * columns): category rows keep the verbatim title, key flag, level, family, site, shift and
 * the amounts per period; total rows become `totals` and `foots`; surge and optional rows
 * are set apart; "for estimating purposes only" makes it indicative.
 * @example
 * // see staffing-read.test.ts
 */
export function assemble(
  blocks: ReadBlock[],
  source: Source & { tableId?: string },
  context: string,
  periods: PeriodStructure | null,
): StaffingRead | null {
  const all = blocks.flatMap((b) => b.rows);
  const values = all.flatMap((r) => r.amounts.filter((a) => a.measure === null).map((a) => a.value));
  const stated = blocks.map((b) => b.measure).find((m) => m !== null);
  const fallback = guessMeasure(values, `${context} ${blocks.flatMap((b) => b.labels).join(' ')}`);
  const measureOf = (m: Measure | null): Measure => m ?? stated ?? fallback;
  const main = stated ?? fallback;
  const categories = new Map<string, LabourCategory>();
  const totals = new Map<string, number>();
  // A total row states the main measure, or another one ("7 | Total" FTE beside hours cells).
  let totalMeasure: Measure = main;
  const optional: { label: string; amounts: number[] }[] = [];
  const periodNames: string[] = [];
  const note = (p: string) => {
    if (!periodNames.includes(p)) periodNames.push(p);
  };
  const rowsWith = (row: BlockRow, m: Measure) => row.amounts.filter((a) => measureOf(a.measure) === m);
  for (const row of all) {
    for (const a of row.amounts) note(a.period);
    if (TOTAL_ROW.test(row.label)) {
      if (INCLUDING.test(row.label)) continue;
      let amounts = rowsWith(row, totalMeasure);
      if (amounts.length === 0 && totals.size === 0 && row.amounts[0]) {
        totalMeasure = measureOf(row.amounts[0].measure);
        amounts = rowsWith(row, totalMeasure);
      }
      // A total row of a role x site table states one total per site: the period's total is their sum.
      const sums = new Map<string, number>();
      for (const a of amounts) sums.set(a.period, tidy((sums.get(a.period) ?? 0) + a.value));
      for (const [period, value] of sums) if (!totals.has(period)) totals.set(period, value);
      continue;
    }
    if (OPTIONAL_ROW.test(row.label)) {
      optional.push({ label: row.label, amounts: rowsWith(row, main).map((a) => a.value) });
      continue;
    }
    // A position marked part time counts as one person and its share of a full-time week.
    const part = partTimeShare(row.label, context);
    const reading = readTitle(row.label);
    if (!reading.title) continue;
    // One category per site and shift the row's amounts are stated for.
    const placeOf = (a: { site?: string; shift?: string }) =>
      `${a.site ?? row.site ?? ''}\u0000${a.shift ?? row.shift ?? ''}`;
    const places = [...new Set(row.amounts.map(placeOf))];
    for (const place of places.length > 0 ? places : [placeOf({})]) {
      const [site, shift] = place.split('\u0000');
      const id = `${reading.title}\u0000${place}`;
      const category =
        categories.get(id) ??
        newCategory({ ...row, ...(shift ? { shift } : {}) }, reading, source, site || undefined);
      category.key ||= reading.key || row.key === true;
      for (const a of row.amounts.filter((x) => placeOf(x) === place)) {
        const measure = measureOf(a.measure);
        addAmount(category.stated, a.period, measure, a.value, periods);
        if (part !== null && measure === 'people' && a.value > 0)
          addAmount(category.stated, a.period, 'fte', a.value * part, periods);
      }
      categories.set(id, category);
    }
  }
  if (categories.size === 0) return null;
  const ordered = [...periodNames].sort((a, b) => periodOrder(periodLabel(a)) - periodOrder(periodLabel(b)));
  const list = [...categories.values()];
  const foots = [...totals.entries()].map(([period, total]) => {
    const rowSum = tidy(
      list.reduce((s, c) => s + (c.stated.find((a) => a.period === period)?.[totalMeasure] ?? 0), 0),
    );
    return { period, rowSum, stated: total, ok: sameAmount(rowSum, total) };
  });
  const table: StaffingTable = {
    ...source,
    periods: ordered,
    categoryTitles: list.map((c) => c.title),
    ...(totals.size > 0
      ? {
          totals: [...totals.entries()].map(([period, v]) => ({
            period,
            ...(totalMeasure === 'fte' ? { fte: v } : totalMeasure === 'hours' ? { hours: v } : {}),
          })),
        }
      : {}),
    ...(foots.length > 0 ? { foots } : {}),
    measure: main,
    ...(optional.length > 0 ? { optional } : {}),
    indicative: INDICATIVE.test(context),
  };
  return { table, categories: list };
}
