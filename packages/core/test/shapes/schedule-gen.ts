import type { LabourCategory } from '../../src/solicitation/model';
import { scanText } from './scan-text';
import { alignedText, pipeText, type Random, seeded } from './shape-gen';
import { words } from '../../src/solicitation/robustness/phrasing';

// Staffing tables stated against a schedule, generated: positions by weekly hours, persons on
// duty per shift by day type, either turned (positions across), and an amendment that replaces
// one row or one cell of the table. Each case knows its truth (hours a year per position),
// computed here from the schedule, not by the reader's rules.

export const SCHEDULE_KINDS = [
  'weekly',
  'daytype',
  'weekly-turned',
  'daytype-turned',
  'amended-row',
  'amended-cell',
  'multiplier',
] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
// scan: OCR'd or plain text with wrapped headers, ragged columns, misread figures, page breaks.
export const SCHEDULE_CARRIERS = ['pipe', 'aligned', 'scan'] as const;

export interface ScheduleCase {
  kind: ScheduleKind;
  carrier: (typeof SCHEDULE_CARRIERS)[number];
  n: number;
  primary: string;
  amendment?: string;
  /** Hours a year per position title. */
  truth: Record<string, number>;
}

const TITLES = [
  'Shift Supervisor',
  'Equipment Operator',
  'Custodial Worker',
  'Security Officer',
  'Warehouse Specialist',
  'Maintenance Mechanic',
  'Control Room Operator',
  'Dispatcher',
  'Laboratory Technician',
  'Records Clerk',
  'Grounds Maintenance Worker',
  'Lifeguard',
];

const shuffle = <T>(r: Random, xs: T[]) => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

const frame = (lead: string, caption: string, table: string, after: string) =>
  `# SECTION C - PERFORMANCE WORK STATEMENT\n\n## C.1 Scope\nThe Contractor shall operate and maintain the facility and provide all personnel, supervision and equipment.\n\n## C.4 Minimum Staffing\nC.4.1 ${lead}\n\n${caption}\n\n${table}\n\n${after}\n\n## C.5 Quality Control\nThe Contractor shall maintain a quality control plan.\n\n# SECTION L - INSTRUCTIONS\nL.1 The technical volume shall not exceed 20 pages and shall show a staffing plan for each of the 3 shifts.\n`;

interface Weekly {
  title: string;
  count: number;
  perWeek: number;
}

function weeklyRows(r: Random): { rows: Weekly[]; weeks: number; weeksText: string } {
  const titles = shuffle(r, TITLES).slice(0, r.int(3, 5));
  const rows = titles.map((title, i) => ({
    title,
    count: i === 0 ? 1 : r.int(1, 6),
    perWeek: i === 0 ? 40 : r.pick([40, 40, 40, 32, 24, 20]),
  }));
  const weeks = r.pick([52, 52, 50]);
  const weeksText =
    weeks === 50
      ? r.pick([
          'Price fifty (50) weeks a year of scheduled work.',
          'The Government assumes 50 weeks per year.',
        ])
      : r.pick(['A year is fifty-two (52) weeks.', 'Price 52 weeks per year.', '']);
  return { rows, weeks, weeksText };
}

function weeklyGrid(r: Random, rows: Weekly[]): string[][] {
  const layout = r.int(0, 2);
  const head = [
    ['Position', 'Number of Positions', 'Scheduled Hours per Week per Position'],
    ['Labor Category', 'Hrs/Wk (each)', 'No. of Staff'],
    ['Job Title', 'Positions', 'Weekly Hours per Position'],
  ][layout] as string[];
  const cells = (w: Weekly) =>
    layout === 1
      ? [w.title, String(w.perWeek), String(w.count)]
      : [w.title, String(w.count), String(w.perWeek)];
  const grid = [head, ...rows.map(cells)];
  if (r.chance(0.5)) {
    const total = rows.reduce((s, w) => s + w.count, 0);
    grid.push(layout === 1 ? ['Total', '', String(total)] : ['Total', String(total), '']);
  }
  return grid;
}

const weeklyTruth = (rows: Weekly[], weeks: number) =>
  Object.fromEntries(rows.map((w) => [w.title, w.count * w.perWeek * weeks]));

