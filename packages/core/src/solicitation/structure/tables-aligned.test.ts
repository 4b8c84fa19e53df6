import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { alignedTables } from './tables-aligned';
import { mergeContinued, pageEdges } from './tables-pages';
import type { RawTable } from './tables-pipe';

// Tables that reach the reader as plain text in columns: OCR'd scans (two-space gaps, ragged
// columns, l for 1 and O for 0), plain-text RFQs, pdftotext layouts with wide headers.
const read = (lines: string[]) => alignedTables(toLines(lines.join('\n')));

describe('aligned tables: scanned inventories', () => {
  it('takes a header set two spaces apart over an OCR inventory, across a page break, with its total row', () => {
    const [t, ...others] = read([
      'RFQ 36C25531Q0077        MERIDIAN VA CAMPUS        ELEVATOR AND LIFT SERVICE',
      '',
      'C.2 EQUIPMENT (TABLE C-2)',
      '',
      'BLDG  PASS ELEV  FRT ELEV  WHEELCHAIR LIFT  ESCALATOR  DUMBWAITER',
      '1     4          1         2                0          1',
      '2     3          0         1                2          0',
      '3    2           1         O                0          1',
      '',
      '                              Page 1 of 3',
      '',
      'RFQ 36C25531Q0077        MERIDIAN VA CAMPUS        ELEVATOR AND LIFT SERVICE',
      '',
      '4     6          2         3                1          0',
      'TOTAL l5         4         6                3          2',
      '',
      'Units are inspected under ASME A17.1.',
      '',
      '                              Page 2 of 3',
      '',
      'RFQ 36C25531Q0077        MERIDIAN VA CAMPUS        ELEVATOR AND LIFT SERVICE',
    ]);
    expect(others).toEqual([]);
    expect(t?.header).toEqual([
      'BLDG',
      'PASS ELEV',
      'FRT ELEV',
      'WHEELCHAIR LIFT',
      'ESCALATOR',
      'DUMBWAITER',
    ]);
    expect(t?.rows.map((r) => r[0])).toEqual(['1', '2', '3', '4', 'TOTAL']);
    expect(t?.rows[4]).toEqual(['TOTAL', '15', '4', '6', '3', '2']);
  });

  it('reads header lines two spaces apart in a plain-text RFQ and in a ragged scan', () => {
    const shapes = [
      [
        'Item  Description        Qty   Unit',
        '1     Lamp replacement   140   EA',
        '2     Ballast repair     35    EA',
        '3     Fixture survey     1     LOT',
      ],
      [
        'SITE  PANELS  SMOKE DET  HEAT DET',
        'A     2       31O        44',
        'B      1      2O5        18',
        'C     3       4l2        60',
      ],
      [
        'Zone  Acres  Visits  Crew',
        'North  120   26      3',
        'South 85     26      2',
        'East  210    52      4',
      ],
    ];
    const headers = [
      ['Item', 'Description', 'Qty', 'Unit'],
      ['SITE', 'PANELS', 'SMOKE DET', 'HEAT DET'],
      ['Zone', 'Acres', 'Visits', 'Crew'],
    ];
    shapes.forEach((lines, k) => {
      const [t] = read(['The quantities are estimates.', '', ...lines]);
      expect(t?.header).toEqual(headers[k]);
      expect(t?.rows).toHaveLength(3);
    });
  });

  it('reads figures OCR misread with l and O as digits, and leaves words and lone letters', () => {
    const [t] = read([
      'Post   Site        Hours of Coverage   Annual Hours   Posts',
      'l      Main Gate   24 hrs              8,76O          2',
      '2      Dock        0600 - 1800         4,38O          l',
      '3      Lobby       Mon - Fri           2,O8O          4O',
    ]);
    expect(t?.rows.map((r) => r[3])).toEqual(['8,760', '4,380', '2,080']);
    expect(t?.rows.map((r) => r[0])).toEqual(['l', '2', '3']);
    expect(t?.rows[2]?.[4]).toBe('40');
    expect(t?.rows[1]?.[4]).toBe('l');
  });
});

