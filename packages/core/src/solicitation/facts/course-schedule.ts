import type { Source, Table } from '../model';

/** One course (at one site) as the documents schedule it: its length, instructors and classes. */
export interface CourseRow extends Source {
  course: string;
  site?: string;
  /** Length of one class in hours of instruction, when stated in hours. */
  lengthHours?: number;
  /** Length of one class in training days (weeks read as five days), when stated in days or weeks. */
  lengthDays?: number;
  /** Preparation and grading hours of one class, when a column states them. */
  prepHours?: number;
  /** Instructors present for every hour of a class. */
  instructors?: number;
  /** Students in a class (the maximum, when stated so). */
  students?: number;
  /** Classes (iterations) by period: 'Base', 'Option 1', ... or 'Annual' when no period is named. */
  iterations: { period: string; value: number }[];
}

const NAME = /\b(?:course|class|module|training|title|description|block|curriculum)\b/i;
const LENGTH =
  /\b(?:length|duration|course hours|class(?:room)? hours|training days|academic hours|contact hours|course (?:days|weeks)|(?:hours|days|weeks) per (?:class|course|iteration|session|offering))\b|^\s*(?:hours|hrs|days|weeks)\s*$/i;
const NOT_LENGTH =
  /\binstructor(?!ion)|\btotal|\bbase\b|\boption|\bperiod\b|\bOP\s*\d|per (?:training )?day|\bprep(?:aration)?\b|\bgrading\b/i;
// Hours of instruction a class ("Instruction hours per class", "Hours per session", "Length
// (hours)"): the measure of a class, over its calendar length ("Class length: 10 weeks").
const INSTRUCTION_HOURS = /\b(?:hours?|hrs?)\b/i;
// "Preparation and grading hours per class": the instructor's time a class outside it.
const PREP =
  /\b(?:prep(?:aration)?|grading)\b[^|]*\b(?:hours?|hrs?)\b|\b(?:hours?|hrs?)\b[^|]*\bprep(?:aration)?\b/i;
const INSTRUCTORS = /\b(?:instructors?|trainers?|teachers?|faculty)\b/i;
const NOT_INSTRUCTORS = /days?|hours?|ratio|students? per|qualif/i;
const STUDENTS = /\b(?:students?|trainees?|seats|participants|class size)\b/i;
const ITERATIONS =
  /\b(?:iterations?|classes|sessions|offerings|qty|quantity|number of (?:classes|iterations|sessions)|per year|annual(?:ly)?)\b/i;
const NOT_ITERATIONS = /instructor|contact|hours|days|price|cost|\$|rate/i;
const SITE = /\b(?:installation|site|location|campus|place)\b/i;
const UNIT = /^\s*(?:unit|u\/i|uom)\s*$/i;
const CLASS_UNIT = /^\s*(?:iterations?|class(?:es)?|sessions?|offerings?|courses? iterations?)\s*$/i;

// A header that is a period's label and nothing else ("Base", "Option 1", "Option Year 2", "OY1").
const BARE_PERIOD =
  /^\s*(?:base(?:\s+(?:year|period))?|option\s*(?:year|period)?\s*\d{1,2}|O[YP]\s*-?\s*\d{1,2})\s*$/i;
// A column naming each row's period ("Period", "Contract Period", "Performance Period", "Contract Year").
const ROW_PERIOD = /^\s*(?:(?:contract|performance|ordering)\s+)?(?:period|year)\s*$/i;

const num = (cell: string | undefined): number => {
  const m = (cell ?? '').replace(/,/g, '').match(/^\s*(\d+(?:\.\d+)?)\b/);
  return m ? Number(m[1]) : Number.NaN;
};

/** 'Base', 'Option N' or null for a period named in a header or a line description. */
export function coursePeriod(label: string): string | null {
  if (/\bbase\b/i.test(label)) return 'Base';
  const m = label.match(
    /\b(?:option|opt)\s*(?:year|period|yr)?\s*(\d{1,2})\b|\b(?:OP|OY)\s*-?\s*(\d{1,2})\b/i,
  );
  const n = m?.[1] ?? m?.[2];
  return n ? `Option ${Number(n)}` : null;
}

