import { describe, expect, it } from 'vitest';
import { layoutPage } from './pdf-layout';

/** A PDF.js text item of a 10-point font whose characters are 5 points wide. */
function run(str: string, x: number, y: number) {
  return { str, transform: [10, 0, 0, 10, x, y], width: str.length * 5, height: 10, hasEOL: false };
}
const row = (y: number, cells: Array<[string, number]>) => cells.map(([text, x]) => run(text, x, y));
const cells = (line: string | undefined) => (line ?? '').trim().split(/ {3,}/);
/** Header lines read column by column, the columns where the cells of a body line start. */
function columnText(header: string[], body: string): string[] {
  const starts = [...body.matchAll(/\S+(?: \S+)*/g)].map((m) => m.index ?? 0);
  return starts.map((at, k) =>
    header
      .map((l) => l.slice(at, starts[k + 1]).trim())
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('tables rebuilt from PDF positions', () => {
  it('joins a label wrapped over two lines around its vertically centred figures', () => {
    const items = [
      ...row(700, [
        ['Position', 50],
        ['Year 1', 250],
        ['Year 2', 320],
      ]),
      ...row(680, [['Senior Wastewater', 50]]),
      ...row(675, [
        ['1,200', 250],
        ['1,300', 320],
      ]),
      ...row(670, [['Plant Operator', 50]]),
      ...row(652, [
        ['Laboratory Analyst', 50],
        ['640', 250],
        ['700', 320],
      ]),
    ];
    const lines = layoutPage(items).split('\n');
    expect(lines.map(cells)).toEqual([
      ['Position', 'Year 1', 'Year 2'],
      ['Senior Wastewater Plant Operator', '1,200', '1,300'],
      ['Laboratory Analyst', '640', '700'],
    ]);
  });

  it('merges a header stacked over several baselines, each column on its own, and a wrapped period label', () => {
    const items = [
      ...row(730, [['Grounds', 180]]),
      ...row(725, [['Line Item /', 50]]),
      ...row(720, [
        ['Maintenance', 175],
        ['Pest Control', 260],
      ]),
      ...row(715, [['Term', 50]]),
      ...row(710, [
        ['Worker (Key)', 178],
        ['Technician', 262],
      ]),
      ...row(690, [
        ['0100 Base', 50],
        ['2,080', 185],
        ['520', 265],
      ]),
      ...row(672, [['0200 Option', 50]]),
      ...row(667, [
        ['2,080', 185],
        ['480', 265],
      ]),
      ...row(662, [['Term 1', 50]]),
    ];
    const lines = layoutPage(items).split('\n');
    expect(lines.slice(-2).map(cells)).toEqual([
      ['0100 Base', '2,080', '520'],
      ['0200 Option Term 1', '2,080', '480'],
    ]);
    expect(columnText(lines.slice(0, -2), lines[lines.length - 1] ?? '')).toEqual([
      'Line Item / Term',
      'Grounds Maintenance Worker (Key)',
      'Pest Control Technician',
    ]);
  });

  it('heads each column of a group with the label centred over the group, under a row of CLIN numbers', () => {
    const items = [
      ...row(740, [
        ['FIRST ORDERING PERIOD', 200],
        ['SECOND ORDERING PERIOD', 400],
      ]),
      ...row(728, [
        ['0101', 200],
        ['0102', 290],
        ['0201', 400],
        ['0202', 490],
      ]),
      ...row(716, [
        ['Title', 50],
        ['Survey', 200],
        ['Mapping', 290],
        ['Survey', 400],
        ['Mapping', 490],
      ]),
      ...row(700, [
        ['Party Chief', 50],
        ['900', 200],
        ['300', 290],
        ['800', 400],
        ['200', 490],
      ]),
      ...row(688, [
        ['GIS Analyst', 50],
        ['-', 200],
        ['1,100', 290],
        ['-', 400],
        ['950', 490],
      ]),
    ];
    const text = layoutPage(items);
    const lines = text.split('\n');
    const body = lines.slice(-2);
    expect(body.map(cells)).toEqual([
      ['Party Chief', '900', '300', '800', '200'],
      ['GIS Analyst', '-', '1,100', '-', '950'],
    ]);
    // Each header cell, over its lines, names its group, its CLIN and its title.
    const header = columnText(lines.slice(0, -2), lines[lines.length - 1] ?? '');
    expect(header[0]).toBe('Title');
    expect(header[1]).toBe('FIRST ORDERING PERIOD 0101 Survey');
    expect(header[4]).toBe('SECOND ORDERING PERIOD 0202 Mapping');
  });

  it('cuts the first figure off a label set one space before it', () => {
    const items = [
      ...row(700, [
        ['Crew', 50],
        ['Base', 250],
        ['Option', 320],
      ]),
      ...row(688, [
        ['Marine Electrician 1,040', 50],
        ['1,100', 320],
      ]),
      ...row(676, [
        ['Rigger', 50],
        ['520', 250],
        ['560', 320],
      ]),
      ...row(664, [
        ['Welder', 50],
        ['600', 250],
        ['620', 320],
      ]),
      // A wrapped label: the table is rebuilt (one of one line per row reads as the page sets it).
      ...row(648, [['Hull Maintenance', 50]]),
      ...row(643, [
        ['700', 250],
        ['720', 320],
      ]),
      ...row(638, [['Technician', 50]]),
    ];
    // "Marine Electrician 1,040" is one run: its last word sits in the Base column.
    items[3] = { ...run('Marine Electrician 1,040', 50, 688), width: 253 };
    const lines = layoutPage(items).split('\n');
    expect(lines.map(cells)[1]).toEqual(['Marine Electrician', '1,040', '1,100']);
  });

  it('leaves prose alone: two columns of text with numbers in them, and a lone row of figures', () => {
    const items = [
      ...row(700, [
        ['The Division owns 212 bridges in', 50],
        ['Load ratings are due for 38 bridges', 320],
      ]),
      ...row(688, [
        ['four field units, of which 23 carry', 50],
        ['in the base period and about 16 in', 320],
      ]),
      ...row(676, [
        ['fracture-critical members.', 50],
        ['the option period.', 320],
      ]),
    ];
    expect(layoutPage(items).split('\n')[0]).toMatch(/^The Division owns 212 bridges in {3,}Load ratings/);
    const lone = [
      ...row(700, [
        ['Total', 50],
        ['4,160', 250],
        ['4,400', 320],
      ]),
    ];
    expect(cells(layoutPage(lone))).toEqual(['Total', '4,160', '4,400']);
  });

  it('takes a header line of CLIN numbers or years for a header, not a row of figures', () => {
    const items = [
      ...row(712, [
        ['2027', 250],
        ['2028', 320],
      ]),
      ...row(700, [['Role', 50]]),
      ...row(688, [
        ['Archivist', 50],
        ['1,880', 250],
        ['1,880', 320],
      ]),
      ...row(676, [
        ['Records Clerk', 50],
        ['3,760', 250],
        ['1,880', 320],
      ]),
      ...row(660, [['Senior Records', 50]]),
      ...row(655, [
        ['1,880', 250],
        ['940', 320],
      ]),
      ...row(650, [['Analyst', 50]]),
    ];
    const lines = layoutPage(items).split('\n');
    expect(lines.map(cells)).toEqual([
      ['Role', '2027', '2028'],
      ['Archivist', '1,880', '1,880'],
      ['Records Clerk', '3,760', '1,880'],
      ['Senior Records Analyst', '1,880', '940'],
    ]);
  });
});