describe('aligned tables: page breaks', () => {
  it('drops a running head that opens each page of a short text, and keeps the rows around it', () => {
    const heads = [
      'SOLICITATION W912DY-31-R-0044     PART I - THE SCHEDULE',
      'Request for Quotation 70LGLY31Q0007          Section C',
      'FOR OFFICIAL USE ONLY          FACILITY SUPPORT',
    ];
    const footers = ['Page 1 of 3', '- 4 -', 'Page 7'];
    heads.forEach((head, k) => {
      const [t, ...others] = read([
        head,
        '',
        'Labor Category        Hours',
        'Program Manager       1,920',
        'Analyst               3,840',
        '',
        `                    ${footers[k]}`,
        '',
        head,
        '',
        'Help Desk Technician  5,760',
        'Trainer               960',
      ]);
      expect(others).toEqual([]);
      expect(t?.rows.map((r) => r[0])).toEqual([
        'Program Manager',
        'Analyst',
        'Help Desk Technician',
        'Trainer',
      ]);
    });
  });

  it('reads a table broken after its first row, its header set again on the new page, as one', () => {
    const [t, ...others] = read([
      'C.4.1 Posts shall be staffed on each shift as follows.',
      '',
      'Position              Tour              Mon-Fri   Sat & Sun',
      'Control Room Operator   Day 0700-1530         2    -',
      '',
      '                            Page 2 of 3',
      '',
      'Position              Tour              Mon-Fri   Sat & Sun',
      'Maintenance Mechanic  Day 0700-1530           1           1',
      'Maintenance Mechanic   Swing 1500-2330        1           3',
    ]);
    expect(others).toEqual([]);
    expect(t?.header).toEqual(['Position', 'Tour', 'Mon-Fri', 'Sat & Sun']);
    expect(t?.rows).toEqual([
      ['Control Room Operator', 'Day 0700-1530', '2', '-'],
      ['Maintenance Mechanic', 'Day 0700-1530', '1', '1'],
      ['Maintenance Mechanic', 'Swing 1500-2330', '1', '3'],
    ]);
  });

  it('keeps the header of a table set again at the top of each page as its header', () => {
    const page = (n: number, rows: string[]) => [
      `                    Page ${n} of 3`,
      '',
      'Labor Category        Base Year    Option Year 1',
      ...rows,
      '',
    ];
    const [t] = read([
      'B.2 The estimated hours follow.',
      '',
      'Labor Category        Base Year    Option Year 1',
      'Program Manager       1,920        1,920',
      '',
      ...page(2, ['Analyst               3,840        3,840']),
      ...page(3, ['Trainer               960          960']),
    ]);
    expect(t?.header).toEqual(['Labor Category', 'Base Year', 'Option Year 1']);
    expect(t?.rows.map((r) => r[0])).toEqual(['Program Manager', 'Analyst', 'Trainer']);
  });

  it('finds running heads and feet only where pages open and close', () => {
    const text = [
      'AGENCY RFP 12        SITE SERVICES',
      'Labor  Hours',
      'Total  4,000',
      '  Page 1 of 2',
      'AGENCY RFP 12        SITE SERVICES',
      'Labor  Hours',
      'Total  4,000',
    ].join('\n');
    const edges = pageEdges(toLines(text));
    expect(edges.has('agency rfp # site services')).toBe(true);
    // A row seen twice inside the text is no page's edge.
    expect(edges.has('labor hours')).toBe(false);
    expect(edges.has('total #,#')).toBe(false);
  });
});

describe('aligned tables: wide and wrapped headers', () => {
  it('puts right-aligned figures under headers wider than their columns', () => {
    const shapes = [
      [
        'Position                     Number of Positions   Scheduled Hours per Week per Position',
        'Custodial Worker                                 1                                       40',
        'Grounds Maintenance Worker                     2                                      32',
        'Shift Supervisor                                3                                       40',
      ],
      [
        'Job Title                Positions   Weekly Hours per Position',
        'Custodial Worker                1                          40',
        'Equipment Operator               5                          40',
        'Lifeguard                         1                           24',
      ],
      [
        'Labor Category         Hrs/Wk     No. of',
        '                       (each)   Staff',
        'Custodial Worker           40            1',
        'Security Officer             40           3',
        'Laboratory Technician       4O          2',
      ],
    ];
    const firsts = [
      ['Custodial Worker', '1', '40'],
      ['Custodial Worker', '1', '40'],
      ['Custodial Worker', '40', '1'],
    ];
    shapes.forEach((lines, k) => {
      const [t] = read(lines);
      expect(t?.header).toHaveLength(3);
      expect(t?.rows[0]).toEqual(firsts[k]);
      expect(t?.rows.every((r) => r.length === 3 && r[1] && r[2])).toBe(true);
    });
    expect(read(shapes[2] as string[])[0]?.header).toEqual([
      'Labor Category',
      'Hrs/Wk (each)',
      'No. of Staff',
    ]);
  });

  it('keeps a ragged column whole when its cells drift by more than three characters', () => {
    const [t] = read([
      'Position                 Tour               Mon-Fri     Sat & Sun',
      'Maintenance Mechanic    Day 0700-1530             3     -',
      'Equipment Operator       Day 0700-1530           2            2',
      'Equipment Operator     Swing 1500-2330         3             2',
    ]);
    expect(t?.header).toEqual(['Position', 'Tour', 'Mon-Fri', 'Sat & Sun']);
    expect(t?.rows.map((r) => r.slice(2))).toEqual([
      ['3', '-'],
      ['2', '2'],
      ['3', '2'],
    ]);
  });

  it('does not start a column at a lone label that runs over the next column too', () => {
    const [t] = read([
      'Labor Category (EFS-     CLIN 0001 Base Period (18 months)     CLIN 1001 Option Period (12 months)',
      '           II) NTE Hours                                                    NTE Hours',
      '',
      'Project Manager (Key)            1,350    900',
      'Field Team Leader (Key)          4,050    2,700',
      'GIS Analyst                      600      400',
    ]);
    expect(t?.header[1]).toBe('CLIN 0001 Base Period (18 months)');
    expect(t?.rows[1]).toEqual(['Field Team Leader (Key)', '4,050', '2,700']);
  });
});

