import type { LabourCategory, PeriodStructure, ReaderNote, StaffingTable, Table } from '../model';
import type { TextDocument } from '../parts';
import { parseNumber, SMALL_NUMBER_WORDS } from '../facts/numbers';
import { FEDERAL_HOLIDAYS } from '../facts/schedule-days';
import { shiftLabel, statedShiftHours } from '../facts/shift-labels';
import { isJobNoun } from '../vocabulary/index';
import { statedFor } from './period-labels';
import type { StaffingRead } from './staffing-read';
import { readTitle, titleFields } from './title';
import { isTitleLike } from './title-lists';
import { rateUnit } from './columns';

// Staffing stated against a schedule, not as hours per period: positions with their hours each
// week ("Scheduled Hours per Week per Position", part-time rows at 20 or 32), or persons on duty
// per shift against day types (Monday-Friday / Saturday / Sunday and holidays). Both are read
// as hours a year per category, the weeks, paid shift hours and holiday convention taken from
// the text around the table.

const WEEKLY =
  /\b(?:hours?|hrs?\.?)\s*(?:per|a|each|\/)\s*(?:week|wk)\b|\bweekly\s+(?:scheduled\s+)?(?:hours|hrs)\b|\bhrs?\s*\/\s*wk\b/i;
const WEEKLY_TOTAL = /\btotal\b|\bcombined\b|\ball\s+(?:positions|staff)\b/i;
const COUNT =
  /\b(?:number|no\.?|#|count|qty|quantity)\b|\bpositions\b|\bheadcount\b|\bincumbents\b|\bpersons\b|\bstaff\s+(?:required|count)\b/i;
// "Number of Positions", "No. of Staff", "Positions" closing a header that aligned text joined to its neighbour's.
const COUNT_OF =
  /\b(?:number|no\.?|#|count)\s+(?:of\s+)?(?:positions|personnel|persons|staff|employees|incumbents|people)\b|\bof\s+positions\b|\bpositions\s*$|\bheadcount\b/i;
const TITLE_HEADER =
  /\bposition|\btitle\b|\bcategor|\bclassification|\brole\b|\bjob\b|\blabou?r\b|\boccupation\b(?!\s*code)|\bpersonnel\b|\bstaff\b/i;
const MONEY = /\$|\brates?\b|\bprice\b|\bcost\b|\bwages?\b|\bamount\b|\bfringe\b/i;
const TOTAL_ROW = /^(?:grand\s+|sub-?)?totals?\b|\btotal\s*:?\s*$/i;
const EMPTY = /^(?:-+|–|—|0|none|n\/?a|x)?$/i;
const MAX_WEEKLY = 84;
const PERIOD_HEADER =
  /\bbase\b|\boption\b|\bperiod\b|\b(?:year|yr|oy|py)\s*\d|\bannual\b|\byearly\b|\bper\s+(?:year|annum)\b|\bfte\b|\btotal\s+hours\b/i;

/** A row title that names a job ("Fuels Accounting Clerk", "Parking Attendant / Cashier"). */
function jobTitle(raw: string) {
  const title = raw.replace(/\s+/g, ' ').trim();
  if (!title || TOTAL_ROW.test(title)) return null;
  const reading = readTitle(title);
  if (!reading.title || !isTitleLike(reading.title)) return null;
  const words = reading.title
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s/,-]+/)
    .filter(Boolean);
  if (!reading.family && !words.some((w) => isJobNoun(w))) return null;
  return reading;
}

/** Weeks in a year the text states ("a year is fifty-two (52) weeks", "52 weeks a year"); null when none. */
function statedWeeksPerYear(context: string): number | null {
  const m =
    /\b(\d{2})\)?\s*weeks?\b[^.]{0,40}?\b(?:a|per|each|in\s+a|in\s+each|of\s+the)\s+(?:contract\s+)?year\b/i.exec(
      context,
    ) ?? /\byear\b[^.]{0,30}?\b(?:is|has|of|equals)\b[^.]{0,20}?\b(\d{2})\)?\s*weeks\b/i.exec(context);
  const n = m?.[1] ? Number(m[1]) : Number.NaN;
  return n >= 40 && n <= 53 ? n : null;
}

