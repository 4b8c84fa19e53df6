import { MONTH_NAMES } from '../../solicitation/facts/dates';
import { type PeriodLabel, periodIndexOf, periodLike } from '../../solicitation/labour/period-labels';
import { isMoneyCell } from '../../solicitation/labour/cells';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { isWorkNoun, lastWord } from '../../solicitation/vocabulary/index';
import { clip, fmt } from '../text';

/** A volume of work whose hours do not fall evenly a year at a time. */
export interface TimedVolume {
  label: string;
  text: string;
  /** A year's volume (the first period's for a volume by period, the whole for a backlog). */
  value: number;
  /** The volume of each period of the model's structure, when the documents give one per period. */
  byPeriod?: number[];
  /** A one-time volume (a backlog to clear): all of it falls in the first period. */
  once?: boolean;
  /** The table a row per item came from: its rows are items of their own, whatever words they share. */
  table?: string;
  document: string;
  ref: string;
  quote: string;
}

/** "a total of 3,600 workstations over the period of performance", "over the three-year term". */
const WHOLE_TERM =
  /\btotal\s+of\b[^.]{0,80}\bover\s+(?:the\s+)?(?:[a-z-]+\s+){0,3}(?:period of performance|contract(?: term| period)?|term|life of the contract)\b|\bover\s+(?:the\s+)?(?:[a-z-]+\s+){0,3}(?:period of performance|contract term|life of the contract)\b[^.]{0,80}\btotal\s+of\b/i;
/** "a backlog of 36,000 records", "36,000 records in backlog". */
const BACKLOG = /\bbacklog\b/i;
const MONTH_ROW = new RegExp(
  `^(?:${MONTH_NAMES.map((m) => m.slice(0, 3)).join('|')})[a-z]*\\.?(?:\\s+\\d{2,4})?$`,
  'i',
);
const TOTAL = /^\W*(?:grand\s+)?totals?\b/i;
const isNum = (cell: string | undefined) => /^\s*[\d,]+(?:\.\d+)?\s*$/.test(cell ?? '');
const num = (cell: string | undefined) => Number((cell ?? '').replace(/[,\s]/g, ''));
/** A column label that counts people or their time, not work items. */
const PEOPLE =
  /(?:[a-z](?:er|or|ist|ian|ant|(?<!m)ent|ee|man|men)s?|\b(?:nurses?|aides?|clerks?|staff|FTEs?|personnel|positions?|hours?|hrs|headcount|people|workers?|employees?|technicians?|labou?r|effort|LOE))$/i;
/** A label naming people: a person's suffix or word, unless it ends in a thing ("Water heater"). */
const namesPeople = (label: string) => PEOPLE.test(label) && !isWorkNoun(lastWord(label));
const clean = (s: string) => s.replace(/\*+/g, '').replace(/\s+/g, ' ').trim();
/** A column of counts: not a rate, time, cost or share. */
const NOT_COUNT = /\b(?:rate|percent|%|time|minutes?|hours?|cost|price|\$|average|avg|target)\b/i;

/**
 * Volumes stated for the whole term, as a backlog, by period or by month:
 * - a quantity the sentence says is a total over the period of performance: a year's share of it;
 * - a backlog to clear (within N days): all of it at once, in the first period;
 * - a table with a row per period ("Base Year | 12,000") and one column of counts: each
 *   period its own volume;
 * - a table with a row per month and one column of counts (an exported sheet): the months'
 *   sum is a year's volume, the total row when there is one.
 * @example
 * timedVolumes(model)[0] // { label: 'property records', value: 36000, once: true, ... }
 */
