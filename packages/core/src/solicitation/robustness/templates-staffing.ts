import type { Generated } from './expectation';
import { periodText } from './periods-text';
import { amount, count, heading, list, table } from './phrasing';

/** Test-only: the style choices one rendering draws. */
export interface Style {
  h: number;
  n: number;
  p: number;
  t: number;
  l: number;
  v: number;
  ocr: boolean;
}

const FRONT =
  'NAICS Code: 561210. Questions to the Contracting Officer at (540) 653-1234, Dahlgren, VA 22448.';
const DISTRACT = [561210, 540, 653, 1234, 22448];

/** SCA facility services staffed by site and shift. */
export function scaBySite(s: Style): Generated {
  const sites = [
    ['Building 12 Annex', 'Norfolk', 'Virginia'],
    ['Harbor Clinic', 'Portsmouth', 'Virginia'],
    ['Oceana Warehouse', 'Virginia Beach', 'Virginia'],
  ];
  const siteLines = sites.map(([n, c, st]) => (s.v % 2 === 0 ? `${n}, ${c}, ${st}` : `${n} - ${c}`));
  const rows = [
    ['Building 12 Annex', 'Janitor', 'Day', '4'],
    ['Building 12 Annex', 'Janitor', 'Night', '2'],
    ['Harbor Clinic', 'Janitor', 'Day', '3'],
    ['Harbor Clinic', 'Working Supervisor', 'Day', '1'],
    ['Oceana Warehouse', 'Maintenance Trades Helper', 'Day', '2'],
  ];
  const staffing =
    s.t % 4 === 3
      ? rows.map((r) => `At ${r[0]}, ${count(Number(r[3]), s.n)} ${r[1]} (${r[2]} shift).`).join('\n')
      : table(['Site', 'Position', 'Shift', 'FTE'], rows, s.t);
  return {
    text: [
      'PERFORMANCE WORK STATEMENT - CUSTODIAL AND FACILITY SERVICES',
      FRONT,
      heading('1.0', 'Scope', s.h),
      'The Contractor shall provide custodial services at the following Government sites:',
      list(siteLines, s.l),
      heading('2.0', 'Period of Performance', s.h),
      periodText(12, [12, 12, 12, 12], s.p, s.n),
      heading('3.0', 'Staffing', s.h),
      'The Contractor shall provide the following minimum staffing by site and shift. Wage Determination 2015-4281 applies.',
      staffing,
    ].join('\n\n'),
    expected: {
      periodMonths: [12, 12, 12, 12, 12],
      sites: ['Building 12 Annex', 'Harbor Clinic', 'Oceana Warehouse'],
      staffing: [{ title: 'Janitor', measure: 'fte', first: 4, site: 'Building 12' }],
      positions: true,
    },
    distractors: [...DISTRACT, 2015, 4281],
  };
}

