import { NUMBER, parseNumber } from '../facts/numbers';
import type { LabourCategory, PeriodStructure, StaffingTable, Table } from '../model';
import type { TextDocument } from '../parts';
import { type PersonTimeUnit, personTimeHours, personTimeUnit } from './person-time';
import { statedFor } from './period-labels';
import { tableContext } from './table-staffing';
import type { StaffingRead } from './staffing-read';
import { isJobNoun } from '../vocabulary/index';
import { readTitle, titleFields } from './title';
import { isTitleLike } from './title-lists';

const CLIN_HEADER = /^\s*(?:CLIN|SLIN|line\s*item|item\s*(?:no\.?|number))\s*$/i;
const CLIN_CELL = /^\s*(\d)0\d{2,3}[A-Z]{0,2}\s*$/;
const QTY_HEADER = /\b(?:qty|quantity|hours|hrs|est(?:imated)?\.?\s+(?:hours|qty))\b/i;
const UNIT_HEADER = /^\s*(?:unit|u\/?i|uom|unit of (?:issue|measure))\s*$/i;
const HOURS_UNIT = /^\s*(?:HR|HRS|hours?|labou?r hours?|MH)\s*$/i;
const DESC_HEADER = /description|labou?r\s+categor|title|position|supplies|services/i;
// "Program Manager (Option Year 1)": the period a description names, removed from its title.
const PERIOD_IN_DESC =
  /\s*[-–(,]\s*(base\s+(?:year|period)|option\s+(?:year|period)\s*\d{1,2}|OY\s*\d{1,2})\s*\)?\s*$/i;

const amount = (cell: string) => Number(cell.replace(/[,\s]/g, ''));
// "eight (8) hours on CLINs 0003 and 1003": a unit's length said for some CLINs only (the
// numbers up to the next "hours" belong to it).
const PER_CLIN = new RegExp(
  `(${NUMBER})\\)?\\s*(?:hours|hrs)\\.?\\s+(?:on|for|under|in)\\s+(?:the\\s+)?(?:CLIN|SLIN|line\\s+item)s?\\s+(?=([^.;]{1,80}))`,
  'gi',
);
const MAX_UNIT_HOURS: Readonly<Record<PersonTimeUnit, number>> = { day: 24, week: 80, month: 250 };

/**
 * The hours of one unit of person-time on each CLIN the text names apart ("a person-day is ten
 * (10) hours on field CLINs and eight (8) hours on CLIN 0003" gives 0003 eight hours).
 */
function lengthsByClin(unit: PersonTimeUnit, context: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of context.matchAll(PER_CLIN)) {
    const value = parseNumber(m[1] ?? '');
    if (!(value > 0 && value <= MAX_UNIT_HOURS[unit])) continue;
    const list = (m[2] ?? '').split(/\b(?:hours|hrs)\b/i)[0] ?? '';
    for (const n of list.match(/\b\d{4}[A-Z]{0,2}\b/g) ?? []) if (!out.has(n)) out.set(n, value);
  }
  return out;
}

/**
 * A CLIN schedule of labour hours ("| 0001 | Program Manager | 1,920 | HR |"): each row whose
 * description is a labour category and whose unit is hours is that category's hours for the
 * period its CLIN numbers (0001 the base, 1001 option 1) or its description names. A unit of
 * person-time ("person-day", "Staff Week", "Man-Day") is hours too: the quantity x the unit's
 * length as the text around the table says it, for all CLINs or for the ones it names
 * (see `personTimeHours`). With `personTimeOnly`, null unless some row counts person-time (a
 * schedule read before the general table reader, which would count its quantities as people).
 * @example
 * readClinHours({ header: ['CLIN', 'Description', 'Qty', 'Unit'], rows: [['0001', 'Program Manager', '1,920', 'HR']] } as never, null)?.categories[0]?.stated // [{ period: 'Base Period', hours: 1920 }]
 */
export function readClinHours(
  table: Table,
  periods: PeriodStructure | null,
  docs: TextDocument[] = [],
  personTimeOnly = false,
): StaffingRead | null {
  const h = table.header;
  const clin = h.findIndex((c) => CLIN_HEADER.test(c));
  const qty = h.findIndex((c, i) => i !== clin && QTY_HEADER.test(c));
  const unit = h.findIndex((c) => UNIT_HEADER.test(c));
  const desc = h.findIndex((c, i) => i !== clin && i !== qty && DESC_HEADER.test(c));
  if (clin < 0 || qty < 0 || desc < 0) return null;
  const hoursByHeader = /hours|hrs/i.test(h[qty] ?? '');
  const byTitle = new Map<string, LabourCategory>();
  const periodNames: string[] = [];
  let context: string | null = null;
  let inPersonTime = false;
  const lengths = new Map<PersonTimeUnit, { all: number; byClin: Map<string, number> }>();
  // The hours one unit of the row's person-time holds on its CLIN (1 for hours, null for others).
  const hoursEach = (row: string[]): number | null => {
    if (hoursByHeader || (unit >= 0 && HOURS_UNIT.test(row[unit] ?? ''))) return 1;
    const kind = unit >= 0 ? personTimeUnit(row[unit] ?? '') : null;
    if (!kind) return null;
    context ??= tableContext(table, docs);
    let known = lengths.get(kind);
    inPersonTime = true;
    if (!known) {
      known = { all: personTimeHours(kind, context), byClin: lengthsByClin(kind, context) };
      lengths.set(kind, known);
    }
    return known.byClin.get((row[clin] ?? '').trim()) ?? known.all;
  };
  for (const row of table.rows) {
    const n = CLIN_CELL.exec(row[clin] ?? '')?.[1];
    const each = hoursEach(row);
    const value = amount(row[qty] ?? '') * (each ?? 0);
    if (n === undefined || each === null || !(value > 0)) continue;
    const raw = (row[desc] ?? '').trim();
    const named = raw.match(PERIOD_IN_DESC)?.[1];
    const title = raw.replace(PERIOD_IN_DESC, '').trim();
    const reading = readTitle(title);
    if (!reading.title || !isTitleLike(reading.title)) continue;
    // A labour CLIN that names no job ("CSOC Operations Labor", "Emergency Call-Back Labor")
    // is an amount of the whole work, not a category: the job title must end in a job noun.
    const head =
      reading.title
        .replace(/\s*\([^)]*\)\s*$/, '')
        .split(/\s+/)
        .pop() ?? '';
    if (!reading.family && !isJobNoun(head)) continue;
    const period = named ?? (n === '0' ? 'Base Period' : `Option Period ${n}`);
    if (!periodNames.includes(period)) periodNames.push(period);
    const prior = byTitle.get(reading.title);
    const stated = statedFor(period, 'hours', value, periods);
    if (prior) prior.stated.push(stated);
    else
      byTitle.set(reading.title, {
        document: table.document,
        ref: table.ref,
        quote: row.join(' | '),
        offset: table.start,
        ...titleFields(reading),
        stated: [stated],
      });
  }
  const categories = [...byTitle.values()];
  if (categories.length === 0 || (personTimeOnly && !inPersonTime)) return null;
  const staffing: StaffingTable = {
    document: table.document,
    ref: table.ref,
    quote: categories.map((c) => c.quote).join('; '),
    offset: table.start,
    tableId: table.id,
    periods: periodNames,
    categoryTitles: categories.map((c) => c.title),
    measure: 'hours',
    indicative: false,
  };
  return { table: staffing, categories };
}
