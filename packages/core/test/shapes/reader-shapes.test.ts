import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../src/solicitation/read-solicitation';
import { alignedText, documentText, pipeText, seeded } from './shape-gen';
import { type Result, report, scoreCase, shapeGrid, tally } from './shape-grid';

// Recovery of stated staffing over a fixed slice of the generated grid (seed and size fixed,
// so the figures are exact): it fails when a change reads fewer shapes. The bench
// (node bench/reader-shapes.mjs) measures the larger grid and the binary carriers.
const SEED = 7;
const results: Result[] = shapeGrid(SEED, 2).map((c) =>
  scoreCase(c, readSolicitation({ primary: { name: 'case.md', text: c.text } }).labourCategories),
);
const share = (rs: Result[], pick: (t: ReturnType<typeof tally>) => [number, number]) => {
  const [a, b] = pick(tally(rs));
  return b === 0 ? 1 : a / b;
};

describe('stated staffing tables of any shape', () => {
  it('recovers the grid: categories, cells, no phantoms', () => {
    const all = tally(results);
    if (all.exact / all.cases < 0.7) console.log(report(results));
    // Measured 90% of categories, 75% of cells, 74% of cases exact, no phantoms (11.9% exact
    // before the round).
    expect(share(results, (t) => [t.categoriesFound, t.categories])).toBeGreaterThanOrEqual(0.87);
    expect(share(results, (t) => [t.cellsRight, t.cells])).toBeGreaterThanOrEqual(0.72);
    expect(all.exact / all.cases).toBeGreaterThanOrEqual(0.7);
    expect(all.phantomCases).toBeLessThanOrEqual(1);
  });

  it('reads every orientation as a Markdown table', () => {
    const pipe = results.filter((r) => r.case.carrier === 'pipe');
    const orientations = new Set(pipe.map((r) => r.case.shape.orientation));
    for (const o of orientations) {
      const rows = pipe.filter((r) => r.case.shape.orientation === o);
      expect([o, share(rows, (t) => [t.categoriesFound, t.categories])]).toEqual([o, expect.any(Number)]);
      expect(
        share(rows, (t) => [t.cellsRight, t.cells]),
        o,
      ).toBeGreaterThanOrEqual(0.5);
    }
    expect(share(pipe, (t) => [t.exact, t.cases])).toBeGreaterThanOrEqual(0.9);
  });
});

// Tables that state numbers but no staffing: deliverables, price schedules without labour,
// equipment inventories, CLIN lists.
const NOT_STAFFING: ((r: ReturnType<typeof seeded>) => string[][])[] = [
  (r) => [
    ['Deliverable', 'Due Date', 'Copies'],
    ['Monthly Status Report', '10th of each month', String(r.int(1, 4))],
    ['Quality Control Plan', '30 days after award', String(r.int(1, 4))],
    ['Transition-Out Plan', '90 days before expiration', String(r.int(1, 4))],
  ],
  (r) => [
    ['CLIN', 'Description', 'Quantity', 'Unit', 'Unit Price', 'Total Price'],
    [
      '0001',
      'Janitorial Services, Base Period',
      '12',
      'Months',
      `$${r.int(1000, 9000)}.00`,
      `$${r.int(10000, 90000)}.00`,
    ],
    [
      '1001',
      'Janitorial Services, Option Period 1',
      '12',
      'Months',
      `$${r.int(1000, 9000)}.00`,
      `$${r.int(10000, 90000)}.00`,
    ],
    [
      '0002',
      'Consumable Supplies',
      String(r.int(10, 400)),
      'Each',
      `$${r.int(10, 90)}.00`,
      `$${r.int(1000, 9000)}.00`,
    ],
  ],
  (r) => [
    ['Item', 'Quantity', 'Location'],
    ['Forklift, 5,000 lb', String(r.int(1, 6)), 'Warehouse 3'],
    ['Floor Scrubber', String(r.int(1, 6)), 'Building 210'],
    ['Pressure Washer', String(r.int(1, 6)), 'Motor Pool'],
    ['Portable Generator', String(r.int(1, 6)), 'Annex B'],
  ],
  () => [
    ['CLIN', 'Supplies/Services', 'Period of Performance'],
    ['0001', 'Base Period Services', '10/01/2026 - 09/30/2027'],
    ['1001', 'Option Period 1 Services', '10/01/2027 - 09/30/2028'],
    ['2001', 'Option Period 2 Services', '10/01/2028 - 09/30/2029'],
  ],
  (r) => [
    ['Building', 'Square Feet', 'Floors', 'Year Built'],
    ['Building 210', String(r.int(10000, 90000)), String(r.int(1, 6)), String(r.int(1950, 2010))],
    ['Annex B', String(r.int(10000, 90000)), String(r.int(1, 6)), String(r.int(1950, 2010))],
    ['Main Clinic', String(r.int(10000, 90000)), String(r.int(1, 6)), String(r.int(1950, 2010))],
  ],
];

describe('tables that state no staffing', () => {
  const random = seeded(11);
  it.each(NOT_STAFFING.map((make, i) => [i, make]))(
    'table %i yields no staffing (pipe and aligned)',
    (_, make) => {
      const grid = make(random);
      for (const table of [pipeText(grid), alignedText(grid)]) {
        const text = documentText(
          { grid, headerRows: 1, caption: 'Table 2.', lead: 'The schedule is below.' },
          table,
        );
        const model = readSolicitation({ primary: { name: 'case.md', text } });
        expect(model.staffingTables).toEqual([]);
        expect(model.labourCategories.filter((c) => c.stated.length > 0)).toEqual([]);
      }
    },
  );
});
