import { coursePeriod } from '../../solicitation/facts/course-schedule';
import { NUMBER, parseNumber } from '../../solicitation/facts/numbers';
import type { SolicitationModel, Table } from '../../solicitation/model';
import { clip, fmt } from '../text';
import { DEFAULT_HOURS_PER_FTE, type PlanFrame } from './frame';
import { annualLine, apportion, type PlanLine, statedHours } from './lines';
import { lineItemRows } from './line-item-volumes';
import { type PhrasedRate, readRatePhrases } from './rate-phrases';
import { roleFor } from './roles';
import { documentRole } from './document-roles';
import {
  doneOtherwise,
  readHistoricalStaff,
  readLeaderTimes,
  readRedoShares,
  readUnitRates,
} from './workload-rates';
import { timedVolumes } from './workload-volumes';
import type { RedoShare } from './workload-rates';
import { aroundQuote, grossTimes, netTimes } from './gross-times';
import { customerCount } from './customer-counts';

/**
 * Hours by period of a volume that does not fall evenly: a backlog all in the first period; a
 * volume stated per period, each period's hours in proportion to its volume. None otherwise.
 */
export function unevenHours(frame: PlanFrame, item: VolumeItem, hours: number): number[] | undefined {
  if (item.once) return frame.periods.map((_, i) => (i === 0 ? hours : 0));
  const by = item.byPeriod;
  if (!by || !(item.value > 0)) return undefined;
  return frame.periods.map((_, i) => ((by[i] ?? 0) / item.value) * hours);
}

/**
 * A productivity the documents state for one kind of work item: minutes an item takes ("Desk-side
 * orders averaged 40 minutes of technician effort", "an intake interview takes about fifteen (15)
 * minutes") or items a worker completes in a day ("an examiner completes about ten
 * (12) patient visits in an eight-hour clinic day").
 */
export interface StatedRate {
  /** The words that name the item (and the worker when the sentence names one). */
  subject: string;
  /** Minutes one item takes. */
  minutes: number;
  /** The worker the sentence names ('dental assistant', 'technician'), when it does. */
  role?: string;
  /** Stated as items per day: the day's length and count (the day already holds its idle time). */
  perDay?: { count: number; dayHours: number };
  /** Stated as items a worker (an FTE) completes a year: hours follow the plan's hours per FTE. */
  perYear?: number;
  /** Stated as the staff that did the workload historically: hours are these FTE x hours per FTE. */
  fte?: number;
  /**
   * A year's count of the item the time is bound to in its own clause ("1,800 tests a year, each
   * taking about 45 minutes"): the rate sizes that count, not a volume matched by its words.
   */
  count?: number;
  /** The paragraph the rate sits in, which tells apart items its subject alone does not. */
  context?: string;
  /** The share of a volume the rate applies to ("about 10% of inpatient charts are referred"). */
  share?: { of: string; fraction: number };
  /** Where a table's rate sits (its document and span), so the words around it can be read. */
  at?: { document: string; start: number; end: number };
  /**
   * The words that give the time as the Government's own estimate of the effort per unit ("Government
   * estimate (hours per unit)"): the whole effort of an item, with no productive share on top.
   */
  allowed?: string;
  quote: string;
}

const UNIT = '(?<unit>minutes?|mins?|hours?|hrs?)';
const ABOUT = String.raw`(?:(?:about|approximately|around|roughly|on average|an average of|some)\s+)?`;
/** "<subject> averaged 40 minutes of technician effort", "<subject> takes about fifteen (15) minutes". */
const TIME_PER_ITEM = new RegExp(
  String.raw`^(?<subject>.{3,90}?)\s+(?:averaged|averages|average|took|takes|take|requires?|required|lasts?|lasted|needs?|needed)\s+${ABOUT}(?<n>${NUMBER})\s*${UNIT}\b(?:\s+of\s+(?<role>[a-z][a-z -]{2,30}?)\s+(?:effort|time|work|labou?r))?(?<rest>.*)$`,
  'i',
);
/** "Average handle time for <subject> was 6 minutes plus 1.5 minutes of after-call work." */
const HANDLE_TIME = new RegExp(
  String.raw`\baverage\s+(?:handle|handling|processing|service|talk|work)\s+time\s+(?:for|of|per)\s+(?<subject>.{3,80}?)\s+(?:was|is|of|averaged)\s+${ABOUT}(?<n>${NUMBER})\s*${UNIT}\b(?<rest>.*)$`,
  'i',
);
/** "<a worker> completes about ten (10) case reviews in an eight-hour day". */
const ITEMS_PER_DAY = new RegExp(
  String.raw`^(?<subject>.{3,90}?)\s+(?<verb>[a-z]{2,}s)\s+${ABOUT}(?<n>${NUMBER})\s+(?<items>(?:[a-z-]+\s){0,2}[a-z-]+?s)\s+(?:in|per|a|each|an)\s+(?:an?\s+)?(?:(?<h>${NUMBER})[- ]hours?\s+)?(?:[a-z]+\s)?(?<per>day|shift|workday|hour|year)\b`,
  'i',
);
/** The elliptical clause after it: "and a senior examiner about six (6)". */
const ELLIPSIS = new RegExp(
  String.raw`^(?:and\s+)?(?:a|an|each|one)\s+(?<subject>[a-z][a-z -]{2,40}?)\s+${ABOUT}(?<n>${NUMBER})\s*$`,
  'i',
);
const PLUS = new RegExp(
  String.raw`\bplus\s+${ABOUT}(?<n>${NUMBER})\s*(?<unit>minutes?|mins?|hours?|hrs?)\b`,
  'gi',
);
/** The worker a subject names: "a claims examiner", "by a records clerk". */
const WORKER =
  /\b(?:a|an|one|each|the|by)\s+(?<role>(?:[a-z]+\s){0,2}?(?:[a-z]+(?:ist|ian|ant|or|er)|nurse|aide|clerk|agent|guard|cook|driver))s?\b/i;

/**
 * A labelled rate on its own line or list item: "copy cataloging with minimal edits: eight (8)
 * titles an hour;", "- serial records: forty-five (45) minutes a title", "Inspection: 2 hours per
 * unit". The label names the work; the rate is items per hour or day, or time per item.
 */
const LIST_RATE =
  /^[ \t]*(?:[-*•▪◦]+|\(?[a-z0-9]{1,2}[.)])?[ \t]*(?<subject>[A-Za-z][^:\n]{2,100}?)[ \t]*:[ \t]*(?<value>[^\n;:]{1,60}?)[ \t]*[;.,]?(?:[ \t]+(?:and|or))?[ \t]*$/gm;
const VALUE_TIME =
  /^(?<num>.{1,40}?)\s*(?<unit>minutes?|mins?|hours?|hrs?)\s+(?:a|an|per|each|for each)\s+(?<item>[a-z][a-z-]+)$/i;
const VALUE_COUNT =
  /^(?<num>.{1,40}?)\s*(?<items>[a-z][a-z-]+s)\s+(?:an|a|per|each)\s+(?<per>hour|day|workday|shift)$/i;
/** Labels of times that are deadlines or windows, not the effort an item takes. */
const NOT_EFFORT_LABEL =
  /\b(?:respon\w*|resolution|turnaround|deadline|notice|arrival|wait\w*|hours of|coverage|operation|travel|delivery|due|within|minimum|maximum|break|lunch|shift)\b/i;
/** The number of a value: the digits in parentheses when words precede them ("one and one-half (1.5)"). */
function listNumber(raw: string): number {
  const paren = raw.match(/\((\d+(?:\.\d+)?)\)\s*$/);
  if (paren) return Number(paren[1]);
  const m = raw.trim().match(new RegExp(`^${ABOUT}(${NUMBER})$`, 'i'));
  return m?.[1] ? parseNumber(m[1]) : Number.NaN;
}

