/**
 * A generator of solicitations along the axis of their period structure (how long the base is,
 * how many options and how long each, an option to extend services or none) and the axis of
 * their hours-per-FTE convention, each rendered in the ways documents write them and placed
 * where documents put them (Section F, a Period of Performance heading, a sentence of the work
 * statement, a CLIN table, an RFQ letter), with period-like text around them that is no period
 * of performance (a warranty, an invoice term, a proposal validity, a response window, the
 * solicitation's own dates). Each document comes with its truth, so the plan's periods and its
 * hours per period can be scored. Nothing is taken from a corpus document.
 */
import { MONTH_NAMES } from '../../src/solicitation/facts/dates';
import { words } from '../../src/solicitation/robustness/phrasing';
import { seeded } from './phrasings';

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
// Number words up to twelve; larger numbers stay in digits, as documents write them.
const WORDS = Array.from({ length: 13 }, (_, n) => words(n));

/** The period structure a document states. */
export const STRUCTURES = [
  'base-options', // a 12-month base and 1-4 twelve-month options
  'short-base-options', // a base under a year, then twelve-month options
  'long-base', // a base over a year, then one option
  'labelled-uneven', // "Base Period: 12 months; Option Period 1: ten (10) months"
  'date-ranges', // each period as a date range
  'option-clins', // CLINs 0001 / 1001 / 2001 carry the periods
  'calendar-days', // one period of 60-180 calendar days
  'weeks', // one period of N weeks
  'under-months', // "in under 4 months"
  'days-after-award', // "within 120 days after award"
  'period-table', // a table of periods with start and end dates
  'roman-labels', // "Option Period I: 12 months", "Option Period II"
  'words-only', // "a base period of nine months, followed by four one-year option periods"
  'base-plus-years', // "Base Year + 3 Option Years", "one base year plus two option years"
  'six-month-options', // a 6-month base and 6-month options
  'total-with-options', // "shall not exceed 60 months, including options: a 12-month base ..."
  'single-date-range', // "Period of Performance: 01/01/2027 - 06/30/2027"
  'award-through-months', // "Base Period: date of award through 12 months thereafter"
  'numbered-series', // "Ordering Period 1 ... 8 months", "Contract Period II ...": no base/option words, uneven first period
  'start-end-words', // "Performance begins on 1 March 2029 and ends on 31 January 2030."
  'uneven-dates', // "Base Period: 1 February 2029 through 30 September 2029" then twelve-month options by dates
  // Seventh session: period forms offices use that the earlier grid missed.
  'base-verb-dates', // "The base year is 1 April 2032 through 31 March 2033. The Government may exercise four (4) one-year option periods."
  'wrapped-option-dates', // options dated in parentheses, one range wrapped onto a line starting "- 31 March 2034)"
  'option-year-words', // "Option Year One", "Option Period Two" and "OY3": numbered in words or abbreviated
  'options-in-clins', // the periods only in a CLIN schedule: "1001-1004 Option Year 1, same as 0001-0004"
  'count-with-gaps', // "four (4) option years" with only some of them dated by label
  // Eighth session: one period of months other than twelve, counted from award, options denied.
  'months-from-award', // "Eighteen (18) months from the date of award. There are no option periods."
  // Tenth session: seasons, a base from award with the award date as an aside, a numbered paragraph.
  'dated-seasons', // "Base Season: 1 May 2031 through 30 September 2031. Option Season 1: ..." (4-7 months each)
  'award-aside-base', // "Base Period: from award (anticipated 1 March 2031) through 30 November 2031, about nine (9) months"
  'numbered-length', // "3.2 Seven (7) months from the date of award." under its heading
] as const;
export type Structure = (typeof STRUCTURES)[number];

/** Where the period structure is stated. */
export const PLACES = ['section-f', 'pop-heading', 'sow-sentence', 'rfq-letter'] as const;
export type Place = (typeof PLACES)[number];

/** Whether an option to extend services (FAR 52.217-8) is part of the document. */
export const EXTENSIONS = ['none', 'included', 'clause-text', 'clin-row', 'not-included'] as const;
export type Extension = (typeof EXTENSIONS)[number];

/** The hours-per-FTE convention, stated or not. */
export const CONVENTIONS = [
  'unstated',
  '1880-digits',
  '1920-words',
  '2080-mixed',
  'words-only',
  'paid-less-deductions',
] as const;
export type Convention = (typeof CONVENTIONS)[number];

/** How the staffing is stated: FTE per category, or yearly hours per category. */
export const STAFFINGS = ['fte', 'annual-hours', 'period-hours'] as const;
export type Staffing = (typeof STAFFINGS)[number];

