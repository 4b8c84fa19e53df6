import { describe, expect, it } from 'vitest';
import { layoutPage } from './pdf-layout';

/** A PDF.js text item of a 10-point font whose characters are 5 points wide. */
function run(str: string, x: number, y: number, options: { width?: number; rotated?: boolean } = {}) {
  const transform = options.rotated ? [0, 10, -10, 0, x, y] : [10, 0, 0, 10, x, y];
  return { str, transform, width: options.width ?? str.length * 5, height: 10, hasEOL: false };
}

/** A row of cells at the given x positions (points) on baseline y. */
const row = (y: number, cells: Array<[string, number]>) => cells.map(([text, x]) => run(text, x, y));

describe('layoutPage', () => {
  it('lays a table out in aligned columns, each row on one line, whatever the content order', () => {
    const items = [
      ...row(688, [
        ['Console Control', 50],
        ['24', 200],
        ['(8,736)', 300],
      ]),
      ...row(700, [
        ['Post', 50],
        ['Hours', 200],
        ['Annual', 300],
      ]),
      ...row(676, [
        ['East Gate Entrance', 50],
        ['17.5', 200],
        ['(6,370)', 300],
      ]),
    ].reverse();
    const lines = layoutPage(items).split('\n');
    expect(lines[0]?.split(/ {3,}/)).toEqual(['Post', 'Hours', 'Annual']);
    expect(lines[1]?.split(/ {3,}/)).toEqual(['Console Control', '24', '(8,736)']);
    expect(lines[2]?.split(/ {3,}/)).toEqual(['East Gate Entrance', '17.5', '(6,370)']);
    expect(lines[2]?.indexOf('(6,370)')).toBe(lines[1]?.indexOf('(8,736)'));
    expect(lines[0]?.indexOf('Annual')).toBe(lines[1]?.indexOf('(8,736)'));
  });

  it('keeps a continuation line of a cell over its column', () => {
    const items = [
      ...row(700, [
        ['West Gate', 50],
        ['0615-0745', 200],
        ['YES', 300],
      ]),
      ...row(688, [
        ['1400-1700', 200],
        ['YES', 300],
      ]),
    ];
    const [first, second] = layoutPage(items).split('\n');
    expect(second?.indexOf('1400-1700')).toBe(first?.indexOf('0615-0745'));
  });

  it('reads a justified line of prose with single spaces', () => {
    const words = ['It', 'is', 'the', "Contractor's", 'responsibility', 'to', 'register'];
    let x = 50;
    const items = words.map((word) => {
      const item = run(word, x, 700);
      x += word.length * 5 + 9; // every gap stretched to 1.8 character widths
      return item;
    });
    expect(layoutPage(items)).toBe("It is the Contractor's responsibility to register");
  });

  it('reads two spaces after a sentence, a tab after a list marker and a tab-wide space run as words', () => {
    const sentence = [
      run('approved by the COTR.', 50, 700),
      run('Failure by a guard', 50 + 21 * 5 + 15, 700),
    ];
    expect(layoutPage(sentence)).toBe('approved by the COTR. Failure by a guard');
    const marker = [run('3.1', 50, 700), run('Scope of work', 90, 700)];
    expect(layoutPage(marker)).toBe('3.1 Scope of work');
    // PDF.js may give the gap of a table row as a space run as wide as the tab stop.
    const tab = [run('Base Period', 50, 700), run(' ', 105, 700, { width: 150 }), run('35,470', 250, 700)];
    expect(layoutPage(tab).split(/ {3,}/)).toEqual(['Base Period', '35,470']);
  });

  it('keeps the column gaps of a row of figures that starts with a number like a section number', () => {
    // A wrapped row's figures centred between its label lines: "2.0" is a cell, not "2.0 Scope".
    const figures = [
      run('2.0', 200, 700),
      run(' ', 215, 700, { width: 85 }),
      run('1.0', 300, 700),
      run('3.0', 400, 700),
    ];
    expect(layoutPage(figures).trim().split(/ {3,}/)).toEqual(['2.0', '1.0', '3.0']);
    const counts = [run('4.1', 50, 700), run('12', 150, 700), run('0.25', 250, 700)];
    expect(layoutPage(counts).split(/ {3,}/)).toEqual(['4.1', '12', '0.25']);
    // A section number before words is still a marker.
    expect(layoutPage([run('2.0', 50, 700), run('Staffing', 90, 700)])).toBe('2.0 Staffing');
  });

  it.each([
    ['(Key)', 'Tier 3'],
    ['(Lead)', 'Officer (Key)'],
    ['(Part-time)', 'Specialist'],
  ])('keeps a word in parentheses apart from the column after it: %s %s', (first: string, next: string) => {
    expect(
      layoutPage([run(first, 80, 700), run(next, 300, 700)])
        .trim()
        .split(/ {3,}/),
    ).toEqual([first, next]);
    // List markers still join their text.
    expect(layoutPage([run('(iv)', 50, 700), run(next, 90, 700)])).toBe(`(iv) ${next}`);
    expect(layoutPage([run('(b)', 50, 700), run(next, 90, 700)])).toBe(`(b) ${next}`);
  });

  it('joins runs of one line whose baselines differ slightly, and starts a paragraph after a wide gap', () => {
    const items = [
      run('The contractor', 50, 700),
      run('shall', 50 + 14 * 5 + 3, 701.5),
      run('provide relief.', 50, 688),
      run('C.4 Deliverables', 50, 650),
    ];
    expect(layoutPage(items)).toBe('The contractor shall\nprovide relief.\n\nC.4 Deliverables');
  });

  it("lays sideways text out in its own direction, after the page's main text", () => {
    const items = [run('Scope of work', 50, 700), run('POST 400', 20, 400, { rotated: true })];
    expect(layoutPage(items)).toBe('Scope of work\n\nPOST 400');
  });

  it('reads a table printed sideways (a rotated landscape page) row by row', () => {
    // Reading bottom to top: x is the baseline, the next row sits to the right.
    const items = [
      run('Post', 100, 50, { rotated: true }),
      run('Annual Hours', 100, 250, { rotated: true }),
      run('Console Control', 112, 50, { rotated: true }),
      run('8,736', 112, 250, { rotated: true }),
    ];
    const lines = layoutPage(items).split('\n');
    expect(lines.map((line) => line.split(/ {3,}/))).toEqual([
      ['Post', 'Annual Hours'],
      ['Console Control', '8,736'],
    ]);
  });
});