/** Labelled rates of list items and lines (see `LIST_RATE`). */
function listRates(text: string): StatedRate[] {
  const out: StatedRate[] = [];
  for (const m of text.matchAll(LIST_RATE)) {
    const subject = (m.groups?.subject ?? '').replace(/\s+/g, ' ').trim();
    const value = (m.groups?.value ?? '').replace(/\s+/g, ' ').trim();
    if (NOT_EFFORT_LABEL.test(subject) || /\d/.test(subject.replace(/\([^)]*\)/g, ''))) continue;
    const quote = m[0].replace(/\s+/g, ' ').trim();
    const time = value.match(VALUE_TIME)?.groups;
    // "Data Manager: 2,080 hours per year" is an amount of effort, not a time per item.
    if (
      time &&
      /^(?:year|month|week|day|period|quarter|annum|fte|person|position|employee|shift|hour|minute)s?$/i.test(
        time.item ?? '',
      )
    )
      continue;
    if (time) {
      const minutes = toMinutes(listNumber(time.num ?? ''), time.unit ?? '');
      if (minutes > 0 && minutes <= 8 * 60)
        out.push({
          subject: `${subject} ${time.item ?? ''}`,
          minutes: Math.round(minutes * 100) / 100,
          quote,
        });
      continue;
    }
    const count = value.match(VALUE_COUNT)?.groups;
    if (!count || /^(?:hours?|minutes?|days?|weeks?)$/i.test(count.items ?? '')) continue;
    const n = listNumber(count.num ?? '');
    const dayHours = /^hour$/i.test(count.per ?? '') ? 1 : 8;
    if (!(n > 0)) continue;
    out.push({
      subject: `${subject} ${count.items ?? ''}`,
      minutes: Math.round(((dayHours * 60) / n) * 100) / 100,
      perDay: { count: n, dayHours },
      quote,
    });
  }
  return out;
}

/** Agent-like nouns that are places or things, never the worker of a rate. */
const PLACE_NOUN =
  /(?:center|centre|computer|server|printer|scanner|meter|number|order|quarter|folder|register|water|chapter|counter|theater|theatre|shelter|cluster|trailer|container|monitor|elevator|generator|sector|floor|door|corridor|harbor|harbour)$/i;
/** A party to the contract, a firm and no worker, though its name ends as a worker's does. */
const PARTY_NOUN =
  /^(?:contractor|subcontractor|offeror|quoter|bidder|vendor|supplier|provider|awardee|incumbent|government|officer)$/i;
/** The first worker a subject names that is no place ("each center's technician" -> "technician") nor a party ("the Contractor"). */
function workerIn(subject: string): string | undefined {
  for (const m of subject.matchAll(new RegExp(WORKER.source, 'gi'))) {
    const role = m.groups?.role ?? '';
    const last = role.split(/\s+/).pop() ?? '';
    if (!PLACE_NOUN.test(last) && !PARTY_NOUN.test(last)) return role;
  }
  return undefined;
}
/** "One FTE processes ...", "a full-time examiner ...": the worker is a year of paid hours. */
const FTE_SUBJECT = /\b(?:FTE|full[- ]time (?:equivalent|employee|staff member))\b/i;
/** "a dental assistant" -> "dental assistant". */
const bare = (role: string | undefined) =>
  role?.replace(/^(?:(?:a|an|the|by|one|each)\s+)+/i, '').trim() || undefined;
const toMinutes = (n: number, unit: string) => (/^h/i.test(unit) ? n * 60 : n);

/**
 * Productivities stated in the documents' sentences (several clauses of one sentence each
 * read), with the worker the sentence names.
 * @example
 * readStatedRates(['Work orders averaged 40 minutes of technician effort, and a relocation averaged 2 hours.']).map((r) => r.minutes) // [40, 120]
 */
export function readStatedRates(texts: readonly string[]): StatedRate[] {
  const out: StatedRate[] = texts.flatMap(listRates);
  for (const sentence of texts.flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/))) {
    if (!/\b(?:minutes?|mins?|hours?|hrs?|day|shift|year)\b/i.test(sentence)) continue;
    const quote = sentence.replace(/\s+/g, ' ').trim();
    let lastPerDay: { items: string; dayHours: number } | undefined;
    for (const clause of sentence.split(/;\s+|,\s+(?=and\s)|\s+and\s+(?=(?:a|an)\s)/)) {
      const c = clause.replace(/\s+/g, ' ').trim().replace(/[.]$/, '');
      const handle = c.match(HANDLE_TIME) ?? c.match(TIME_PER_ITEM);
      if (handle?.groups) {
        const g = handle.groups;
        let minutes = toMinutes(parseNumber(g.n ?? ''), g.unit ?? '');
        for (const p of (g.rest ?? '').matchAll(PLUS))
          minutes += toMinutes(parseNumber(p.groups?.n ?? ''), p.groups?.unit ?? '');
        const subject = (g.subject ?? '').replace(/^(?:and\s+)/i, '');
        if (
          !(minutes > 0 && minutes <= 8 * 60) ||
          // "historical average 45 minutes" names no item: the rate phrases read it under its heading.
          /^(?:the\s+)?(?:historical(?:ly)?|overall|typical(?:ly)?|current(?:ly)?|past|recent)$/i.test(
            subject.trim(),
          ) ||
          /\b(?:within|before|after|response|respond|arrive)\b/i.test(subject)
        )
          continue;
        const role = bare(g.role ?? subject.match(WORKER)?.groups?.role);
        out.push({ subject, minutes: Math.round(minutes * 100) / 100, ...(role ? { role } : {}), quote });
        continue;
      }
      const perDay = c.match(ITEMS_PER_DAY)?.groups;
      const ellipsis = perDay ? undefined : lastPerDay ? c.match(ELLIPSIS)?.groups : undefined;
      const g = perDay ?? ellipsis;
      if (!g) continue;
      // "The help desk handles 300 calls a day" is a volume; a rate names who does the work
      // ("The Medical Center handles 75,760 visits a year": a place is no worker).
      if (perDay && !workerIn(g.subject ?? '') && !FTE_SUBJECT.test(g.subject ?? '')) continue;
      const count = parseNumber(g.n ?? '');
      // "An examiner completes about 1,200 claims a year": a year of one worker's paid hours.
      if (perDay && /^year$/i.test(g.per ?? '')) {
        if (!(count > 0)) continue;
        const role = bare((g.subject ?? '').match(WORKER)?.groups?.role);
        out.push({
          subject: `${g.subject ?? ''} ${g.items ?? ''}`.trim(),
          minutes: Math.round(((DEFAULT_HOURS_PER_FTE * 60) / count) * 100) / 100,
          ...(role ? { role } : {}),
          perYear: count,
          quote,
        });
        continue;
      }
      const items = perDay ? (g.items ?? '') : (lastPerDay?.items ?? '');
      const dayHours = perDay
        ? /^hour$/i.test(g.per ?? '')
          ? 1
          : g.h
            ? parseNumber(g.h)
            : 8
        : (lastPerDay?.dayHours ?? 8);
      if (!(count > 0 && dayHours > 0 && dayHours <= 24)) continue;
      lastPerDay = { items, dayHours };
      const subject = `${g.subject ?? ''} ${items}`.trim();
      const role = bare((ellipsis ? `a ${g.subject}` : (g.subject ?? '')).match(WORKER)?.groups?.role);
      out.push({
        subject,
        minutes: Math.round(((dayHours * 60) / count) * 100) / 100,
        ...(role ? { role } : {}),
        perDay: { count, dayHours },
        quote,
      });
    }
  }
  return out;
}

