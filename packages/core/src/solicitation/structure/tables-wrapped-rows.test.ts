import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { alignedTables } from './tables-aligned';

// Tables whose row labels wrap onto two or three lines, as PDF text positions and column-aligned
// text set them: the row's figures on the label's first line (cells aligned to the top), on its
// last (aligned to the bottom) or in its middle (centred; a label of two lines has its figures on
// a line of their own between them). Each logical row must come out as one row, its label whole.

type Align = 'top' | 'bottom' | 'middle';
interface Row {
  label: string[];
  figures: string[];
}

const LABEL = 42;
const CELL = 14;

/** A line with a label cell and right-aligned figure cells. */
function line(label: string, figures: string[]): string {
  let out = label.padEnd(LABEL);
  for (const f of figures) out += f.padStart(CELL - 2).padEnd(CELL);
  return out.trimEnd();
}

/** The lines of one row laid out with its figures on the first, last or middle label line. */
function rowLines(row: Row, align: Align): string[] {
  const n = row.label.length;
  const blank = row.figures.map(() => '');
  if (align === 'top') return row.label.map((l, k) => line(l, k === 0 ? row.figures : blank));
  if (align === 'bottom') return row.label.map((l, k) => line(l, k === n - 1 ? row.figures : blank));
  if (n % 2 === 1) return row.label.map((l, k) => line(l, k === (n - 1) / 2 ? row.figures : blank));
  // An even label centred: its figures sit on a baseline of their own between its halves.
  return [
    ...row.label.slice(0, n / 2).map((l) => line(l, blank)),
    line('', row.figures),
    ...row.label.slice(n / 2).map((l) => line(l, blank)),
  ];
}

function render(header: string[][], rows: Row[], align: Align, spaced: boolean): string[] {
  const head = header.map((cells) =>
    line(
      cells[0] ?? '',
      cells.slice(1).map((c) => c.padEnd(CELL - 2)),
    ),
  );
  const body = rows.flatMap((r, k) => [...(spaced && k > 0 ? [''] : []), ...rowLines(r, align)]);
  return [
    'C.5 STAFFING',
    '',
    'The Contractor shall furnish the labor categories and hours below.',
    '',
    ...head,
    ...body,
    '',
    'The Contractor shall not exceed these hours without a modification.',
  ];
}

const read = (lines: string[]) => alignedTables(toLines(lines.join('\n')));
const rowsOf = (lines: string[]) => read(lines)[0]?.rows.map((r) => r.filter(Boolean).join(' | ')) ?? [];
const expected = (rows: Row[]) => rows.map((r) => [r.label.join(' '), ...r.figures].join(' | '));

const HOURS = [['Labor Category', 'Base Year', 'Option Yr 1']];

const CASES: [string, string[][], Row[]][] = [
  [
    'conservation lab, coded categories',
    HOURS,
    [
      { label: ['x001 Senior Conservator', '(Key)'], figures: ['2,080', '2,080'] },
      { label: ['x002 Conservator'], figures: ['2,080', '2,080'] },
      { label: ['x003 Collections', 'Registrar'], figures: ['1,040', '1,040'] },
      { label: ['x004 Conservation', 'Technician'], figures: ['4,160', '4,160'] },
    ],
  ],
  [
    'health physics, two-line labels',
    HOURS,
    [
      { label: ['Senior Health', 'Physicist (Key)'], figures: ['1,920', '1,920'] },
      { label: ['Radiation Safety', 'Technician'], figures: ['3,840', '3,840'] },
      { label: ['Dosimetry Records', 'Clerk'], figures: ['960', '960'] },
    ],
  ],
  [
    'sterile processing, three-line labels',
    [['Position', 'FTE', 'Annual Hours']],
    [
      { label: ['Certified Sterile', 'Processing', 'Supervisor'], figures: ['1.0', '2,080'] },
      { label: ['Sterile Processing', 'Instrument', 'Technician II'], figures: ['3.0', '6,240'] },
      { label: ['Decontamination', 'Area Case Cart', 'Attendant'], figures: ['2.0', '4,160'] },
    ],
  ],
  [
    'aquatic field work, posts of two and three lines',
    [['Position', 'Positions', 'Hours Each']],
    [
      { label: ['Field Crew Leader', '(Key)'], figures: ['1', '2,080'] },
      { label: ['Seasonal Aquatic', 'Field Technician'], figures: ['4', '1,040'] },
      { label: ['Fish Passage', 'Monitoring Data', 'Specialist'], figures: ['2', '1,560'] },
    ],
  ],
  [
    'IT services, numbered rows',
    [['CLIN / Labor Category', 'Base Period', 'Option 1']],
    [
      { label: ['0001 Help Desk Analyst', '(Tier 1 and Tier 2)'], figures: ['5,760', '5,760'] },
      { label: ['0002 Network', 'Administrator'], figures: ['2,080', '2,080'] },
      { label: ['0003 Information', 'Security Officer'], figures: ['1,040', '1,040'] },
    ],
  ],
  [
    'construction trades',
    [['Craft', 'Crew Size', 'Hours']],
    [
      { label: ['General Foreman', '(Key Personnel)'], figures: ['1', '1,800'] },
      { label: ['Journeyman Wireman', 'Electrician'], figures: ['3', '5,400'] },
      { label: ['Apprentice Steamfitter', 'and Pipefitter'], figures: ['2', '3,600'] },
    ],
  ],
  [
    'training support',
    [['Role', 'Instructors', 'Contact Hours']],
    [
      { label: ['Lead Simulation', 'Instructor'], figures: ['1', '1,200'] },
      { label: ['Adjunct Emergency', 'Medical Services', 'Instructor'], figures: ['4', '2,400'] },
      { label: ['Course Scheduling', 'Coordinator'], figures: ['1', '600'] },
    ],
  ],
];