interface Shift {
  name: string;
  window: string;
}
const SHIFTS: Shift[][] = [
  [
    { name: 'Day', window: '(6:00 a.m.–2:30 p.m.)' },
    { name: 'Evening', window: '(2:00 p.m.–10:30 p.m.)' },
    { name: 'Night', window: '(10:00 p.m.–6:30 a.m.)' },
  ],
  [
    { name: 'Day', window: '0700-1530' },
    { name: 'Swing', window: '1500-2330' },
  ],
];

interface DayGrid {
  /** Column labels and their day sets. */
  columns: { label: string; weekday: boolean; saturday: boolean; sunday: boolean; holiday: boolean }[];
  /** How holidays are worked: 'column' (a column names them), 'text' (on the Sunday schedule), 'weekday'. */
  holidays: 'column' | 'text' | 'weekday';
  holidayCount: number;
  lead: string;
}

function dayGrid(r: Random): DayGrid {
  const layout = r.int(0, 2);
  const holidays = layout === 0 ? 'column' : r.pick(['text', 'weekday'] as const);
  const holidayCount = r.pick([10, 11]);
  const meal = r.pick([
    'Each shift is eight and one-half hours including an unpaid thirty-minute meal period, so each shift is eight (8) paid hours.',
    'Shifts include a 30-minute unpaid meal period; each shift is 8 paid hours.',
    'Each shift is eight (8) paid hours; the meal period is unpaid.',
  ]);
  const holidayText =
    holidays === 'weekday'
      ? 'Holidays are worked on the weekday schedule.'
      : holidays === 'text'
        ? `Federal holidays are worked on the Sunday schedule; ${words(holidayCount)} (${holidayCount}) holidays fall on a weekday each year.`
        : `In each contract year ${words(holidayCount)} (${holidayCount}) of the eleven Federal holidays fall on a weekday.`;
  const columns = [
    [
      { label: 'Monday–Friday', weekday: true, saturday: false, sunday: false, holiday: false },
      { label: 'Saturday', weekday: false, saturday: true, sunday: false, holiday: false },
      { label: 'Sunday and Federal holidays', weekday: false, saturday: false, sunday: true, holiday: true },
    ],
    [
      { label: 'Weekdays', weekday: true, saturday: false, sunday: false, holiday: false },
      { label: 'Sat', weekday: false, saturday: true, sunday: false, holiday: false },
      { label: 'Sun', weekday: false, saturday: false, sunday: true, holiday: false },
    ],
    [
      { label: 'Mon-Fri', weekday: true, saturday: false, sunday: false, holiday: false },
      { label: 'Sat & Sun', weekday: false, saturday: true, sunday: true, holiday: false },
    ],
  ][layout] as DayGrid['columns'];
  const verb = r.pick([
    'The Contractor shall provide not less than the following personnel on duty for each shift.',
    'The minimum number of personnel on duty by shift and day is shown below.',
    'Posts shall be staffed on each shift as follows.',
  ]);
  return { columns, holidays, holidayCount, lead: `${verb} ${meal} ${holidayText}` };
}

/** Days a year a column covers under the grid's holiday convention (52 weeks). */
function daysOf(c: DayGrid['columns'][number], g: DayGrid): number {
  const moved = g.holidays !== 'weekday';
  let days = 0;
  if (c.weekday) days += 260 - (moved ? g.holidayCount : 0);
  if (c.saturday) days += 52;
  if (c.sunday) days += 52;
  if (moved && (c.holiday || (g.holidays === 'text' && c.sunday))) days += g.holidayCount;
  return days;
}

function dayRows(r: Random, g: DayGrid) {
  const titles = shuffle(r, TITLES).slice(0, r.int(2, 3));
  const shifts = r.pick(SHIFTS);
  const rows: { title: string; shift: Shift; posts: number[] }[] = [];
  for (const [i, title] of titles.entries())
    for (const shift of i === 0 ? shifts.slice(0, 1) : shifts.slice(0, r.int(1, shifts.length)))
      rows.push({
        title,
        shift,
        posts: g.columns.map((_, k) => (i === 0 && k > 0 ? 0 : r.int(k === 0 ? 1 : 0, 3))),
      });
  const truth: Record<string, number> = {};
  for (const row of rows)
    truth[row.title] =
      (truth[row.title] ?? 0) +
      row.posts.reduce((s, p, k) => s + p * 8 * daysOf(g.columns[k] as never, g), 0);
  return { rows, truth };
}