/** A yearly volume of one kind of work item, from a workload table (a row or a column). */
export interface VolumeItem {
  label: string;
  /** All the words of its row or column, notes included (channel shares: "phone 58%"). */
  text: string;
  value: number;
  /** The volume by place, when the table gives it a row per place (a clinic, an office). */
  places?: { place: string; value: number }[];
  /** The volume of each period, when the documents state one per period. */
  byPeriod?: number[];
  /** A one-time volume (a backlog): its hours fall in the first period. */
  once?: boolean;
  /** The table a row per item came from (its rows are items of their own). */
  table?: string;
  document: string;
  ref: string;
  quote: string;
}

const num = (cell: string | undefined) => Number((cell ?? '').replace(/[*,\s$]/g, ''));
const isNum = (cell: string | undefined) => /^\s*\**[\d,]+(?:\.\d+)?\**\s*$/.test(cell ?? '');
const clean = (s: string) => s.replace(/\*+/g, '').replace(/\s+/g, ' ').trim();
/** Words that say a table's volumes are a year's. */
const ANNUAL =
  /\b(?:annual(?:ly)?|per year|a year|yearly|fiscal year|FY ?\d{2,4}|twelve(?: \(12\))? months|12 months|calendar year)\b/i;
/** Times a year the volumes of a text come: a year's (1), a month's (12), a week's (52); none when it does not say. */
function yearFactor(text: string): number | undefined {
  if (ANNUAL.test(text)) return 1;
  if (/\b(?:monthly|per month|a month|each month|average month)\b/i.test(text)) return 12;
  if (/\b(?:weekly|per week|a week|each week)\b/i.test(text)) return 52;
  return undefined;
}
/** A first column that names places: its rows are where a volume falls, not items of work. */
const PLACE_COL =
  /^(?:sites?|locations?|buildings?|offices?|facilit(?:y|ies)|cent(?:er|re)s?|clinics?|installations?|regions?|districts?|stations?|campus(?:es)?|branch(?:es)?)$/i;
const YEAR_WORDS =
  /\b(?:annual|yearly|monthly|estimated|projected|historical|volume|per (?:year|month))\b|[()]/gi;
/** A column that sums a year's sub-periods ("Year", "Annual total", "Full year"). */
const YEAR_COL =
  /^(?:(?:full\s+)?year|annual(?:\s+total)?|year(?:ly)?\s+total|total\s+(?:for\s+the\s+|per\s+)?year)$/i;
const VOLUME_COL = /\b(?:volume|count|quantity|number|annual|yearly|monthly|per (?:year|month))\b/i;
const NOT_COUNT =
  /\b(?:rate|percent|%|time|minutes?|seconds?|hours?|cost|price|\$|average|avg|speed|level|target|operatories|population|notes?|remarks?|comments?)\b/i;
const TOTAL = /^\W*(?:grand\s+)?(?:sub-?)?totals?\b/i;
/** A label that is only a total ("Total", "Grand total:", "Subtotals"). */
const ONLY_TOTAL = /^\W*(?:grand\s+)?(?:sub-?)?totals?\W*$/i;
/**
 * Whether a row sums the others: labelled a total alone, or a total label on the last row. "Total
 * coliform" or "Total suspended solids" higher up is an item that starts with the word.
 */
function totalRow(t: Table, r: string[], label: string): boolean {
  return TOTAL.test(label) && (ONLY_TOTAL.test(label) || r === t.rows[t.rows.length - 1]);
}
/** A cell that numbers a line item ("0001", "0001AA", "CLIN 0002", "3.1", "A-4"), not names it. */
const ITEM_NUMBER = /^(?:(?:CLIN|SLIN|item|line|no\.?)\s*)?[A-Z]{0,2}-?\d[\dA-Z.-]{0,9}$/i;
/**
 * The column that names a table's rows: the first, unless it only numbers them ("Item | Test |
 * Annual Quantity | Minutes per Sample" with 0001, 0002, ...): then the first column after it whose
 * every cell has words.
 */
function labelColumn(t: Table): number {
  const body = t.rows.filter((r) => !TOTAL.test(clean(r[0] ?? '')) && !TOTAL.test(clean(r[1] ?? '')));
  if (body.length < 2 || !body.every((r) => ITEM_NUMBER.test(clean(r[0] ?? '')))) return 0;
  const j = t.header.findIndex((_, k) => k > 0 && body.every((r) => /[a-z]{3}/i.test(clean(r[k] ?? ''))));
  return Math.max(j, 0);
}

const SEASON_ROW =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s+\d{2,4})?$|^(?:q[1-4]|(?:first|second|third|fourth) quarter|quarter \d)\b/i;

/** The 400 characters before a table in its document, where "the table below shows ... in fiscal year 2026" sits. */
function lead(t: Table, model: SolicitationModel, texts: readonly string[]): string {
  const i = model.documents.findIndex((d) => d.name === t.document);
  const text = texts[Math.max(i, 0)] ?? '';
  const before = text.slice(Math.max(0, t.start - 400), t.start);
  // The table's own section: a "monthly report" of the task above says nothing of its volumes.
  const heading = [...before.matchAll(/^\s*(?:[A-Z]\.)?\d+(?:\.\d+)*\.?\s+[A-Z][A-Z ,&/-]{3,}$/gm)].pop();
  return heading ? before.slice((heading.index ?? 0) + heading[0].length) : before;
}

/**
 * Yearly volumes of work items from workload tables: a row per item with a volume column
 * ("Workload item | Annual volume | Notes"), or a column per item with a row per site and a
 * total ("Office | Claims | Appeals | Intake interviews"). The table, its
 * caption or the sentence before it must say the volumes are a year's (a monthly column is x 12).
 * Period tables (ordered quantities) and staffing tables are read elsewhere.
 * @example
 * volumeItems(model, texts)[0] // { label: 'Work orders', value: 5000, ... }
 */