describe('rows whose labels wrap onto two or three lines', () => {
  for (const [name, header, rows] of CASES)
    for (const align of ['top', 'bottom', 'middle'] as const)
      for (const spaced of [false, true])
        it(`${name}: figures on the ${align} line${spaced ? ', rows a blank line apart' : ''}`, () => {
          expect(rowsOf(render(header, rows, align, spaced))).toEqual(expected(rows));
        });
});

describe('a header whose labels wrap around the line of the first column label', () => {
  it('joins "Base Period (9" and "months)" above and below "CLIN / Labor Category"', () => {
    const [t] = read([
      'Table 2. Estimated hours',
      '',
      '                                       Base Period (9      Option Period 1',
      'CLIN / Labor Category                                                           Total',
      '                                           months)            (12 months)',
      'x001 Senior Conservator (Key)               1,560               2,080           3,640',
      'x002 Conservator                            1,560               2,080           3,640',
      'x003 Conservation Technician                3,120               4,160           7,280',
      '',
      'Hours are estimates.',
    ]);
    expect(t?.header).toEqual([
      'CLIN / Labor Category',
      'Base Period (9 months)',
      'Option Period 1 (12 months)',
      'Total',
    ]);
    expect(t?.rows.map((r) => r[0])).toEqual([
      'x001 Senior Conservator (Key)',
      'x002 Conservator',
      'x003 Conservation Technician',
    ]);
  });
});

describe('a column heading set over two lines above the others', () => {
  it('reads "Number of" over "Positions" as one heading, not as a title', () => {
    const [t] = read([
      '                                          Number of',
      'Position                                  Positions     FTE',
      'Aquatic Program Manager (Key)             1             1.0',
      'Fisheries Biologist                       2             2.0',
      'Water Quality Laboratory Analyst          3             3.0',
    ]);
    expect(t?.header).toEqual(['Position', 'Number of Positions', 'FTE']);
    expect(t?.caption).toBeUndefined();
  });
});

describe('look-alikes left as they are', () => {
  it('two short rows of their own, each with its figures, stay two rows', () => {
    expect(
      rowsOf([
        line('Position', ['Hours']),
        line('Dispatcher', ['8,760']),
        line('Call Taker', ['8,760']),
        line('Shift Supervisor', ['2,080']),
      ]),
    ).toEqual(['Dispatcher | 8,760', 'Call Taker | 8,760', 'Shift Supervisor | 2,080']);
  });

  it('a paragraph after the table is no part of its last row', () => {
    const rows = rowsOf([
      line('Position', ['Posts', 'Hours']),
      line('Vehicle Lane Screener', ['2', '5,840']),
      line('Terminal Officer', ['3', '8,760']),
      line('Dock Patrol Officer', ['1', '2,920']),
      '',
      'Posts are staffed',
      'every day of the year.',
    ]);
    expect(rows).toEqual([
      'Vehicle Lane Screener | 2 | 5,840',
      'Terminal Officer | 3 | 8,760',
      'Dock Patrol Officer | 1 | 2,920',
    ]);
  });

  it('a list that is not a table reads no table', () => {
    expect(
      read([
        'The Contractor shall provide:',
        'Senior Conservator',
        '(Key)',
        'Collections Registrar',
        'Conservation Technician',
        'All staff shall hold current certifications.',
      ]),
    ).toEqual([]);
  });

  it('a label carried onto the line under its figures stays with the row above (top-aligned)', () => {
    expect(
      rowsOf([
        line('Labor Category', ['Hours']),
        line('Program Manager', ['1,920']),
        line('Systems Engineer', ['3,840']),
        line('(Cloud and', []),
        line('Infrastructure)', []),
        line('Data Analyst', ['1,920']),
      ]),
    ).toEqual([
      'Program Manager | 1,920',
      'Systems Engineer (Cloud and Infrastructure) | 3,840',
      'Data Analyst | 1,920',
    ]);
  });

  it('a period named on a line of its own still titles the rows under it', () => {
    const t = read([
      line('Labor Category', ['Hours']),
      line('Base Year', []),
      line('Project Manager', ['1,920']),
      line('Analyst', ['2,080']),
      line('Option Year 1', []),
      line('Project Manager', ['1,920']),
      line('Analyst', ['2,080']),
    ])[0];
    expect(t?.rows.map((r) => r[0])).not.toContain('Base Year Project Manager');
    expect(t?.rows.map((r) => r[0])).not.toContain('Option Year 1 Project Manager');
  });
});
