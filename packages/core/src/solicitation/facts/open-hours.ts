import type { Table } from '../model';
import type { TextDocument } from '../parts';
import { type DayType, dayTypeOf } from './day-types';
import { findTimeWindows } from './time-windows';

/** The hours a day a facility is open on a day type, from a table row or a sentence. */
export interface OpenHours {
  /** The facility a table row names; none for a sentence about the whole work. */
  site?: string;
  day: DayType;
  hoursPerDay: number;
}

const COUNTED = /\b\d+\s+(?:posts?|[a-z]+s)\b|\b(?:one|two|three|four|five|six)\s+[a-z]+\b/i;
const OPENS = /\b(?:open(?:s|ed)?|operat(?:es|ing|ion)|hours of (?:operation|service))\b/i;
// The text an amendment replaces, quoted ("FROM: 'The site is open ...'"), is not the hours.
const OLD_TEXT = /^\W*(?:from|was|delete|old(?: text)?)\s*:/i;
const DAILY: DayType = { daysPerWeek: 7, kind: 'daily', holidays: true };

/** Facility rows of an hours table: day-type columns whose cells are windows or "closed", never counts. */
function tableHours(t: Table): OpenHours[] {
  const days = t.header.map((h, i) => (i > 0 ? dayTypeOf(h) : null));
  if (!days.some(Boolean)) return [];
  const cells = t.rows.flatMap((r) => r.slice(1));
  if (cells.some((c) => COUNTED.test(c) && !findTimeWindows(c).length && !/closed/i.test(c))) return [];
  if (cells.some((c) => /\bposts?\b|\bon duty\b/i.test(c))) return [];
  const out: OpenHours[] = [];
  for (const row of t.rows) {
    const site = (row[0] ?? '').replace(/\s+/g, ' ').trim();
    for (const [i, day] of days.entries()) {
      if (!day || !site) continue;
      const w = findTimeWindows(row[i] ?? '');
      const hours = w.reduce((s, x) => s + x.hoursPerDay, 0);
      if (hours > 0) out.push({ site, day, hoursPerDay: hours });
      else if (/^\s*closed\b/i.test(row[i] ?? '')) out.push({ site, day, hoursPerDay: 0 });
    }
  }
  return out;
}

/** Windows a sentence opens the work for, each with the day type the words after (or before) it name. */
function sentenceHours(sentence: string): OpenHours[] {
  if (!OPENS.test(sentence) || OLD_TEXT.test(sentence)) return [];
  const windows = findTimeWindows(sentence);
  return windows.map((w, k) => {
    const after = sentence.slice(w.end, windows[k + 1]?.index ?? sentence.length);
    const before = sentence.slice(windows[k - 1]?.end ?? 0, w.index);
    const day = dayTypeOf(after) ?? dayTypeOf(before) ?? (w.daysPerWeek === 7 ? DAILY : null);
    return {
      day: day ?? { daysPerWeek: w.daysPerWeek, kind: 'weekday', holidays: false },
      hoursPerDay: w.hoursPerDay,
    };
  });
}

const sentences = (text: string) =>
  text.split(/\n\s*\n/).flatMap((p) => p.replace(/\s+/g, ' ').split(/(?<=[.;]["”]?)\s+(?=["“]?[A-Z0-9])/));

/**
 * The hours the documents open their facilities: rows of an hours table (a facility per row,
 * a day type per column), and the sentences that say when the work is open ("open from 0600
 * to 2400 on weekdays and from 0600 to 2200 on weekends"), the latest document's sentences
 * standing for the earlier ones (an amendment restates them; its quoted old text is skipped).
 * @example
 * readOpenHours([], [{ name: 'a', index: 0, text: 'The shop is open from 0700 to 1900 daily.' }])[0]?.hoursPerDay // 12
 */
export function readOpenHours(tables: Table[], docs: TextDocument[]): OpenHours[] {
  const rows = tables.flatMap(tableHours);
  const said = [...docs]
    .sort((a, b) => b.index - a.index)
    .map((d) =>
      sentences(d.text)
        .filter((s) => s.length < 400)
        .flatMap(sentenceHours),
    )
    .find((list) => list.length > 0);
  return [...rows, ...(said ?? [])];
}

const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** A site named in a header ("Grayson") and a facility named in an hours table ("Grayson Fitness Center") are one when one's words open the other. */
export function sameSite(a: string, b: string): boolean {
  const [x, y] = [words(a), words(b)];
  const short = x.length <= y.length ? x : y;
  const long = x.length <= y.length ? y : x;
  return short.length > 0 && short.every((w, i) => long[i] === w);
}

const covers = (open: DayType, day: DayType) =>
  open.kind === day.kind ||
  open.kind === 'daily' ||
  (open.daysPerWeek === day.daysPerWeek && open.kind === 'other' && day.kind === 'other');

/**
 * The open hours of a post kept "all open hours" at a site on a day type: one day type, or,
 * for every day, each day type the hours differ by (weekdays and weekends as amended).
 * @example
 * hoursWhenOpen(open, 'Grayson', { daysPerWeek: 5, kind: 'weekday', holidays: false }) // [{ day, hoursPerDay: 16 }]
 */
export function hoursWhenOpen(open: OpenHours[], site: string | undefined, day: DayType): OpenHours[] {
  const here = open.filter((o) => (o.site && site ? sameSite(o.site, site) : !o.site));
  const pool = here.length ? here : open.filter((o) => !o.site);
  if (day.kind === 'daily') {
    const split = pool.filter((o) => o.day.kind === 'weekday' || o.day.kind === 'weekend');
    if (split.length >= 2) return split;
  }
  const match = pool.find((o) => covers(o.day, day));
  return match ? [{ ...match, day }] : [];
}