/** Weeks in a year the text states ("a year is fifty-two (52) weeks", "52 weeks a year"), else 52. */
export function weeksPerYear(context: string): number {
  return statedWeeksPerYear(context) ?? 52;
}

/**
 * A schedule table's hours counted over 52 weeks the document does not state: said as an open
 * question, since a position paid for fewer weeks (a season, a school year) is priced too high.
 */
function assumedWeeksNote(t: Table, docs: TextDocument[]): ReaderNote | null {
  if (statedWeeksPerYear(around(t, docs)) !== null) return null;
  if (t.header.some((c) => rateUnit(c) === 'weeks')) return null;
  const where = t.caption ?? t.ref;
  return {
    kind: 'missing',
    text: `The schedule in ${where || 'the staffing table'} gives hours by week or day but not how many weeks a year they are worked; the plan counts 52. Are the positions paid for every week of the year?`,
    askContractingOfficer: true,
    source: { document: t.document, ref: where, quote: t.header.filter(Boolean).join(' | ') },
  };
}

/** The text before a table (its lead-in) and just after it (its notes). */
function around(t: Table, docs: TextDocument[]): string {
  const text = docs.find((d) => d.name === t.document)?.text ?? '';
  return `${text.slice(Math.max(0, t.start - 1500), t.start)}\n${text.slice(t.end, t.end + 800)}`;
}

type Reading = NonNullable<ReturnType<typeof jobTitle>>;
/** One position's hours a year, the rows they come from and, for a day-type grid, how they were counted. */
interface Amount {
  reading: Reading;
  hours: number;
  quotes: string[];
  schedule?: string;
}

function toRead(
  t: Table,
  amounts: Map<string, Amount>,
  periods: PeriodStructure | null,
): StaffingRead | null {
  const categories: LabourCategory[] = [];
  for (const { reading, hours, quotes, schedule } of amounts.values()) {
    if (!(hours > 0)) continue;
    categories.push({
      document: t.document,
      ref: t.caption ?? t.ref,
      quote: quotes.join(' / '),
      offset: t.start,
      ...titleFields(reading),
      ...(schedule ? { shift: schedule } : {}),
      stated: [statedFor('Annual', 'hours', Math.round(hours), periods)],
    });
  }
  if (categories.length === 0) return null;
  const table: StaffingTable = {
    document: t.document,
    ref: t.caption ?? t.ref,
    quote: categories.map((c) => c.quote).join('; '),
    offset: t.start,
    tableId: t.id,
    periods: ['Annual'],
    categoryTitles: categories.map((c) => c.title),
    measure: 'hours',
    indicative: false,
  };
  return { table, categories };
}

/**
 * Positions with their scheduled hours each week: a title column, a weekly-hours column (per
 * position unless its header says total) and an optional count of positions; hours a year are
 * count x weekly hours x the weeks the text states (52 when none).
 * @example
 * readWeeklyHoursTable({ id: 't', document: 'd', ref: 'C.4', sectionId: null, header: ['Position', 'Number of Positions', 'Hours per Week'], rows: [['Fuels Accounting Clerk', '1', '20']], origin: 'pipe', start: 0, end: 0 }, [], null)?.categories[0]?.stated[0]?.hours // 1040
 */
