import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { alignedTables } from './tables-aligned';

// Tables where every text column wraps, not only the first: a title over up to five lines, a
// location, a schedule or a duties column over two or three, and the row's figures on one line
// of the block (its first, middle or last), rows a blank line apart or not. Each logical row
// must come out as one row, every text cell whole and the figures in their columns.

type Align = 'top' | 'bottom' | 'middle';
interface Row {
  text: string[][];
  figures: string[];
}

const TEXT = 30;
const FIG = 12;

function line(text: string[], figures: string[]): string {
  let out = text.map((t) => t.padEnd(TEXT)).join('');
  for (const f of figures) out += f.padStart(FIG - 2).padEnd(FIG);
  return out.trimEnd();
}

/** One row's lines: each cell set the way the table aligns its cells within the row's height. */
function rowLines(row: Row, align: Align): string[] {
  const h = Math.max(...row.text.map((c) => c.length));
  const at = (n: number) => (align === 'top' ? 0 : align === 'bottom' ? h - n : Math.floor((h - n) / 2));
  const fig = at(1);
  return Array.from({ length: h }, (_, k) =>
    line(
      row.text.map((c) => c[k - at(c.length)] ?? ''),
      row.figures.map((f) => (k === fig ? f : '')),
    ),
  );
}

function render(header: string[][], rows: Row[], align: Align, spaced: boolean): string[] {
  const n = rows[0]?.text.length ?? 0;
  const head = header.map((cells) =>
    line(
      cells.slice(0, n),
      cells.slice(n).map((c) => c.padEnd(FIG - 2)),
    ),
  );
  const body = rows.flatMap((r, k) => [...(spaced && k > 0 ? [''] : []), ...rowLines(r, align)]);
  return [
    'C.6 POSTS AND STAFFING',
    '',
    'The Contractor shall staff the positions below.',
    '',
    ...head,
    ...body,
    '',
    'The Contractor shall not change these posts without a modification.',
  ];
}

const read = (lines: string[]) => alignedTables(toLines(lines.join('\n')));
const rowsOf = (lines: string[]) => read(lines)[0]?.rows.map((r) => r.filter(Boolean).join(' | ')) ?? [];
const expected = (rows: Row[]) =>
  rows.map((r) => [...r.text.map((c) => c.join(' ')), ...r.figures].join(' | '));

const CASES: [string, string[][], Row[]][] = [
  [
    'residential security posts',
    [
      ['', '', '', '', 'Annual'],
      ['Position', 'Location', 'Schedule', 'Positions', 'hours'],
    ],
    [
      {
        text: [
          ['Post Supervisor', '(Key Personnel)'],
          ['Administration', 'Building 2'],
          ['Monday through Friday,', '7:00 a.m. to 3:00 p.m.'],
        ],
        figures: ['1', '2,080'],
      },
      {
        text: [
          ['Residence Hall', 'Security Officer'],
          ['Aspen, Cedar, Larch and', 'Tamarack halls (4 posts)'],
          ['3:00 p.m. to 11:00 p.m.,', 'seven days a week,', '365 days a year'],
        ],
        figures: ['4', '11,680'],
      },
      {
        text: [
          ['Roving Patrol', 'Officer'],
          ['Grounds and parking lots'],
          ['11:00 p.m. to 7:00 a.m.,', 'seven days a week'],
        ],
        figures: ['2', '5,840'],
      },
    ],
  ],
  [
    'health physics positions with duties',
    [['Position', 'Duties', 'Positions', 'Hours a year']],
    [
      {
        text: [
          ['Radiation', 'Protection', 'Supervisor', '(Key', 'Personnel)'],
          ['Directs surveys,', 'reviews dose records,', 'signs work permits'],
        ],
        figures: ['1', '2,080'],
      },
      {
        text: [
          ['Health Physics', 'Technician'],
          ['Performs surveys,', 'smears and air', 'sampling; posts', 'areas; covers', 'job coverage'],
        ],
        figures: ['3', '6,240'],
      },
      {
        text: [
          ['Dosimetry', 'Clerk'],
          ['Issues and reads', 'dosimeters'],
        ],
        figures: ['1', '1,040'],
      },
    ],
  ],
  [
    'aquatic field positions by station',
    [['Position', 'Station', 'Season', 'Positions', 'Hours each']],
    [
      {
        text: [['Aquatic Program', 'Manager'], ['Main office'], ['Year round']],
        figures: ['1', '2,080'],
      },
      {
        text: [
          ['Seasonal Fisheries', 'Technician'],
          ['North and South', 'weirs'],
          ['April through', 'October'],
        ],
        figures: ['4', '1,200'],
      },
      {
        text: [
          ['Water Quality', 'Laboratory', 'Analyst'],
          ['Field laboratory'],
          ['May through', 'September'],
        ],
        figures: ['2', '880'],
      },
    ],
  ],
  [
    'IT service desk, four text lines',
    [['Labor Category', 'Coverage', 'FTE', 'Hours']],
    [
      {
        text: [
          ['Service Desk', 'Analyst', '(Tier 1 and', 'Tier 2)'],
          ['Monday through', 'Saturday, two', 'shifts'],
        ],
        figures: ['4.0', '8,320'],
      },
      {
        text: [['Desktop Support', 'Technician'], ['Business hours']],
        figures: ['2.0', '4,160'],
      },
      {
        text: [
          ['Network', 'Administrator'],
          ['Business hours', 'and on call'],
        ],
        figures: ['1.0', '2,080'],
      },
    ],
  ],
  [
    'construction crafts with work areas',
    [['Craft', 'Work area', 'Workers', 'Hours']],
    [
      {
        text: [['General Foreman', '(Key)'], ['All areas']],
        figures: ['1', '1,800'],
      },
      {
        text: [
          ['Journeyman', 'Wireman'],
          ['Buildings A and B,', 'switchgear room'],
        ],
        figures: ['3', '5,400'],
      },
      {
        text: [['Apprentice', 'Steamfitter'], ['Central plant']],
        figures: ['2', '3,600'],
      },
    ],
  ],
  [
    'training staff with courses',
    [['Role', 'Courses', 'Instructors', 'Contact hours']],
    [
      {
        text: [
          ['Lead Simulation', 'Instructor'],
          ['Advanced airway,', 'trauma scenarios'],
        ],
        figures: ['1', '1,200'],
      },
      {
        text: [['Adjunct Emergency', 'Medical Services', 'Instructor'], ['Basic life support']],
        figures: ['4', '2,400'],
      },
      {
        text: [['Course Scheduling', 'Coordinator'], ['All courses']],
        figures: ['1', '600'],
      },
    ],
  ],
];