/** IT services: LCAT x period hour table with key personnel and a stated FTE convention. */
export function lcatHours(s: Style): Generated {
  const rows = [
    ['Program Manager (Key)', 1920, 1920, 1920],
    ['Senior Software Engineer', 3840, 3840, 1920],
    ['Information System Security Officer', 960, 960, 960],
    ['Help Desk Specialist II', 5760, 5760, 5760],
  ] as const;
  const headers = [
    ['Labor Category', 'Base Year', 'Option Year 1', 'Option Year 2'],
    ['LCAT', 'BY Hours', 'OY1 Hours', 'OY2 Hours'],
    ['Position Title', 'Base Period (Hours)', 'Option Period 1 (Hours)', 'Option Period 2 (Hours)'],
    ['Labor Category', 'Year 1', 'Year 2', 'Year 3'],
    ['Labor Category', 'Base', 'Option 1', 'Option 2'],
  ];
  const header = headers[s.v % headers.length] ?? [];
  const unit = s.l % 3 === 1 ? ' hrs' : '';
  const body = rows.map((r) => [r[0], ...r.slice(1).map((h) => `${amount(Number(h), s.n, s.ocr)}${unit}`)]);
  const runs = [
    () =>
      rows
        .map(
          (r) =>
            `${r[0]}: ${amount(Number(r[1]), s.n)} hours (Base Year), ${amount(Number(r[2]), s.n)} hours (Option Year 1), ${amount(Number(r[3]), s.n)} hours (Option Year 2).`,
        )
        .join('\n'),
    () =>
      ['Base Year', 'Option Year 1', 'Option Year 2']
        .map(
          (p, i) =>
            `${p}: ${rows.map((r) => `${r[0].replace(' (Key)', '*')} NTE ${amount(Number(r[i + 1]), s.n)} hours`).join('; ')}.`,
        )
        .join('\n\n'),
  ];
  const staffing = s.t % 4 === 3 ? (runs[s.v % 2] ?? runs[0])?.() : table(header, body, s.t);
  return {
    text: [
      'STATEMENT OF WORK - ENTERPRISE IT SUPPORT SERVICES',
      FRONT,
      heading('1.0', 'Background', s.h),
      'The agency requires IT support for 1,200 users on $2,500,000 of infrastructure.',
      heading('2.0', 'Period of Performance', s.h),
      periodText(12, [12, 12], s.p, s.n),
      heading('3.0', 'Estimated Level of Effort', s.h),
      `${
        [
          `For pricing purposes one FTE equals ${amount(1920, s.n)} hours per year.`,
          `Hours are based on ${amount(1920, s.n)} productive hours per FTE per year.`,
          `One (1) FTE = ${amount(1920, s.n)} labor hours.`,
          `The estimate assumes a work year of ${amount(1920, s.n)} hours for a full-time equivalent.`,
        ][s.h % 4]
      } The Government estimates the following hours by labor category:`,
      staffing,
      heading('4.0', 'Key Personnel', s.h),
      [
        `The following positions are designated Key Personnel: ${list(['Program Manager', 'Information System Security Officer'], 4)}.`,
        `The following positions are Key Personnel:\n\n${list(['Program Manager', 'Information System Security Officer'], s.l % 4)}`,
        'The Program Manager and the Information System Security Officer are designated as key personnel.',
        'Key Personnel: Program Manager; Information System Security Officer.',
      ][s.p % 4] ?? '',
    ].join('\n\n'),
    expected: {
      periodMonths: [12, 12, 12],
      hoursPerFte: 1920,
      staffing: [
        { title: 'Program Manager', measure: 'hours', first: 1920 },
        { title: 'Help Desk Specialist', measure: 'hours', first: 5760 },
      ],
      key: ['Program Manager', 'Information System Security Officer'],
      quantities: [{ noun: 'user', value: 1200 }],
    },
    distractors: [...DISTRACT, 2500000],
  };
}

/** Research LOE: hours by period, option periods of unusual length. */
export function loeByPeriod(s: Style): Generated {
  const per = [6000, 5000, 5000];
  const effort =
    s.t % 2 === 0
      ? `The estimated level of effort is ${per.map((h, i) => `${amount(h, s.n)} hours for the ${i === 0 ? 'Base Period' : `Option Period ${i}`}`).join(', ')}.`
      : table(
          ['Period', 'Estimated Hours'],
          per.map((h, i) => [i === 0 ? 'Base Period' : `Option Period ${i}`, amount(h, s.n, s.ocr)]),
          s.t,
        );
  return {
    text: [
      'SECTION C - DESCRIPTION/SPECIFICATIONS/STATEMENT OF WORK',
      FRONT,
      heading('C.1', 'Purpose', s.h),
      'The contractor shall conduct exposure research and deliver 4 interim reports.',
      heading('C.2', 'Period of Performance', s.h),
      periodText(12, [10, 10], s.p, s.n),
      heading('C.3', 'Level of Effort', s.h),
      effort,
      'The Principal Investigator is Key Personnel.',
    ].join('\n\n'),
    expected: { periodMonths: [12, 10, 10], key: ['Principal Investigator'] },
    distractors: DISTRACT,
  };
}