export function timedVolumes(model: SolicitationModel): TimedVolume[] {
  const out: TimedVolume[] = [];
  const months = model.periods?.totalMonths ?? 12;
  const periods = model.periods?.periods.filter((p) => p.kind !== 'extension') ?? [];
  for (const q of model.quantities) {
    if (!(q.value > 1) || q.per) continue;
    const base = {
      label: q.unit === 'sq ft' ? 'square feet' : plural(q.noun),
      text: q.quote,
      document: q.document,
      ref: q.ref,
      quote: clip(q.quote, 200),
    };
    if (BACKLOG.test(q.quote)) out.push({ ...base, value: q.value, once: true });
    else if (WHOLE_TERM.test(q.quote) && months >= 12)
      out.push({
        ...base,
        value: Math.round((q.value * 12) / months),
        text: `${q.quote} (${fmt(q.value)} over ${fmt(months)} months)`,
      });
  }
  const staffing = new Set(model.staffingTables.map((s) => s.tableId).filter(Boolean));
  for (const t of model.tables) {
    if (t.rows.length < 1) continue;
    if (!staffing.has(t.id)) {
      const items = itemsByPeriod(t, model, periods.length);
      if (items.length) {
        out.push(...items);
        continue;
      }
    }
    const countCols = t.header
      .map((h, j) => ({ h: clean(h), j }))
      .filter(
        ({ h, j }) =>
          j > 0 &&
          h &&
          !NOT_COUNT.test(h) &&
          t.rows.filter((r) => isNum(r[j])).length >= Math.min(2, t.rows.length),
      );
    if (countCols.length !== 1) continue;
    const col = countCols[0] as { h: string; j: number };
    // A table read as staffing counts people; one whose column counts work items is a workload.
    if (staffing.has(t.id) && namesPeople(col.h)) continue;
    const label = col.h
      .replace(/^(?:estimated|annual|yearly|monthly|historical|projected)\s+/i, '')
      .replace(/\s+(?:received|processed|completed|volume)$/i, '');
    const src = { label, text: `${t.caption ?? ''} ${col.h}`, document: t.document, ref: t.ref };
    const body = t.rows.filter((r) => !TOTAL.test(clean(r[0] ?? '')));
    const rowLabels = body.map((r) => clean(r[0] ?? ''));
    if (rowLabels.length >= 1 && rowLabels.every((l) => periodLike(l))) {
      const byPeriod = periods.map(() => 0);
      for (const r of body) {
        const i = periodIndexOf(periodLike(clean(r[0] ?? '')), model.periods);
        if (i !== undefined && i < byPeriod.length && isNum(r[col.j])) byPeriod[i] = num(r[col.j]);
      }
      if (!byPeriod.some((v) => v > 0)) continue;
      const first = byPeriod[0] ?? 0;
      out.push({
        ...src,
        value: first,
        byPeriod,
        quote: clip(
          `${t.caption ? `${clean(t.caption)}: ` : ''}${rowLabels.map((l, i) => `${l} ${fmt(num(body[i]?.[col.j]))}`).join(', ')}`,
          200,
        ),
      });
      continue;
    }
    if (rowLabels.length >= 12 && rowLabels.every((l) => MONTH_ROW.test(l))) {
      const total = t.rows.find((r) => TOTAL.test(clean(r[0] ?? '')));
      const value =
        total && isNum(total[col.j]) ? num(total[col.j]) : body.reduce((s, r) => s + num(r[col.j]), 0);
      if (value > 0)
        out.push({
          ...src,
          value,
          quote: clip(`${t.caption ? `${clean(t.caption)}: ` : ''}${col.h}, 12 months: ${fmt(value)}`, 200),
        });
    }
  }
  return out;
}

/** A column that names places ("Installation", "Area", "Zone"): its rows are where one item falls. */
const PLACE_HEADER =
  /^(?:sites?|locations?|installations?|areas?|zones?|sectors?|regions?|districts?|stations?|facilit(?:y|ies)|buildings?|bases?|campus(?:es)?|branch(?:es)?|offices?|counties|county|parks?|properties|property)(?:\s+(?:name|no\.?|number|id))?$/i;
/** A column of hours for each unit of work ("Hours per Inspection", "Hrs/Visit"). */
const HOURS_EACH =
  /^(?:(?:average|avg\.?|est(?:imated|\.)?)\s+)?(?:hours?|hrs?\.?)\s*(?:per|\/|each|for\s+each)\s*[a-z]/i;
/** A subtotal line ("Subtotal, storm drainage", "Sub-total"). */
const SUBTOTAL = /^\W*sub-?\s?totals?\b/i;
/** A note under or among the rows ("Note: ...", "* includes ...", "Source: ..."). */
const NOTE_ROW = /^(?:\*|†|‡|\(?[a-z0-9]\)\s|notes?\b|nb\b|source\b|remarks?\b)/i;
/** A unit that is no count of items: a lump sum or a lot. */
const LUMP_SUM = /^(?:ls|lot|lump\s+sum|l\.s\.)$/i;
/** A period without orders: a dash, N/A, none or nothing. */
const EMPTY_CELL = /^(?:|-+|–|—|n\/?a|none|nil|0)$/i;
/**
 * A plain count in a cell, past a footnote marker ("1,200*", "240 (a)", "90¹"); null otherwise.
 * @example
 * countOf('240 (a)') // 240
 */
function countOf(cell: string | undefined): number | null {
  const m = (cell ?? '').match(/^\s*(\d[\d,]*(?:\.\d+)?)\s*(?:\*{1,3}|[†‡¹²³]|\(\s*[a-z0-9]\s*\))?\s*$/i);
  return m?.[1] ? Number(m[1].replace(/,/g, '')) : null;
}
/** Headers of a course schedule (classes, sessions, students by period). */
const COURSE_WORDS = /\b(?:class(?:es)?|courses?|sessions?|students?|trainees?|participants?|attendees?)\b/i;

/**
 * "Work Item | Minutes per Item | Base Year | Option Year 1 | ...": a row per work item and a
 * column of counts per ordering period; each row an item with its volume period by period. Columns
 * of hours, people or money, rows that name people and cells that are not plain counts give none.
 */