export function volumeItems(model: SolicitationModel, texts: readonly string[]): VolumeItem[] {
  const staffing = new Set(model.staffingTables.map((s) => s.tableId).filter(Boolean));
  const out: VolumeItem[] = [];
  for (const t of model.tables) {
    if (staffing.has(t.id) || t.header.some((h) => coursePeriod(h)) || t.rows.length < 1) continue;
    const src = (label: string, value: number) => ({
      document: t.document,
      ref: t.ref,
      quote: clip(`${t.caption ? `${clean(t.caption)}: ` : ''}${label} ${fmt(value)}`, 200),
    });
    /** One item of the table's column, split by place when two or more places carry it. */
    const byPlace = (label: string, value: number, places: { place: string; value: number }[]) => ({
      label,
      text: label,
      value,
      ...(places.length >= 2 ? { places } : {}),
      ...src(label, value),
    });
    const factor = yearFactor(t.caption ?? '') ?? yearFactor(lead(t, model, texts));
    // A backlog counted by kind ("Category | Description | Count" with "18,400 volumes"): each
    // row a one-time volume, named by its longest words.
    const backlog = backlogRows(t, `${t.caption ?? ''} ${lead(t, model, texts)}`);
    if (backlog.length) {
      for (const r of backlog)
        out.push({ label: r.label, text: r.text, value: r.value, once: true, ...src(r.label, r.value) });
      continue;
    }
    // A row per item: the volume column.
    const volCol = t.header.findIndex(
      (h, j) => j > 0 && VOLUME_COL.test(h) && !NOT_COUNT.test(h) && !TIME_COL.test(h),
    );
    // "Workload item | Cycle 1 | Cycle 2 | Cycle 3 | Year": the last column is the year's sum.
    const yearCol = volCol > 0 ? -1 : t.header.findIndex((h, j) => j > 1 && YEAR_COL.test(clean(h)));
    // The column must be the sum of the sub-period cells before it, row by row.
    const sums = (r: string[]) => {
      const parts = r.slice(1, yearCol).filter(isNum).map(num);
      return parts.length >= 2 && Math.abs(parts.reduce((x, y) => x + y, 0) - num(r[yearCol])) <= 1;
    };
    if (yearCol > 1 && t.rows.filter((r) => isNum(r[yearCol]) && sums(r)).length >= 2) {
      for (const r of t.rows) {
        const label = clean(r[0] ?? '');
        if (!label || TOTAL.test(label) || !isNum(r[yearCol])) continue;
        const value = num(r[yearCol]);
        if (value > 0) out.push({ label, text: clean(r.join(' ')), value, ...src(label, value) });
      }
      continue;
    }
    if (volCol > 0 && t.rows.filter((r) => isNum(r[volCol])).length >= 2) {
      const times = yearFactor(t.header[volCol] ?? '') ?? factor;
      // A price schedule's line items, one by one (the base period's quantities are a year's).
      // "Site | Annual Calls": one item, the column's, with a row per place and a total.
      if (times && PLACE_COL.test(clean(t.header[0] ?? ''))) {
        const label = clean(t.header[volCol] ?? '')
          .replace(YEAR_WORDS, '')
          .trim();
        const total = t.rows.find((r) => TOTAL.test(clean(r[0] ?? '')) && isNum(r[volCol]));
        const places = t.rows
          .filter((r) => r !== total && clean(r[0] ?? '') && isNum(r[volCol]))
          .map((r) => ({ place: clean(r[0] ?? ''), value: num(r[volCol]) * times }));
        const value = total ? num(total[volCol]) * times : places.reduce((x, p) => x + p.value, 0);
        if (label && value > 0) {
          out.push(byPlace(label, value, places));
          continue;
        }
      }
      const items = times ? [] : lineItemRows(t);
      for (const r of items)
        out.push({ label: r.label, text: r.row, value: r.value, ...src(r.label, r.value) });
      if (!times) continue;
      const named = labelColumn(t);
      for (const r of t.rows) {
        const label = clean(r[named] ?? '');
        if (!label || totalRow(t, r, clean(r[0] ?? '')) || totalRow(t, r, label) || !isNum(r[volCol]))
          continue;
        const value = num(r[volCol]) * times;
        if (value > 0) out.push({ label, text: clean(r.join(' ')), value, ...src(label, value) });
      }
      continue;
    }
    // A column per item, a row per place, and a total.
    const total = t.rows.find((r) => TOTAL.test(clean(r[0] ?? '')));
    const body = t.rows.filter((r) => r !== total);
    // Twelve rows of months add up to a year, whatever "monthly" the text before says.
    const months = body.length >= 12 && body.every((r) => SEASON_ROW.test(clean(r[0] ?? '')));
    const said = yearFactor(t.header.join(' ')) ?? factor;
    const times = months && said ? 1 : said;
    if (!times) continue;
    t.header.forEach((h, j) => {
      const label = clean(h);
      if (j === 0 || !label || TOTAL.test(label) || NOT_COUNT.test(label)) return;
      if (!body.every((r) => isNum(r[j]))) return;
      const value =
        (total && isNum(total[j]) ? num(total[j]) : body.reduce((s, r) => s + num(r[j]), 0)) * times;
      // Rows of months or quarters are a season's spread, not places.
      const places = body
        .map((r) => ({ place: clean(r[0] ?? ''), value: num(r[j]) * times }))
        .filter((x) => x.place && !SEASON_ROW.test(x.place));
      if (value > 0) out.push(byPlace(label, value, places));
    });
  }
  // Volumes by period, by month, over the whole term or as a backlog.
  for (const v of timedVolumes(model)) {
    const noun = stems(v.label);
    // Rows of one table by period are items of their own ("Field inspection", "Re-inspection").
    if (
      noun.size &&
      !out.some((o) => !(v.table && o.table === v.table) && overlap(noun, stems(o.label)).length)
    )
      out.push(v);
  }
  // Volumes stated in sentences ("about 2,000 tickets a month"), for items no table counts.
  const PER_YEAR = { day: 260, week: 52, month: 12, year: 1 } as const;
  for (const q of model.quantities) {
    if (!q.per || !(q.value > 0) || customerCount(q, model)) continue;
    const noun = stems(q.noun);
    if (!noun.size || out.some((o) => overlap(noun, stems(o.label)).length)) continue;
    // "6,000 meters each month; 1,100 of these are read automatically": the rest is the work.
    // Its sentence and the next one.
    const after = aroundQuote(texts, q.quote, 0, Math.min(600, q.quote.length + 250));
    const ends = [...after.matchAll(/[.!?](?=\s|$)/g)].map((m) => m.index);
    const net = doneOtherwise(after.slice(0, (ends[1] ?? after.length) + 1), q.value);
    const value = (q.value - net) * PER_YEAR[q.per];
    out.push({
      label: q.noun,
      text: q.quote,
      value,
      document: q.document,
      ref: q.ref,
      quote: clip(q.quote, 200),
    });
  }
  return out;
}

/**
 * The worker a piece of work names by its verb, when the documents call people so: "copy
 * cataloging" -> "Cataloger" where the text speaks of "the Library's own catalogers" or
 * "catalogers holding an MLS". The agent noun must stand where a person does (after "own",
 * "qualified", "by", or before "who", "holding", "shall"), so a "scanner" that is a machine is none.
 * @example
 * agentOf('original cataloging', ['Catalogers holding an MLS are exempt.']) // 'Cataloger'
 */
export function agentOf(work: string, texts: readonly string[]): string | undefined {
  const all = texts.join('\n');
  for (const m of work.toLowerCase().matchAll(/\b([a-z]{3,}?)(?:ing)\b/g)) {
    const stem = m[1] ?? '';
    const forms = [`${stem}er`, `${stem}or`, `${stem.replace(/(.)\1$/, '$1')}er`, `${stem}r`];
    for (const f of new Set(forms)) {
      const person = new RegExp(
        `\\b(?:own|qualified|certified|experienced|professional|trained|skilled|by|its|our)\\s+${f}s?\\b|\\b${f}s?\\s+(?:who|holding|shall|must|will\\s+(?:perform|complete))\\b`,
        'i',
      );
      if (person.test(all)) return f.replace(/^[a-z]/, (c) => c.toUpperCase());
    }
  }
  return undefined;
}

/** Words that say a table counts work on hand to clear once, not a year's flow. */
const BACKLOG =
  /\bbacklogs?\b|\b(?:uncataloged|unprocessed|unscanned|unreviewed|accumulated|pending)\s+(?:items|records|files|cases|claims|volumes|documents|boxes)\b/i;
/** A count cell: "18,400", "2,150 titles", "640 boxes". */
const COUNT_CELL = /^\s*\**(\d{1,3}(?:,\d{3})+|\d+)\**(?:\s+[a-z][a-z -]{1,20})?\s*$/i;

/**
 * The rows of a backlog table: the table or the words before it say backlog, and a count
 * column (plain numbers or numbers with their noun) holds two or more counts. Each row is
 * named by its longest text cell (the description beside a category letter).
 */
function backlogRows(t: Table, context: string): { label: string; text: string; value: number }[] {
  if (!BACKLOG.test(`${context} ${t.header.join(' ')}`)) return [];
  const col = t.header.findIndex(
    (h, j) =>
      j > 0 && /\b(?:count|quantity|number|volume|items|total|estimated)\b/i.test(h) && !NOT_COUNT.test(h),
  );
  if (col < 0) return [];
  const rows = t.rows.filter((r) => !TOTAL.test(clean(r[0] ?? '')) && COUNT_CELL.test(clean(r[col] ?? '')));
  if (rows.length < 2) return [];
  return rows
    .map((r) => {
      const words = r.filter((c, j) => j !== col && /[a-z]{3}/i.test(c)).map(clean);
      const label = words.sort((a, b) => b.length - a.length)[0] ?? clean(r[0] ?? '');
      const value = num(clean(r[col] ?? '').match(COUNT_CELL)?.[1]);
      return { label, text: clean(r.join(' ')), value };
    })
    .filter((r) => r.value > 0);
}