export function readWeeklyHoursTable(
  t: Table,
  docs: TextDocument[],
  periods: PeriodStructure | null,
): StaffingRead | null {
  // Rate and price columns beside the weekly hours (a price schedule by position) are no effort
  // and never the count or the title; the hours are still the effort.
  const h = t.header.map((c) => c.replace(/\s+/g, ' ').trim()).map((c) => (MONEY.test(c) ? '' : c));
  const weekly = h.findIndex((c) => WEEKLY.test(c));
  if (weekly < 0) return null;
  // Hours by period or a year beside the weekly figure: the table states its effort itself.
  if (h.some((c, i) => i !== weekly && !WEEKLY.test(c) && PERIOD_HEADER.test(c))) return null;
  const strong = h.findIndex((c, i) => i !== weekly && COUNT_OF.test(c));
  const count =
    strong >= 0
      ? strong
      : h.findIndex(
          (c, i) => i !== weekly && COUNT.test(c) && !WEEKLY.test(c) && !rateUnit(c) && !/\bcode\b/i.test(c),
        );
  const titled = h.findIndex((c, i) => i !== weekly && i !== count && TITLE_HEADER.test(c));
  const title = Math.max(titled, 0);
  if (title === weekly || title === count) return null;
  const total = WEEKLY_TOTAL.test(h[weekly] ?? '');
  // A column of weeks ("Weeks per Year", "Weeks Worked") gives each row its own weeks.
  const weeksColumn = h.findIndex((c, i) => i !== weekly && i !== count && rateUnit(c) === 'weeks');
  const textWeeks = weeksPerYear(around(t, docs));
  const amounts = new Map<string, Amount>();
  for (const row of t.rows) {
    const reading = jobTitle(row[title] ?? '');
    if (!reading) continue;
    const perWeek = parseNumber(row[weekly] ?? '');
    if (!(perWeek > 0)) continue;
    const n = count >= 0 ? parseNumber(row[count] ?? '') : 1;
    const rowWeeks = weeksColumn >= 0 ? parseNumber(row[weeksColumn] ?? '') : Number.NaN;
    const weeks = rowWeeks > 0 && rowWeeks <= 53 ? rowWeeks : textWeeks;
    if (!(n >= 0) || !Number.isFinite(n)) return null;
    // A weekly figure no one person can work is the row's total, whatever the header says.
    const each = total || perWeek > MAX_WEEKLY ? perWeek : perWeek * n;
    if (!total && perWeek > MAX_WEEKLY * Math.max(1, n)) return null;
    const key = reading.title ?? '';
    const prior = amounts.get(key);
    const quote = row.filter(Boolean).join(' | ');
    if (prior) {
      prior.hours += each * weeks;
      prior.quotes.push(quote);
    } else amounts.set(key, { reading, hours: each * weeks, quotes: [quote] });
  }
  return amounts.size > 0 ? toRead(t, amounts, periods) : null;
}

// Which days of the year a day-type label covers.
interface DayTypes {
  weekday: boolean;
  saturday: boolean;
  sunday: boolean;
  holiday: boolean;
}
const THROUGH = String.raw`\s*(?:-|–|—|through|thru|to|&|and)\s*`;
const WEEKDAY = new RegExp(
  String.raw`\bmon(?:day)?\.?${THROUGH}fri(?:day)?\b|\bweekdays?\b|\bm\s*-\s*f\b`,
  'i',
);
const EVERY_DAY = new RegExp(
  String.raw`\bdaily\b|\bevery\s+day\b|\ball\s+days\b|\b7\s+days\b|\bmon(?:day)?\.?${THROUGH}sun(?:day)?\b`,
  'i',
);

/** The day types a header names ("Monday-Friday", "Sat-Sun and holidays", "Night daily"); null when none. */
export function dayTypes(label: string): DayTypes | null {
  if (EVERY_DAY.test(label)) return { weekday: true, saturday: true, sunday: true, holiday: true };
  const out: DayTypes = {
    weekday: WEEKDAY.test(label),
    saturday: /\bsat(?:urday)?s?\b|\bweekends?\b/i.test(label),
    sunday: /\bsun(?:day)?s?\b|\bweekends?\b/i.test(label),
    holiday: /\bholidays?\b/i.test(label),
  };
  return out.weekday || out.saturday || out.sunday || out.holiday ? out : null;
}

