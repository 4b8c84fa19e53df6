import type { CoverageFact, Table } from '../model';
import type { TextDocument } from '../parts';
import { isPerson } from './counted-positions';
import { parseNumber } from './numbers';
import { type ScheduleDays, scheduleDays, tablePost } from './schedule-days';
import { type ShiftLabel, shiftLabel, statedShiftHours } from './shift-labels';

// Hours, FTE or money in a header: a table of effort or of rates by shift, not of persons on duty.
const STATES =
  /\bhours?\s+(?:per|a|each)\s+(?:year|annum|period|month|week)\b|\b(?:annual|yearly|total)\s+hours\b|\bfte\b|\brates?\b|\$|\bprice\b|\bcost\b|\bwages?\b|\bdifferential\b|%/i;
const DAYS_HEADER = /\bdays?\b|\bschedule\b|\bcoverage\b|\bfrequency\b|\bwhen\b|\boperating\b/i;
const EMPTY = /^(?:-+|–|—|0|none|n\/?a|x)?$/i;
const MAX_ON_DUTY = 50;
const ON_DUTY =
  /\bon[- ]duty\b|\bposts?\b|\bmanning\b|\bminimum staffing\b|\b(?:each|every|per) (?:shift|tour|watch)\b|\bat all times\b|\bshall (?:staff|keep|maintain|man)\b|\bstaffed\b/i;
const HEADCOUNT =
  /\b(?:numbers?|no\.?) of (?:personnel|employees|staff|people)\b|\bheadcount\b|\bfull[- ]time\b/i;
const STAFF_WORDS =
  /\bon[- ]duty\b|\bstaff(?:ed|ing)?\b|\bpersonnel\b|\bpositions?\b|\bmann(?:ed|ing)\b|\bposts?\b|\bcrews?\b|\bemployees\b/i;

/** Persons on duty a cell states: digits or words, a dash or blank as none; null when not a count. */
function countOf(cell: string): number | null {
  // A footnote mark after the count ("2*", "1 (a)", "3†") is not part of it.
  const text = cell
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(\d{1,3})\s*(?:\*{1,3}|[†‡]|\([a-z1-9]\)|\[\d\])$/i, '$1');
  if (EMPTY.test(text)) return 0;
  const n = parseNumber(text);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** A category title, verbatim, is a job ("Registered Nurse (RN)", "Security Officer II"). */
function isJob(title: string): boolean {
  const words = title
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:I{1,3}|IV|V|\d+|Level \w+|Senior|Junior|Lead)\b/g, ' ')
    .trim()
    .split(/[\s/,-]+/)
    .filter(Boolean);
  return words.some((w) => isPerson(w));
}

interface Roster {
  shifts: ShiftLabel[];
  /** One category: its title, persons on duty per shift (same order) and its own days, if stated. */
  categories: { title: string; counts: number[]; days: ScheduleDays | null; quote: string }[];
}

/** Categories as rows, shifts as columns ("| Position | Day | Evening | Night | Days covered |"). */
function byRows(t: Table): Roster | null {
  const shiftCols = t.header.map((h, i) => ({ i, s: i === 0 ? null : shiftLabel(h) })).filter((x) => x.s);
  if (shiftCols.length < 2) return null;
  const daysCol = t.header.findIndex((h, i) => i > 0 && !shiftLabel(h) && DAYS_HEADER.test(h));
  const categories: Roster['categories'] = [];
  // Rows whose cells are not head counts ("Hours | 0700-1530 | 1500-2330"): a row or two of
  // them is a note set in the table; more, and the table is no roster.
  let odd = 0;
  for (const row of t.rows) {
    const title = (row[0] ?? '').replace(/\s+/g, ' ').trim();
    if (!title || /^(?:total|sum)\b/i.test(title)) continue;
    const counts = shiftCols.map(({ i }) => countOf(row[i] ?? ''));
    if (counts.some((c) => c === null)) {
      odd++;
      continue;
    }
    categories.push({
      title,
      counts: counts as number[],
      days: daysCol > 0 ? scheduleDays(row[daysCol] ?? '') : null,
      quote: row.join(' | '),
    });
  }
  if (odd > 0 && (odd > 2 || odd * 2 >= categories.length)) return null;
  return { shifts: shiftCols.map((x) => x.s as ShiftLabel), categories };
}

/** Shifts as rows, categories as columns ("| Shift | Supervisor | Officer |", "| Day | 1 | 4 |"). */
function byColumns(t: Table): Roster | null {
  const shifts = t.rows.map((r) => shiftLabel(r[0] ?? ''));
  const rows = t.rows.filter((_, k) => shifts[k]);
  if (rows.length < 2 || rows.length < t.rows.length - 1) return null;
  const daysCol = t.header.findIndex((h, i) => i > 0 && DAYS_HEADER.test(h));
  const categories: Roster['categories'] = [];
  for (const [i, h] of t.header.entries()) {
    const title = h.replace(/\s+/g, ' ').trim();
    if (i === 0 || i === daysCol || !title || /^(?:total|sum)\b/i.test(title)) continue;
    const counts = rows.map((r) => countOf(r[i] ?? ''));
    if (counts.some((c) => c === null)) return null;
    categories.push({
      title,
      counts: counts as number[],
      days: null,
      quote: `${title}: ${counts.join(' / ')}`,
    });
  }
  const days = daysCol > 0 ? rows.map((r) => scheduleDays(r[daysCol] ?? '')) : [];
  // Days per shift row are one schedule only when every row agrees.
  const same = days.length && days.every((d) => d && d.daysPerYear === days[0]?.daysPerYear) ? days[0] : null;
  return {
    shifts: shifts.filter((s): s is ShiftLabel => s !== null),
    categories: categories.map((c) => ({ ...c, days: same ?? null })),
  };
}

