import { coursePeriod, courseRows } from '../../solicitation/facts/course-schedule';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { fmt } from '../text';
import { type PlanFrame, periodIndexOf } from './frame';
import { type PlanLine, statedHours } from './lines';
import { roleFor } from './roles';

/** The table counts hours of service: "(hours)", "estimated hours", "interpreter hours", "labor hours". */
const HOURS = /\b(?:hours?|hrs?)\b/i;
/** ... but not hours of operation, coverage windows, rates or money. */
const NOT_ORDERED =
  /\b(?:hours of (?:operation|service|coverage|support)|operating hours|business hours|core hours|per hour|hourly|rates?|price|cost|amount|dollars?|\$|minimum)\b/i;
/** Columns that name people (a staffing table) are stated staffing, read elsewhere. */
const STAFFING_HEADER =
  /\b(?:labou?r categor\w*|lcat|category|position|title|role|personnel|key personnel|employees?|staff|FTEs?)\b/i;
/** A cell measured in another unit (words, pages, devices) is not hours. */
const OTHER_UNIT = /[a-z]{3,}/i;
/** "Estimated annual hours", "Hours per year", "Est. yearly hours". */
const ANNUAL_HOURS =
  /\b(?:annual|yearly|per year|a year)\b.*\b(?:hours?|hrs?)\b|\b(?:hours?|hrs?)\b.*\b(?:per year|a year|annually)\b/i;
/** A period column that counts something else: classes, iterations, days, words. */
const COUNTED =
  /\b(?:iterations?|classes|courses?|sessions?|students?|days?|weeks?|units?|words?|pages?|items?|qty|quantity|each|visits?|trips?|FTEs?|people|persons?)\b/i;
const TOTAL = /^\W*(?:sub-?)?totals?\b|\btotal\W*$/i;
/** A column that says where: "Hearing office", "Site", "Location", "Courthouse", "Clinic", "City". */
const PLACE_HEADER =
  /\b(?:office|site|location|place|courthouse|court|clinic|facility|city|installation|base|region|center|centre)s?\b/i;
const REMOTE = /\b(?:remote|telephon\w*|video|virtual|telework\w*|over-the-phone|OPI|VRI)\b/i;

const num = (cell: string | undefined) => Number((cell ?? '').replace(/[*,\s]/g, ''));
const clean = (s: string) => s.replace(/\*+/g, '').replace(/\s+/g, ' ').trim();

/** One row of ordered hours: its label, where, and the hours in each of the table's period columns. */
export interface OrderedRow {
  label: string;
  /** What the row is about beyond its label (an inventory's items), for the worker's role. */
  about?: string;
  place?: string;
  hours: { period: string; value: number }[];
}

/** An hours table by item and period: its caption and rows (totals left out). */
export interface OrderedHours {
  table: Table;
  caption: string;
  rows: OrderedRow[];
}

/**
 * The hours a table says the government will order by item and period: its caption or header
 * counts hours ("(hours)", "estimated hours"), it has a column per period ("Base Period (CLIN
 * 0001)", "Option Year 1"), and its other cells label the item (a language, an office, a
 * service). Staffing tables (a labour category column), rates, money and hours of operation
 * are not ordered hours; total rows are left out.
 * @example
 * orderedHours(table)?.rows[0] // { label: 'Korean', place: 'Denver, CO', hours: [{ period: 'Base', value: 4000 }, ...] }
 */
