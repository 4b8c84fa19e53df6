import type { CoverageFact, Table } from '../model';
import { isPerson, singular } from './counted-positions';
import { parseNumber } from './numbers';
import { scheduleDays, tablePost } from './schedule-days';
import { findTimeWindows } from './time-windows';

const COLUMNS = {
  name: /\bpost (?:name|description|title)\b|\bdescription\b|\bduty station\b/i,
  post: /^posts?\b(?:\s*(?:no\.?|#|number|id))?$/i,
  position: /\b(?:position|labou?r category|classification|job title|guard (?:type|class))\b/i,
  site: /\bsite\b|\bfacility\b|\bbuilding\b|\blocation\b|\binstallation\b|\bcampground\b|\bstation\b|\bpool\b|\bpark\b|\bbranch\b|\bclinic\b/i,
  hoursPerDay: /\bhours?\s*(?:per|a|each|\/)\s*day\b|\bdaily hours\b|\bhrs?\s*\/\s*day\b/i,
  daysPerYear: /\bdays?\s*(?:per|a|each|\/)\s*(?:year|yr|annum)\b|\bannual days\b/i,
  daysPerWeek: /\bdays?\s*(?:per|a|each|\/)\s*(?:week|wk)\b/i,
  days: /^days?\b|\bdays (?:of (?:the )?week|covered|staffed|open)\b|\bschedule\b|\bfrequency\b/i,
  start: /^(?:start|begin|from|on|open)\b/i,
  end: /^(?:end|stop|to|off|close)\b/i,
  // "Gatehouse hours", "Hours open": the window a site keeps its posts.
  window:
    /^(?:[a-z]+\s+)?(?:hours|tour|shift hours|hours of (?:coverage|duty|operation)|coverage|duty hours)$|^hours open$/i,
  annual: /\b(?:annual|yearly)\b.*\bhours\b|\bhours\s*(?:per|a|each)\s*(?:year|annum)\b/i,
  count: /\b(?:number|no\.?|#)\s*(?:of\s+)?(?:posts|officers|guards|personnel|positions)\b|\bon[- ]duty\b/i,
} as const;
// What makes a schedule of posts a staffing table and not a facility's hours of operation.
const STAFFING =
  /\bposts?\b|\bon[- ]duty\b|\bstaff(?:ed|ing)?\b|\bofficers?\b|\bguards?\b|\bmann(?:ed|ing)\b/i;
const MONEY = /\$|\brates?\b|\bprice\b|\bcost\b|\bwages?\b|\bfte\b/i;

type Column = keyof typeof COLUMNS;

/** Each kind of column's index in the header (the first match, each header cell used once). */
function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const taken = new Set<number>();
  const out: Partial<Record<Column, number>> = {};
  const order: Column[] = [
    'annual',
    'hoursPerDay',
    'daysPerYear',
    'daysPerWeek',
    'count',
    'position',
    'site',
    'days',
    'start',
    'end',
    'window',
    'name',
    'post',
  ];
  for (const kind of order) {
    const i = header.findIndex((h, k) => !taken.has(k) && COLUMNS[kind].test(h.trim()));
    if (i < 0) continue;
    out[kind] = i;
    taken.add(i);
  }
  return out;
}

const cell = (row: string[], i: number | undefined) =>
  i === undefined ? '' : (row[i] ?? '').replace(/\s+/g, ' ').trim();
const numberIn = (text: string) => parseNumber(text.replace(/[()]/g, ''));

/** Hours a day of a row: its own column, else its start and end, else a window cell. */
function hoursOf(row: string[], c: Partial<Record<Column, number>>): number {
  const stated = numberIn(cell(row, c.hoursPerDay));
  if (stated > 0 && stated <= 24) return stated;
  // "24 hrs" in a coverage column is the hours a day.
  const bare = cell(row, c.window).match(/^(\d{1,2}(?:\.\d)?)\s*(?:hrs?|hours)$/i);
  if (bare?.[1] && Number(bare[1]) > 0 && Number(bare[1]) <= 24) return Number(bare[1]);
  const span = `${cell(row, c.start)} - ${cell(row, c.end)}`;
  const window = findTimeWindows(
    c.start !== undefined && c.end !== undefined ? span : cell(row, c.window),
  )[0];
  return window?.hoursPerDay ?? 0;
}

/** Days a week and a year of a row: its days-a-year, days-a-week and days columns, checked by its yearly hours. */
function daysOf(row: string[], c: Partial<Record<Column, number>>, hours: number, posts: number) {
  // A window cell's words ("8:00 a.m. - 10:00 p.m. daily") give the week when the days column counts days.
  const words = scheduleDays(cell(row, c.days)) ?? scheduleDays(cell(row, c.window));
  const perWeek = numberIn(cell(row, c.daysPerWeek));
  const week = perWeek >= 1 && perWeek <= 7 ? perWeek : words?.daysPerWeek;
  // A season's "Days" column counts the days the post is kept ("183").
  const counted = /^\d{1,3}$/.test(cell(row, c.days)) ? numberIn(cell(row, c.days)) : Number.NaN;
  const perYear = counted > 0 ? counted : numberIn(cell(row, c.daysPerYear));
  const annual = numberIn(cell(row, c.annual));
  const fromAnnual = annual > 0 && hours > 0 ? annual / (hours * posts) : Number.NaN;
  const year =
    perYear >= 1 && perYear <= 366
      ? perYear
      : fromAnnual >= 1 && fromAnnual <= 366
        ? Math.round(fromAnnual)
        : (words?.daysPerYear ?? (week ? (week === 7 ? 365 : week * 52) : Number.NaN));
  if (!(year > 0)) return null;
  return { daysPerWeek: week ?? (year > 320 ? 7 : year > 270 ? 6 : 5), daysPerYear: year };
}

/** The title a count column's header names ("Attendants on duty" is Attendant), or ''. */
function onDutyTitle(header: string): string {
  const m = header.trim().match(/^([A-Za-z]+)\s+on[- ]duty$/i);
  if (!m?.[1] || !isPerson(m[1])) return '';
  const one = singular(m[1]);
  return `${one[0]?.toUpperCase() ?? ''}${one.slice(1).toLowerCase()}`;
}

/**
 * A post schedule: one row per post, with its name, its site and its schedule in columns
 * (hours a day or start and end times or a window; days in words, a week or a year; yearly
 * post hours), as "| Post | Site | Post name | Days | Start | End | Hours per day | Days per year
 * | Annual post hours |". One coverage fact per post, named verbatim, its site and position kept
 * when columns give them. Facility hours of operation (no post, officer or staffing word in the
 * header) and tables of rates, prices or FTE are not post schedules.
 * @example
 * // | Post | Post name | Days | Start | End | Hours per day |  /  | 1 | Main gate | Every day | 0000 | 2400 | 24 |
 * // -> [{ function: '1 Main gate', hoursPerDay: 24, daysPerWeek: 7, daysPerYear: 365, is24x7: true, posts: 1 }]
 */
export function readPostSchedules(tables: Table[]): CoverageFact[] {
  const out: CoverageFact[] = [];
  for (const t of tables) {
    const h = t.header;
    if (h.some((x) => MONEY.test(x)) || !STAFFING.test(`${t.caption ?? ''} ${h.join(' ')}`)) continue;
    const c = columnsOf(h);
    const timed =
      c.hoursPerDay !== undefined || (c.start !== undefined && c.end !== undefined) || c.window !== undefined;
    const dated = c.days !== undefined || c.daysPerYear !== undefined || c.daysPerWeek !== undefined;
    // A table of sites and seasons names each post by its site ("Sandy Point").
    const named = [c.post, c.name ?? (c.post === undefined ? c.site : undefined)];
    if (named.every((i) => i === undefined) || !timed || !dated) continue;
    const staffedBy = onDutyTitle(h[c.count ?? -1] ?? '');
    for (const row of t.rows) {
      // "A-1 Main gate entry control": the post's number and its name.
      const name = named
        .map((i) => cell(row, i))
        .filter(Boolean)
        .join(' ');
      if (!name || /^(?:total|sum|all)\b/i.test(name)) continue;
      const count = numberIn(cell(row, c.count));
      const posts = Number.isInteger(count) && count > 0 && count <= 50 ? count : 1;
      const hoursPerDay = hoursOf(row, c);
      const days = hoursPerDay > 0 ? daysOf(row, c, hoursPerDay, posts) : null;
      if (!days) continue;
      const position = cell(row, c.position) || staffedBy;
      const site = cell(row, c.site);
      out.push(
        tablePost(t, row.join(' | '), hoursPerDay, days, {
          function: name,
          ...(position ? { position } : {}),
          ...(site ? { site } : {}),
          posts,
        }),
      );
    }
  }
  return out;
}