const numberOf = (raw: string) => SMALL_NUMBER_WORDS[raw.toLowerCase()] ?? Number(raw);

/** Holidays a year that fall on a weekday: the text's figure ("ten (10) of the eleven Federal holidays fall on a weekday"), else eleven. */
export function weekdayHolidays(context: string): number {
  const m =
    /\b(\w+)\s*(?:\((\d{1,2})\)\s*)?(?:of\s+the\s+\w+\s+)?(?:federal\s+|legal\s+|observed\s+|public\s+)?holidays\b[^.]{0,60}\b(?:fall|falls|are|occur)\s+on\s+(?:a\s+)?weekdays?\b/i.exec(
      context,
    ) ??
    /\b(\w+)\s*(?:\((\d{1,2})\)\s*)?(?:federal\s+|legal\s+|observed\s+|public\s+)?holidays\s+(?:a|per|each)\s+(?:contract\s+)?year\b/i.exec(
      context,
    );
  const n = m ? (m[2] ? Number(m[2]) : numberOf(m[1] ?? '')) : Number.NaN;
  return n >= 1 && n <= 15 ? n : FEDERAL_HOLIDAYS;
}

/** The day type whose schedule holidays are worked on, when the text says so ("holidays are worked on the Sunday schedule"). */
export function holidaySchedule(context: string): keyof DayTypes | null {
  const m =
    /\bholidays?\b[^.]{0,60}?\b(?:on|under|at|follow|use)\s+(?:the\s+)?(sunday|saturday|weekend|weekday)\s+(?:schedule|staffing|level|posts?)\b/i.exec(
      context,
    ) ??
    /\b(sunday|saturday|weekend|weekday)\s+(?:schedule|staffing|level)\s+(?:applies|is\s+worked|is\s+used)\s+on\s+(?:federal\s+)?holidays\b/i.exec(
      context,
    );
  const day = m?.[1]?.toLowerCase();
  if (!day) return null;
  return day === 'weekend' ? 'sunday' : (day as keyof DayTypes);
}

/** Unpaid meal minutes a shift carries ("an unpaid thirty-minute meal period", "30-minute unpaid lunch"). */
export function unpaidMealHours(context: string): number {
  const m =
    /\bunpaid\s+(\w+|\d+)[- ]minute\s+(?:meal|lunch|break)|\b(\w+|\d+)[- ]minute\s+unpaid\s+(?:meal|lunch)|\bunpaid\s+(half[- ]hour|one[- ]hour|hour)\s+(?:meal|lunch)/i.exec(
      context,
    );
  if (!m) return 0;
  const raw = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
  if (/half/.test(raw)) return 0.5;
  if (/hour/.test(raw)) return 1;
  const minutes =
    { thirty: 30, fifteen: 15, twenty: 20, forty: 40, 'forty-five': 45, sixty: 60 }[raw] ?? Number(raw);
  return minutes > 0 && minutes <= 60 ? minutes / 60 : 0;
}

/** Days a year each column covers, holidays moved to the column whose schedule they are worked on. */
function columnDays(types: DayTypes[], context: string): number[] {
  const weeks = weeksPerYear(context);
  const holidays = weekdayHolidays(context);
  const onSchedule = holidaySchedule(context);
  const named = types.some((d) => d.holiday && !d.weekday);
  // Holidays leave the weekday columns when a column or the text puts them on another schedule.
  const moved = named || (onSchedule !== null && onSchedule !== 'weekday');
  return types.map((d) => {
    let days = 0;
    // A column of every day keeps its holidays; a weekday column loses those worked elsewhere.
    if (d.weekday) days += 5 * weeks - (moved && !d.holiday ? holidays : 0);
    if (d.saturday) days += weeks;
    if (d.sunday) days += weeks;
    if (moved && !d.weekday && (d.holiday || (!named && onSchedule && d[onSchedule]))) days += holidays;
    return days;
  });
}

