import type { CoverageFact, Table } from '../model';
import type { TextDocument } from '../parts';
import { readPostGrids } from './post-grids';
import { readPostSchedules } from './post-schedules';
import { readShiftRosters } from './shift-rosters';
import { findTimeWindows } from './time-windows';

const NAME = /\b(?:position|post|role|title|labou?r category|function|staff(?:ing)?)\b/i;
// "Positions on duty", "Posts", "Number on duty": people kept on duty, not full-time positions.
const COUNT = /\bon[- ]duty\b|\bposts?\b|\bstaffed\b/i;
const STATES =
  /\bhours?\s+(?:per|a|each)\s+(?:year|annum|period|month|week)\b|\b(?:annual|yearly|total)\s+hours\b|\bfte\b|full[- ]time|\brate\b|\$|\bprice\b|\bcost\b/i;
const WINDOW = /\b(?:coverage|hours|schedule|shift|days|when|duty hours|tour)\b/i;
const CLOCK = /24\s*[x×/]\s*7|24-7\b|24 hours|around[- ]the[- ]clock|round[- ]the[- ]clock|continuous/i;

/** The window of a cell: 24x7 ("24 x 7 x 365", "24/7"), else a clock window ("Mon-Fri 0700-1900"). */
function windowOf(cell: string): { hoursPerDay: number; daysPerWeek: number } | null {
  if (CLOCK.test(cell))
    return /mon(?:day)?\s*(?:-|–|through|to)\s*fri|weekdays/i.test(cell)
      ? { hoursPerDay: 24, daysPerWeek: 5 }
      : { hoursPerDay: 24, daysPerWeek: 7 };
  const w = findTimeWindows(cell.replace(/mon(?:day)?\s*(?:-|–)\s*fri(?:day)?/i, 'Monday through Friday'))[0];
  return w ? { hoursPerDay: w.hoursPerDay, daysPerWeek: w.daysPerWeek } : null;
}

/**
 * Positions on duty stated as a table: a position column, a coverage column whose cells are
 * windows ("24 x 7 x 365", "0700-1900 Mon-Fri") and a count column ("Positions on duty",
 * "Posts"), with no hours or FTE column (a table that states hours is stated staffing). One
 * coverage fact per row, its title verbatim.
 * @example
 * // | Position | Coverage | Positions on duty |  /  | Dispatcher | 24/7 | 2 |  ->  [{ position: 'Dispatcher', posts: 2, is24x7: true }]
 */
function readPositionTables(tables: Table[]): CoverageFact[] {
  const out: CoverageFact[] = [];
  for (const t of tables) {
    const h = t.header;
    if (h.some((x) => STATES.test(x))) continue;
    const nameCol = h.findIndex((x) => NAME.test(x));
    const windowCol = h.findIndex((x, i) => i !== nameCol && WINDOW.test(x) && !COUNT.test(x));
    const countCol = h.findIndex((x, i) => i !== nameCol && i !== windowCol && COUNT.test(x));
    if (nameCol < 0 || windowCol < 0 || countCol < 0) continue;
    for (const row of t.rows) {
      const title = (row[nameCol] ?? '').replace(/\s+/g, ' ').trim();
      const posts = Number((row[countCol] ?? '').replace(/,/g, '').trim());
      const w = windowOf(row[windowCol] ?? '');
      if (!title || /^total/i.test(title) || !w || !(posts > 0 && posts <= 50 && Number.isInteger(posts)))
        continue;
      const is24x7 = w.hoursPerDay === 24 && w.daysPerWeek === 7;
      out.push({
        document: t.document,
        ref: t.caption ?? t.ref,
        quote: row.join(' | ').slice(0, 300),
        label: is24x7 ? '24x7' : `${w.hoursPerDay} h x ${w.daysPerWeek} d`,
        hoursPerDay: w.hoursPerDay,
        daysPerWeek: w.daysPerWeek,
        hoursPerWeek: Math.round(w.hoursPerDay * w.daysPerWeek * 10) / 10,
        is24x7,
        onCall: false,
        function: title,
        position: title,
        posts,
        staffed: true,
      });
    }
  }
  return out;
}

const readFrom = (facts: CoverageFact[], t: Table) =>
  facts.some((f) => f.document === t.document && f.ref === (t.caption ?? t.ref) && f.offset === t.start);

/**
 * The posts the documents' tables state, each table read by the first layout that fits it: a
 * shift roster (persons on duty per shift), a post schedule (one row per post with its hours
 * and days), a grid of posts over operating windows (titles by day types), or positions with a
 * coverage window and a count.
 * @example
 * readPostTables(model.tables, docs).filter((c) => c.scheduled).length // posts and roster rows read
 */
export function readPostTables(tables: Table[], docs: TextDocument[] = []): CoverageFact[] {
  const rosters = readShiftRosters(tables, docs);
  const rest = tables.filter((t) => !readFrom(rosters, t));
  const schedules = readPostSchedules(rest);
  const open = rest.filter((t) => !readFrom(schedules, t));
  const grids = readPostGrids(open, docs);
  const left = open.filter((t) => !readFrom(grids, t));
  return [...rosters, ...schedules, ...grids, ...readPositionTables(left)];
}

/**
 * Coverage with the posts tables state: a row's generic coverage (read from the row as a
 * sentence) gives way to the table's posts.
 * @example
 * withPostTables(readCoverage(ctx), structure.tables, docs).filter((c) => c.position) // the tables' positions
 */
export function withPostTables(
  coverage: CoverageFact[],
  tables: Table[],
  docs: TextDocument[] = [],
): CoverageFact[] {
  const posts = readPostTables(tables, docs);
  if (!posts.length) return coverage;
  const read = tables.filter((t) =>
    posts.some((p) => p.document === t.document && p.ref === (t.caption ?? t.ref)),
  );
  const inside = (c: CoverageFact) =>
    read.some((t) => t.document === c.document && (c.offset ?? -1) >= t.start && (c.offset ?? -1) < t.end);
  return [...coverage.filter((c) => !inside(c)), ...posts];
}