describe('aligned tables: tables of words', () => {
  it('ends the header of a words-only table at the first row set apart by a blank line', () => {
    const shapes = [
      [
        '            Position                           Core staffing                            Location',
        '',
        'Project Manager (Key Personnel) one (1)                                    Harborview, Building 2',
        '',
        'Move Coordinator                one (1)                                    Harborview',
        '',
        'Crew Leader                     a minimum of two (2)                       Harborview',
      ],
      [
        '     Report                       Due',
        '',
        '     Monthly status report        10th of each month',
        '',
        '     Incident report              Within one day',
        '',
        '     Annual summary               30 days after year end',
      ],
      [
        'Standard                   Acceptable quality level',
        '',
        'Calls answered             Within three rings',
        '',
        'Tickets closed             Same business day',
        '',
        'Surveys returned           Quarterly',
      ],
    ];
    shapes.forEach((lines) => {
      const [t] = read(lines);
      expect(t?.header.filter((c) => c)).toHaveLength(lines[0]?.trim().split(/\s{2,}/).length ?? 0);
      expect(t?.rows).toHaveLength(3);
    });
  });

  it('keeps a header wrapped over two lines with no blank between them whole', () => {
    const [t] = read([
      'Deliverable         Due            Copies',
      '                    (calendar)     (paper)',
      '',
      'Work plan           15 days        two',
      '',
      'Final report        60 days        three',
    ]);
    expect(t?.header).toEqual(['Deliverable', 'Due (calendar)', 'Copies (paper)']);
    expect(t?.rows.map((r) => r[0])).toEqual(['Work plan', 'Final report']);
  });

  it('cuts a last cell set one space after a long cell, and no other one-word piece', () => {
    const [t] = read([
      '            Position                           Core staffing                            Location',
      '',
      'Warehouse Specialist            two (2)                                    Curtis Bay',
      '',
      'Mover                           a minimum of eight (8) on duty each workday Harborview',
      '',
      'Driver                          two (2)                                    Curtis Bay',
    ]);
    expect(t?.rows[1]).toEqual(['Mover', 'a minimum of eight (8) on duty each workday', 'Harborview']);
    // A label whose last word only nears a middle column is not cut there.
    const [u] = read([
      'Labor Category          Base Year     Option Year',
      'Senior Systems Analyst  2,080         2,080',
      'Help Desk Analyst       4,160         4,160',
      'Senior Management Analyst',
      '                        1,040         1,040',
    ]);
    expect(u?.rows.map((r) => r[0])).toEqual([
      'Senior Systems Analyst',
      'Help Desk Analyst',
      'Senior Management Analyst',
    ]);
  });
});

describe('aligned tables: a rule over the total row', () => {
  // A rule of dashes between the last figures and the total sums them; it does not end a header.
  it.each([
    [
      [
        '    Labor category                 Percent of FTE',
        '    Team Lead                            100%',
        '    Senior Examiner                      200%',
        '    Examiner                             550%',
        '                                     --------',
        '    Total                                900%',
      ],
      ['Labor category', 'Percent of FTE'],
      4,
    ],
    [
      [
        'Position              Staff Hours',
        'Program Manager             1,920',
        'Analyst                     3,840',
        '                           ------',
        'Grand Total                 5,760',
      ],
      ['Position', 'Staff Hours'],
      3,
    ],
    [
      [
        'Role            Base Year   Option Year',
        'Dispatcher          4.5         5.0',
        'Clerk               1.0         1.0',
        '                   -----       -----',
        'Subtotal            5.5         6.0',
      ],
      ['Role', 'Base Year', 'Option Year'],
      3,
    ],
  ])('keeps the rows above the rule as rows (%#)', (lines, header, rows) => {
    const [t] = read(lines);
    expect(t?.header).toEqual(header);
    expect(t?.rows).toHaveLength(rows);
    expect(t?.rows.at(-1)?.[0]).toMatch(/total/i);
  });

  it('still ends a header at a rule under it', () => {
    const [t] = read([
      'Labor Category        FTE',
      '--------------      -----',
      'Program Manager       1.0',
      'Analyst               2.0',
      '                    -----',
      'Total                 3.0',
    ]);
    expect(t?.header).toEqual(['Labor Category', 'FTE']);
    expect(t?.rows).toHaveLength(3);
  });
});