export interface PeriodPhrasing {
  staffing: Staffing;
  structure: Structure;
  place: Place;
  extension: Extension;
  convention: Convention;
}
export interface TruthPeriod {
  kind: 'base' | 'option';
  months: number;
  /** The option's number (1 for the first option). */
  index?: number;
}
export interface PeriodTruth {
  periods: TruthPeriod[];
  extension: boolean;
  hoursPerFte: number;
  /** FTE per category, or stated yearly hours (then `hours` is set). */
  roles: { title: string; fte: number; hours?: number; perPeriod?: number[] }[];
}
export interface GeneratedPeriods {
  phrasing: PeriodPhrasing;
  text: string;
  truth: PeriodTruth;
}

/** "twelve (12) months", "12 months", "twelve-month" as a noun phrase. */
function months(rng: Rng, n: number): string {
  const r = rng();
  if (r < 0.4 && n <= 12) return `${WORDS[n]} (${n}) months`;
  if (r < 0.7) return `${n} months`;
  return n % 12 === 0
    ? `${n / 12 === 1 ? 'one' : WORDS[n / 12]} (${n / 12}) year${n > 12 ? 's' : ''}`
    : `${n} months`;
}
const legal = (n: number) => `${WORDS[n]} (${n})`;

/** A date range of `m` months from the first of a month: "October 1, 2026 through September 30, 2027". */
function range(year: number, month: number, m: number): { text: string; next: [number, number] } {
  const endMonth = (month + m - 1) % 12;
  const endYear = year + Math.floor((month + m - 1) / 12);
  const last = new Date(Date.UTC(endYear, endMonth + 1, 0)).getUTCDate();
  const nextMonth = (month + m) % 12;
  const nextYear = year + Math.floor((month + m) / 12);
  return {
    text: `${MONTH_NAMES[month]} 1, ${year} through ${MONTH_NAMES[endMonth]} ${last}, ${endYear}`,
    next: [nextYear, nextMonth],
  };
}

/** The truth periods of a structure, drawn at random. */
export function truthPeriods(rng: Rng, s: Structure): TruthPeriod[] {
  const options = (n: number, each: number[] | number) =>
    Array.from({ length: n }, (_, i) => ({
      kind: 'option' as const,
      months: Array.isArray(each) ? (each[i] ?? 12) : each,
      index: i + 1,
    }));
  const n = 1 + Math.floor(rng() * 4);
  switch (s) {
    case 'base-options':
    case 'date-ranges':
    case 'option-clins':
      return [{ kind: 'base', months: 12 }, ...options(n, 12)];
    case 'short-base-options':
      return [{ kind: 'base', months: pick(rng, [6, 8, 9, 10]) }, ...options(n, 12)];
    case 'long-base':
      return [{ kind: 'base', months: pick(rng, [18, 24]) }, ...options(1, 12)];
    case 'labelled-uneven':
      return [{ kind: 'base', months: 12 }, ...options(Math.max(2, n), [pick(rng, [6, 10, 11]), 12, 12, 12])];
    case 'calendar-days':
      return [{ kind: 'base', months: 0 }];
    case 'weeks':
      return [{ kind: 'base', months: 0 }];
    case 'under-months':
      return [{ kind: 'base', months: pick(rng, [3, 4, 5, 7]) }];
    case 'days-after-award':
      return [{ kind: 'base', months: 0 }];
    case 'period-table':
    case 'roman-labels':
    case 'base-plus-years':
      return [{ kind: 'base', months: 12 }, ...options(n, 12)];
    case 'words-only':
      return [{ kind: 'base', months: pick(rng, [6, 9, 12]) }, ...options(n, 12)];
    case 'six-month-options':
      return [{ kind: 'base', months: 6 }, ...options(n, 6)];
    case 'total-with-options':
    case 'award-through-months':
      return [{ kind: 'base', months: 12 }, ...options(n, 12)];
    case 'single-date-range':
      return [{ kind: 'base', months: pick(rng, [3, 6, 9, 12]) }];
    case 'numbered-series':
    case 'uneven-dates':
      return [{ kind: 'base', months: pick(rng, [5, 7, 8, 9, 10]) }, ...options(n, 12)];
    case 'base-verb-dates':
    case 'wrapped-option-dates':
    case 'option-year-words':
    case 'options-in-clins':
      return [{ kind: 'base', months: 12 }, ...options(n, 12)];
    case 'count-with-gaps':
      return [{ kind: 'base', months: 12 }, ...options(Math.max(2, n), 12)];
    case 'start-end-words':
      return [{ kind: 'base', months: pick(rng, [4, 7, 11, 14]) }];
    case 'months-from-award':
      return [{ kind: 'base', months: pick(rng, [9, 15, 18, 20, 30]) }];
    case 'dated-seasons': {
      const each = pick(rng, [4, 5, 6, 7]);
      return [{ kind: 'base', months: each }, ...options(Math.min(n, 3), each)];
    }
    case 'award-aside-base':
      return [{ kind: 'base', months: pick(rng, [4, 7, 8, 9, 10]) }, ...options(n, 12)];
    case 'numbered-length':
      return [{ kind: 'base', months: pick(rng, [5, 7, 10, 14]) }];
  }
}