function lengthOf(cell: string, header: string): { hours?: number; days?: number } {
  const value = num(cell);
  if (!(value > 0)) return {};
  const unit = /\bweeks?\b/i.test(cell)
    ? 'week'
    : /\bdays?\b/i.test(cell)
      ? 'day'
      : /\b(?:hours?|hrs?)\b/i.test(cell)
        ? 'hour'
        : /\bweeks?\b/i.test(header)
          ? 'week'
          : /\bdays?\b/i.test(header)
            ? 'day'
            : /\bhours?\b/i.test(header)
              ? 'hour'
              : undefined;
  if (unit === 'week') return { days: value * 5 };
  if (unit === 'day') return { days: value };
  if (unit === 'hour') return { hours: value };
  return {};
}

const find = (header: string[], test: (h: string) => boolean) => header.findIndex(test);

/**
 * The course rows of one table: a course (name) column with a length, instructors, students or
 * classes column; classes by period from period columns ("Base period iterations", "Option
 * Period 1") or from a line item's description ("HMHC, option period 1") and its quantity, when
 * the table's unit column says the quantity counts classes. Tables without such columns give none.
 * @example
 * // | Course | Length (academic hours) | Instructors per class | Base Period |  ->  [{ course, lengthHours, instructors, iterations }]
 */
export function courseRows(table: Table): CourseRow[] {
  const h = table.header.map((x) => x.replace(/\s+/g, ' ').trim());
  const nameCol = find(h, (x) => NAME.test(x) && !LENGTH.test(x) && !ITERATIONS.test(x));
  if (nameCol < 0) return [];
  const lengths = h.flatMap((x, i) => (LENGTH.test(x) && !NOT_LENGTH.test(x) ? [i] : []));
  const lengthCol = lengths.find((i) => INSTRUCTION_HOURS.test(h[i] ?? '')) ?? lengths[0] ?? -1;
  const prepCol = find(h, (x) => PREP.test(x) && !/\btotal\b/i.test(x));
  const instructorCol = find(h, (x) => INSTRUCTORS.test(x) && !NOT_INSTRUCTORS.test(x));
  const studentCol = find(h, (x) => STUDENTS.test(x) && !INSTRUCTORS.test(x) && !/per instructor/i.test(x));
  const siteCol = find(h, (x) => SITE.test(x));
  const unitCol = find(h, (x) => UNIT.test(x));
  // A column that is only a period's label ("Base", "Option Year 2") counts classes beside a
  // class length: its cells are whole numbers (a price column is "$1,200" or headed so).
  const counts = (i: number) =>
    table.rows.every((r) => {
      const cell = (r[i] ?? '').trim();
      return !cell || /^\d{1,3}$/.test(cell);
    });
  const barePeriod = (i: number) => lengthCol >= 0 && BARE_PERIOD.test(h[i] ?? '') && counts(i);
  const periodCols = h
    .map((x, i) => ({ i, period: coursePeriod(x) }))
    .filter(
      (c) =>
        c.period &&
        c.i !== nameCol &&
        (ITERATIONS.test(h[c.i] ?? '') || unitCol >= 0 || barePeriod(c.i)) &&
        !NOT_ITERATIONS.test(h[c.i] ?? ''),
    );
  // A row per course and period: a column naming the period of each row's classes.
  const rowPeriodCol = periodCols.length
    ? -1
    : h.findIndex((x, i) => ROW_PERIOD.test(x) && table.rows.some((r) => coursePeriod(r[i] ?? '') !== null));
  const qtyCol = find(h, (x) => ITERATIONS.test(x) && !NOT_ITERATIONS.test(x) && !coursePeriod(x));
  // A schedule of line items counts classes only where its unit says so.
  // "EA" counts classes when the item names them ("Water Safety Class (90 minutes) | 200 | EA").
  const classUnit = (row: string[]) =>
    unitCol < 0 ||
    CLASS_UNIT.test(row[unitCol] ?? '') ||
    (/^\s*(?:ea|each)\s*$/i.test(row[unitCol] ?? '') &&
      /\b(?:class(?:es)?|sessions?)\b/i.test(row[nameCol] ?? ''));
  const hasClasses = periodCols.length > 0 || qtyCol >= 0;
  if (lengthCol < 0 && instructorCol < 0 && !(hasClasses && (unitCol >= 0 || INSTRUCTORS.test(h.join(' ')))))
    return [];
  const siteOf = sitesOfColumns(periodCols.map((c) => ({ ...c, label: h[c.i] ?? '' })));
  const out: CourseRow[] = [];
  for (const row of table.rows) {
    const name = (row[nameCol] ?? '').replace(/\s+/g, ' ').trim();
    if (!name || /^(?:grand\s+)?totals?\b/i.test(name) || !classUnit(row)) continue;
    const iterations: CourseRow['iterations'] = [];
    for (const c of periodCols) {
      const v = num(row[c.i]);
      if (v >= 0) iterations.push({ period: c.period as string, value: v });
    }
    if (qtyCol >= 0 && !periodCols.length) {
      const v = num(row[qtyCol]);
      const period = (rowPeriodCol >= 0 ? coursePeriod(row[rowPeriodCol] ?? '') : null) ?? coursePeriod(name);
      if (v >= 0) iterations.push({ period: period ?? 'Annual', value: v });
    }
    const length = lengthCol >= 0 ? lengthOf(row[lengthCol] ?? '', h[lengthCol] ?? '') : {};
    const instructors = instructorCol >= 0 ? num(row[instructorCol]) : Number.NaN;
    const prep = prepCol >= 0 ? num(row[prepCol]) : Number.NaN;
    const students = studentCol >= 0 ? num(row[studentCol]) : Number.NaN;
    const site = siteCol >= 0 ? (row[siteCol] ?? '').trim() : '';
    const r: CourseRow = {
      document: table.document,
      ref: table.caption ? table.caption.slice(0, 80) : table.ref,
      quote: row.join(' | ').slice(0, 300),
      course: name,
      iterations,
      ...(site && !/^(?:both|all)$/i.test(site) ? { site } : {}),
      ...(length.hours ? { lengthHours: length.hours } : {}),
      ...(length.days ? { lengthDays: length.days } : {}),
      ...(prep >= 0 ? { prepHours: prep } : {}),
      ...(instructors > 0 && instructors <= 20 ? { instructors } : {}),
      ...(students > 0 ? { students } : {}),
    };
    if (!(r.lengthHours || r.lengthDays || r.instructors || iterations.length)) continue;
    if (!siteOf) {
      out.push(r);
      continue;
    }
    // "Base iterations FLW | Base iterations FGA": a row per site, each with its own classes.
    for (const place of new Set(siteOf.values()))
      out.push({
        ...r,
        site: place,
        iterations: periodCols
          .filter((c) => siteOf.get(c.i) === place)
          .map((c) => ({ period: c.period as string, value: num(row[c.i]) }))
          .filter((it) => it.value >= 0),
      });
  }
  return rowPeriodCol >= 0 ? mergedByCourse(out) : out;
}

