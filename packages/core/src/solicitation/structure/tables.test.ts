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
    expect(t?.rows[0]).toEqual(['l', 'Lakewood', 'Bldg 67 Main Lobby Screening (x-ray)', '24 hrs', '8,76O']);
    expect(t?.rows).toHaveLength(3);
  });
});
