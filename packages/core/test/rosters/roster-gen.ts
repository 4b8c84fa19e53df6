/**
 * A seeded generator of shift rosters (persons on duty per shift by category) written as a
 * solicitation would write them: either orientation, counts in digits or words, shifts named or
 * as clock windows, paid hours in the labels or in a sentence beside the table, days per row or
 * in the lead-in. Each case carries its truth: the post-hours a year of every category.
 */
import { numberToWords } from '../../src/solicitation/facts/numbers';
import { seeded } from '../prose/phrasings';

export interface RosterCase {
  id: string;
  text: string;
  /** Category title -> post-hours a year. */
  truth: Record<string, number>;
}

const TITLES = [
  'Security Officer',
  'Licensed Vocational Nurse',
  'Emergency Dispatcher',
  'Control Room Operator',
  'Custodial Worker',
  'Patient Care Technician',
  'Shift Supervisor',
  'Respiratory Therapist',
  'Paramedic',
  'Gate Attendant',
  'Desk Clerk',
  'Equipment Operator',
];
const SHIFT_SETS: { names: string[]; windows: string[]; hours: number }[] = [
  { names: ['Day', 'Evening', 'Night'], windows: ['0700-1500', '1500-2300', '2300-0700'], hours: 8 },
  {
    names: ['1st Shift', '2nd Shift', '3rd Shift'],
    windows: ['0600-1400', '1400-2200', '2200-0600'],
    hours: 8,
  },
  { names: ['Day Shift', 'Night Shift'], windows: ['0600-1800', '1800-0600'], hours: 12 },
  { names: ['Morning', 'Afternoon'], windows: ['6:00 a.m. - 2:00 p.m.', '2:00 p.m. - 10:00 p.m.'], hours: 8 },
];
const DAYS: { words: string; year: number }[] = [
  { words: '7 days a week', year: 365 },
  { words: 'daily', year: 365 },
  { words: 'Monday-Friday', year: 260 },
  { words: 'Mon - Fri, except Federal holidays', year: 249 },
  { words: 'weekends only', year: 104 },
  { words: 'Monday through Saturday', year: 312 },
];
const COUNT_STYLES = ['digits', 'words', 'both'] as const;
const LABELS = ['name', 'name+window', 'window'] as const;
const HOURS_SOURCES = ['label', 'sentence'] as const;
const ORIENTATIONS = ['rows', 'columns'] as const;

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const countText = (n: number, style: (typeof COUNT_STYLES)[number]) =>
  n === 0
    ? pick(Math.random, ['-', '0', '—'])
    : style === 'digits'
      ? String(n)
      : style === 'words'
        ? numberToWords(n)
        : `${numberToWords(n)} (${n})`;

/**
 * One roster case for a seed and a cell of the grid.
 * @example
 * rosterCase(1, 'rows', 'digits', 'name', 'label').truth // { 'Security Officer': 8760, ... }
 */
export function rosterCase(
  seed: number,
  orientation: (typeof ORIENTATIONS)[number],
  counts: (typeof COUNT_STYLES)[number],
  labels: (typeof LABELS)[number],
  hoursFrom: (typeof HOURS_SOURCES)[number],
): RosterCase {
  const r = seeded(seed);
  const set = pick(r, SHIFT_SETS);
  // A window-only label states its hours itself; a named label without a window needs the sentence.
  const source = labels === 'name' ? 'sentence' : hoursFrom;
  const shiftLabels = set.names.map((n, i) =>
    labels === 'name' ? n : labels === 'window' ? (set.windows[i] ?? '') : `${n} (${set.windows[i]})`,
  );
  const titles = [...TITLES].sort(() => r() - 0.5).slice(0, 2 + Math.floor(r() * 3));
  const rows = titles.map((title) => ({
    title,
    counts: set.names.map((_, i) => (i === 0 ? 1 + Math.floor(r() * 4) : Math.floor(r() * 3))),
  }));
  const leadDays = pick(
    r,
    DAYS.filter((d) => d.year !== 249),
  );
  const rowDays = rows.map(() => pick(r, DAYS));
  const truth: Record<string, number> = {};
  rows.forEach((row, k) => {
    const year = orientation === 'rows' ? (rowDays[k]?.year ?? 0) : leadDays.year;
    truth[row.title] = row.counts.reduce((s, n) => s + n, 0) * set.hours * year;
  });
  const sentence =
    source === 'sentence'
      ? pick(r, [
          `Each shift is ${numberToWords(set.hours)} (${set.hours}) paid hours.`,
          `Personnel work ${set.hours}-hour shifts.`,
          `Shifts of ${set.hours} hours are worked.`,
        ])
      : '';
  const lead =
    orientation === 'rows'
      ? pick(r, [
          'The Contractor shall have the following personnel on duty:',
          'Minimum staffing per shift:',
          'Positions on duty by shift are:',
        ])
      : `The Contractor shall staff the following positions ${leadDays.words}:`;
  const table =
    orientation === 'rows'
      ? [
          `| ${pick(r, ['Position', 'Labor Category', 'Staff'])} | ${shiftLabels.join(' | ')} | ${pick(r, ['Days covered', 'Schedule', 'Days'])} |`,
          `|${'---|'.repeat(shiftLabels.length + 2)}`,
          ...rows.map(
            (row, k) =>
              `| ${row.title} | ${row.counts.map((n) => countText(n, counts)).join(' | ')} | ${rowDays[k]?.words} |`,
          ),
        ]
      : [
          `| Shift | ${rows.map((row) => row.title).join(' | ')} |`,
          `|${'---|'.repeat(rows.length + 1)}`,
          ...shiftLabels.map(
            (label, i) =>
              `| ${label} | ${rows.map((row) => countText(row.counts[i] ?? 0, counts)).join(' | ')} |`,
          ),
        ];
  const text = `## C.4 Staffing\n\nC.4.1 ${sentence} ${lead}\n\n${table.join('\n')}\n\nC.4.2 The Contractor determines the number of employees needed, including relief.\n`;
  return { id: `${seed}-${orientation}-${counts}-${labels}-${source}`, text, truth };
}

/**
 * The grid of roster cases: every orientation, count style, label style and hours source, each
 * with `seeds` seeds.
 * @example
 * rosterGrid(1).length // 36
 */
export function rosterGrid(seeds: number): RosterCase[] {
  const out: RosterCase[] = [];
  for (let seed = 1; seed <= seeds; seed++)
    for (const o of ORIENTATIONS)
      for (const c of COUNT_STYLES)
        for (const l of LABELS)
          for (const h of HOURS_SOURCES) out.push(rosterCase(seed * 7919 + out.length, o, c, l, h));
  return out;
}