/** Rows of one course (and site and length) a period each, as one row with its classes by period. */
function mergedByCourse(rows: CourseRow[]): CourseRow[] {
  const out = new Map<string, CourseRow>();
  for (const r of rows) {
    const key = [r.course.toLowerCase(), r.site ?? '', r.lengthHours ?? '', r.lengthDays ?? ''].join('|');
    const had = out.get(key);
    if (!had) out.set(key, { ...r, iterations: [...r.iterations] });
    else {
      had.iterations.push(...r.iterations);
      had.quote = `${had.quote} / ${r.quote}`.slice(0, 300);
    }
  }
  return [...out.values()];
}

/**
 * Sites of period columns split by site ("Base iterations FLW", "Base iterations FGA"): the
 * words a column does not share with the other columns of its period; null when not split.
 */
function sitesOfColumns(
  cols: { i: number; period: string | null; label: string }[],
): Map<number, string> | null {
  const byPeriod = new Map<string, { i: number; words: string[] }[]>();
  for (const c of cols) {
    const list = byPeriod.get(c.period ?? '') ?? [];
    list.push({ i: c.i, words: c.label.split(/\s+/) });
    byPeriod.set(c.period ?? '', list);
  }
  const groups = [...byPeriod.values()];
  if (!groups.length || groups.some((g) => g.length < 2)) return null;
  const out = new Map<number, string>();
  for (const g of groups)
    for (const c of g) {
      const own = c.words.filter((w) => !g.every((o) => o.words.includes(w))).join(' ');
      if (!own) return null;
      out.set(c.i, own);
    }
  return out;
}