describe('rows where every text column wraps', () => {
  for (const [name, header, rows] of CASES)
    for (const align of ['top', 'bottom', 'middle'] as const)
      for (const spaced of [false, true])
        it(`${name}: figures on the ${align} line${spaced ? ', rows a blank line apart' : ''}`, () => {
          expect(rowsOf(render(header, rows, align, spaced))).toEqual(expected(rows));
        });
});

describe('a figure cell that wraps with words', () => {
  const rows = (spaced: boolean) => [
    line(['Position', 'Location', 'Schedule'], ['Posts', 'Hours a year']),
    line(['Residence Hall', 'Aspen, Cedar, Larch and', '3:00 p.m. to 11:00 p.m.,'], ['', '2,920 per post;']),
    line(['Security Officer', 'Tamarack halls', 'seven days a week'], ['4', '11,680 for the']),
    line(['', '', ''], ['', 'four posts']),
    ...(spaced ? [''] : []),
    line(['Roving Patrol', 'Grounds and parking', 'Monday through Friday,'], ['', '']),
    line(['Officer', 'lots', 'day shift'], ['1', '2,080']),
  ];
  for (const spaced of [false, true])
    it(`keeps "2,920 per post; 11,680 for the four posts" in its row${spaced ? ', rows a blank line apart' : ''}`, () => {
      expect(rowsOf(rows(spaced))).toEqual([
        'Residence Hall Security Officer | Aspen, Cedar, Larch and Tamarack halls | 3:00 p.m. to 11:00 p.m., seven days a week | 4 | 2,920 per post; 11,680 for the four posts',
        'Roving Patrol Officer | Grounds and parking lots | Monday through Friday, day shift | 1 | 2,080',
      ]);
    });
});

describe('look-alikes left as they are', () => {
  it('a header word wrapped under the header line ("hours") stays in the header', () => {
    const [t] = read([
      line(['', ''], ['', 'Annual']),
      line(['Position', 'Location'], ['Positions', '']),
      line(['', ''], ['', 'hours']),
      line(['Post Supervisor', 'Administration'], ['', '']),
      line(['(Key Personnel)', 'Building 2'], ['1', '2,080']),
      line(['Gate Officer', 'Main gate'], ['2', '5,840']),
    ]);
    expect(t?.header).toEqual(['Position', 'Location', 'Positions', 'Annual hours']);
    expect(t?.rows.map((r) => r.join(' | '))).toEqual([
      'Post Supervisor (Key Personnel) | Administration Building 2 | 1 | 2,080',
      'Gate Officer | Main gate | 2 | 5,840',
    ]);
  });

  it('rows of one line each with a text column stay as they are', () => {
    expect(
      rowsOf([
        line(['Position', 'Location'], ['Posts', 'Hours']),
        line(['Gate Officer', 'Main gate'], ['2', '5,840']),
        line(['Patrol Officer', 'Grounds'], ['1', '2,920']),
        line(['Console Operator', 'Control room'], ['1', '8,760']),
      ]),
    ).toEqual([
      'Gate Officer | Main gate | 2 | 5,840',
      'Patrol Officer | Grounds | 1 | 2,920',
      'Console Operator | Control room | 1 | 8,760',
    ]);
  });

  it('a note under the table in a figure column is no row piece', () => {
    const rows = rowsOf([
      line(['Position', 'Location'], ['Posts', 'Hours']),
      line(['Gate Officer', 'Main gate'], ['2', '5,840']),
      line(['Patrol Officer', 'Grounds'], ['1', '2,920']),
      '',
      'Hours include relief for breaks.',
    ]);
    expect(rows).toEqual(['Gate Officer | Main gate | 2 | 5,840', 'Patrol Officer | Grounds | 1 | 2,920']);
  });

  it('a period named on a line of its own still titles the rows under it', () => {
    const t = read([
      line(['Labor Category', 'Site'], ['Hours']),
      line(['Base Year', ''], []),
      line(['Project Manager', 'HQ'], ['1,920']),
      line(['Analyst', 'Field'], ['2,080']),
      line(['Option Year 1', ''], []),
      line(['Project Manager', 'HQ'], ['1,920']),
      line(['Analyst', 'Field'], ['2,080']),
    ])[0];
    expect(t?.rows.map((r) => r[0])).not.toContain('Base Year Project Manager');
  });
});
