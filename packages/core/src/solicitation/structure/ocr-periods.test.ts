import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { repairScannedText } from './ocr-repair';
import { toLines } from './lines';
import { alignedTables } from './tables-aligned';

// Three numbers misread with letters mark a text as a scan.
const SCAN = 'Ref. l02-AO-29 and 2O15-55O3, page l2.\n';
const line = (text: string) =>
  repairScannedText(SCAN + text)
    .split('\n')[1]
    ?.trimEnd();

describe('a scan: lone ells and a capital O read as a zero', () => {
  it.each([
    ['CLIN 1001  Option Year l            12 MO', 'CLIN 1001  Option Year 1            12 MO'],
    ['  Evening M-F      l      40      2,080', '  Evening M-F      1      40      2,080'],
    ['  TOTAL            ll             22,880', '  TOTAL            11             22,880'],
    ['Period l runs from 1 Oct.', 'Period 1 runs from 1 Oct.'],
    ['C.4.l  Staffing for the option', 'C.4.1  Staffing for the option'],
    ['0ption Year 3 follows the option', 'Option Year 3 follows the option'],
    ['HEAD 0FFICE OF THE OFFICE', 'HEAD OFFICE OF THE OFFICE'],
  ])('%s', (text, repaired) => {
    expect(line(text)).toBe(repaired);
  });

  it.each(["  l. Scope of the work and the l'eau", 'Add 5 l of fluid; the 1st shift'])(
    'leaves %s alone',
    (text) => {
      expect(line(text)).toBe(text);
    },
  );
});

describe('periods listed by CLIN with abbreviated lengths', () => {
  it.each([
    [
      'CLIN 0001  Base Year (1 Oct 2027 - 30 Sep 2028)   12 MO\nCLIN 1001  Option Year 1   12 MO\nCLIN 2001  Option Year 2   12 MO\nCLIN 3001  Option Year 3 (1 Oct 2030 - 30 Sep 2031)  12 MO',
      [12, 12, 12, 12],
    ],
    [
      'Line 0001  Base Period (1 Jan 2028 - 30 Jun 2028)   6 mos.\nLine 1001  Option Period 1   6 mos.\nLine 2001  Option Period 2 (1 Jan 2029 - 30 Jun 2029)   6 mos.',
      [6, 6, 6],
    ],
    [
      'Base Year: 1 Oct 2027 - 30 Sep 2028\nOption Year 1 | 1 yr\nOption Year 2 | 1 yr\nOption Year 3: 1 Oct 2030 - 30 Sep 2031',
      [12, 12, 12, 12],
    ],
  ])('%s', (text, months) => {
    const periods = readSolicitation({ primary: { text } }).periods?.periods ?? [];
    expect(periods.filter((p) => p.kind !== 'extension').map((p) => p.months)).toEqual(months);
  });

  it('does not read a mode of transport or a mark as a length', () => {
    const text = 'Option Year 1 covers MO and KS sites. The base year is 12 months.';
    const periods = readSolicitation({ primary: { text } }).periods?.periods ?? [];
    expect(periods.map((p) => p.months)).toEqual([12]);
  });
});

describe('a table a caption says continues after a page break', () => {
  const table = (between: string[], caption: string) =>
    [
      '  Position Title        Persons    Annual Hours',
      '  ---------------------------------------------',
      '  Site Supervisor          1          2,080',
      '  Mechanic                 2          4,160',
      '  Clerk                    1          2,080',
      '',
      '  _____________________________________________',
      ...between,
      '',
      `  ${caption}`,
      '  Painter                  3          6,240',
      '  Helper                   1          2,080',
      '  ---------------------------------------------',
      '  TOTAL                    8         16,640',
    ].join('\n');

  it.each([
    [
      [
        '  RFP 12-34     Section C - Page C-3 of 9',
        '\f  RFP 12-34                    Page C-4 of 9',
        '  Depot Maintenance Services',
      ],
      'TABLE C-1 (continued)',
    ],
    [['  Page 3 of 9', '\f', '  Depot Maintenance'], 'Table 3 - cont’d'],
    [['  - 7 -', '\f  Solicitation 12-34', '  Depot Maintenance Services'], 'STAFFING TABLE (Cont.)'],
  ])('joins the part after %s', (between, caption) => {
    const tables = alignedTables(toLines(table(between, caption)));
    expect(tables[0]?.rows.map((r) => r[0])).toEqual([
      'Site Supervisor',
      'Mechanic',
      'Clerk',
      'Painter',
      'Helper',
      'TOTAL',
    ]);
  });

  it('keeps a table apart whose caption does not say it continues', () => {
    const tables = alignedTables(
      toLines(table(['  Page 3 of 9', '\f', '  Depot Maintenance Services'], 'TABLE C-2 SPARES')),
    );
    expect(tables[0]?.rows.map((r) => r[0])).toEqual(['Site Supervisor', 'Mechanic', 'Clerk']);
  });
});
