import type { CoverageFact, Table } from '../model';
import type { TextDocument } from '../parts';
import { isPerson, singular } from './counted-positions';
import { type DayCounts, type DayType, daysAYear, dayTypeOf, statedDayCounts } from './day-types';
import { parseNumber } from './numbers';
import { hoursWhenOpen, type OpenHours, readOpenHours } from './open-hours';
import { tablePost } from './schedule-days';
import { findTimeWindows } from './time-windows';

// Posts over operating windows: a grid of titles (rows) by day types, seasons or sites (columns),
// each cell a window and a count ("0930 – 1730, 2 posts", "1 attendant, all open hours"), or a
// window column and a count column per day type, or one window column and a days column.

const TITLE = /\b(?:position|post|title|role|function|desk|station|category)\b/i;
const SITE = /^(?:site|facility|location|building|branch|installation)\b/i;
const COUNT =
  /\bposts?\b|\bnumber\b|\bcount\b|\bon[- ](?:duty|position|post|console|station|deck|shift)\b|\bstaff(?:ed|ing)?\b|#/i;
const WINDOW = /\bwindows?\b|\bhours\b|\btimes?\b/i;
const DAYS = /^days?\b|\bdays of (?:the )?week\b/i;
const MONEY = /\$|\brates?\b|\bprice\b|\bcost\b|\bwages?\b|\bfte\b|\bannual\b/i;
const EMPTY = /^(?:none|closed|not staffed|n\/?a|-+|–|—|0)?$/i;
const ALL_HOURS =
  /\ball (?:open |operating )?hours\b|\bhours of operation\b|\bopen hours\b|\bwhile open\b|\bwhenever open\b/i;
// Desks the Government staffs itself, named near the table or in a cell, are not the contract's posts.
const GOVERNMENT_STAFF = /\bGovernment(?:'s own)? (?:employees|staff|personnel|civilians)\b/i;
const GOVERNMENT = new RegExp(`${GOVERNMENT_STAFF.source}|\\(Government\\)`, 'i');
const SPELLED = /^(?:one|two|three|four|five|six|seven|eight|nine|ten)$/i;
// "2 clerks", "one (1) guard", "3 posts": a count and the noun it counts, at the cell's start or after a comma.
const COUNTED =
  /(?:^|[,;]\s*)(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s*\(\d+\))?\s+([A-Za-z][A-Za-z-]*)/i;

interface Slot {
  day: DayType | null;
  site?: string;
  cell?: number;
  window?: number;
  count?: number;
}

const clean = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const titled = (s: string) =>
  s.replace(/(^|[\s-])([a-z])/g, (_, a: string, b: string) => a + b.toUpperCase());

/** The site a header opens with before a comma or colon ("Grayson, weekdays"), when that part names no days. */
function headerSite(h: string): string | undefined {
  const head = h.split(/[,:]/)[0]?.trim() ?? '';
  if (head === h.trim() || !head || dayTypeOf(head) || /season|window|posts?|hours|staff/i.test(head))
    return undefined;
  return head.split(/\s+/).length <= 5 ? head : undefined;
}

/** The facility a caption names ("Table C-1. Marlow Visitor Center (open all year)"), when it is a proper name. */
function captionSite(caption: string | undefined): string | undefined {
  const m = clean(caption).match(/^table\s+[A-Z]?[-.\d]+[A-Z]?\.?\s*[-–—:.]?\s*(.+)$/i);
  const name = clean(m?.[1]?.replace(/\([^)]*\)/g, ' '));
  if (!name || name.split(' ').length > 6 || name === name.toUpperCase()) return undefined;
  if (/\b(?:posts?|positions?|staff\w*|schedule|minimum|hours|coverage|windows?|table)\b/i.test(name))
    return undefined;
  return name.split(' ').every((w) => /^[A-Z0-9]|^(?:of|the|and|at|on)$/.test(w)) ? name : undefined;
}

/** The slots of a grid's header: cells that hold both, or window and count columns paired by day type. */
function slotsOf(header: string[], title: number): { slots: Slot[]; site: number; days: number } {
  const site = header.findIndex((h, i) => i !== title && SITE.test(h.trim()));
  const days = header.findIndex((h, i) => i !== title && DAYS.test(h.trim()));
  const windows: Slot[] = [];
  const counts: Slot[] = [];
  const slots: Slot[] = [];
  for (const [i, raw] of header.entries()) {
    if (i === title || i === site || i === days) continue;
    const h = clean(raw);
    const day = dayTypeOf(h);
    const where = headerSite(h);
    const isCount = COUNT.test(h) && !WINDOW.test(h);
    const isWindow = WINDOW.test(h) && !COUNT.test(h);
    if (isCount) counts.push({ day, ...(where ? { site: where } : {}), count: i });
    else if (isWindow) windows.push({ day, ...(where ? { site: where } : {}), window: i });
    else if (day || where) slots.push({ day, ...(where ? { site: where } : {}), cell: i });
  }
  const same = (a: DayType | null, b: DayType | null) =>
    a === b || (!!a && !!b && a.kind === b.kind && a.daysPerWeek === b.daysPerWeek);
  for (const w of windows) {
    const c = counts.find((x) => same(x.day, w.day)) ?? (counts.length === 1 ? counts[0] : undefined);
    if (c?.count !== undefined) slots.push({ ...w, count: c.count });
  }
  return { slots, site, days };
}

