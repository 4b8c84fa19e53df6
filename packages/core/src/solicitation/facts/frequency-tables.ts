import type { Table } from '../model';
import { SMALL_NUMBER_WORDS } from './numbers';

/**
 * One row of a frequency (workload) table: a service, the quantity each performance covers
 * (acres, square feet, markers, fixtures, units) and how many times a year it is performed.
 * Grounds, custodial and maintenance solicitations state their work this way, with no hours.
 */
export interface FrequencyRow {
  service: string;
  quantity: number;
  /** The quantity's unit, lower case as written ('acres', 'sq ft', 'each'); '' when none is named. */
  unit: string;
  cyclesPerYear: number;
  /** How the cycles were read ('month columns', '"Weekly"', '"times per year" column'). */
  frequency: string;
  /** The headers of the row's counted columns ("Total trees Pruned a year"): the work a row of places or sizes names there. */
  heading: string;
  /** The row as written, for the citation. */
  quote: string;
  document: string;
  ref: string;
}

const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i;
const SERVICE_HEAD = /service|task|description|work|activity|item|element|area|function|operation/i;
const QUANTITY_HEAD =
  /quantit|\bqty\b|\bacres?\b|sq\.?\s*f(?:ee)?t|square f(?:ee|oo)t|\bsf\b|\bcount\b|\bnumber\b|\bno\.|inventory|\bunits?\b|size|\barea\b/i;
const UNIT_HEAD = /^(?:unit(?: of (?:measure|issue))?|uom|u\/m|measure)$/i;
/**
 * A column of the units worked each year ("Trees pruned a year", "Pruned a year (1/5)",
 * "Units inspected per year", "Annual quantity", "Qty / yr"): the yearly count itself.
 */
const ANNUAL_COUNT_HEAD =
  /\b[a-z]+(?:ed|done|seen)\b.{0,12}\b(?:a|per|each)\s+year\b|\b(?:annual|yearly)\s+(?:count|quantity|qty|number|volume)\b|\b(?:qty|quantity|count)\s*(?:\/|per)\s*(?:yr|year)\b/i;
const FREQUENCY_HEAD = /frequen|\bfreq\b|how often|times|cycles?|occurrences?|visits?|services? per/i;
const ANNUAL_CYCLES_HEAD =
  /(?:annual|yearly|per year|a year|\/\s*(?:yr|year)|total).{0,20}(?:cycles?|times|occurrences|services|visits)|(?:cycles?|times|occurrences|visits).{0,20}(?:annual|per year|a year|\/\s*(?:yr|year))/i;
// Hours, people and money: a staffing or a price table, never a workload frequency.
const NOT_WORKLOAD_HEAD =
  /\bhours?\b|\bhrs\b|\bfte\b|\bpositions?\b|labou?r categ|personnel|staff|employees|\bpeople\b|persons|\busers\b|patients|visitors|students|customers|participants|population|headcount|\bposts?\b|\bshifts?\b|unit price|\bprice\b|\bamount\b|\$|\brate\b|\bcost\b/i;
// Units that measure work done on a thing, not time, people or money.
const WORK_UNIT =
  /\b(?:acres?|ac|sq\.?\s*f(?:ee)?t|square f(?:ee|oo)t|sf|ft2|linear f(?:ee|oo)t|lf|markers?|headstones?|gravesites?|graves?|fixtures?|units?|each|ea|zones?|windows?|panes?|restrooms?|rooms?|offices?|buildings?|bldgs?|stalls?|receptacles?|cans?|filters?|lamps?|lights?|trees?|shrubs?|beds?|miles?|lane[- ]miles?|doors?|drinking fountains?|sinks?|toilets?|urinals?|stairwells?|elevators?|cycles?)\b/i;

/** A header that is a count of a work unit and nothing else: "Trees", "Total trees", "No. of fixtures". */
const COUNTED_HEAD = new RegExp(
  `^\\s*(?:(?:total|number of|no\\.? of|# of)\\s+)?${WORK_UNIT.source}\\s*(?:\\((?:ea|each|no\\.?)\\))?\\s*$`,
  'i',
);

const fmtCount = (n: number) => n.toLocaleString('en-US');