/** The document around the grid as the carrier sets it; a scan opens with its running head. */
function framed(
  r: Random,
  carrier: ScheduleCase['carrier'],
  parts: { lead: string; caption: string; grid: string[][]; after: string },
): string {
  const { lead, caption, grid, after } = parts;
  if (carrier === 'pipe') return frame(lead, caption, pipeText(grid), after);
  if (carrier === 'aligned') return frame(lead, caption, alignedText(grid, r), after);
  const scan = scanText(grid, r);
  return `${scan.head}\n\n${frame(lead, caption, scan.text, after).replace(/^#+ /gm, '')}`;
}

// Multiplier tables: each position with its count and the rates that multiply into its hours,
// in any column order and under varied headers, with or without the product and a total row.
type Scheme = 'weekly' | 'daily' | 'day-week' | 'event';
const COUNT_HEADS = ['Number', 'No. of Staff', 'Qty', 'Persons', 'Number of Positions'];
const HEADS: Record<string, string[]> = {
  perWeek: ['Hours per week', 'Hrs/Wk', 'Weekly Hours', 'Hours per Week per Person'],
  weeks: ['Weeks per year', 'Weeks', 'No. of Weeks', 'Weeks Worked'],
  perDay: ['Hours per Day', 'Hrs per day', 'Daily Hours'],
  days: ['Days per Year', 'Number of Days', 'Work Days'],
  dayWeek: ['Days per Week', 'Days/Week'],
  perEvent: ['Hours per Event', 'Hours per Session', 'Hrs per Service'],
  events: ['Events per Year', 'Number of Sessions', 'Services per Year'],
};
const TOTAL_HEADS = ['Estimated hours per year', 'Annual Hours', 'Hours per Year', 'Est. Annual Hours'];

function multiplierCase(
  r: Random,
  carrier: ScheduleCase['carrier'],
  n: number,
  caption: string,
): ScheduleCase {
  const scheme = r.pick(['weekly', 'weekly', 'daily', 'day-week', 'event'] as Scheme[]);
  const titles = shuffle(r, TITLES).slice(0, r.int(2, 5));
  const factors: Record<Scheme, [string, () => number][]> = {
    weekly: [
      ['perWeek', () => r.pick([40, 32, 24, 20, 16, 8])],
      ['weeks', () => r.pick([52, 50, 46, 40, 26, 15])],
    ],
    daily: [
      ['perDay', () => r.pick([8, 10, 6, 4])],
      ['days', () => r.pick([260, 250, 180, 105, 90])],
    ],
    'day-week': [
      ['perDay', () => r.pick([8, 10, 6])],
      ['dayWeek', () => r.pick([5, 4, 7])],
      ['weeks', () => r.pick([52, 15, 26, 10])],
    ],
    event: [
      ['perEvent', () => r.pick([3, 4, 6, 8])],
      ['events', () => r.pick([6, 12, 24, 52])],
    ],
  };
  const withCount = scheme !== 'event' || r.chance(0.5);
  const stated = r.chance(0.6);
  const columns: string[] = [...(withCount ? ['count'] : []), ...factors[scheme].map(([k]) => k)];
  const order = r.chance(0.3) ? shuffle(r, columns) : columns;
  const rows = titles.map((title) => {
    const v: Record<string, number> = { count: withCount ? r.int(1, 4) : 1 };
    for (const [k, f] of factors[scheme]) v[k] = f();
    const hours = factors[scheme].reduce((p, [k]) => p * (v[k] ?? 1), v.count ?? 1);
    return { title, v, hours };
  });
  const heads = Object.fromEntries(Object.entries(HEADS).map(([k, hs]) => [k, r.pick(hs)])) as Record<
    string,
    string
  >;
  heads.count = r.pick(COUNT_HEADS);
  const titleHead = r.pick(['Position', 'Labor Category', 'Job Title']);
  const header = [titleHead, ...order.map((k) => heads[k] ?? k), ...(stated ? [r.pick(TOTAL_HEADS)] : [])];
  const grid = [
    header,
    ...rows.map((x) => [
      x.title,
      ...order.map((k) => String(x.v[k])),
      ...(stated ? [x.hours.toLocaleString('en-US')] : []),
    ]),
  ];
  if (stated && r.chance(0.6))
    grid.push([
      'Total',
      ...order.map((k) => (k === 'count' ? String(rows.reduce((s, x) => s + (x.v.count ?? 0), 0)) : '')),
      rows.reduce((s, x) => s + x.hours, 0).toLocaleString('en-US'),
    ]);
  const lead = r.pick([
    "The Government's estimate of the services, for pricing only, is summarised below.",
    'The positions and the hours the Government estimates for each are shown in the table below.',
    'Offerors shall price the following estimated staffing.',
  ]);
  const after = r.pick([
    '',
    'The additional services of C.6 are not included in the table.',
    'Crews shall be no larger than eight (8) persons on a single floor at one time.',
    'Key personnel shall have at least five (5) years of experience.',
  ]);
  const truth = Object.fromEntries(rows.map((x) => [x.title, x.hours]));
  return {
    kind: 'multiplier',
    carrier,
    n,
    primary: framed(r, carrier, { lead, caption, grid, after }),
    truth,
  };
}