export function orderedHours(t: Table, places: readonly string[] = []): OrderedHours | undefined {
  const caption = clean(t.caption ?? '');
  // Periods as rows ("| Period | Service A | Service B |"): read as the same table turned.
  const periodRows = t.rows.filter((r) => coursePeriod(clean(r[0] ?? '')));
  if (
    !t.header.some((h) => coursePeriod(h)) &&
    periodRows.length >= 2 &&
    periodRows.length === t.rows.filter((r) => !TOTAL.test(clean(r[0] ?? ''))).length
  ) {
    const turned: Table = {
      ...t,
      header: [t.header[0] ?? '', ...periodRows.map((r) => clean(r[0] ?? ''))],
      rows: t.header.slice(1).map((h, j) => [h, ...periodRows.map((r) => r[j + 1] ?? '')]),
    };
    return orderedHours(turned, places);
  }
  let periodCols = t.header
    .map((h, i) => ({ i, period: coursePeriod(h) }))
    .filter((c): c is { i: number; period: string } => c.period !== null);
  // One column of a year's hours ("Estimated annual hours"): every period orders the same.
  if (!periodCols.length) {
    const annual = t.header.findIndex((h, i) => i > 0 && ANNUAL_HOURS.test(h));
    if (annual < 0) return undefined;
    periodCols = [{ i: annual, period: 'Annual' }];
  }
  const headerText = t.header.join(' ');
  // Period columns of several measures (iterations, instructor-days, contact hours): the hours' own.
  const hourCols = periodCols.filter((c) => HOURS.test(t.header[c.i] ?? ''));
  if (hourCols.length) periodCols = hourCols;
  else if (!HOURS.test(caption) || periodCols.some((c) => COUNTED.test(t.header[c.i] ?? '')))
    return undefined;
  if (NOT_ORDERED.test(caption) || NOT_ORDERED.test(headerText)) return undefined;
  if (STAFFING_HEADER.test(headerText)) return undefined;
  const labelCols = t.header.map((_, i) => i).filter((i) => !periodCols.some((c) => c.i === i));
  // Other numeric columns (rates, counts) are not labels.
  const textCols = labelCols.filter((i) => !t.rows.every((r) => /^[\d,.\s$*%-]*$/.test(r[i] ?? '')));
  const placeCol =
    textCols.length > 1 ? textCols.find((i) => PLACE_HEADER.test(t.header[i] ?? '')) : undefined;
  const rows: OrderedRow[] = [];
  for (const row of t.rows) {
    const labels = textCols.map((i) => clean(row[i] ?? '')).filter(Boolean);
    if (!labels.length || labels.some((l) => TOTAL.test(l))) continue;
    const cells = periodCols.map((c) => clean(row[c.i] ?? ''));
    // "90,000 words" is not hours; an empty or dashed cell is no order in that period.
    if (cells.some((c) => OTHER_UNIT.test(c.replace(HOURS, '')))) return undefined;
    const hours = periodCols.map((c, k) => ({ period: c.period, value: num(cells[k]) || 0 }));
    if (!hours.some((h) => h.value > 0)) continue;
    const placeCell = placeCol === undefined ? '' : clean(row[placeCol] ?? '');
    const place =
      placeCell || labels.find((l) => places.some((p) => l.toLowerCase().includes(p.toLowerCase())));
    const label = labels.filter((l) => l !== place).join(', ') || labels.join(', ');
    rows.push({ label, ...(place ? { place } : {}), hours });
  }
  if (!rows.length) return undefined;
  return { table: t, caption, rows: inventory(t) ? [inventoryRow(t, rows, periodCols)] : rows };
}

/** Columns that describe pieces of equipment: who made them, their model, size and age. */
const EQUIPMENT_HEADER =
  /\b(?:manufacturer|make|model|serial|controller|capacity|install(?:ed|ation)?|year built|nameplate)\b/i;

/** Whether a table lists equipment, one unit or group of units a row (two or more equipment columns). */
function inventory(t: Table): boolean {
  return t.header.filter((h) => EQUIPMENT_HEADER.test(h)).length >= 2;
}

/**
 * An equipment inventory's hours column is one work item's effort (the government's estimate of
 * preventive maintenance per unit), not a worker per unit: its rows add up to one row, named by
 * the column ("PM hrs per year" is "PM"), about the equipment the rows list.
 */
function inventoryRow(t: Table, rows: OrderedRow[], periodCols: { i: number; period: string }[]): OrderedRow {
  const header = clean(t.header[periodCols[0]?.i ?? -1] ?? '');
  const label =
    header
      .replace(/\b(?:hours?|hrs?\.?|per|a|each|annual|yearly|year|annually|est(?:imated)?\.?)\b/gi, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[\s.,:-]+|[\s.,:-]+$/g, '') || header;
  const hours = periodCols.map((c, k) => ({
    period: c.period,
    value: rows.reduce((s, r) => s + (r.hours[k]?.value ?? 0), 0),
  }));
  return { label, about: rows.map((r) => r.label).join('; '), hours };
}

const UNIT_COL = /^\s*(?:unit|units|u\/i|uom|unit of (?:issue|measure))\s*$/i;
const QTY_COL =
  /^\s*(?:qty|quantity|est(?:imated)?\.?\s*(?:qty|quantity|hours)|estimated (?:annual )?(?:quantity|hours))\b/i;