/** Times a year a frequency phrase means; undefined when it states none ("as needed", "as directed"). */
export function cyclesOfWords(cell: string): number | undefined {
  const t = cell.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!t || /as (?:needed|required|directed|ordered)|on (?:call|request|demand)|\bn\/?a\b/.test(t))
    return undefined;
  const n = (s: string) =>
    ({ once: 1, twice: 2, thrice: 3, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 })[s] ??
    Number(s);
  const per = (p: string): number | undefined =>
    /^(?:day|workday|business day)$/.test(p)
      ? 250
      : /^week$/.test(p)
        ? 52
        : /^month$/.test(p)
          ? 12
          : /^quarter$/.test(p)
            ? 4
            : /^(?:year|yr|annum)$/.test(p)
              ? 1
              : undefined;
  // "5 years", "4 year rotation": a share of the inventory a year, before "4 year" reads as 4 a year.
  const share = yearsCycle(t);
  if (share !== undefined) return share;
  // "3x weekly", "2 times per month", "twice a year", "5/week", "4 x per year"
  const count = t.match(
    /^(\d+(?:\.\d+)?|once|twice|thrice|one|two|three|four|five|six|seven)\s*(?:x|times|×)?\s*(?:per|a|an|each|every|\/)?\s*(day|workday|business day|week|month|quarter|year|yr|annum)\b/,
  );
  if (count?.[1] && count[2]) {
    const p = per(count[2]);
    if (p) return n(count[1]) * p;
  }
  const adverb = t.match(
    /^(\d+(?:\.\d+)?|once|twice|one|two|three|four|five|six|seven)\s*(?:x|times|×)\s*(daily|weekly|monthly|quarterly|annually|yearly)\b/,
  );
  const words: [RegExp, number][] = [
    [/\b(?:7 days|seven days|every day|daily including weekends)\b/, 365],
    [/\b(?:daily|each workday|every workday|nightly|each business day)\b/, 250],
    [/\b(?:bi-?weekly|every (?:two|other|2) weeks?|fortnightly)\b/, 26],
    [/\bsemi-?monthly|twice (?:a|per) month\b/, 24],
    [/\bweekly|each week|every week\b/, 52],
    [/\bbi-?monthly|every (?:two|other|2) months?\b/, 6],
    [/\bmonthly|each month|every month\b/, 12],
    [/\bquarterly|every (?:three|3) months\b/, 4],
    [/\bsemi-?annual(?:ly)?|bi-?annual(?:ly)?|twice (?:a|per) year|every (?:six|6) months\b/, 2],
    [/\bannual(?:ly)?|yearly|once (?:a|per) year\b/, 1],
  ];
  for (const [re, cycles] of words)
    if (re.test(t)) return adverb?.[1] && !/semi|bi-?/.test(t) ? n(adverb[1]) * cycles : cycles;
  return undefined;
}

/**
 * A cycle longer than a year as the share of the inventory done each year: "5 years",
 * "every five years", "5-year cycle", "once every 3 yrs", "every other year" (1/2),
 * "biennial" (1/2), "triennially" (1/3), "one fifth a year" (1/5).
 */