/** Paid hours of a shift: the stated paid length when it fits the window, else the window less an unpaid meal. */
function paidHours(windowHours: number | undefined, stated: number | undefined, meal: number): number {
  if (stated && (!windowHours || Math.abs(windowHours - stated) <= 1)) return stated;
  if (windowHours) return Math.max(1, windowHours - meal);
  return stated ?? 8;
}

/**
 * Persons on duty per shift against day types: rows are positions (with a shift column, or
 * one shift each), columns are day types ("Monday-Friday | Saturday | Sunday and Federal
 * holidays", "Day Mon-Fri | Evening Sat-Sun | Night daily"). Hours a year per position are
 * posts x paid shift hours x the days a year each column covers; weekday holidays move to the
 * column (or the schedule the text names) they are worked on.
 * @example
 * readDayTypeGrid({ id: 't', document: 'd', ref: 'C.4', sectionId: null, header: ['Position', 'Shift', 'Weekdays', 'Weekends'], rows: [['Security Officer', 'Day (0600-1400)', '2', '1']], origin: 'pipe', start: 0, end: 0 }, [], null)?.categories[0]?.stated[0]?.hours // 4992
 */
export function readDayTypeGrid(
  t: Table,
  docs: TextDocument[],
  periods: PeriodStructure | null,
): StaffingRead | null {
  const h = t.header.map((c) => c.replace(/\s+/g, ' ').trim());
  if (
    h.some((c) => MONEY.test(c) || /\bhours?\s+(?:per|a|each)\s+(?:year|annum)\b|\bannual\b|\bfte\b/i.test(c))
  )
    return null;
  // "Weekday hours", "Saturday hrs": hours by day type, not persons on duty.
  const dayCols = h
    .map((c, i) => ({ i, d: i === 0 || /\b(?:hours|hrs)\b/i.test(c) ? null : dayTypes(c) }))
    .filter((x) => x.d);
  if (dayCols.length < 2) return null;
  const shiftCol = h.findIndex(
    (c, i) => i > 0 && !dayTypes(c) && (/\bshift|\btour\b|\bwatch\b|\bhours\b|\btime\b/i.test(c) || false),
  );
  const titled = h.findIndex((c, i) => i !== shiftCol && !dayTypes(c) && TITLE_HEADER.test(c));
  const title = Math.max(titled, 0);
  const context = around(t, docs);
  const stated = statedShiftHours(context);
  const meal = unpaidMealHours(context);
  const days = columnDays(
    dayCols.map((x) => x.d as DayTypes),
    context,
  );
  // A column's own shift ("Evening Mon-Fri"), when the header names one beside its days.
  const columnShift = dayCols.map((x) => {
    const rest = (h[x.i] ?? '').replace(WEEKDAY, ' ').replace(EVERY_DAY, ' ');
    return shiftLabel(
      rest.replace(/\b(?:sat(?:urday)?s?|sun(?:day)?s?|weekends?|holidays?|and|&|federal)\b/gi, ' '),
    );
  });
  const amounts = new Map<string, Amount>();
  const covered = new Map<string, { shifts: Set<string>; span: number[]; paid: Set<number> }>();
  let counted = 0;
  for (const row of t.rows) {
    const reading = jobTitle(row[title] ?? '');
    if (!reading) continue;
    const rowShift = shiftCol >= 0 ? shiftLabel(row[shiftCol] ?? '') : null;
    let hours = 0;
    const key = reading.title ?? '';
    const cover = covered.get(key) ?? {
      shifts: new Set<string>(),
      span: dayCols.map(() => 0),
      paid: new Set<number>(),
    };
    covered.set(key, cover);
    for (const [k, { i }] of dayCols.entries()) {
      const cell = (row[i] ?? '').replace(/\s+/g, ' ').trim();
      const n = EMPTY.test(cell) ? 0 : parseNumber(cell);
      if (!(n >= 0) || !Number.isFinite(n) || n > 50) return null;
      const shift = rowShift ?? columnShift[k];
      const paid = paidHours(shift?.hours, stated, meal);
      hours += n * paid * (days[k] ?? 0);
      if (n > 0) {
        counted++;
        cover.span[k] = (cover.span[k] ?? 0) + (shift?.hours ?? paid);
        cover.paid.add(paid);
        if (shift) cover.shifts.add(shift.name.replace(/\s*\(.*$|\s+\d.*$/, ''));
      }
    }
    const prior = amounts.get(key);
    const quote = row.filter(Boolean).join(' | ');
    if (prior) {
      prior.hours += hours;
      prior.quotes.push(quote);
    } else amounts.set(key, { reading, hours, quotes: [quote] });
  }
  // How each position's hours were counted, written on its line: its shifts, round-the-clock
  // cover when its shifts span the day on every day type, paid hours and days a year per column.
  for (const [key, a] of amounts) {
    const cover = covered.get(key);
    if (!cover) continue;
    const allDays = ['weekday', 'saturday', 'sunday'].every((d) =>
      dayCols.some((x, k) => (x.d as DayTypes)[d as keyof DayTypes] && (cover.span[k] ?? 0) >= 23.5),
    );
    const shifts = [...cover.shifts];
    const paid = [...cover.paid];
    a.schedule = [
      shifts.length ? `${shifts.join(', ')} shift${shifts.length > 1 ? 's' : ''}` : '',
      allDays ? '24x7' : '',
      `${paid.length === 1 ? `${paid[0]} paid h a shift` : 'paid shift hours'} on ${dayCols
        .map((x, k) => `${days[k]} ${h[x.i]}`)
        .join(', ')} days a year`,
    ]
      .filter(Boolean)
      .join('; ');
  }
  return counted > 0 ? toRead(t, amounts, periods) : null;
}

/** The table turned: its first column becomes the header, each other column a row. */
export function turned(t: Table): Table {
  const width = Math.max(t.header.length, ...t.rows.map((r) => r.length));
  const header = [t.header[0] ?? '', ...t.rows.map((r) => r[0] ?? '')];
  const rows: string[][] = [];
  for (let j = 1; j < width; j++) rows.push([t.header[j] ?? '', ...t.rows.map((r) => r[j] ?? '')]);
  return { ...t, header, rows };
}

/**
 * A staffing table stated against a schedule, in either orientation: positions by weekly hours,
 * or persons on duty by day type; turned tables (positions across, weekly hours or day types
 * down) are read turned. Tried before the period-table reader, which would read the counts as
 * head counts and the schedule labels as categories.
 */
export function readScheduleTable(
  t: Table,
  docs: TextDocument[],
  periods: PeriodStructure | null,
): StaffingRead | null {
  const direct = readWeeklyHoursTable(t, docs, periods) ?? readDayTypeGrid(t, docs, periods);
  if (direct) return withWeeksNote(direct, t, docs);
  // Turned only when the first column labels the schedule (checked first: it is cheap) and the
  // header across is positions.
  const labels = t.rows.map((r) => r[0] ?? '');
  if (!labels.some((c) => WEEKLY.test(c)) && labels.filter((c) => dayTypes(c)).length < 2) return null;
  const across = t.header.slice(1).filter((c) => c.trim());
  if (across.length === 0 || !across.every((c) => jobTitle(c) || TOTAL_ROW.test(c.trim()))) return null;
  const t2 = turned(t);
  const read = readWeeklyHoursTable(t2, docs, periods) ?? readDayTypeGrid(t2, docs, periods);
  return read ? withWeeksNote(read, t, docs) : null;
}

function withWeeksNote(read: StaffingRead, t: Table, docs: TextDocument[]): StaffingRead {
  const note = assumedWeeksNote(t, docs);
  return note ? { ...read, notes: [...(read.notes ?? []), note] } : read;
}