/** A column of time per item: "Average handle time (minutes)", "Hours per work order", "Minutes each". */
const TIME_COL = /\b(?:minutes?|mins?|hours?|hrs?)\b/i;
const PER_ITEM_COL = /\b(?:average|avg|handle|handling|time|per|each|effort|duration|standard|unit)\b/i;
const NOT_PER_ITEM = /\b(?:total|annual|yearly|monthly|of operation|coverage|response|resolution|speed)\b/i;
/** A column or caption that gives the times as the Government's estimate ("Govt. estimated hours per unit"). */
const GOVERNMENT_ESTIMATE =
  /\b(?:government|gov't|govt\.?)(?:'s)?\s+(?:estimated?|est\.)|\bestimated\s+by\s+the\s+government\b/i;
/** A column whose cells are targets or limits, never the share of an item the row's work takes. */
const NOT_SHARE_COL =
  /\b(?:standard|acceptable|aql|threshold|target|metric|performance|quality|limit|complete)\b/i;
/** A cell that is only a share of another item: "8% of soundings", "5 percent of rebindings". */
const SHARE_CELL =
  /^(?:about\s+|approximately\s+|roughly\s+|~\s*)?(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(?:the\s+|all\s+)?([a-z][a-z -]{2,40})$/i;
/** The share of another item a row's work takes, from a cell of its own ("8% of soundings"). */
function rowShare(t: Table, r: string[], skip: number): StatedRate['share'] {
  for (let j = 0; j < r.length; j++) {
    if (j === skip || NOT_SHARE_COL.test(t.header[j] ?? '')) continue;
    const m = clean(r[j] ?? '').match(SHARE_CELL);
    const fraction = Number(m?.[1]) / 100;
    if (m?.[2] && fraction > 0 && fraction < 1) return { of: m[2].trim(), fraction };
  }
  return undefined;
}

/**
 * Productivities a workload table states beside its volumes: a column of minutes or hours per
 * item ("Average handle time (minutes)"), one rate per row, named by the row's item.
 * @example
 * tableRates(model)[0] // { subject: 'Work orders', minutes: 90, ... }
 */
export function tableRates(model: SolicitationModel): StatedRate[] {
  const out: StatedRate[] = [];
  for (const t of model.tables) {
    const col = t.header.findIndex(
      (h, j) => j > 0 && TIME_COL.test(h) && PER_ITEM_COL.test(h) && !NOT_PER_ITEM.test(h),
    );
    if (col < 0) continue;
    const hours =
      /\b(?:hours?|hrs?)\b/i.test(t.header[col] ?? '') && !/\bminutes?\b/i.test(t.header[col] ?? '');
    const named = labelColumn(t);
    const estimate = `${t.header[col] ?? ''}\n${t.caption ?? ''}`.match(GOVERNMENT_ESTIMATE)
      ? clean(t.caption ? `${t.caption}: ${t.header[col]}` : (t.header[col] ?? ''))
      : undefined;
    for (const r of t.rows) {
      const label = clean(r[named] ?? '');
      const cell = clean(r[col] ?? '');
      if (
        !label ||
        totalRow(t, r, clean(r[0] ?? '')) ||
        totalRow(t, r, label) ||
        !/^\d[\d,]*(?:\.\d+)?$/.test(cell)
      )
        continue;
      const minutes = num(cell) * (hours ? 60 : 1);
      if (!(minutes > 0 && minutes <= 8 * 60)) continue;
      // "Re-sounding after failure | well | 0.33 | 8% of soundings": the row sizes that share only.
      const share = estimate ? rowShare(t, r, named) : undefined;
      out.push({
        subject: label,
        minutes,
        ...(estimate ? { allowed: estimate } : {}),
        ...(share ? { share } : {}),
        at: { document: t.document, start: t.start, end: t.end },
        quote: clip(`${t.caption ? `${clean(t.caption)}: ` : ''}${label}, ${t.header[col]} ${cell}`, 200),
      });
    }
  }
  return out;
}

/** A header line of times per unit ("Work item Unit Government estimate (hours per unit)"). */
const PER_UNIT_HEAD =
  /\b(?:minutes?|mins?|hours?|hrs?)\s*(?:per|\/|each)\s*(?:unit|item|each|occurrence|task|event)\b|\b(?:per|each)\s+(?:unit|item)\b/i;
const MONEY_HEAD = /\$|\b(?:price|cost|dollars?|amount|rate\s+card)\b/i;
/** A row of such a table flattened to a line: its words, then the first number, then a note. */
const ROW_LINE =
  /^(?<label>[A-Za-z][A-Za-z0-9 ,/&'()-]{2,80}?)\s+(?<n>\d{1,3}(?:\.\d+)?)(?:\s+(?<rest>[^\n]{0,80}))?$/;
const SHARE_NOTE = /(\d{1,2}(?:\.\d+)?)\s*(?:%|percent)\s+of\s+(?:the\s+|all\s+)?([a-z][a-z -]{2,40})$/i;

/**
 * The Government's effort per unit in a table a PDF or a scan flattened to lines: a header line
 * that gives the times as the Government's estimate per unit ("Work item Unit Government estimate
 * (hours per unit)") and, under it, a row per item ("Well sounding well 0.33", "Re-sounding after
 * failure well 0.33 8% of soundings") up to a blank line or a heading. Rows the table reader
 * already read are left to it; a header of prices, response times or totals reads nothing.
 * @example
 * estimateLines(model, ['Task Unit Government estimate (hours per unit)\nSpine repair volume 0.75\nRebinding volume 2'])[0] // { subject: 'Spine repair', minutes: 45, ... }
 */
export function estimateLines(
  model: SolicitationModel,
  texts: readonly string[],
  read: ReadonlySet<string> = new Set(),
): StatedRate[] {
  const out: StatedRate[] = [];
  texts.forEach((text, d) => {
    const document = model.documents[d]?.name ?? '';
    for (const m of text.matchAll(new RegExp(GOVERNMENT_ESTIMATE.source, 'gi'))) {
      const start = text.lastIndexOf('\n', m.index) + 1;
      const stop = text.indexOf('\n', m.index);
      const head = text.slice(start, stop < 0 ? text.length : stop);
      if (
        head.length > 160 ||
        head.includes('|') ||
        !TIME_COL.test(head) ||
        !PER_UNIT_HEAD.test(head) ||
        NOT_PER_ITEM.test(head) ||
        MONEY_HEAD.test(head)
      )
        continue;
      const hours = /\b(?:hours?|hrs?)\b/i.test(head) && !/\bminutes?\b/i.test(head);
      // "Work item Unit Government estimate": a unit column before the time ends each row's words.
      const unitCol = /\bunits?(?:\s+of\s+measure)?\b/i.test(head.slice(0, m.index - start));
      const rows: StatedRate[] = [];
      let at = stop < 0 ? text.length : stop + 1;
      for (let k = 0; k < 40 && at < text.length; k++) {
        const end = text.indexOf('\n', at);
        const line = text.slice(at, end < 0 ? text.length : end).trim();
        const from = at;
        at = end < 0 ? text.length : end + 1;
        if (!line) {
          if (rows.length) break;
          continue;
        }
        const r = line.match(ROW_LINE);
        if (!r?.groups) break;
        let words = clean(r.groups.label ?? '').split(' ');
        if (unitCol && words.length > 2) words = words.slice(0, -1);
        const label = words.join(' ');
        const minutes = Number(r.groups.n) * (hours ? 60 : 1);
        if (TOTAL.test(label) || !(minutes > 0 && minutes <= 8 * 60)) continue;
        const note = clean(r.groups.rest ?? '').match(SHARE_NOTE);
        const fraction = Number(note?.[1]) / 100;
        rows.push({
          subject: label,
          minutes,
          allowed: clean(head),
          ...(note?.[2] && fraction > 0 && fraction < 1 ? { share: { of: note[2].trim(), fraction } } : {}),
          at: { document, start: from, end: from + line.length },
          quote: clip(`${clean(head)}: ${line}`, 200),
        });
      }
      if (rows.length >= 2) out.push(...rows.filter((r) => !read.has(r.subject.toLowerCase())));
    }
  });
  return out;
}

const STOP = new Set(
  'the and for with from each about average averaged time minutes minute hours hour effort work per day this these that was were are its their his her into onto total number general other all any some more than only also after before during clinic'.split(
    ' ',
  ),
);
const SYNONYM: Record<string, string> = {
  telephone: 'phone',
  telephonic: 'phone',
  'e-mail': 'email',
  mail: 'email',
};
/** Significant word stems ('inspector' and 'inspection' both 'inspec'). */
function stems(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[a-z][a-z-]*[a-z]|[a-z]/g) ?? [])
      .flatMap((w) => [w, ...w.split('-')])
      .map((w) => SYNONYM[w] ?? w)
      .filter((w) => w.length >= 3 && !STOP.has(w))
      .map((w) => (w.length > 3 ? w.replace(/s$/, '') : w))
      .map((w) => w.slice(0, 6)),
  );
}
const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w));

