import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { alignedTables } from './tables-aligned';
import { mergeHeader, pipeTables } from './tables-pipe';

const word = fc.stringMatching(/^[A-Z][a-z]{2,8}$/);
const num = fc.integer({ min: 0, max: 99999 }).map((n) => n.toLocaleString('en-US'));
const grid = fc.tuple(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 2, max: 8 })).chain(([cols, rows]) =>
  fc.record({
    header: fc.uniqueArray(word, { minLength: cols, maxLength: cols }),
    rows: fc.array(
      fc.tuple(word, fc.array(num, { minLength: cols - 1, maxLength: cols - 1 })).map(([a, b]) => [a, ...b]),
      {
        minLength: rows,
        maxLength: rows,
      },
    ),
  }),
);

function asPipe(g: { header: string[]; rows: string[][] }): string {
  const line = (r: string[]) => `| ${r.join(' | ')} |`;
  return [line(g.header), `|${g.header.map(() => '---').join('|')}|`, ...g.rows.map(line)].join('\n');
}

function asAligned(g: { header: string[]; rows: string[][] }, ragged: boolean): string {
  const widths = g.header.map(
    (_, c) => Math.max(...[g.header, ...g.rows].map((r) => (r[c] ?? '').length)) + 4,
  );
  return [g.header, ...g.rows]
    .map((r, k) =>
      r
        .map((cell, c) => cell.padEnd((widths[c] ?? 0) + (ragged && c === 0 ? k % 2 : 0)))
        .join('')
        .trimEnd(),
    )
    .join('\n');
}