describe('aligned tables: rows continued under a caption with no header', () => {
  const raw = (caption: string | undefined, header: string[], rows: string[][], start: number): RawTable => ({
    ...(caption ? { caption } : {}),
    header,
    rows,
    origin: 'aligned',
    start,
    end: start + 100,
  });
  const first = raw('TABLE C-1 STAFFING', ['Position', 'No.', 'Hours'], [['Clerk', '1', '2,080']], 0);

  it.each(['TABLE C-1 (continued)', "Table 2, cont'd", 'Exhibit A - Staffing (Continued)'])(
    'joins the rows under "%s" to the table above',
    (caption) => {
      const next = raw(
        caption,
        ['', '', ''],
        [
          ['Driver', '2', '4,160'],
          ['TOTAL', '3', '6,240'],
        ],
        900,
      );
      expect(mergeContinued([first, next]).map((t) => t.rows.length)).toEqual([3]);
    },
  );

  it('keeps a headless table apart when its caption does not say it goes on, or its columns differ', () => {
    const other = raw('TABLE C-2 EQUIPMENT', ['', '', ''], [['Truck', '2', '4']], 900);
    const wider = raw('TABLE C-1 (continued)', ['', '', '', ''], [['Driver', '2', '40', '4,160']], 900);
    expect(mergeContinued([first, other])).toHaveLength(2);
    expect(mergeContinued([first, wider])).toHaveLength(2);
  });
});

describe('aligned tables: a caption above and a header of one-word column names', () => {
  // pdftotext keeps an indented caption line right above the header and sets centred header
  // words one space apart, so the words do not start where the figure columns start.
  it.each([
    {
      lines: [
        '              Exhibit 4 — Minimum crew by trade and yard',
        '',
        '         Trade                   Norfolk Portsmouth Yorktown Total',
        '',
        'Pipefitter                        3.0      2.0       1.0      6.0',
        '',
        'Welder (certified)                2.0      1.0       0.0      3.0',
        '',
        'Rigger                            1.0      0.5       0.5      2.0',
      ],
      caption: 'Exhibit 4 — Minimum crew by trade and yard',
      header: ['Trade', 'Norfolk', 'Portsmouth', 'Yorktown', 'Total'],
      row: ['Welder (certified)', '2.0', '1.0', '0.0', '3.0'],
    },
    {
      lines: [
        '        Table 3. Interpreters required per clinic',
        '  Language              Mornings Evenings Weekends',
        'Spanish                   4         2         1',
        'Mandarin                  1         1         0',
        'Arabic                    2         0         1',
      ],
      caption: 'Table 3. Interpreters required per clinic',
      header: ['Language', 'Mornings', 'Evenings', 'Weekends'],
      row: ['Mandarin', '1', '1', '0'],
    },
    {
      lines: [
        '           TABLE J-2 STAFFING BY SHIFT',
        '      Position              Day Swing Grave Total FTE',
        'Dispatcher                  2.0   2.0   1.0   5.0',
        'Shift Lead                  1.0   1.0   1.0   3.0',
        'Call Taker                  3.0   2.0   1.0   6.0',
      ],
      caption: 'TABLE J-2 STAFFING BY SHIFT',
      header: ['Position', 'Day', 'Swing', 'Grave', 'Total FTE'],
      row: ['Shift Lead', '1.0', '1.0', '1.0', '3.0'],
    },
  ])(
    'keeps "$caption" as the caption and gives each column its own name',
    ({ lines, caption, header, row }) => {
      const [t, ...others] = read(lines);
      expect(others).toEqual([]);
      expect(t?.caption).toBe(caption);
      expect(t?.header).toEqual(header);
      expect(t?.rows[1]).toEqual(row);
    },
  );

  it('still heads both columns with a label centred over them when a line of column names follows', () => {
    const [t] = read([
      'Course                  Sessions per year',
      '                        Base      Option',
      'Forklift safety          12         10',
      'Crane signals            4          4',
      'Rigging basics           6          5',
    ]);
    expect(t?.header.slice(1)).toEqual(['Sessions per year Base', 'Sessions per year Option']);
  });

  it('reads a header line that starts "Table" with no number as a header, not a caption', () => {
    const [t] = read([
      '   Table         Seats    Shifts',
      'Intake desk       2        3',
      'Records desk      1        2',
      'Triage desk       3        3',
    ]);
    expect(t?.header).toEqual(['Table', 'Seats', 'Shifts']);
  });
});