/** The share of a volume a channel takes, from its notes ("phone 58%, chat 9%"). */
function channelShare(item: VolumeItem, subject: Set<string>): number | undefined {
  for (const m of item.text.matchAll(/\b([a-z][a-z-]+)\s+(\d{1,2}(?:\.\d+)?)\s*%/gi)) {
    const w = stems(m[1] ?? '');
    if (overlap(w, subject).length) return Number(m[2]) / 100;
  }
  return undefined;
}

/** A rate matched to the volume it sizes. */
export interface RatedVolume {
  rate: StatedRate;
  item: VolumeItem;
  /** Share of the item's volume the rate applies to (a channel), 1 for all of it. */
  share: number;
}

/**
 * Pairs each stated rate with the volume it sizes, by the words they share: the item's own
 * label first; its notes only through a stated channel share ("chat 9%"). Each item takes its
 * best-matching rate, unless the rates split it by channel.
 */
export function matchRates(rates: StatedRate[], items: VolumeItem[]): RatedVolume[] {
  const pairs: (RatedVolume & { score: number })[] = [];
  const deferred: { rate: StatedRate; of: Set<string> }[] = [];
  // Each item's words once, not once for every rate.
  const labelWords = new Map(items.map((item) => [item, stems(item.label)]));
  for (const rate of rates) {
    const s = stems(rate.subject);
    const of = rate.share ? stems(rate.share.of) : undefined;
    const context = rate.context ? stems(rate.context) : undefined;
    let best: (RatedVolume & { score: number }) | undefined;
    for (const item of items) {
      const words = labelWords.get(item) ?? stems(item.label);
      // "About 10% of inpatient charts are referred": the rate sizes that share of the item named.
      if (of && rate.share) {
        const n = overlap(of, words).length;
        if (n && (!best || n > best.score)) best = { rate, item, share: rate.share.fraction, score: n };
        continue;
      }
      const label = overlap(s, words).length;
      const share = channelShare(item, s);
      // The rate's paragraph tells apart items its subject matches alike.
      const score =
        label * 2 + (share !== undefined ? 1 : 0) + (context ? overlap(context, words).length / 10 : 0);
      if (!label && share === undefined) continue;
      if (!best || score > best.score) best = { rate, item, share: share ?? 1, score };
    }
    if (best) pairs.push(best);
    else if (of && rate.share) deferred.push({ rate, of });
  }
  // "Re-sounding | 8% of soundings" beside "Well sounding": the share is of the item the rate its
  // words name sizes, when no item's own label names it.
  for (const d of deferred) {
    const base = pairs.find((p) => p.share === 1 && overlap(d.of, stems(p.rate.subject)).length);
    if (base && d.rate.share)
      pairs.push({ rate: d.rate, item: base.item, share: d.rate.share.fraction, score: 1 });
  }
  // "9.5 minutes per call" and "4 minutes per outbound call": the plain rate gives way on the item
  // the specific one takes and sizes the other item its words name as well.
  for (const p of pairs) {
    if (p.share < 1 || !pairs.some((q) => q !== p && q.item === p.item && q.share === 1 && q.score > p.score))
      continue;
    const s = stems(p.rate.subject);
    const want = overlap(s, stems(p.item.label)).length;
    const free = items.find(
      (i) => i !== p.item && !pairs.some((q) => q.item === i) && overlap(s, stems(i.label)).length === want,
    );
    if (free) p.item = free;
  }
  // Without channel shares an item is sized once, by its best rate.
  return pairs.filter(
    (p) =>
      p.share < 1 || !pairs.some((q) => q !== p && q.item === p.item && q.share === 1 && q.score > p.score),
  );
}

/** Share of paid hours spent on counted items; for contacts also the occupancy a queue allows. */
export const PRODUCTIVE = 0.75;
export const OCCUPANCY = 0.85;
const CONTACT = /\b(?:calls?|contacts?|chats?|messages?|e-?mails?|inquir(?:y|ies))\b/i;
const GENERIC_WORKER = /^(?:technicians?|staff|analysts?|workers?|personnel|employees?|agents?)$/i;
const title = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
/** The worker measured times are of: "time per item for a trained technician", "timed by one records clerk". */
const TIMED_FOR =
  /\b(?:for|by|of)\s+(?:an?|one|each|the)\s+(?:(?:trained|qualified|experienced|skilled|certified|single|typical|average|competent|fully)\s+)*(?<role>(?:[a-z]+\s)?(?:[a-z]+(?:ist|ian|ant|or|er)|nurse|aide|clerk))s?\b/i;
const NOT_WORKER =
  /\b(?:contractor|offeror|government|quoter|vendor|customer|user|order|number|quarter|center|computer|meter|other|matter|manner|paper|letter|folder|filter|floor|door|year|hour|minute|hour)s?$/i;
function timedBy(window: string): string | undefined {
  const role = window.match(TIMED_FOR)?.groups?.role?.trim();
  return role && !NOT_WORKER.test(role) ? role : undefined;
}

/**
 * Lines sized from the volumes the documents state and the productivity they state for them:
 * volume x minutes per item, over the share of paid hours spent on such items (75%; for a
 * contact queue also 85% occupancy), or volume / items per day x the day's hours. One line per
 * role; the role is the worker the rate names, else the one the work's words point to.
 * @example
 * statedRateLines(model, frame, texts).lines[0]?.formula // '5,000 work orders x 40 min / 60 / 0.75 productive'
 */