/** The last day of the month `m` months after (year, month): [year, month, day]. */
function endOf(y: number, m: number, months: number): [number, number, number] {
  const endM = (m + months - 1) % 12;
  const endY = y + Math.floor((m + months - 1) / 12);
  return [endY, endM, new Date(Date.UTC(endY, endM + 1, 0)).getUTCDate()];
}

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];
/** "10/01/2026", "1 October 2026", "October 1, 2026". */
function dateForm(style: number, y: number, m: number, d: number): string {
  if (style === 0) return `${String(m + 1).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  if (style === 1) return `${d} ${MONTH_NAMES[m]} ${y}`;
  return `${MONTH_NAMES[m]} ${d}, ${y}`;
}

const DAY_WORDS: Record<number, string> = {
  60: 'sixty',
  90: 'ninety',
  120: 'one hundred twenty',
  180: 'one hundred eighty',
};
const daysToMonths = (d: number) => Math.round((d / (365.25 / 12)) * 10) / 10;
const weeksToMonths = (w: number) => Math.round(((w * 7) / (365.25 / 12)) * 10) / 10;

/** The sentences (or rows) that state the periods, and the periods they state. */
export function statePeriods(rng: Rng, s: Structure, periods: TruthPeriod[], underHeading = false): string {
  const [base, ...opts] = periods as [TruthPeriod, ...TruthPeriod[]];
  const lead = pick(rng, [
    'The period of performance shall consist of',
    'The period of performance is',
    'This contract will have',
    'Performance shall be for',
  ]);
  switch (s) {
    case 'base-options':
    case 'short-base-options':
    case 'long-base': {
      const each = opts[0]?.months ?? 12;
      const optionText =
        rng() < 0.5
          ? `${legal(opts.length)} ${each === 12 ? 'twelve-month' : `${each}-month`} option period${opts.length > 1 ? 's' : ''}`
          : `${legal(opts.length)} option period${opts.length > 1 ? 's' : ''} of ${months(rng, each)} each`;
      const baseText =
        rng() < 0.5 ? `a base period of ${months(rng, base.months)}` : `a ${base.months}-month base period`;
      return `${lead} ${baseText} and ${optionText}.`;
    }
    case 'labelled-uneven':
      return [
        'The periods of performance are as follows:',
        `Base Period: ${months(rng, base.months)}`,
        ...opts.map((o) => `Option Period ${o.index}: ${months(rng, o.months)}`),
      ].join('\n');
    case 'date-ranges': {
      let at: [number, number] = [2026 + Math.floor(rng() * 2), pick(rng, [0, 3, 6, 9])];
      const rows: string[] = [];
      for (const p of periods) {
        const r = range(at[0], at[1], p.months);
        rows.push(`${p.kind === 'base' ? 'Base Year' : `Option Year ${p.index}`}: ${r.text}`);
        at = r.next;
      }
      return ['Period of performance:', ...rows].join('\n');
    }
    case 'option-clins': {
      const rows = periods.map(
        (p, i) =>
          `| ${i}001 | ${p.kind === 'base' ? 'Base Period' : `Option Period ${p.index}`} - Support Services | 12 | MO | | |`,
      );
      return [
        'The Contractor shall price the following line items.',
        '| CLIN | Description | Qty | Unit | Unit Price | Amount |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n');
    }
    case 'calendar-days': {
      const d = pick(rng, [60, 90, 120, 180]);
      base.months = daysToMonths(d);
      return pick(rng, [
        `The period of performance is ${d} calendar days from the date of award.`,
        `Period of performance: ${DAY_WORDS[d] ?? d} (${d}) calendar days after award.`,
        `The Contractor shall complete all work within ${d} calendar days after award.`,
      ]);
    }
    case 'weeks': {
      const w = pick(rng, [8, 10, 12, 16, 20]);
      base.months = weeksToMonths(w);
      return pick(rng, [
        `The period of performance is ${w} weeks from award.`,
        `The effort is expected to take ${WORDS[w] ?? w} (${w}) weeks.`,
        `Performance shall be completed within ${w} weeks after the notice to proceed.`,
      ]);
    }
    case 'under-months':
      return pick(rng, [
        `The Contractor shall complete the study in under ${base.months} months.`,
        `The work must be finished in less than ${WORDS[base.months]} (${base.months}) months from award.`,
        `This is a ${base.months}-month effort.`,
      ]);
    case 'period-table': {
      let [y, m] = [2026 + Math.floor(rng() * 2), pick(rng, [0, 3, 6, 9])];
      const style = Math.floor(rng() * 3);
      const rows = periods.map((p) => {
        const endM = (m + p.months - 1) % 12;
        const endY = y + Math.floor((m + p.months - 1) / 12);
        const last = new Date(Date.UTC(endY, endM + 1, 0)).getUTCDate();
        const row = `| ${p.kind === 'base' ? 'Base Period' : `Option Period ${p.index}`} | ${dateForm(style, y, m, 1)} | ${dateForm(style, endY, endM, last)} |`;
        [y, m] = [y + Math.floor((m + p.months) / 12), (m + p.months) % 12];
        return row;
      });
      return ['| Period | Start | End |', '|---|---|---|', ...rows].join('\n');
    }
    case 'roman-labels':
      return [
        `Base Period: ${months(rng, base.months)}`,
        ...opts.map((o) => `Option Period ${ROMAN[o.index ?? 0]}: ${months(rng, o.months)}`),
      ].join('\n');
    case 'words-only':
      return `${pick(rng, ['The resulting contract will include', 'The term consists of'])} a base period of ${WORDS[base.months]} months, followed by ${WORDS[opts.length]} one-year option period${opts.length > 1 ? 's' : ''}.`;
    case 'base-plus-years':
      return pick(rng, [
        `Period of Performance: Base Year + ${opts.length} Option Year${opts.length > 1 ? 's' : ''}`,
        `The anticipated period of performance is one base year plus ${WORDS[opts.length]} option year${opts.length > 1 ? 's' : ''}.`,
        `The contract term is one (1) base year and ${legal(opts.length)} option year${opts.length > 1 ? 's' : ''}.`,
      ]);
    case 'six-month-options':
      return `${lead} a six (6) month base period and ${legal(opts.length)} six-month option period${opts.length > 1 ? 's' : ''}.`;
    case 'total-with-options': {
      const total = periods.reduce((t, p) => t + p.months, 0);
      return `The total period of performance, including options, shall not exceed ${total} months: a ${base.months}-month base period and ${legal(opts.length)} ${opts.length > 1 ? '12-month option periods' : '12-month option period'}.`;
    }
    case 'single-date-range': {
      const y = 2026 + Math.floor(rng() * 2);
      const m = pick(rng, [0, 3, 6]);
      const endM = (m + base.months - 1) % 12;
      const endY = y + Math.floor((m + base.months - 1) / 12);
      const last = new Date(Date.UTC(endY, endM + 1, 0)).getUTCDate();
      const style = Math.floor(rng() * 3);
      return `Period of Performance: ${dateForm(style, y, m, 1)} - ${dateForm(style, endY, endM, last)}`;
    }
    case 'award-through-months':
      return [
        `Base Period: date of award through ${months(rng, base.months)} thereafter`,
        ...opts.map(
          (o) => `Option Period ${o.index}: ${months(rng, o.months)} from the end of the preceding period`,
        ),
      ].join('\n');
    case 'numbered-series': {
      // A series of periods named by number only; the first is the base. Rendered as a pipe
      // table, as the column-aligned rows a PDF extraction gives (an aside after the first
      // start date, a status column), or as lines with the length in words.
      const name = pick(rng, ['Ordering Period', 'Performance Period', 'Contract Period']);
      const roman = rng() < 0.3;
      const style = Math.floor(rng() * 3);
      const form = Math.floor(rng() * 3);
      let [y, m] = [2027 + Math.floor(rng() * 3), pick(rng, [1, 2, 4, 7])];
      const rows = periods.map((p, i) => {
        const label = `${name} ${roman ? ROMAN[i + 1] : i + 1}`;
        const [ey, em, ed] = endOf(y, m, p.months);
        const from = dateForm(style, y, m, 1);
        const to = dateForm(style, ey, em, ed);
        [y, m] = [y + Math.floor((m + p.months) / 12), (m + p.months) % 12];
        const status = i === 0 ? 'Base' : 'Option';
        if (form === 0) return `| ${label} | ${from} | ${to} | ${p.months} months | ${status} |`;
        if (form === 1)
          return `${label} ${from}${i === 0 ? ' (estimated award)' : ''}    ${to}    ${p.months} months ${status}`;
        return `${label}: ${from} to ${to} (${months(rng, p.months)})`;
      });
      if (form === 0)
        return ['| Period | From | Through | Length | Status |', '|---|---|---|---|---|', ...rows].join('\n');
      if (form === 1)
        return [
          `${name}s.`,
          `${name}               From              Through        Length    Status`,
          ...rows,
        ].join('\n');
      return [`The ${name.toLowerCase()}s are:`, ...rows].join('\n');
    }
    case 'start-end-words': {
      const y = 2027 + Math.floor(rng() * 3);
      const m = pick(rng, [0, 2, 5, 8]);
      const [ey, em, ed] = endOf(y, m, base.months);
      const style = 1 + Math.floor(rng() * 2);
      const from = dateForm(style, y, m, 1);
      const to = dateForm(style, ey, em, ed);
      return pick(rng, [
        `Performance begins on ${from} and ends on ${to}. There are no options.`,
        `Work starts on ${from} and will end on ${to}; no option periods are included.`,
        `| Performance | ${from} through ${to} |`,
        `The contract begins ${from}, ending ${to}.`,
      ]);
    }
    case 'uneven-dates': {
      let [y, m] = [2027 + Math.floor(rng() * 3), pick(rng, [1, 2, 4])];
      const style = Math.floor(rng() * 3);
      const rows = periods.map((p) => {
        const [ey, em, ed] = endOf(y, m, p.months);
        const row = `${p.kind === 'base' ? 'Base Period' : `Option Period ${p.index}`}: ${dateForm(style, y, m, 1)} through ${dateForm(style, ey, em, ed)}`;
        [y, m] = [y + Math.floor((m + p.months) / 12), (m + p.months) % 12];
        return row;
      });
      return ['Period of performance:', ...rows].join('\n');
    }
    case 'base-verb-dates': {
      const [y, m] = [2028 + Math.floor(rng() * 4), pick(rng, [0, 3, 6, 9])];
      const style = Math.floor(rng() * 3);
      const [ey, em, ed] = endOf(y, m, 12);
      const verb = pick(rng, ['is', 'will run from', 'shall be', 'covers']);
      const count = pick(rng, [
        `The Government may exercise ${legal(opts.length)} one-year option period${opts.length > 1 ? 's' : ''}.`,
        `${legal(opts.length).replace(/^\w/, (c) => c.toUpperCase())} option year${opts.length > 1 ? 's' : ''} of twelve (12) months each may follow.`,
        `It is followed by ${WORDS[opts.length]} twelve-month option period${opts.length > 1 ? 's' : ''}.`,
      ]);
      return `The base ${pick(rng, ['year', 'period'])} ${verb} ${dateForm(style, y, m, 1)} through ${dateForm(style, ey, em, ed)}. ${count}`;
    }
    case 'wrapped-option-dates': {
      // Hard-wrapped prose as a PDF gives it: one option's end date opens the next line with a dash.
      let [y, m] = [2028 + Math.floor(rng() * 4), pick(rng, [0, 3, 6, 9])];
      const style = Math.floor(rng() * 2) + 1;
      const dash = pick(rng, ['-', '–']);
      const wrapAt = Math.floor(rng() * opts.length);
      const [by, bm, bd] = endOf(y, m, 12);
      const baseText = `The base year is ${dateForm(style, y, m, 1)} through ${dateForm(style, by, bm, bd)}.`;
      [y, m] = [y + 1, m];
      const parts = opts.map((o, i) => {
        const [ey, em, ed] = endOf(y, m, 12);
        const from = dateForm(style, y, m, 1);
        const to = dateForm(style, ey, em, ed);
        [y, m] = [y + 1, m];
        return `Option Year ${o.index} (${from}${i === wrapAt ? '\n' : ' '}${dash} ${to})`;
      });
      const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
      return `${baseText} The Government may exercise ${legal(opts.length)} one-year option period${opts.length > 1 ? 's' : ''}: ${list}.`;
    }
    case 'option-year-words': {
      const form = Math.floor(rng() * 3);
      const label = (i: number) =>
        form === 0
          ? `Option Year ${(WORDS[i] ?? String(i)).replace(/^\w/, (c) => c.toUpperCase())}`
          : form === 1
            ? `Option Period ${(WORDS[i] ?? String(i)).replace(/^\w/, (c) => c.toUpperCase())}`
            : `OY${i}`;
      const baseLabel = form === 2 ? 'Base Year (BY)' : 'Base Year';
      return [
        'The periods of performance are:',
        `${baseLabel}: ${months(rng, 12)}`,
        ...opts.map((o) => `${label(o.index ?? 1)}: ${months(rng, o.months)}`),
      ].join('\n');
    }
    case 'options-in-clins': {
      const items = 2 + Math.floor(rng() * 3);
      const rows = [
        `  0001   Support services, base year                         12  MO`,
        `  0002   Materials, base year                                 1  LOT`,
        ...opts.map(
          (o) => `  ${o.index}001-${o.index}00${items}  Option Year ${o.index}, same as 0001-000${items}`,
        ),
      ];
      return [
        'SECTION B - SUPPLIES OR SERVICES AND PRICES',
        '  CLIN   DESCRIPTION                                         QTY UNIT',
        ...rows,
      ].join('\n');
    }
    case 'count-with-gaps': {
      // The count states every option; labels date only the later ones (the first lost to a
      // page break or left to the schedule).
      let [y, m] = [2028 + Math.floor(rng() * 4), pick(rng, [0, 3, 6, 9])];
      const style = Math.floor(rng() * 3);
      const [by, bm, bd] = endOf(y, m, 12);
      const baseText = `Base Year: ${dateForm(style, y, m, 1)} through ${dateForm(style, by, bm, bd)}.`;
      [y, m] = [y + 2, m];
      const later = opts.slice(1).map((o) => {
        const [ey, em, ed] = endOf(y, m, 12);
        const row = `Option Year ${o.index}: ${dateForm(style, y, m, 1)} through ${dateForm(style, ey, em, ed)}.`;
        [y, m] = [y + 1, m];
        return row;
      });
      return `${baseText} The Government may exercise ${legal(opts.length)} one-year option periods. ${later.join(' ')}`;
    }
    case 'months-from-award': {
      // The length alone, with no "period of performance" in the sentence when it follows a heading.
      const n = base.months;
      const length = rng() < 0.5 ? `${words(n)} (${n}) months` : `${n} months`;
      const none = pick(rng, [
        'There are no option periods.',
        'No options will be included.',
        'The order has no options.',
        'This is a single period with no option years.',
      ]);
      const headed = [
        `${length.replace(/^\w/, (c) => c.toUpperCase())} from the date of award. ${none}`,
        `${length.replace(/^\w/, (c) => c.toUpperCase())} after award; ${none.replace(/^\w/, (c) => c.toLowerCase())}`,
      ];
      return pick(rng, [
        ...(underHeading ? headed : []),
        `The period of performance is ${length} after award. ${none}`,
        `${none} Performance shall run for ${length} from the effective date of the order.`,
        `The term of this order is ${length} from award; ${none.replace(/^\w/, (c) => c.toLowerCase())}`,
      ]);
    }
    case 'dated-seasons': {
      // One season a year: each period dated, the gap between them no period at all.
      const [y0, m] = [2029 + Math.floor(rng() * 4), pick(rng, [2, 3, 4])];
      const style = Math.floor(rng() * 3);
      const noun = pick(rng, ['Season', 'Term']);
      const baseLabel = pick(rng, [`Base ${noun}`, 'Base Period']);
      const rows = periods.map((p, i) => {
        const [ey, em, ed] = endOf(y0 + i, m, p.months);
        const label = p.kind === 'base' ? baseLabel : `Option ${noun} ${p.index}`;
        return `${label}: ${dateForm(style, y0 + i, m, 1)} through ${dateForm(style, ey, em, ed)}`;
      });
      return pick(rng, [
        [`Work is ordered in field seasons only:`, ...rows].join('\n'),
        `${rows.join('. ')}. No work is ordered between seasons.`,
        ['| Period | Dates |', '|---|---|', ...rows.map((r) => `| ${r.replace(': ', ' | ')} |`)].join('\n'),
      ]);
    }
    case 'award-aside-base': {
      // The base runs from an award date given only as an estimate, to a fixed end date.
      let [y, m] = [2028 + Math.floor(rng() * 4), pick(rng, [0, 1, 2, 4])];
      const style = Math.floor(rng() * 3) > 0 ? 1 : 2;
      const [by, bm, bd] = endOf(y, m, base.months);
      const about = pick(rng, ['about', 'approximately', 'some']);
      const length = rng() < 0.5 ? `${words(base.months)} (${base.months}) months` : `${base.months} months`;
      const baseRow = pick(rng, [
        `Base Period: from award (anticipated ${dateForm(style, y, m, 1)}) through ${dateForm(style, by, bm, bd)}, ${about} ${length}.`,
        `Base Period: date of award (estimated ${dateForm(style, y, m, 1)}) - ${dateForm(style, by, bm, bd)}.`,
        `Base Period: award through ${dateForm(style, by, bm, bd)} (${about} ${length}).`,
      ]);
      [y, m] = [by + Math.floor((bm + 1) / 12), (bm + 1) % 12];
      const rows = opts.map((o) => {
        const [ey, em, ed] = endOf(y, m, 12);
        const row = `Option Period ${o.index}: ${dateForm(style, y, m, 1)} through ${dateForm(style, ey, em, ed)}.`;
        [y, m] = [y + 1, m];
        return row;
      });
      return [baseRow, ...rows].join(rng() < 0.5 ? ' ' : '\n');
    }
    case 'numbered-length': {
      // The heading says what the length is of; the paragraph under it carries its own number.
      const n = base.months;
      const length = `${words(n).replace(/^\w/, (c) => c.toUpperCase())} (${n}) months`;
      return underHeading
        ? `${pick(rng, ['3.1', '3.2', 'F.1.1'])} ${length} from ${pick(rng, ['the date of award', 'award', 'the effective date of the order'])}. There are no options.`
        : `The period of performance is ${length} from award. There are no options.`;
    }
    case 'days-after-award': {
      const d = pick(rng, [45, 75, 120, 150]);
      base.months = daysToMonths(d);
      return pick(rng, [
        `All work shall be completed within ${d} days after award.`,
        `The project shall be performed within ${d} days after contract award.`,
        `Performance will be accomplished within ${d} calendar days after receipt of order.`,
      ]);
    }
  }
}

export function extensionText(rng: Rng, e: Extension): string {
  if (e === 'included')
    return pick(rng, [
      'FAR 52.217-8, Option to Extend Services, is included; the Government may extend performance for up to six (6) months.',
      'The Government may require continued performance for up to 6 months under FAR 52.217-8 Option to Extend Services.',
      'An extension of services of up to six months may be exercised in accordance with FAR 52.217-8.',
    ]);
  if (e === 'clin-row')
    return '| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n| 9001 | Option to Extend Services (FAR 52.217-8) | 6 | MO |';
  if (e === 'clause-text')
    return '52.217-8 OPTION TO EXTEND SERVICES (NOV 1999)\nThe Government may require continued performance of any services within the limits and at the rates specified in the contract. The option provision may be exercised more than once, but the total extension of performance hereunder shall not exceed 6 months. The Contracting Officer may exercise the option by written notice to the Contractor within 30 days.';
  if (e === 'not-included')
    return pick(rng, [
      'FAR 52.217-8, Option to Extend Services, is not included in this contract.',
      'The option to extend services (FAR 52.217-8) does not apply to this order.',
      'No extension of services under FAR 52.217-8 will be included.',
      '52.217-8 Option to Extend Services: N/A',
      'The Government will not include FAR 52.217-8, Option to Extend Services, in the resulting award.',
    ]);
  return '';
}

export function conventionText(rng: Rng, c: Convention): { text: string; value: number } {
  switch (c) {
    case 'unstated':
      return { text: '', value: 1880 };
    case '1880-digits':
      return {
        text: pick(rng, [
          'One FTE equals 1,880 productive hours per year.',
          'For pricing, offerors shall assume 1880 hours per FTE per year.',
        ]),
        value: 1880,
      };
    case '1920-words':
      return {
        text: pick(rng, [
          'A full-time equivalent is one thousand nine hundred twenty (1,920) hours per year.',
          'Each FTE represents 1,920 work hours annually.',
        ]),
        value: 1920,
      };
    case 'words-only': {
      const text = pick(rng, [
        'Each full-time equivalent represents one thousand eight hundred eighty productive hours per year.',
        'One FTE equals one thousand nine hundred twenty hours a year.',
        'Offerors shall base one FTE on two thousand eighty hours per year.',
      ]);
      return {
        text,
        value: /nine hundred twenty/.test(text) ? 1920 : /two thousand eighty/.test(text) ? 2080 : 1880,
      };
    }
    case 'paid-less-deductions': {
      // The paid year less the hours taken off it, with no net figure stated.
      const [text, value] = pick(rng, [
        [
          'An FTE is 2,080 paid hours a year less 88 hours of federal holidays and less 120 hours of annual and sick leave.',
          1872,
        ],
        [
          'Each full-time employee is priced at 2,080 hours minus 80 hours of holidays and 160 hours of leave.',
          1840,
        ],
        [
          'One FTE: 2,088 paid hours per year reduced by 11 holidays (88 hours) and vacation (128 hours).',
          1872,
        ],
      ] as const);
      return { text, value };
    }
    case '2080-mixed':
      return {
        text: pick(rng, [
          'One FTE is based on 2,080 hours per year (40 hours per week for 52 weeks), including holidays and leave.',
          'Full-time staff work 40 hours a week; one full-time equivalent equals 2080 paid hours a year.',
        ]),
        value: 2080,
      };
  }
}

/** Period-like text that is no period of performance. */
function distractors(rng: Rng): string {
  const year = 2026 + Math.floor(rng() * 2);
  const m = pick(rng, MONTH_NAMES);
  return [
    pick(rng, [
      'The Contractor shall warrant all deliverables for a period of one (1) year after acceptance.',
      'A warranty period of 12 months applies to all installed equipment.',
    ]),
    pick(rng, [
      'Invoices shall be paid within 30 days of receipt of a proper invoice.',
      'Payment terms are net 30 days.',
    ]),
    pick(rng, [
      'Offers shall remain valid for a period of 90 days after the closing date.',
      'Quotations must be valid for 120 calendar days.',
    ]),
    pick(rng, [
      `Questions are due within a period of 10 days after issue. Issue date: ${m} 3, ${year}. Closing date: ${m} 24, ${year}.`,
      `This solicitation is issued ${m} 2, ${year}; responses are due ${m} 30, ${year}, a period of 60 days being allowed for site visits.`,
    ]),
  ].join('\n');
}

/** Staffing stated as yearly hours per category; each role's hours are set on it. */
function yearlyHours(rng: Rng, roles: { title: string; fte: number; hours?: number }[]): string {
  // Yearly amounts that are no whole number of FTE at a common convention (4,160 would read as two at 2,080).
  for (const r of roles) r.hours = pick(rng, [960, 1500, 2000, 2500, 3000, 3300]);
  const fmt = (n: number) => n.toLocaleString('en-US');
  return rng() < 0.5
    ? roles
        .map(
          (r) => `The estimated level of effort for the ${r.title} is ${fmt(r.hours ?? 0)} hours per year.`,
        )
        .join(' ')
    : `The Government estimates the following annual hours:\n${roles.map((r) => `• ${r.title}: ${fmt(r.hours ?? 0)} hours per year`).join('\n')}`;
}

/** Staffing stated as hours for the base period and for each option period. */
function periodHours(
  rng: Rng,
  roles: { title: string; fte: number; perPeriod?: number[] }[],
  periods: TruthPeriod[],
): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  return roles
    .map((r) => {
      const base = pick(rng, [500, 900, 1200, 1700]);
      const option = pick(rng, [1000, 1600, 2300, 3100]);
      r.perPeriod = periods.map((p) => (p.kind === 'base' ? base : option));
      const options = periods.length > 1;
      return pick(rng, [
        `The estimated level of effort for the ${r.title} is ${fmt(base)} hours for the base period${options ? ` and ${fmt(option)} hours for each option period` : ''}.`,
        `Hours for the ${r.title} are estimated at ${fmt(base)} hours in the base period${options ? `, and ${fmt(option)} hours in each option period` : ''}.`,
      ]);
    })
    .join(' ');
}

const ROLE_TITLES = [
  'Help Desk Technician',
  'Network Engineer',
  'Records Clerk',
  'Project Manager',
  'Database Administrator',
  'Logistics Specialist',
];

/**
 * One solicitation in the given phrasing, with its truth.
 * @example
 * generatePeriods(3, { structure: 'base-options', place: 'section-f', extension: 'none', convention: 'unstated' }).truth.periods[0]?.kind // 'base'
 */
export function generatePeriods(seed: number, phrasing: PeriodPhrasing): GeneratedPeriods {
  const rng = seeded(seed);
  const { structure, place, extension, convention } = phrasing;
  // Other things due after award, stated next to the period of performance.
  const near = pick(rng, [
    'The Contractor shall submit a Quality Control Plan within 30 days after award.',
    'A kick-off meeting will be held within 10 business days after award.',
    'The first monthly report is due 45 days after the start of performance.',
  ]);
  const periods = truthPeriods(rng, structure);
  // Under a period-of-performance heading a document may give the bare length.
  const stated = statePeriods(rng, structure, periods, place === 'pop-heading' || place === 'section-f');
  const ext = extensionText(rng, extension);
  const hpf = conventionText(rng, convention);
  const start = Math.floor(rng() * ROLE_TITLES.length);
  const roles = [0, 1].map((k) => ({
    title: ROLE_TITLES[(start + k) % ROLE_TITLES.length] as string,
    fte: 1 + Math.floor(rng() * 3),
  }));
  const staffing =
    phrasing.staffing === 'fte'
      ? roles
          .map((r) => `The Contractor shall provide ${legal(r.fte)} ${r.title}${r.fte > 1 ? 's' : ''}.`)
          .join(' ')
      : phrasing.staffing === 'annual-hours'
        ? yearlyHours(rng, roles)
        : periodHours(rng, roles, periods);
  const popBlock = [near, stated, ext].filter(Boolean).join('\n');
  const body: string[] = [];
  if (place === 'rfq-letter')
    body.push(
      'REQUEST FOR QUOTATION',
      'Dear Offeror:',
      `The Government intends to award a firm-fixed-price order for support services. ${popBlock}`,
      'Sincerely,\nContracting Officer',
    );
  body.push('PERFORMANCE WORK STATEMENT', '1. SCOPE');
  if (place === 'sow-sentence')
    body.push(`The Contractor shall provide administrative and technical support services. ${popBlock}`);
  else body.push('The Contractor shall provide administrative and technical support services.');
  body.push('2. STAFFING', staffing);
  if (hpf.text) body.push(hpf.text);
  if (place === 'pop-heading') body.push('3. PERIOD OF PERFORMANCE', popBlock);
  body.push('4. GENERAL', distractors(rng));
  if (place === 'section-f')
    body.push('SECTION F - DELIVERIES OR PERFORMANCE', 'F.1 PERIOD OF PERFORMANCE', popBlock);
  return {
    phrasing,
    text: body.join('\n'),
    truth: {
      periods,
      extension: extension !== 'none' && extension !== 'not-included',
      hoursPerFte: hpf.value,
      roles,
    },
  };
}

/** Every combination of the axes. */
export function periodGrid(): PeriodPhrasing[] {
  const out: PeriodPhrasing[] = [];
  for (const staffing of STAFFINGS)
    for (const structure of STRUCTURES)
      for (const place of PLACES)
        for (const extension of EXTENSIONS)
          for (const convention of CONVENTIONS)
            out.push({ staffing, structure, place, extension, convention });
  return out;
}