function itemsByPeriod(t: Table, model: SolicitationModel, count: number): TimedVolume[] {
  const cols = t.header
    .map((h, j) => ({ j, h: clean(h), p: periodLike(clean(h)) }))
    .filter((c) => c.j > 0 && c.p);
  if (cols.length < 2 || cols.some((c) => NOT_COUNT.test(c.h) || namesPeople(c.h))) return [];
  // Classes by period are a course schedule: the course reader sizes them, preparation included.
  if (COURSE_WORDS.test(t.header.join(' '))) return [];
  const periodCols = new Set(cols.map((c) => c.j));
  // Hours a unit beside the counts ("Hours per Inspection"): the staffing reader multiplies
  // them into stated hours row by row.
  if (t.header.some((h, j) => !periodCols.has(j) && HOURS_EACH.test(clean(h)))) return [];
  const header = t.header.map(clean).join('|').toLowerCase();
  // Totals and subtotals, and the header repeated after a page break, are no items.
  const body = t.rows.filter(
    (r) =>
      !r.some((c) => TOTAL.test(clean(c)) || SUBTOTAL.test(clean(c))) &&
      r.map(clean).join('|').toLowerCase() !== header,
  );
  // The column that names the rows: the first whose cells have words (past item numbers).
  const named = t.header.findIndex(
    (_, j) =>
      !periodCols.has(j) &&
      body.filter((r) => /[a-z]{3}/i.test(clean(r[j] ?? ''))).length >= Math.max(1, body.length - 1) &&
      /[a-z]{3}/i.test(clean(body[0]?.[j] ?? '')),
  );
  if (named < 0 || body.length < 1) return [];
  // "OY1 | OY2 | OY3" with no base column, as many as the periods: the ordering years, in order.
  const index = (p: PeriodLabel | null) => (shifted && p ? p.n - 1 : periodIndexOf(p, model.periods));
  const numbers = cols.map((c) => (c.p?.kind === 'option' ? c.p.n : -1));
  const shifted =
    cols.length === count &&
    numbers.every((n, k) => n === k + 1) &&
    !cols.some((c) => periodIndexOf(c.p, model.periods) === 0);
  // "Installation | Ordering Year 1 | ...": the rows are places of the one item the table's title
  // names ("Wells to be sounded per ordering year"), summed period by period.
  const title = clean((t.caption ?? '').replace(/^sheet:\s*/i, '').replace(/^sheet\s*\d*$/i, ''));
  if (PLACE_HEADER.test(clean(t.header[named] ?? '')) && /[a-z]{3}/i.test(title)) {
    if (!body.every((r) => cols.every((c) => isNum(r[c.j])))) return [];
    const byPeriod = Array.from({ length: count }, () => 0);
    for (const c of cols) {
      const i = index(c.p);
      if (i !== undefined && i >= 0 && i < count) byPeriod[i] = body.reduce((s, r) => s + num(r[c.j]), 0);
    }
    if (!((byPeriod[0] ?? 0) > 0)) return [];
    return [
      {
        label: title,
        text: `${title} ${body.map((r) => clean(r[named] ?? '')).join(', ')}`,
        value: byPeriod[0] ?? 0,
        byPeriod,
        table: t.id,
        document: t.document,
        ref: t.ref,
        quote: clip(
          `${title}: ${cols.map((c, k) => `${c.h} ${fmt(byPeriod[index(c.p) ?? k] ?? 0)}`).join(', ')}`,
          200,
        ),
      },
    ];
  }
  const out: TimedVolume[] = [];
  let unread = 0;
  for (const r of body) {
    const label = clean(r[named] ?? '');
    // A money line among the items ("Repair parts (cost reimbursable) | $38,000 | ...") is no work item.
    if (label && cols.every((c) => isMoneyCell(r[c.j] ?? ''))) continue;
    // A note ("Note: quantities are estimates") or a line without counts under the periods.
    if (!label || NOTE_ROW.test(label) || cols.every((c) => countOf(r[c.j]) === null)) continue;
    // A lump-sum or lot line ("Mobilization | LS | 1 | 1") counts no items.
    if (r.some((c) => LUMP_SUM.test(clean(c)))) continue;
    // People by period are staffing, not work items: the whole table is none.
    if (namesPeople(label)) return [];
    // A cell that is neither a count nor an empty period ("As required") leaves the row unread.
    if (!cols.every((c) => countOf(r[c.j]) !== null || EMPTY_CELL.test(clean(r[c.j] ?? '')))) {
      unread++;
      continue;
    }
    const byPeriod = Array.from({ length: count }, () => 0);
    for (const c of cols) {
      const i = index(c.p);
      if (i !== undefined && i >= 0 && i < count) byPeriod[i] = countOf(r[c.j]) ?? 0;
    }
    if (!((byPeriod[0] ?? 0) > 0)) continue;
    out.push({
      label,
      text: clean(r.join(' ')),
      value: byPeriod[0] ?? 0,
      byPeriod,
      table: t.id,
      document: t.document,
      ref: t.ref,
      quote: clip(
        `${t.caption ? `${clean(t.caption)}: ` : ''}${label}: ${cols.map((c) => `${c.h} ${fmt(countOf(r[c.j]) ?? 0)}`).join(', ')}`,
        200,
      ),
    });
  }
  // More rows that cannot be read than rows read: not a table of counts.
  return unread > out.length ? [] : out;
}

const plural = (noun: string) =>
  /y$/.test(noun) ? `${noun.slice(0, -1)}ies` : /s$/.test(noun) ? noun : `${noun}s`;