const DESCRIPTION_COL = /\b(?:description|supplies|services?|item)\b/i;
const HOUR_UNIT = /^\s*(?:hours?|hrs?\.?|labou?r[- ]hours?|per hour)\s*$/i;
/** A CLIN's first digit is its period in the uniform numbering (0001 base, 1001 option 1). */
const CLIN = /^\s*(\d)\d{3}[A-Z]{0,2}\s*$/;

/**
 * Hours a price schedule orders by line item: rows whose unit is the hour ("Records
 * review | 2,000 | HR"), their description the item and their period the one the row
 * names or its CLIN's first digit (0001 base, 1001 option 1). Rows of one item in several
 * periods are one item.
 * @example
 * lineItemHours(table)?.rows[0] // { label: 'Records review', hours: [{ period: 'Base', value: 2000 }, ...] }
 */
export function lineItemHours(t: Table): OrderedHours | undefined {
  const unitCol = t.header.findIndex((h) => UNIT_COL.test(h));
  const qtyCol = t.header.findIndex((h) => QTY_COL.test(h));
  if (unitCol < 0 || qtyCol < 0) return undefined;
  const descCol = t.header.findIndex((h, i) => i !== unitCol && i !== qtyCol && DESCRIPTION_COL.test(h));
  const byItem = new Map<string, OrderedRow>();
  for (const row of t.rows) {
    if (!HOUR_UNIT.test(row[unitCol] ?? '')) continue;
    const value = num(row[qtyCol]);
    if (!(value > 0)) continue;
    const desc = clean(row[descCol >= 0 ? descCol : 1] ?? '');
    if (!desc || NOT_ORDERED.test(desc) || (STAFFING_HEADER.test(desc) && /\bkey\b/i.test(desc))) continue;
    const clin = row.map((c) => c.match(CLIN)?.[1]).find(Boolean);
    const period =
      row.map((c) => coursePeriod(c)).find(Boolean) ??
      (clin === undefined ? 'Annual' : clin === '0' ? 'Base' : `Option ${clin}`);
    // "Option Year 1 - Records review" and "Base Year: Records review" are one item.
    const label =
      desc
        .replace(/\b(?:base|option)\s*(?:year|period|yr)?\s*\d{0,2}\s*[-:–,]?\s*/gi, '')
        .replace(/^[\s:–-]+|[\s:–-]+$/g, '') || desc;
    const item = byItem.get(label.toLowerCase()) ?? { label, hours: [] };
    item.hours.push({ period, value });
    byItem.set(label.toLowerCase(), item);
  }
  const rows = [...byItem.values()];
  return rows.length ? { table: t, caption: clean(t.caption ?? t.ref), rows } : undefined;
}

/** The service a caption names, as the worker who performs it ("In-person interpretation" -> Interpreter). */
function workerOf(caption: string, label: string, frame: PlanFrame): string {
  return roleFor(`${caption} ${label}`, frame.domain, frame.workRoles);
}

const words = (s: string) =>
  new Set((s.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.replace(/s$/, '')));

/**
 * Plan lines of the hours the government says it will order (requirements and T&M orders:
 * "the estimated hours the agency will order"), one per row of each such table, with
 * each period's own hours (a nine-month base has its own quantities). The role is the worker
 * the table's service names; the row's label (a language, a service) qualifies it, and a row
 * naming a place of performance is that place's line.
 * @example
 * orderedHourLines(model, frame).lines[0]?.lcat // 'Interpreter - Korean'
 */