function yearsCycle(t: string): number | undefined {
  if (/\bevery other year\b|\bbiennial(?:ly)?\b/.test(t)) return 0.5;
  if (/\btriennial(?:ly)?\b/.test(t)) return 1 / 3;
  const fifth = t.match(/^(?:one|1)[- ](half|third|fourth|quarter|fifth|sixth|tenth)\b/);
  if (fifth?.[1])
    return (
      1 /
      ({ half: 2, third: 3, fourth: 4, quarter: 4, fifth: 5, sixth: 6, tenth: 10 } as const)[
        fifth[1] as 'half'
      ]
    );
  const m = t.match(
    /^(?:(?:once\s+)?every\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|ten)[- ]?(?:years?|yrs?)\b(?:\s*(?:cycle|rotation|interval))?\s*(?:$|[,;(])/,
  );
  const years = m?.[1] ? (SMALL_NUMBER_WORDS[m[1]] ?? Number(m[1])) : 0;
  return years >= 2 && years <= 20 ? 1 / years : undefined;
}

const number = (cell: string | undefined): number | undefined => {
  const m = (cell ?? '').trim().match(/^\(?([\d,]*\.?\d+)\)?$/);
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : undefined;
};

interface Columns {
  service: number;
  quantity: number;
  unit?: number;
  months: number[];
  annual?: number;
  frequency?: number;
  /** A column of the units worked a year. */
  count?: number;
  /** Cycles a frequency column's plain numbers count over ('per month' = 12). */
  numberScale: number;
}

/** The unit a quantity header names ('Area (Sq Ft)' -> 'sq ft'), or ''. */
function headerUnit(head: string): string {
  const m = head.match(WORK_UNIT);
  return m ? m[0].toLowerCase() : '';
}

function columnsOf(table: Table): Columns | undefined {
  const h = table.header.map((c) => c.trim());
  if (h.some((c) => NOT_WORKLOAD_HEAD.test(c))) return undefined;
  const months = h.flatMap((c, i) => (MONTHS.test(c) ? [i] : []));
  const annual = h.findIndex((c) => ANNUAL_CYCLES_HEAD.test(c));
  const count = h.findIndex((c, i) => i !== annual && ANNUAL_COUNT_HEAD.test(c));
  const frequency = h.findIndex(
    (c, i) => i !== annual && FREQUENCY_HEAD.test(c) && !MONTHS.test(c) && !/quantit|\bqty\b/i.test(c),
  );
  if (months.length < 6 && annual < 0 && frequency < 0 && count < 0) return undefined;
  const unit = h.findIndex((c) => UNIT_HEAD.test(c));
  // A quantity column holds figures in most rows ("Zone | A | B" and "Size class | Small" do not).
  const figures = (i: number) =>
    table.rows.filter((r) => number(r[i]) !== undefined).length * 2 >= table.rows.length;
  const free = (i: number) => i !== annual && i !== frequency && i !== unit && i !== count && figures(i);
  const headed = h.findIndex((c, i) => free(i) && QUANTITY_HEAD.test(c) && !/annual|total/i.test(c));
  // An inventory counted in its own unit ("Trees", "Total trees", "No. of fixtures").
  const quantity = headed >= 0 ? headed : h.findIndex((c, i) => free(i) && COUNTED_HEAD.test(c));
  const taken = (i: number) =>
    i === quantity || i === frequency || i === unit || i === annual || i === count || months.includes(i);
  const words = (i: number) => table.rows.some((r) => /[a-z]{3}/i.test(r[i] ?? ''));
  const named = h.findIndex((c, i) => !taken(i) && SERVICE_HEAD.test(c) && words(i));
  // No service header ("Building | Sq Ft | Frequency"): the first column of words names the work.
  const service = named >= 0 ? named : h.findIndex((_, i) => !taken(i) && words(i));
  if (quantity < 0 || service < 0) return undefined;
  const fh = h[frequency] ?? '';
  const numberScale = /per (?:week|wk)|\/\s*week|weekly/i.test(fh)
    ? 52
    : /per month|\/\s*mo|monthly/i.test(fh)
      ? 12
      : 1;
  return {
    service,
    quantity,
    ...(unit >= 0 ? { unit } : {}),
    months,
    ...(annual >= 0 ? { annual } : {}),
    ...(frequency >= 0 ? { frequency } : {}),
    ...(count >= 0 ? { count } : {}),
    numberScale,
  };
}

function cyclesOf(row: string[], c: Columns): { cycles: number; how: string } | undefined {
  const annual = c.annual === undefined ? undefined : number(row[c.annual]);
  if (annual !== undefined) return { cycles: annual, how: 'the annual cycles column' };
  const count = c.count === undefined ? undefined : number(row[c.count]);
  const quantity = number(row[c.quantity]);
  if (count !== undefined && quantity)
    return { cycles: count / quantity, how: `${fmtCount(count)} a year in the yearly count column` };
  if (c.months.length >= 6) {
    const values = c.months.map((i) => number(row[i]));
    if (values.every((v) => v !== undefined))
      return { cycles: values.reduce((s: number, v) => s + (v ?? 0), 0), how: 'the month columns' };
  }
  if (c.frequency === undefined) return undefined;
  const cell = (row[c.frequency] ?? '').trim();
  const plain = number(cell);
  if (plain !== undefined) return { cycles: plain * c.numberScale, how: `"${cell}" in the frequency column` };
  const words = cyclesOfWords(cell);
  return words === undefined ? undefined : { cycles: words, how: `"${cell}"` };
}

/** The rows of one table read as a frequency table, or [] when it is not one. */
export function readFrequencyTable(table: Table): FrequencyRow[] {
  const c = columnsOf(table);
  if (!c) return [];
  const out: FrequencyRow[] = [];
  for (const row of table.rows) {
    const service = (row[c.service] ?? '').trim();
    if (!/[a-z]{3}/i.test(service) || /^(?:total|subtotal|grand total)\b/i.test(service)) continue;
    const quantity = number(row[c.quantity]);
    const cycles = cyclesOf(row, c);
    if (!quantity || !cycles || cycles.cycles <= 0) continue;
    const unit =
      (c.unit !== undefined ? row[c.unit]?.trim().toLowerCase() : '') ||
      headerUnit(table.header[c.quantity] ?? '');
    // People, hours and money are not work quantities.
    if (unit && !WORK_UNIT.test(unit)) continue;
    out.push({
      service,
      quantity,
      unit,
      cyclesPerYear: cycles.cycles,
      frequency: cycles.how,
      heading: [c.quantity, c.frequency, c.count, c.annual]
        .flatMap((i) => (i === undefined ? [] : [table.header[i] ?? '']))
        .join(' ')
        .trim(),
      quote: `| ${row.join(' | ')} |`,
      document: table.document,
      ref: table.ref,
    });
  }
  return out;
}

/** Every frequency row of the documents' tables (two rows at least in a table to count it). */
export function readFrequencyTables(tables: readonly Table[]): FrequencyRow[] {
  return tables.flatMap((t) => {
    const rows = readFrequencyTable(t);
    return rows.length >= 2 ? rows : [];
  });
}
