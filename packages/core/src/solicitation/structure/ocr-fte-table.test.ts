import { describe, expect, it } from 'vitest';
import { toLines } from './lines';
import { repairScannedText } from './ocr-repair';
import { alignedTables } from './tables-aligned';

// OCR'd scans of role x site FTE tables: O for 0 in half-FTE cells ("O.5"), a lone "O" or "l" in
// a cell, "cb" for "ch" and "1" for "l" inside titles, a Total row and a Total column, a key mark.
const SCAN = 'Ref. l02-AO-29 and 2O15-55O3, page l2.\n\n';

const TABLES: [string, string[], string[][]][] = [
  [
    'dispatch centres',
    [
      'Position               Site A    Site B    Site C    Total',
      'Dispatcb Supervisor*   l         l         O.5       2.5',
      'Emergency Dispatcher   4         2         3         9',
      'Records C1erk          O.5       O.5       O         l',
      'Total                  5.5       3.5       3.5       12.5',
      '',
      '* Key Personnel. Dispatch staff work rotating shifts.',
    ],
    [
      ['Dispatch Supervisor*', '1', '1', '0.5', '2.5'],
      ['Emergency Dispatcher', '4', '2', '3', '9'],
      ['Records Clerk', '0.5', '0.5', '0', '1'],
      ['Total', '5.5', '3.5', '3.5', '12.5'],
    ],
  ],
  [
    'clinic sites',
    [
      'Role                 North   South   Total',
      'Staff Nurse          2       l.5     3.5',
      'Medical Assistant    O.5     1       1.5',
      'Total                2.5     2.5     5',
    ],
    [
      ['Staff Nurse', '2', '1.5', '3.5'],
      ['Medical Assistant', '0.5', '1', '1.5'],
      ['Total', '2.5', '2.5', '5'],
    ],
  ],
];

TABLES.push([
  'a first title wrapped over its figures, empty sites read O',
  [
    ' Labor Category           Site A   Site B   Site C   Total',
    ' Communications',
    ' Center Manager (K)        l        O        O        l',
    ' Emergency Dispatcher      4        2        3        9',
    ' Total                     5        2        3        10',
  ],
  [
    ['Communications Center Manager (K)', '1', '0', '0', '1'],
    ['Emergency Dispatcher', '4', '2', '3', '9'],
    ['Total', '5', '2', '3', '10'],
  ],
]);

// A scan whose header word is misread too ("Positiom", "Rolc"), under a numbered caption with a
// page's footer and the next page's header a few lines above; a first cell "O" right after a title.
const PAGE = ['- 2 -', '', 'SOLNO   Page 2 of 6', ''];
TABLES.push(
  [
    'a misread header word under a numbered caption after a page break',
    [
      ...PAGE,
      'C.5 Minimum staffing (FTE) by position and site',
      '',
      'Positiom               Site A    Site B    Site C    Total',
      'Dispatcb Supervisor    l         l         O.5       2.5',
      'Emergency Dispatcber   4         2         3         9',
      'Radio Technician       O         O.5       O.5       l',
      'Total                  5         3.5       4         12.5',
      '',
      'Dispatch staff work rotating shifts.',
    ],
    [
      ['Dispatch Supervisor', '1', '1', '0.5', '2.5'],
      ['Emergency Dispatcher', '4', '2', '3', '9'],
      ['Radio Technician', '0', '0.5', '0.5', '1'],
      ['Total', '5', '3.5', '4', '12.5'],
    ],
  ],
  [
    'field clinic roles, the first site empty',
    [
      ...PAGE,
      '3.2  Staffing by role and clinic (FTE)',
      'Positiom            East    West    Total',
      'Nurse Practitioner  O       l       l',
      'Medical Assistant   l.5     O.5     2',
    ],
    [
      ['Nurse Practitioner', '0', '1', '1'],
      ['Medical Assistant', '1.5', '0.5', '2'],
    ],
  ],
);

describe('OCR figures in an FTE table by site', () => {
  it('reads the misread header word as the word the document uses', () => {
    const text = repairScannedText(
      `${SCAN}${PAGE.join('\n')}\nPositiom   Site A   Site B\nClerk      l        O.5\nLead       O        l\nstaffing by position`,
    );
    expect(text).toContain('Position   Site A');
    const [t] = alignedTables(toLines(text));
    expect(t?.header[0]).toBe('Position');
  });

  it('leaves a capital O after a word and before no figure alone', () => {
    const out = repairScannedText(`${SCAN}Building O  Annex\nLevel  O  North wing`);
    expect(out).toContain('Building O  Annex');
    expect(out).toContain('Level  O  North wing');
  });

  it.each(TABLES)('%s', (_, lines, rows) => {
    const [t] = alignedTables(toLines(repairScannedText(SCAN + lines.join('\n'))));
    expect(t?.rows.map((r) => r.map((c) => c.trim()))).toEqual(rows);
  });

  it('leaves a capital O that is a word or a letter of a code alone', () => {
    const out = repairScannedText(`${SCAN}Grade O  Class B  2,080\nThe O.K. Corral annex`);
    expect(out).toContain('Grade O  Class B');
    expect(out).toContain('The O.K. Corral');
  });
});