export function statedRateLines(
  model: SolicitationModel,
  frame: PlanFrame,
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[]; questions: string[]; rates: StatedRate[] } {
  const read = readStatedRates(texts);
  const phrased = [...read, ...readRatePhrases(texts, new Set(read.map((r) => r.quote)))];
  const tabled = tableRates(model);
  const rates = [
    ...phrased,
    ...tabled,
    // The same table flattened to lines by a PDF or a scan.
    ...estimateLines(model, texts, new Set(tabled.map((r) => r.subject.toLowerCase()))),
    ...readUnitRates(texts, new Set(phrased.map((r) => r.quote))),
    ...readLeaderTimes(texts),
    // "Historically, this workload has been performed by four (4) full-time employees."
    ...readHistoricalStaff(texts).map(
      (h): StatedRate => ({ subject: h.context, minutes: 0, fte: h.fte, quote: h.quote }),
    ),
  ];
  const counted = (r: StatedRate | PhrasedRate): r is StatedRate => 'count' in r && Boolean(r.count);
  const matched = rates.length
    ? matchRates(
        rates.filter((r) => !counted(r)),
        volumeItems(model, texts),
      )
    : [];
  // A time bound to its count sizes that count ("150 site visits a year at 2 hours each").
  for (const r of rates.filter(counted))
    matched.push({ rate: r, item: boundItem(r, model), share: r.share?.fraction ?? 1 });
  // "About 3 percent of reads must be re-read": that share of the item again, at its own time.
  const redone: RedoShare[] = [];
  const redo = rates.length ? readRedoShares(texts) : [];
  const countedWork = redo.length
    ? matched
        .filter((p) => p.share === 1 && !p.rate.fte)
        .map((p) => ({ p, words: stems(`${p.rate.subject} ${p.item.label}`) }))
    : [];
  for (const r of redo) {
    const of = stems(r.of);
    const base = countedWork.find((w) => overlap(of, w.words).length)?.p;
    if (!base) continue;
    matched.push({
      ...base,
      rate: { ...base.rate, share: { of: r.of, fraction: r.fraction } },
      share: r.fraction,
    });
    redone.push(r);
  }
  type RoleWork = {
    annual: number;
    parts: string[];
    pairs: RatedVolume[];
    places: Map<string, number>;
    /** Hours by period when a volume does not fall evenly (by period, a backlog). */
    periods?: number[];
    /** Some of its hours rest on a time the plan grosses up (not all measured and allowed). */
    net?: boolean;
    /** Some of its hours rest on the Government's estimate per unit: whole, but an estimate. */
    estimated?: boolean;
  };
  const byRole = new Map<string, RoleWork>();
  /** Hours by place: the item's own split, else all in one unplaced bucket (''). */
  const spread = (into: Map<string, number>, item: VolumeItem, hours: number) => {
    const sum = item.places?.reduce((x, p) => x + p.value, 0) ?? 0;
    if (!item.places || !(sum > 0)) into.set('', (into.get('') ?? 0) + hours);
    else for (const p of item.places) into.set(p.place, (into.get(p.place) ?? 0) + (hours * p.value) / sum);
  };
  const ratios: string[] = [];
  let queue = false;
  let timed = false;
  const gross = new Set<string>();
  const estimates = new Set<string>();
  for (const p of matched) {
    const volume = Math.round(p.item.value * p.share);
    const worker = p.rate.role && !GENERIC_WORKER.test(p.rate.role) ? title(p.rate.role) : undefined;
    const work = `${p.item.label} ${p.rate.subject} ${p.rate.role ?? ''}`;
    const contact = CONTACT.test(`${p.item.label} ${p.rate.subject}`);
    // A measured time that holds its allowances is the item's whole labour: nothing on top.
    const window =
      p.rate.fte || p.rate.perYear || p.rate.perDay || contact ? '' : rateWindow(p.rate, model, texts);
    // The Government's own estimate per unit is gross too, unless the words around it leave a
    // factor or an exclusion to the offeror.
    const measured = window ? grossTimes(window) : undefined;
    const estimate = window && !measured && p.rate.allowed && !netTimes(window) ? p.rate.allowed : undefined;
    const said = measured ?? estimate;
    // "... labor time per item for a trained technician": the worker the measured times are of.
    const timedWorker = measured ? timedBy(window) : undefined;
    // A role the documents list (a qualifications table) that fits the work names it first.
    const role =
      documentRole(model, `${work} ${p.rate.context ?? ''}`) ??
      worker ??
      agentOf(`${p.item.label} ${p.rate.subject}`, texts) ??
      (timedWorker ? title(timedWorker) : undefined) ??
      roleFor(work, frame.domain, frame.workRoles);
    const what = `${fmt(volume)} ${clip(p.item.label, 50).toLowerCase()}${p.share < 1 ? ` (${Math.round(p.share * 100)}% of ${fmt(p.item.value)})` : ''}`;
    let hours: number;
    let part: string;
    if (p.rate.fte) {
      hours = p.rate.fte * frame.hoursPerFte;
      part = `${fmt(p.rate.fte)} FTE historically for ${what} x ${fmt(frame.hoursPerFte)} h`;
    } else if (p.rate.perYear) {
      hours = (volume / p.rate.perYear) * frame.hoursPerFte;
      part = `${what} / ${fmt(p.rate.perYear)} a year per FTE x ${fmt(frame.hoursPerFte)} h`;
    } else if (p.rate.perDay) {
      hours = (volume / p.rate.perDay.count) * p.rate.perDay.dayHours;
      part = `${what} / ${fmt(p.rate.perDay.count)} a ${fmt(p.rate.perDay.dayHours)}-h day x ${fmt(p.rate.perDay.dayHours)} h`;
    } else {
      const factor = said ? 1 : contact ? OCCUPANCY * PRODUCTIVE : PRODUCTIVE;
      if (measured) gross.add(measured);
      else if (estimate) estimates.add(estimate);
      else if (contact) queue = true;
      else timed = true;
      hours = (volume * p.rate.minutes) / 60 / factor;
      part = `${what} x ${fmt(p.rate.minutes)} min / 60${said ? '' : ` / ${contact ? `${OCCUPANCY} occupancy / ${PRODUCTIVE} productive` : `${PRODUCTIVE} productive`}`}`;
    }
    const r: RoleWork = byRole.get(role) ?? { annual: 0, parts: [], pairs: [], places: new Map() };
    if (!said) r.net = true;
    else if (estimate) r.estimated = true;
    const uneven = unevenHours(frame, p.item, hours);
    if (uneven || r.periods) {
      const even = frame.periods.map((q) => (hours * q.months) / 12);
      r.periods = (r.periods ?? frame.periods.map(() => 0)).map((h, i) => h + ((uneven ?? even)[i] ?? 0));
      if (p.item.once) part = `${part} (once, in the first period)`;
    }
    r.annual += hours;
    spread(r.places, p.item, hours);
    r.parts.push(part);
    r.pairs.push(p);
    byRole.set(role, r);
  }
  // "Each surgeon shall be assisted by one technologist": the second works the first's hours.
  for (const ratio of readRatios(texts)) {
    const lead = [...byRole].find(([role]) => overlap(stems(ratio.lead), stems(role)).length > 0);
    if (!lead) continue;
    const [leadRole, l] = lead;
    const helper =
      [...byRole.keys()].find(
        (role) => overlap(stems(ratio.helper), stems(role)).length >= Math.min(2, stems(ratio.helper).size),
      ) ?? title(ratio.helper);
    if (helper === leadRole) continue;
    const r: RoleWork = byRole.get(helper) ?? {
      annual: 0,
      parts: [],
      pairs: [...l.pairs],
      places: new Map(),
    };
    r.annual += l.annual * ratio.count;
    for (const [place, h] of l.places) r.places.set(place, (r.places.get(place) ?? 0) + h * ratio.count);
    r.parts.push(
      `${fmt(ratio.count)} x ${leadRole} ${fmt(Math.round(l.annual))} h (${clip(ratio.quote, 80)})`,
    );
    byRole.set(helper, r);
    ratios.push(ratio.quote);
  }
  const whole = [...byRole].map(([role, r]): PlanLine => {
    const formula = r.parts.length > 1 ? r.parts.map((x) => `(${x})`).join(' + ') : (r.parts[0] ?? '');
    const byPeriod = r.periods?.map(Math.round);
    const a = byPeriod
      ? { ...statedHours(frame, byPeriod, formula), periodHours: byPeriod }
      : annualLine(frame, Math.round(r.annual), formula);
    const first = r.pairs[0] as RatedVolume;
    return {
      lcat: role,
      key: false,
      workArea: clip(first.item.label, 60),
      // Stated volumes at the Government's own measured time per item: its effort, not ours.
      // The Government's estimate per unit is its whole effort, but an estimate: derived, not stated.
      source: r.net || r.estimated ? 'derived' : 'stated',
      ...(r.net ? {} : { whole: true }),
      periodHours: a.periodHours,
      hours: a.hours,
      formula: a.formula,
      basis: `${first.item.ref}: ${r.pairs.map((p) => `"${clip(p.item.quote, 90)}"`).join('; ')}, at the stated productivity ("${clip(first.rate.quote, 140)}"); no staffing stated.`,
      citation: { document: first.item.document, ref: first.item.ref, quote: clip(first.rate.quote, 300) },
      requirements: [],
      requirementRefs: [first.item.ref],
      quantity: r.pairs.reduce((s, p) => s + Math.round(p.item.value * p.share), 0),
      unit:
        (
          clip(first.item.label, 40)
            .toLowerCase()
            .match(/[a-z]+/g) ?? ['item']
        )
          .find((w) => w.length > 3 && /s$/.test(w))
          ?.replace(/s$/, '') ?? 'item',
      rate:
        Math.round(
          (r.annual /
            Math.max(
              1,
              r.pairs.reduce((s, p) => s + p.item.value * p.share, 0),
            )) *
            1000,
        ) / 1000,
    };
  });
  // A workload table by place sizes each place's line from its own volumes.
  const lines = whole.flatMap((line) => {
    const places = byRole.get(line.lcat)?.places;
    if (!places || (places.get('') ?? 0) > 0.5 || places.size < 2) return [line];
    const names = [...places.keys()];
    const weights = names.map((n) => places.get(n) ?? 0);
    const hours = apportion(line.hours, weights);
    const byPeriod = line.periodHours.map((h) => apportion(h, weights));
    return names.map(
      (place, k): PlanLine => ({
        ...line,
        location: place,
        hours: hours[k] ?? 0,
        periodHours: byPeriod.map((p) => p[k] ?? 0),
        formula: `(${line.formula} = ${fmt(line.hours)}) x ${place}'s share of the volumes`,
        ...(line.quantity !== undefined
          ? { quantity: Math.round((line.quantity * (weights[k] ?? 0)) / Math.max(1, line.hours)) }
          : {}),
      }),
    );
  });
  const assumptions: string[] = [];
  const questions: string[] = [];
  if (lines.length) {
    const said = [...new Set(matched.map((p) => clip(p.rate.quote, 160)))];
    assumptions.push(
      `Productivity is the documents' own (${said.map((q) => `"${q}"`).join('; ')}); the volumes are the stated workload, taken as a year's and the same in every period.`,
    );
    if (gross.size)
      assumptions.push(
        `The documents' times per item are measured and already hold their allowances (${[...gross].map((q) => `"${clip(q, 140)}"`).join('; ')}): hours are items x minutes / 60, with no productive share, allowance or utilisation added on top.`,
      );
    if (estimates.size)
      assumptions.push(
        `The documents give the Government's own estimate of the effort per unit (${[...estimates].map((q) => `"${clip(q, 140)}"`).join('; ')}): hours are items x hours per unit, with no productive share or utilisation added on top.`,
      );
    if (timed)
      assumptions.push(
        `Minutes per item are hands-on time: ${PRODUCTIVE * 100}% of paid hours is assumed productive on counted items (the rest is travel between jobs, leave, training and administration).`,
      );
    if (queue)
      assumptions.push(
        `Contact handling is sized at ${OCCUPANCY * 100}% occupancy and ${Math.round((1 - PRODUCTIVE) * 100)}% shrinkage (leave, training, breaks); an Erlang model at the required service level may need more at peaks.`,
      );
    for (const r of redone)
      assumptions.push(
        r.leftOut
          ? `The documents leave work out of their own figures ("${clip(r.quote, 160)}"): the plan adds the ${r.redo} of ${Math.round(r.fraction * 1000) / 10}% of the ${r.of} at the item's own time.`
          : `The documents say a share of the work is done again ("${clip(r.quote, 160)}"): the plan adds the ${r.redo} of ${Math.round(r.fraction * 1000) / 10}% of the ${r.of} at the item's own time.`,
      );
    if (ratios.length)
      assumptions.push(
        `Support the documents require per worker is sized at the worker's hours (${ratios.map((q) => `"${clip(q, 120)}"`).join('; ')}).`,
      );
    if (matched.some((p) => p.rate.perDay))
      assumptions.push(
        "Items per day are a whole working day each (the stated rate already holds the day's gaps); leave cover and presence required during all opening hours may need more.",
      );
    questions.push(
      'Are the stated productivity rates (time per item, items per day) and the occupancy or utilisation assumed with them the basis offerors should use, and do the historical volumes include peaks and growth?',
    );
  }
  return { lines, assumptions, questions, rates };
}