function makeCase(r: Random, kind: ScheduleKind, carrier: ScheduleCase['carrier'], n: number): ScheduleCase {
  const caption = `Table C-${r.int(1, 9)}. ${r.pick(['Minimum Staffing', 'Personnel on Duty', 'Required Positions'])}`;
  if (kind === 'weekly' || kind === 'weekly-turned' || kind === 'amended-row' || kind === 'amended-cell') {
    const { rows, weeks, weeksText } = weeklyRows(r);
    let grid = weeklyGrid(r, rows);
    if (kind === 'weekly-turned') grid = grid[0]?.map((_, j) => grid.map((row) => row[j] ?? '')) ?? grid;
    const lead = `${r.pick([
      'The Contractor shall staff the operation with not less than the positions in the table below.',
      'Staffing shall be as follows; the hours are the scheduled hours each position is paid each week.',
      'The following positions are required.',
    ])} ${weeksText}`;
    const primary = framed(r, carrier, { lead, caption, grid, after: '' });
    const truth = weeklyTruth(rows, weeks);
    if (kind === 'weekly' || kind === 'weekly-turned') return { kind, carrier, n, primary, truth };
    // Amend the second row: a new count (row) or a new weekly figure (cell).
    const target = rows[1] as Weekly;
    const label = caption.split('.')[0] ?? 'the table';
    const changed: Weekly =
      kind === 'amended-row' ? { ...target, count: target.count + r.int(1, 2) } : { ...target };
    let body: string;
    if (kind === 'amended-row') {
      // The replacement row follows the table's own column order.
      const header = grid[0] ?? [];
      const countFirst = !/hrs|hours/i.test(header[1] ?? '');
      const cells = countFirst
        ? [changed.title, String(changed.count), String(changed.perWeek)]
        : [changed.title, String(changed.perWeek), String(changed.count)];
      const line = carrier === 'pipe' ? `| ${cells.join(' | ')} |` : `   ${cells.join('        ')}`;
      body = `${r.pick([
        `Change 1. Section C, ${label}. The row for ${changed.title} is deleted and replaced with the following row:`,
        `Item 1. In ${label}, replace the ${changed.title} line with:`,
        `${label}: the entry for ${changed.title} is revised to read as follows:`,
      ])}\n\n${line}\n\nAll other rows are unchanged.`;
    } else {
      changed.perWeek = target.perWeek === 40 ? 32 : 40;
      if (changed.perWeek === target.count) changed.perWeek = 36;
      const was = target.perWeek;
      body = r.pick([
        `Change 1. In ${label}, the weekly hours for ${target.title} are changed from ${was} to ${changed.perWeek}.`,
        `${label} is amended: the hours per week for ${target.title} increase from ${was} to ${changed.perWeek}.`,
        `Item 2. ${label}, ${target.title}: the Hours per Week entry is revised from ${was} to ${changed.perWeek}.`,
      ]);
    }
    const amended = rows.map((w) => (w.title === changed.title ? changed : w));
    const amendment = `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT (SF 30)\n\n1. Amendment No.: 0001\n\n14. DESCRIPTION OF AMENDMENT\n\nThe purpose of this amendment is to revise the minimum staffing and to answer questions.\n\n${body}\n\nQ1. May the ${rows[0]?.title} fill another position?\nA1. No.\n\nExcept as provided herein, all terms and conditions of the solicitation remain unchanged and in full force and effect.\n`;
    return { kind, carrier, n, primary, amendment, truth: weeklyTruth(amended, weeks) };
  }
  if (kind === 'multiplier') return multiplierCase(r, carrier, n, caption);
  const g = dayGrid(r);
  const { rows, truth } = dayRows(r, g);
  const shiftHeader = r.pick(['Shift', 'Shift (hours)', 'Tour']);
  let grid = [
    ['Position', shiftHeader, ...g.columns.map((c) => c.label)],
    ...rows.map((row) => [
      row.title,
      `${row.shift.name} ${row.shift.window}`,
      ...row.posts.map((p) => (p === 0 ? r.pick(['—', '-', '0']) : String(p))),
    ]),
  ];
  if (kind === 'daytype-turned') {
    // Turned: one column per position (a position with several shifts sums them), day types down.
    const titles = [...new Set(rows.map((row) => row.title))];
    grid = [
      ['Day', ...titles],
      ...g.columns.map((c, k) => [
        c.label,
        ...titles.map((t) =>
          String(rows.filter((row) => row.title === t).reduce((s, row) => s + (row.posts[k] ?? 0), 0)),
        ),
      ]),
    ];
  }
  const after =
    kind === 'daytype-turned'
      ? 'Each post is one eight-hour shift; meal periods are unpaid.'
      : r.pick(['', 'C.4.2 The supervisor is on site during the day shift.']);
  return { kind, carrier, n, primary: framed(r, carrier, { lead: g.lead, caption, grid, after }), truth };
}