/** The text around a table: what comes before it (its section's lead-in) and the lines just after. */
function around(t: Table, docs: TextDocument[]): { before: string; after: string } {
  const text = docs.find((d) => d.name === t.document)?.text ?? '';
  return { before: text.slice(Math.max(0, t.start - 2000), t.start), after: text.slice(t.end, t.end + 800) };
}

/** The paid hours of each shift: the label's, the document's stated shift length when it fits, else an even split of the day. */
function shiftHours(shifts: ShiftLabel[], context: string): number[] {
  const stated = statedShiftHours(context);
  const even = shifts.some((s) => s.night) ? 24 / shifts.length : 8;
  return shifts.map((s) => {
    if (stated && (!s.hours || Math.abs(s.hours - stated) <= 1)) return stated;
    return s.hours ?? stated ?? even;
  });
}

/**
 * Persons on duty per shift stated as a roster table, in either orientation: categories as rows
 * and shifts as columns ("| Position | Day 0700-1530 | Evening | Night | Days covered |") or
 * shifts as rows and categories as columns; counts as digits or words, a dash for none; each
 * row's days from its own column ("7 days a week", "Mon-Fri except holidays", "weekends
 * only"), else the lead-in's, else every day when a night shift is staffed. A shift's paid hours
 * are its label's ("(8 hrs)", a window), the document's stated shift length next to the table
 * ("each shift is eight (8) paid hours") when it fits the window, else the day split evenly.
 * One coverage fact per category, titled verbatim, with its shifts and days a year. A table
 * whose header states hours, FTE, rates or money, whose cells are not head counts, or whose
 * rows are not jobs (visits by shift) is not a roster.
 * @example
 * // | Position | Day | Evening | Night | Days covered |  /  | Registered Nurse | 3 | 3 | 2 | 7 days a week |
 * // -> [{ position: 'Registered Nurse', shifts: [{ name: 'Day', posts: 3, hours: 8 }, ...], daysPerYear: 365, is24x7: true }]
 */
export function readShiftRosters(tables: Table[], docs: TextDocument[]): CoverageFact[] {
  const out: CoverageFact[] = [];
  for (const t of tables) {
    if (t.header.some((h) => STATES.test(h))) continue;
    const roster = byRows(t) ?? byColumns(t);
    if (!roster?.categories.length) continue;
    const all = roster.categories.flatMap((c) => c.counts);
    if (all.some((n) => n > MAX_ON_DUTY) || !all.some((n) => n > 0)) continue;
    const { before, after } = around(t, docs);
    // Persons kept on duty, as the lead-in or header says, not numbers of personnel (employees) by shift.
    const lead = `${t.header.join(' ')} ${t.caption ?? ''} ${before.slice(-600)}`;
    if (!ON_DUTY.test(lead) || t.header.some((h) => HEADCOUNT.test(h))) continue;
    // Rows mostly jobs, or some jobs under a lead-in or header about staff: not visits or rooms by shift.
    const jobs = roster.categories.filter((c) => isJob(c.title)).length;
    const staffing = STAFF_WORDS.test(`${t.header[0] ?? ''} ${t.caption ?? ''} ${before.slice(-400)}`);
    if (jobs * 2 < roster.categories.length && !(jobs > 0 && staffing)) continue;
    const hours = shiftHours(roster.shifts, `${before}\n${after}`);
    // The lead-in sentence ("on every shift of every day of the year") gives rows without days theirs.
    const leadIn = scheduleDays(before.slice(-400));
    const night = roster.shifts.some((s) => s.night);
    for (const c of roster.categories) {
      const shifts = roster.shifts
        .map((s, k) => ({ name: s.name, posts: c.counts[k] ?? 0, hours: hours[k] ?? 8 }))
        .filter((s) => s.posts > 0);
      if (!shifts.length) continue;
      const days =
        c.days ??
        leadIn ??
        (night ? { daysPerWeek: 7, daysPerYear: 365 } : { daysPerWeek: 5, daysPerYear: 260 });
      const hoursPerDay = Math.min(
        24,
        shifts.reduce((s, x) => s + x.hours, 0),
      );
      out.push(
        tablePost(t, c.quote, hoursPerDay, days, {
          function: c.title,
          position: c.title,
          // The fewest on duty at once over the hours covered: the concurrent floor.
          posts: Math.min(...shifts.map((s) => s.posts)),
          shifts,
        }),
      );
    }
  }
  return out;
}