describe('tables', () => {
  it('round-trips a generated grid rendered as a pipe table', () => {
    fc.assert(
      fc.property(grid, (g) => {
        const [t] = pipeTables(toLines(`Table 1 Labor Mix\n\n${asPipe(g)}\n\nAfter.`));
        expect(t?.header).toEqual(g.header);
        expect(t?.rows).toEqual(g.rows);
        expect(t?.caption).toBe('Table 1 Labor Mix');
      }),
    );
  });

  it('round-trips a generated grid rendered as column-aligned text, also with ragged columns', () => {
    fc.assert(
      fc.property(grid, fc.boolean(), (g, ragged) => {
        const [t] = alignedTables(
          toLines(`Prose before the table.\n${asAligned(g, ragged)}\n\nProse after.`),
        );
        expect(t?.header).toEqual(g.header);
        expect(t?.rows).toEqual(g.rows);
      }),
    );
  });

  it('reads a sheet with title rows above its header as origin sheet', () => {
    const text =
      '## Sheet: Base Year\n\n| Price Schedule |  |  |\n| --- | --- | --- |\n| LCAT | Hours | Rate |\n| Program Manager | 1,880 | 150 |\n| Analyst | 3,760 | 90 |';
    const [t] = pipeTables(toLines(text));
    expect(t).toMatchObject({
      origin: 'sheet',
      header: ['LCAT', 'Hours', 'Rate'],
      caption: 'Sheet: Base Year - Price Schedule',
    });
    expect(t?.rows).toHaveLength(2);
  });

  it('merges a two-row header with a spanning period label', () => {
    expect(
      mergeHeader([
        ['', 'Base Year', '', 'Option Year 1', ''],
        ['LCAT', 'Hours', 'Rate', 'Hours', 'Rate'],
      ]),
    ).toEqual(['LCAT', 'Base Year Hours', 'Base Year Rate', 'Option Year 1 Hours', 'Option Year 1 Rate']);
  });

  it('joins a wrapped cell in aligned text to the row above', () => {
    const text = [
      'Labor Category        Base     Option 1',
      'Senior Systems        2,080    2,080',
      '  Administrator',
      'Help Desk Analyst     4,160    4,160',
    ].join('\n');
    const [t] = alignedTables(toLines(text));
    expect(t?.rows).toEqual([
      ['Senior Systems Administrator', '2,080', '2,080'],
      ['Help Desk Analyst', '4,160', '4,160'],
    ]);
  });

  it('does not read prose as a table', () => {
    const prose =
      'The contractor shall provide help desk support.\nIt shall answer calls within three rings.\nTickets are closed daily.';
    expect(alignedTables(toLines(prose))).toEqual([]);
    expect(pipeTables(toLines(prose))).toEqual([]);
  });

  it('reads centred header lines above a table and carries the table over a page break', () => {
    const text = [
      '    The labor hours will be expended approximately as follows:',
      '                                              Level of Effort',
      '                                   Period        (Hours)',
      '',
      '                         Base Period             35,470',
      '                         Option Period 1         35,470',
      '                         Option Period 2         35,470',
      '',
      '                                  12',
      '              REQUEST FOR PROPOSALS 75N96',
      '',
      '                         Option Period 3         35,470',
      '                         Option Period 4         35,470',
    ];
    const furniture = new Set(['request for proposals #n#']);
    const [t, ...others] = alignedTables(toLines(text.join('\n')), furniture);
    expect(others).toEqual([]);
    expect(t?.header).toEqual(['Period', 'Level of Effort (Hours)']);
    expect(t?.rows.map((r) => r[0])).toEqual([
      'Base Period',
      'Option Period 1',
      'Option Period 2',
      'Option Period 3',
      'Option Period 4',
    ]);
  });

  it('reads an OCR-noisy table with a title row, a two-line header, a rule and wrapped cells', () => {
    const text = [
      ' 2.2   POST  SCHEDULE',
      '',
      ' Post   Location      Post Description          Hours of       Annual',
      ' No.                                            Coverage       Hours',
      ' ----   -----------   -----------------------   ------------   ---------',
      ' l      Lakewood      Bldg 67 Main Lobby         24 hrs          8,76O',
      '                      Screening (x-ray)',
      ' 2      Lakewood      Vehicle Gate 1        0600 - 1800        3,l20',
      ' 3      Ogden          Roving Patrol             24 hrs         8,760',
    ].join('\n');
    const [t] = alignedTables(toLines(text));
    expect(t?.caption).toBe('2.2 POST SCHEDULE');
    expect(t?.header).toEqual([
      'Post No.',
      'Location',
      'Post Description',
      'Hours of Coverage',
      'Annual Hours',
    ]);
    expect(t?.rows[0]).toEqual(['l', 'Lakewood', 'Bldg 67 Main Lobby Screening (x-ray)', '24 hrs', '8,760']);
    expect(t?.rows).toHaveLength(3);
  });

  // PDF text of a labour-category x period table: header labels one space apart ("Option
  // Period Option Period") over a line of ordinals, labels one space from their first figure,
  // and labels set on their own line around vertically centred figures.
  const title = fc
    .tuple(
      fc.constantFrom(
        'Program',
        'Senior Management',
        'Deputy Program',
        'Financial',
        'Data',
        'Research',
        'Field',
      ),
      fc.constantFrom('Manager', 'Analyst', 'Scientist', 'Technician', 'Coordinator'),
      fc.constantFrom('', ' I', ' II', ' III'),
    )
    .map(([a, b, c]) => `${a} ${b}${c}`);
  const pdfTable = fc.record({
    periods: fc.integer({ min: 2, max: 5 }),
    rows: fc.uniqueArray(
      fc.record({
        label: title,
        wrapped: fc.boolean(),
        hours: fc.array(
          fc.integer({ min: 1, max: 12 }).map((n) => (n * 480).toLocaleString('en-US')),
          {
            minLength: 5,
            maxLength: 5,
          },
        ),
      }),
      { minLength: 2, maxLength: 7, selector: (r) => r.label },
    ),
    labelWidth: fc.integer({ min: 20, max: 26 }),
  });

  function asPdfText(t: {
    periods: number;
    rows: { label: string; wrapped: boolean; hours: string[] }[];
    labelWidth: number;
  }): string {
    // Long labels crowd their first figure by a few characters at most, as in a laid-out page.
    const width = Math.max(t.labelWidth, ...t.rows.map((r) => r.label.length - 4));
    const at = (k: number) => width + 2 + k * 14;
    const put = (line: string, col: number, text: string) => line.padEnd(col) + text;
    let h1 = put('', at(0), 'Base');
    let h3 = put('', at(0) - 1, 'Period');
    for (let k = 1; k < t.periods; k++) {
      h1 = `${h1.padEnd(at(k) - 1)} Option Period`;
      h3 = put(h3, at(k) + 6, String(k));
    }
    const out = [h1, '   Labor Category', h3, ''];
    for (const r of t.rows) {
      let figures = '';
      for (let k = 0; k < t.periods; k++) figures = put(figures, at(k), r.hours[k] as string);
      if (r.wrapped) out.push(r.label, put('', 4, figures.slice(4)), '(Key)', '');
      else if (r.label.length >= at(0) - 1) {
        // The first figure pushed one space past a long label; the others stay in their columns.
        let line = `${r.label} ${r.hours[0]}`;
        for (let k = 1; k < t.periods; k++) line = put(line, at(k), r.hours[k] as string);
        out.push(line, '');
      } else out.push(put(r.label, at(0), figures.slice(at(0))), '');
    }
    return out.join('\n');
  }

  it('reads a PDF labour-category x period table with split headers, crowded and centred labels', () => {
    fc.assert(
      fc.property(pdfTable, (g) => {
        const [t] = alignedTables(
          toLines(`3.1 The hours by labor category and period follow.\n\n${asPdfText(g)}\n\nProse after.`),
        );
        expect(t?.header).toEqual([
          'Labor Category',
          'Base Period',
          ...Array.from({ length: g.periods - 1 }, (_, k) => `Option Period ${k + 1}`),
        ]);
        expect(t?.rows).toEqual(
          g.rows.map((r) => [r.wrapped ? `${r.label} (Key)` : r.label, ...r.hours.slice(0, g.periods)]),
        );
      }),
    );
  });

  it('keeps a label centred over two columns whole and spanning both', () => {
    const text = [
      '    Course            Length      Base iterations     OP1 iterations',
      '                      (days)      FLW      FGA        FLW      FGA',
      '    ---------------   ---------   ------   ------     ------   ------',
      '    Dispatcher        3           12       12         10       10',
      '    Operator          8           10       6          8        5',
    ].join('\n');
    const [t] = alignedTables(toLines(text));
    expect(t?.header).toEqual([
      'Course',
      'Length (days)',
      'Base iterations FLW',
      'Base iterations FGA',
      'OP1 iterations FLW',
      'OP1 iterations FGA',
    ]);
  });

  it('cuts a header the PDF set as one string into its columns, drifting further along the run', () => {
    // The header's words sit where a character grid puts them, a few columns off the figures.
    const shapes = [
      [
        '      Position                   North Depot (Elm) South Depot (Oak) Total FTE',
        '',
        'Shift Supervisor                 1.0                 1.0                2.0',
        'Bus Operator (CDL)               6.0                 4.0                10.0',
        'Fleet Mechanic                   1.5                 0.5                2.0',
      ],
      [
        'Labor category     Base Year Hours  Option Year Hours Total Hours',
        'Senior Analyst     1,920             1,920              3,840',
        'Junior Analyst     960               960                1,920',
        'Data Clerk         480               480                960',
      ],
    ];
    const [depots] = alignedTables(toLines((shapes[0] as string[]).join('\n')));
    expect(depots?.header).toEqual(['Position', 'North Depot (Elm)', 'South Depot (Oak)', 'Total FTE']);
    expect(depots?.rows[1]).toEqual(['Bus Operator (CDL)', '6.0', '4.0', '10.0']);
    const [years] = alignedTables(toLines((shapes[1] as string[]).join('\n')));
    expect(years?.header).toEqual(['Labor category', 'Base Year Hours', 'Option Year Hours', 'Total Hours']);
    // One-word pieces right above the first row are the columns' names, one each: a label
    // heading both columns alike would name neither (a label centred over columns that a line
    // of column names follows stays whole: tables-aligned.test.ts).
    const centred = [
      'Role                Base Option',
      'Guard               3    2',
      'Lead                1    1',
      'Supervisor          1    0',
    ].join('\n');
    expect(alignedTables(toLines(centred))[0]?.header).toEqual(['Role', 'Base', 'Option']);
  });
});