/** The count of a cell and the person it names ("2 clerks" is 2 Clerk; "3 posts" is 3 and no one). */
function countIn(text: string): { count: number; person?: string } | null {
  // The first count of posts or of people ("9 a.m." counts nothing; "2 trucks" counts things).
  for (const m of text.matchAll(new RegExp(COUNTED.source, 'gi'))) {
    if (!m[1] || !m[2] || /^(?:a|p|am|pm|hours?|hrs?|h|noon|midnight|to)$/i.test(m[2].replace(/\./g, '')))
      continue;
    const count = SPELLED.test(m[1]) ? parseNumber(m[1]) : Number(m[1]);
    if (/^(?:posts?|positions?|persons?|people)$/i.test(m[2])) return { count };
    if (isPerson(m[2])) return { count, person: titled(singular(m[2]).toLowerCase()) };
    return null;
  }
  const bare = clean(text).match(/^(\d{1,2})$/);
  return bare?.[1] ? { count: Number(bare[1]) } : null;
}

interface GridContext {
  open: OpenHours[];
  counts: DayCounts;
}

/** The posts one row keeps in one slot: one per day type its window covers. */
function slotPosts(
  t: Table,
  row: string[],
  slot: Slot,
  name: string,
  site: string | undefined,
  g: GridContext,
  dayCell: string,
) {
  const windowText = clean(row[slot.cell ?? slot.window ?? -1]);
  const countText = clean(row[slot.cell ?? slot.count ?? -1]);
  if (EMPTY.test(windowText) || EMPTY.test(countText) || GOVERNMENT.test(`${windowText} ${countText}`))
    return [];
  const counted = countIn(slot.cell !== undefined ? countText : countText.replace(/\(.*\)/, ''));
  if (!counted || !(counted.count > 0 && counted.count <= 50)) return [];
  const day = slot.day ?? dayTypeOf(dayCell);
  if (!day) return [];
  const windows = findTimeWindows(windowText);
  const own = windows.reduce((s, w) => s + w.hoursPerDay, 0);
  const spans =
    own > 0
      ? [{ day, hoursPerDay: own }]
      : ALL_HOURS.test(windowText)
        ? hoursWhenOpen(g.open, site, day)
        : [];
  // "Weekdays (250 days)": the row's own days a year.
  const stated = Number(dayCell.match(/\((\d{2,3}) days\)/)?.[1]);
  return spans
    .filter((s) => s.hoursPerDay > 0 && s.hoursPerDay <= 24)
    .map((s) =>
      tablePost(
        t,
        row.join(' | '),
        s.hoursPerDay,
        {
          daysPerWeek: s.day.daysPerWeek,
          daysPerYear: stated >= 50 && stated <= 366 ? stated : daysAYear(s.day, g.counts),
        },
        {
          function: name,
          position: counted.person ?? name,
          posts: counted.count,
          ...(site ? { site } : {}),
        },
      ),
    );
}

/** The Government's own desks, named in the text just before a table. */
const governmentTable = (t: Table, docs: TextDocument[]) => {
  const text = docs.find((d) => d.name === t.document)?.text ?? '';
  return GOVERNMENT_STAFF.test(`${text.slice(Math.max(0, t.start - 300), t.start)} ${t.caption ?? ''}`);
};

/**
 * Posts kept over operating windows, read from grids: a title per row, a day type, season or
 * site per column ("Tuesday – Friday", "Summer season (22 weeks): Wednesday – Sunday",
 * "Grayson, weekends"), each cell a window and a count ("0930 – 1730, 2 posts", "1 attendant,
 * all open hours"); or windows and counts in columns paired by day type; or a window column, a
 * days column and a count column. "All open hours" takes the facility's hours (an hours table
 * or the latest sentence that opens the work, as amended), split by day type when they differ.
 * Days a year come from the day type: a season's weeks, the document's weekday and weekend
 * counts, else 52 weeks. Tables of rates or FTE, cells without a count or a window, counts of
 * things ("2 trucks") and the Government's own desks are not posts.
 * @example
 * // | Position title | Tue-Fri | Sat-Sun |  /  | Usher | 0930-1730, 1 post | 0930-2130, 2 posts |
 * // -> Usher 1 x 8 h x 208 d and 2 x 12 h x 104 d
 */
export function readPostGrids(tables: Table[], docs: TextDocument[]): CoverageFact[] {
  const g: GridContext = {
    open: readOpenHours(tables, docs),
    counts: statedDayCounts(docs.map((d) => d.text)),
  };
  const out: CoverageFact[] = [];
  for (const t of tables) {
    if (t.header.some((h) => MONEY.test(h)) || governmentTable(t, docs)) continue;
    const titleAt = Math.max(
      0,
      t.header.findIndex((h) => TITLE.test(h)),
    );
    const { slots, site, days } = slotsOf(t.header, titleAt);
    if (!slots.length) continue;
    const fromCaption = captionSite(t.caption);
    for (const row of t.rows) {
      const name = clean(row[titleAt]);
      if (!name || /^(?:total|sum|all)\b/i.test(name)) continue;
      for (const slot of slots) {
        const where = clean(row[site]) || slot.site || fromCaption;
        out.push(...slotPosts(t, row, slot, name, where || undefined, g, clean(row[days])));
      }
    }
  }
  return out;
}
