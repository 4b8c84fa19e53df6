import type { Table } from '../model';
import { type CourseRow, courseRows } from './course-schedule';

const STOP = new Set([
  'course',
  'courses',
  'the',
  'and',
  'of',
  'for',
  'base',
  'option',
  'period',
  'year',
  'a',
  'an',
]);

/** What names a course across tables: its acronym, its letter label and its words. */
function keyOf(name: string): { acronym?: string; letter?: string; words: string[] } {
  const acronym =
    name.match(/\(([A-Z][A-Z0-9]{1,7})\)/)?.[1] ?? name.match(/^([A-Z][A-Z0-9]{2,7})\b(?=[ ,])/)?.[1];
  const letter = name.match(/^(?:course\s+)?([A-Z])(?:[.,:)]|\s+-)\s/i)?.[1]?.toUpperCase();
  const words = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^(?:course\s+)?[A-Z](?:[.,:)]|\s+-)\s/i, ' ')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
  return { ...(acronym ? { acronym } : {}), ...(letter ? { letter } : {}), words };
}

/** Whether two names are one course: the same acronym or letter, or mostly the same words. */
export function sameCourse(a: string, b: string): boolean {
  const x = keyOf(a);
  const y = keyOf(b);
  if (x.acronym && y.acronym) return x.acronym === y.acronym;
  const has = (name: string, acronym?: string) =>
    Boolean(acronym && new RegExp(`\\b${acronym}\\b`).test(name));
  if (has(b, x.acronym) || has(a, y.acronym)) return true;
  if (x.letter && y.letter) return x.letter === y.letter;
  const shared = x.words.filter((w) => y.words.includes(w)).length;
  return shared > 0 && shared / Math.min(x.words.length, y.words.length) >= 0.75;
}

const complete = (r: CourseRow) => Boolean((r.lengthHours || r.lengthDays) && r.iterations.length);
const spec = (r: CourseRow) => Boolean(r.lengthHours || r.lengthDays);

/** The table whose rows pass `test` most often (the first on a tie). */
function best(perTable: CourseRow[][], test: (r: CourseRow) => boolean): CourseRow[] {
  let top: CourseRow[] = [];
  for (const rows of perTable) {
    const kept = rows.filter(test);
    if (kept.length > top.length) top = kept;
  }
  return top;
}

/**
 * The documents' course schedule: the table that states courses with their lengths and classes
 * wins whole (a workbook repeating a text table is not counted twice); else the table of course
 * lengths and instructors is joined to the line items that count classes by period, course by
 * course (by acronym, letter or words), a row per site when the line items are by site.
 * @example
 * readCourseSchedule(model.tables)[0] // { course: 'A. Wheeled Vehicle Recovery Operations', lengthHours: 80, instructors: 2, iterations: [...] }
 */
export function readCourseSchedule(tables: Table[]): CourseRow[] {
  const perTable = tables.map(courseRows).filter((rows) => rows.length > 0);
  const whole = best(perTable, complete);
  if (whole.length) return whole;
  const specs = best(perTable, spec);
  const classes = best(perTable, (r) => r.iterations.length > 0 && !spec(r));
  if (!specs.length || !classes.length) return [];
  const out: CourseRow[] = [];
  for (const s of specs) {
    const matches = classes.filter((c) => sameCourse(s.course, c.course));
    if (!matches.length) continue;
    const sites = [...new Set(matches.map((m) => m.site ?? ''))];
    for (const site of sites) {
      const at = matches.filter((m) => (m.site ?? '') === site);
      const byPeriod = new Map<string, number>();
      for (const m of at)
        for (const it of m.iterations) byPeriod.set(it.period, (byPeriod.get(it.period) ?? 0) + it.value);
      out.push({
        ...s,
        ...(site ? { site } : {}),
        quote: `${s.quote} / ${at.map((m) => m.quote).join(' / ')}`.slice(0, 300),
        iterations: [...byPeriod].map(([period, value]) => ({ period, value })),
      });
    }
  }
  return out;
}