/** The volume a bound rate carries: its count a year, cited where the documents count it. */
function boundItem(rate: StatedRate, model: SolicitationModel): VolumeItem {
  const head = rate.quote.slice(0, 40);
  const q = model.quantities.find((x) => x.quote.includes(head) || rate.quote.includes(x.quote.slice(0, 40)));
  const req = q ? undefined : model.requirements.find((x) => x.text.includes(head));
  return {
    label: rate.share?.of ?? rate.subject,
    text: rate.quote,
    value: rate.count ?? 0,
    document: q?.document ?? req?.document ?? model.documents[0]?.name ?? '',
    ref: q?.ref ?? req?.ref ?? '',
    quote: clip(rate.quote, 200),
  };
}

/** The words around a rate: the table's lead and caption, else the sentence's paragraph. */
function rateWindow(rate: StatedRate, model: SolicitationModel, texts: readonly string[]): string {
  if (rate.at) {
    const at = rate.at;
    const text =
      texts[
        Math.max(
          0,
          model.documents.findIndex((d) => d.name === at.document),
        )
      ] ?? '';
    return text.slice(Math.max(0, at.start - 700), at.end + 300);
  }
  return rate.context ? `${rate.context} ${aroundQuote(texts, rate.quote)}` : aroundQuote(texts, rate.quote);
}

/** A support ratio: "each <lead> shall be supported by at least one <helper>". */
export interface SupportRatio {
  lead: string;
  helper: string;
  count: number;
  quote: string;
}

const RATIO = new RegExp(
  String.raw`\b(?:each|every)\s+(?<lead>[a-z][a-z -]{2,40}?)\s+(?:shall|will|must|is to)\s+(?:be\s+)?(?:supported|assisted|accompanied|paired|teamed)\s+(?:by|with)\s+(?:at least\s+|a minimum of\s+)?(?<n>${NUMBER}|a|an)\s+(?<helper>(?:[a-z]+\s){0,2}?[a-z]+(?:ist|ian|ant|or|er|nurse|aide|clerk|agent))s?\b`,
  'i',
);

/**
 * Support ratios the documents require between two roles.
 * @example
 * readRatios(['Each surgeon shall be assisted by one surgical technologist.'])[0] // { lead: 'surgeon', helper: 'surgical technologist', count: 1, ... }
 */
export function readRatios(texts: readonly string[]): SupportRatio[] {
  const out: SupportRatio[] = [];
  for (const sentence of texts.flatMap((t) => t.split(/(?<=[.!?])\s+(?=[A-Z])|\n+/))) {
    const g = sentence.match(RATIO)?.groups;
    if (!g?.lead || !g.helper) continue;
    const count = /^an?$/i.test(g.n ?? '') ? 1 : parseNumber(g.n ?? '');
    if (!(count > 0 && count <= 4)) continue;
    out.push({
      lead: g.lead,
      helper: g.helper,
      count,
      quote: sentence
        .replace(/\s+/g, ' ')
        .replace(/^[-*•]\s*/, '')
        .trim(),
    });
  }
  return out;
}
