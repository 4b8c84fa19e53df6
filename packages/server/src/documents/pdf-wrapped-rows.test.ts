import { describe, expect, it } from 'vitest';
import { layoutPage } from './pdf-layout';

// Tables whose row labels wrap onto two or three lines, laid out from PDF text positions: the
// row's figures on the label's first line (cells aligned to the top), its last (bottom) or its
// middle (centred), rows a line pitch apart plus cell padding. Each row must come out as one line.

/** A PDF.js text item of a 10-point font whose characters are 5 points wide. */
function run(str: string, x: number, y: number) {
  return { str, transform: [10, 0, 0, 10, x, y], width: str.length * 5, height: 10, hasEOL: false };
}
const cells = (line: string | undefined) => (line ?? '').trim().split(/ {3,}/);

interface Row {
  label: string[];
  figures: string[];
}

function page(header: string[], rows: Row[], align: 'top' | 'bottom' | 'middle', padding: number) {
  const items = header.map((h, k) => run(h, k === 0 ? 50 : 250 + (k - 1) * 80, 700));
  let y = 682;
  for (const r of rows) {
    const n = r.label.length;
    r.label.forEach((l, k) => {
      items.push(run(l, 50, y - k * 11.5));
    });
    const at = align === 'top' ? y : align === 'bottom' ? y - (n - 1) * 11.5 : y - ((n - 1) * 11.5) / 2;
    r.figures.forEach((f, k) => {
      items.push(run(f, 260 + k * 80, at));
    });
    y -= (n - 1) * 11.5 + 11.5 + padding;
  }
  return layoutPage(items).split('\n');
}

const TABLES: [string, string[], Row[]][] = [
  [
    'conservation lab',
    ['Labor Category', 'Base Year', 'Option Year 1'],
    [
      { label: ['x001 Senior Conservator', '(Key)'], figures: ['2,080', '2,080'] },
      { label: ['x002 Conservator'], figures: ['2,080', '2,080'] },
      { label: ['x003 Collections', 'Registrar'], figures: ['1,040', '1,040'] },
      { label: ['x004 Conservation', 'Technician'], figures: ['4,160', '4,160'] },
    ],
  ],
  [
    'health physics',
    ['Position', 'FTE', 'Hours'],
    [
      { label: ['Senior Health', 'Physicist (Key)'], figures: ['1.0', '1,920'] },
      { label: ['Radiation Safety', 'Technician'], figures: ['3.0', '5,760'] },
      { label: ['Dosimetry', 'Records Clerk'], figures: ['0.5', '960'] },
    ],
  ],
];

describe('PDF table rows whose labels wrap', () => {
  for (const [name, header, rows] of TABLES)
    for (const align of ['top', 'bottom', 'middle'] as const)
      for (const padding of [2, 6])
        it(`${name}: figures on the ${align} line, ${padding} pt of padding`, () => {
          const lines = page(header, rows, align, padding);
          expect(lines.map(cells)).toEqual([header, ...rows.map((r) => [r.label.join(' '), ...r.figures])]);
        });

  it('leaves a header whose first label wraps over two lines in the header', () => {
    const items = [
      run('Labor', 50, 700),
      run('Base Year', 250, 700),
      run('Option Year 1', 330, 700),
      run('Category', 50, 688.5),
      run('Program Manager', 50, 670),
      run('1,920', 260, 670),
      run('1,920', 340, 670),
      run('Data Analyst', 50, 652),
      run('2,080', 260, 652),
      run('2,080', 340, 652),
    ];
    const lines = layoutPage(items).split('\n');
    expect(lines.slice(-2).map(cells)).toEqual([
      ['Program Manager', '1,920', '1,920'],
      ['Data Analyst', '2,080', '2,080'],
    ]);
  });
});