/** 24x7 security posts. */
export function posts24x7(s: Style): Generated {
  const posts = [
    ['Post 1 - Main Gate', '24 hours/day, 7 days/week', '1'],
    ['Post 2 - Roving Patrol', '24/7', '1'],
    ['Post 3 - Visitor Center', '0700-1700 Monday-Friday', '2'],
  ];
  const body =
    s.t % 3 === 0
      ? posts.map((p) => `${p[0]}: ${count(Number(p[2]), s.n)} officer(s), ${p[1]}.`).join('\n')
      : table(['Post', 'Hours of Coverage', 'Officers'], posts, s.t);
  const staffed = [
    'The Contractor shall staff the Main Gate post 24 hours a day, 7 days a week, including holidays.',
    'Post 1 shall be manned at all times (24x7x365).',
    'Two posts are on duty around the clock, every day of the year.',
    'The Main Gate requires continuous coverage, 24 hours per day, 365 days per year.',
    'One (1) officer shall be on duty at the Main Gate 24/7, including weekends and Federal holidays.',
    'The roving patrol operates twenty-four (24) hours a day, seven (7) days a week.',
  ][s.v % 6];
  return {
    text: [
      'PERFORMANCE WORK STATEMENT - PROTECTIVE SECURITY OFFICER SERVICES',
      FRONT,
      heading('1.0', 'Scope', s.h),
      'The contractor shall provide armed protective security officers at the Federal Center, Denver, Colorado.',
      heading('2.0', 'Period of Performance', s.h),
      periodText(12, [12, 12, 12, 12], s.p, s.n),
      heading('3.0', 'Posts and Hours', s.h),
      staffed ?? '',
      body,
    ].join('\n\n'),
    expected: { periodMonths: [12, 12, 12, 12, 12], sites: ['Denver'], coverage24x7: 1 },
    distractors: DISTRACT,
  };
}

/** Facility staffing with one column per site, rows by position and shift, subtotal and total. */
export function siteColumns(s: Style): Generated {
  const sites = ['Site A', 'Site B', 'Site C'];
  const rows: [string, string, number[]][] = [
    ['Maintenance Mechanic', 'Day', [3, 1, 1]],
    ['Maintenance Mechanic', 'Evening', [1, 0, 0]],
    ['Electrician', 'Day', [1, 0.5, 0.5]],
    ['Janitor', 'Evening', [6, 2, 2]],
  ];
  const cell = (n: number) => (n === 0 ? '-' : n.toFixed(1));
  const sum = (i: number) => rows.reduce((t, r) => t + (r[2][i] ?? 0), 0);
  const body = [
    ...rows.map(([p, sh, v]) => [p, sh, ...v.map(cell), cell(v.reduce((a, b) => a + b, 0))]),
    ...(s.v % 2 === 0 ? [['Contract Manager (Key)', 'Day', '1.0', '-', '-', '1.0']] : []),
    [
      'TOTAL FTE',
      '',
      ...sites.map((_, i) => cell(sum(i) + (s.v % 2 === 0 && i === 0 ? 1 : 0))),
      cell(sum(0) + sum(1) + sum(2) + (s.v % 2 === 0 ? 1 : 0)),
    ],
  ];
  return {
    text: [
      'PERFORMANCE WORK STATEMENT - FACILITY MAINTENANCE AND CUSTODIAL SERVICES',
      FRONT,
      heading('C.1', 'Places of Performance', s.h),
      'Work is performed at the following sites:',
      list(
        [
          'Site A - Grand Junction VA Medical Center, Grand Junction, Colorado',
          'Site B - Montrose CBOC, Montrose, Colorado',
          'Site C - Durango CBOC, Durango, Colorado',
        ],
        s.l % 4,
      ),
      heading('C.2', 'Period of Performance', s.h),
      periodText(12, [12, 12, 12, 12], s.p, s.n),
      heading('C.5', 'Staffing', s.h),
      `The Contractor shall provide not less than the following full-time equivalent (FTE) positions on each shift at each site. One FTE is ${amount(2080, s.n)} hours per year.`,
      `Table C-1. Minimum Staffing by Position, Site and Shift (FTE)\n\n${table(['Position', 'Shift', ...sites, 'Total'], body, s.t)}`,
    ].join('\n\n'),
    expected: {
      periodMonths: [12, 12, 12, 12, 12],
      sites: ['Grand Junction', 'Montrose', 'Durango'],
      hoursPerFte: 2080,
      staffing: [
        { title: 'Maintenance Mechanic', measure: 'fte', first: 3, site: 'Site A' },
        { title: 'Janitor', measure: 'fte', first: 2, site: 'Site C' },
        { title: 'Electrician', measure: 'fte', first: 0.5, site: 'Site B' },
      ],
    },
    distractors: [...DISTRACT],
  };
}