/** The grid of cases: `per` cases of each kind x carrier, from one seed. */
export function scheduleGrid(seed: number, per: number): ScheduleCase[] {
  const r = seeded(seed);
  // Scans draw from a stream of their own, so the other carriers' cases stay as they were.
  const scans = seeded(seed ^ 0x5ca9);
  const out: ScheduleCase[] = [];
  for (const kind of SCHEDULE_KINDS)
    for (const carrier of SCHEDULE_CARRIERS)
      for (let n = 0; n < per; n++) out.push(makeCase(carrier === 'scan' ? scans : r, kind, carrier, n));
  return out;
}

export interface ScheduleResult {
  case: ScheduleCase;
  found: number;
  right: number;
  phantoms: string[];
  read: Record<string, number>;
}

/** Scores the categories read: each truth title found with its hours a year (within 0.5%), phantoms apart. */
export function scoreSchedule(c: ScheduleCase, categories: LabourCategory[]): ScheduleResult {
  const read: Record<string, number> = {};
  for (const cat of categories) {
    const hours = cat.stated.reduce((s, a) => s + (a.hours ?? 0), 0);
    if (hours > 0) read[cat.title] = (read[cat.title] ?? 0) + hours;
  }
  let found = 0;
  let right = 0;
  for (const [title, hours] of Object.entries(c.truth)) {
    const got = read[title];
    if (got === undefined) continue;
    found++;
    if (Math.abs(got - hours) <= hours * 0.005) right++;
  }
  const phantoms = Object.keys(read).filter((t) => !(t in c.truth));
  return { case: c, found, right, phantoms, read };
}

/** Per kind and carrier: cases exact, positions found, hours right, cases with phantoms. */
export function scheduleReport(results: ScheduleResult[]): string {
  const lines = [
    '| kind | carrier | exact | found | hours right | phantom cases |',
    '|---|---|---|---|---|---|',
  ];
  const pct = (a: number, b: number) => `${b === 0 ? 100 : Math.round((1000 * a) / b) / 10}%`;
  const groups = new Map<string, ScheduleResult[]>();
  for (const x of results) {
    const k = `${x.case.kind} | ${x.case.carrier}`;
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  const row = (label: string, rs: ScheduleResult[]) => {
    const total = rs.reduce((s, x) => s + Object.keys(x.case.truth).length, 0);
    const exact = rs.filter(
      (x) => x.right === Object.keys(x.case.truth).length && x.phantoms.length === 0,
    ).length;
    return `| ${label} | ${pct(exact, rs.length)} | ${pct(
      rs.reduce((s, x) => s + x.found, 0),
      total,
    )} | ${pct(
      rs.reduce((s, x) => s + x.right, 0),
      total,
    )} | ${rs.filter((x) => x.phantoms.length > 0).length} |`;
  };
  for (const [k, rs] of groups) lines.push(row(k, rs));
  lines.push(row('**all** | ', results));
  return lines.join('\n');
}
