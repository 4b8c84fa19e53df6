/**
 * Test support: the grid of truths x shapes x carriers the bench and the property test read,
 * and its summary (recovery overall and along each axis).
 */
import type { LabourCategory } from '../../src/solicitation/model';
import {
  CARRIERS,
  type Carrier,
  carried,
  makeShape,
  makeTruth,
  ORIENTATIONS,
  type Orientation,
  PERIOD_STYLE_COUNT,
  type Rendered,
  render,
  type Shape,
  seeded,
  type Truth,
} from './shape-gen';
import { type Score, scoreRead } from './shape-score';

export interface Case {
  id: string;
  truth: Truth;
  shape: Shape;
  rendered: Rendered;
  carrier: Carrier;
  periodStyle: number;
  /** The document text for the text carriers; binary carriers render `rendered` themselves. */
  text: string;
}

function truthFor(orientation: Orientation, random: ReturnType<typeof seeded>, periodStyle: number): Truth {
  switch (orientation) {
    case 'places-down-cats-across':
    case 'cats-down-places-across':
      return makeTruth(random, { periods: 1, places: random.int(2, 4), shifts: false });
    case 'cats-down-places-shifts':
      return makeTruth(random, { periods: 1, places: random.int(1, 3), shifts: true });
    case 'long':
      return makeTruth(random, {
        periods: random.int(1, 3),
        places: random.int(0, 2),
        shifts: random.chance(0.3),
        periodStyle,
      });
    default:
      return makeTruth(random, { periods: random.int(2, 5), places: 0, shifts: false, periodStyle });
  }
}

/**
 * `perCell` cases for each orientation x text carrier, from one seed.
 * @example
 * shapeGrid(7, 1).length // ORIENTATIONS.length * CARRIERS.length
 */
export function shapeGrid(seed: number, perCell: number, carriers: readonly Carrier[] = CARRIERS): Case[] {
  const random = seeded(seed);
  const cases: Case[] = [];
  for (const orientation of ORIENTATIONS)
    for (const carrier of carriers)
      for (let i = 0; i < perCell; i++) {
        const periodStyle = random.int(0, PERIOD_STYLE_COUNT - 1);
        const truth = truthFor(orientation, random, periodStyle);
        const shape = makeShape(random, orientation);
        // A head count has no unit to print in its cells: it is stated elsewhere.
        if (truth.measure === 'people' && shape.unitAt === 'cell') shape.unitAt = 'header';
        const rendered = render(truth, shape, random);
        const text =
          carrier === 'pipe' || carrier === 'aligned' || carrier === 'ocr'
            ? carried(rendered, carrier, random)
            : '';
        cases.push({
          id: `${orientation}/${carrier}/${i}`,
          truth,
          shape,
          rendered,
          carrier,
          periodStyle,
          text,
        });
      }
  return cases;
}

export interface Result {
  case: Case;
  score: Score;
}

/** Scores one case from what the reader read. */
export function scoreCase(c: Case, read: LabourCategory[]): Result {
  return { case: c, score: scoreRead(c.truth, c.shape.orientation, read) };
}

export interface Tally {
  cases: number;
  exact: number;
  categories: number;
  categoriesFound: number;
  cells: number;
  cellsRight: number;
  phantomCases: number;
}

export function tally(results: Result[]): Tally {
  const t: Tally = {
    cases: 0,
    exact: 0,
    categories: 0,
    categoriesFound: 0,
    cells: 0,
    cellsRight: 0,
    phantomCases: 0,
  };
  for (const { score } of results) {
    t.cases++;
    if (score.exact) t.exact++;
    t.categories += score.categories;
    t.categoriesFound += score.categoriesFound;
    t.cells += score.cells;
    t.cellsRight += score.cellsRight;
    if (score.phantoms.length > 0) t.phantomCases++;
  }
  return t;
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

/** A Markdown table of recovery by one axis of the grid. */
export function byAxis(results: Result[], name: string, axis: (c: Case) => string): string {
  const groups = new Map<string, Result[]>();
  for (const r of results) {
    const k = axis(r.case);
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const lines = [
    `| ${name} | cases | exact | categories | cells | phantom cases |`,
    '|---|---|---|---|---|---|',
  ];
  for (const [k, rs] of [...groups.entries()].sort()) {
    const t = tally(rs);
    lines.push(
      `| ${k} | ${t.cases} | ${pct(t.exact, t.cases)} | ${pct(t.categoriesFound, t.categories)} | ${pct(t.cellsRight, t.cells)} | ${t.phantomCases} |`,
    );
  }
  return lines.join('\n');
}

/** The whole report: overall, then by each axis. */
export function report(results: Result[]): string {
  const t = tally(results);
  return [
    `overall: ${t.cases} cases, exact ${pct(t.exact, t.cases)}, categories ${pct(t.categoriesFound, t.categories)}, cells ${pct(t.cellsRight, t.cells)}, cases with phantoms ${t.phantomCases}`,
    '',
    byAxis(results, 'orientation', (c) => c.shape.orientation),
    '',
    byAxis(results, 'carrier', (c) => c.carrier),
    '',
    byAxis(results, 'unit at', (c) => c.shape.unitAt),
    '',
    byAxis(results, 'measure', (c) => c.truth.measure),
    '',
    byAxis(results, 'period style', (c) =>
      c.truth.periods.length > 1 ? (c.truth.periods[1] ?? '') : 'one period',
    ),
    '',
    byAxis(results, 'category header', (c) => c.shape.categoryHeader || '(none)'),
    '',
    byAxis(
      results,
      'extras',
      (c) =>
        [
          c.shape.totalsRow ? 'totals-row' : '',
          c.shape.totalsColumn ? 'totals-col' : '',
          c.shape.noteRow ? 'note' : '',
          c.shape.rowNumbers ? 'row-no' : '',
          c.shape.rateColumn ? 'rate' : '',
        ]
          .filter(Boolean)
          .join('+') || '(none)',
    ),
  ].join('\n');
}