export function orderedHourLines(
  model: SolicitationModel,
  frame: PlanFrame,
): { lines: PlanLine[]; thinking: string[] } {
  const staffing = new Set(model.staffingTables.map((s) => s.tableId).filter(Boolean));
  const places = model.sites.flatMap((s) => [s.city, s.name].filter((x): x is string => !!x));
  const lines: PlanLine[] = [];
  const thinking: string[] = [];
  for (const t of model.tables) {
    // A course schedule's contact hours are sized as classes (with preparation) elsewhere.
    if (staffing.has(t.id) || courseRows(t).length) continue;
    const read = orderedHours(t, places) ?? lineItemHours(t);
    if (!read) continue;
    const area = read.caption.replace(/\s*\((?:hours?|hrs?)\)\s*$/i, '') || t.ref;
    let total = 0;
    for (const row of read.rows) {
      const role = workerOf(read.caption, `${row.label} ${row.about ?? ''}`, frame);
      // A language is an interpreter's qualifier: the role qualified by the row; a row that names the role stands.
      const lcat = words(row.label).has(role.toLowerCase()) ? row.label : `${role} - ${row.label}`;
      const periodHours = frame.periods.map((p, i) => {
        if (row.hours[0]?.period === 'Annual')
          return p.kind === 'extension' ? 0 : Math.round(((row.hours[0]?.value ?? 0) * p.months) / 12);
        const hit = row.hours.find((h) => periodIndexOf(frame, h.period) === i);
        if (hit) return Math.round(hit.value);
        // A period without its own column (an extension) repeats the last one stated.
        return p.kind === 'extension' ? 0 : Math.round(row.hours[row.hours.length - 1]?.value ?? 0);
      });
      const first = row.hours[0];
      const s = statedHours(
        frame,
        periodHours,
        `Stated: ${fmt(periodHours[0] ?? 0)} h in ${frame.periods[0]?.name ?? first?.period ?? 'the base period'}`,
      );
      total += periodHours[0] ?? 0;
      const quote = `${read.caption}: ${[row.label, row.place].filter(Boolean).join(', ')} ${row.hours.map((h) => `${h.period} ${fmt(h.value)}`).join(', ')}`;
      lines.push({
        lcat,
        key: false,
        workArea: area,
        ...(row.place
          ? { location: row.place }
          : REMOTE.test(`${row.label} ${read.caption}`)
            ? { location: 'Remote' }
            : {}),
        source: 'stated',
        periodHours,
        hours: s.hours,
        formula: s.formula,
        basis: `${t.ref}: the government's estimate of the hours it will order, by period ("${quote.slice(0, 200)}"); each period as stated.`,
        citation: { document: t.document, ref: t.ref, quote: quote.slice(0, 300) },
        requirements: [],
        requirementRefs: [t.ref],
        quantity: periodHours[0] ?? 0,
        unit: 'hour',
        rate: 1,
      });
    }
    thinking.push(
      `Ordered hours in ${t.ref} ("${read.caption.slice(0, 80)}"): ${read.rows.length} row(s), ${fmt(total)} h in the first period, taken as stated.`,
    );
  }
  return { lines, thinking };
}

/** "90,000 words", "12,000 pages": a volume ordered in a unit of output, not in hours. */
const OUTPUT_CELL = /(?:^|\s)(\d[\d,.]*)\s+(words?|pages?)\s*$/i;

/**
 * Volumes a price schedule orders by a unit of output by period ("90,000 words" a period of
 * written translation), which the plan does not turn into hours: each becomes an assumption
 * that says so and a question on how it is to be priced.
 * @example
 * unitPricedVolumes(model).questions[0] // 'Is written translation ... priced per word ...?'
 */
export function unitPricedVolumes(model: SolicitationModel): { assumptions: string[]; questions: string[] } {
  const assumptions: string[] = [];
  const questions: string[] = [];
  for (const t of model.tables) {
    const periodCols = t.header.map((h, i) => ({ i, period: coursePeriod(h) })).filter((c) => c.period);
    if (!periodCols.length) continue;
    // A lone row of "90,000 words" cells can be read as a second header row: it counts as a row.
    const candidates = t.rows.length ? t.rows : [t.header];
    for (const row of candidates) {
      const first = periodCols.map((c) => clean(row[c.i] ?? '').match(OUTPUT_CELL)).find(Boolean);
      if (!first) continue;
      const unit = (first[2] ?? '').toLowerCase().replace(/s$/, '');
      const label = row
        .filter((_, i) => !periodCols.some((c) => c.i === i))
        .map(clean)
        .filter(Boolean)
        .join(', ');
      const what = [clean(t.caption ?? ''), label].filter(Boolean).join(': ') || t.ref;
      const volumes = periodCols
        .map((c) => {
          const m = clean(row[c.i] ?? '').match(OUTPUT_CELL);
          return m ? `${m[1]} ${m[2]} in ${c.period}` : '';
        })
        .filter(Boolean)
        .join(', ');
      assumptions.push(
        `${what} (${t.ref}) is ordered by the ${unit} (${volumes}), not by the hour: it is priced per ${unit} and carries no labour hours in this plan. To price it as labour, size it with your own ${unit}s-per-day rate (including any second review the work statement requires).`,
      );
      questions.push(
        `Is ${what.slice(0, 120)} priced per ${unit} (a unit price) rather than by labour hours, and are the stated ${unit} volumes firm estimates?`,
      );
    }
  }
  return { assumptions, questions };
}
