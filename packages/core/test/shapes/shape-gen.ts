/**
 * Test support: a generator of stated staffing tables. A *truth* (labour categories, periods,
 * places, shifts and one value per cell) is rendered in many *shapes* along independent axes
 * (orientation, where the unit is stated, totals, notes, header wording, cell styles) and
 * *carriers* (Markdown pipe tables, column-aligned text, OCR-noisy text). The bench
 * (bench/reader-shapes.mjs) adds the binary carriers (Word, Excel, PDF) through the product's
 * own extraction. Titles come from the public vocabularies, numbers from a seeded source.
 */
import { AGILE_18F, COMMON_TITLES } from '../../src/solicitation/vocabulary/common-titles';
import { SCA_GROUPS } from '../../src/solicitation/vocabulary/sca-occupations';

export type Measure = 'hours' | 'fte' | 'people';

export interface Truth {
  categories: { title: string; key: boolean }[];
  /** Period labels as the table prints them; one entry 'Annual' when the table states one period. */
  periods: string[];
  places: string[];
  shifts: string[];
  measure: Measure;
  /** value[category][place][shift][period]; places/shifts of length 0 count as one slot. */
  values: number[][][][];
}

export const ORIENTATIONS = [
  'cats-down-periods-across',
  'periods-down-cats-across',
  'places-down-cats-across',
  'cats-down-places-across',
  'long',
  'cats-down-places-shifts',
  'period-blocks',
] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const UNIT_AT = ['header', 'cell', 'caption', 'lead'] as const;
export const CARRIERS = ['pipe', 'aligned', 'ocr'] as const;
export type Carrier = (typeof CARRIERS)[number] | 'docx' | 'xlsx' | 'pdf' | 'pdf-wrapped';

export interface Shape {
  orientation: Orientation;
  unitAt: (typeof UNIT_AT)[number];
  thousands: boolean;
  blanks: '' | '-' | 'N/A';
  totalsRow: boolean;
  totalsColumn: boolean;
  noteRow: boolean;
  categoryHeader: string;
  rowNumbers: boolean;
  rateColumn: boolean;
  twoLineHeader: boolean;
  keyStyle: 'suffix' | 'column';
  fractions: 'decimal' | 'leading-dot' | 'slash';
}

/** A seeded random source (mulberry32): the same seed gives the same grid. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof seeded>;

const strip = (line: string) => (line.split('|')[0] ?? '').trim();
/** Titles a solicitation could name: 18F, common and SCA titles, without one-word generics. */
const VOCABULARY: readonly string[] = [
  ...new Set(
    [...AGILE_18F, ...COMMON_TITLES, ...SCA_GROUPS.flatMap((g) => g.titles)]
      .map(strip)
      .filter((t) => t.includes(' ') && !/[,()]/.test(t) && t.length <= 40),
  ),
];
const LEVELS = [' I', ' II', ' III', ' - Senior', ' - Junior'];
const SENIORITY = ['Senior ', 'Junior ', 'Lead '];

function titleFrom(random: Random): string {
  const base = random.pick(VOCABULARY);
  if (random.chance(0.2)) return `${base}${random.pick(LEVELS)}`;
  if (random.chance(0.15)) return `${random.pick(SENIORITY)}${base}`;
  return base;
}

const PERIOD_STYLES: readonly ((i: number, n: number) => string)[] = [
  (i) => (i === 0 ? 'Base Year' : `Option Year ${i}`),
  (i) => (i === 0 ? 'BY' : `OY${i}`),
  (i) => (i === 0 ? 'Base Period' : `Option Period ${['I', 'II', 'III', 'IV', 'V'][i - 1]}`),
  (i) => `Period ${i + 1}`,
  (i) => (i === 0 ? 'Base' : `Option ${i}`),
  (i) => `Year ${i + 1}`,
  (i) => `CLIN ${i}001`,
  (i) => `10/01/${2026 + i} - 09/30/${2027 + i}`,
];
export const PERIOD_STYLE_COUNT = PERIOD_STYLES.length;

const PLACES = [
  'North Campus',
  'Building 210',
  'Fort Example',
  'Denver, CO',
  'Norfolk, VA',
  'Main Clinic',
  'Annex B',
  'Field Office',
  'Dayton, OH',
  'Site A',
  'Site B',
];
const SHIFTS = [
  ['Day', 'Night'],
  ['Day', 'Swing', 'Mid'],
  ['1st Shift', '2nd Shift'],
];

/** A truth: categories, periods (labelled in one style), places, shifts and values. */
export function makeTruth(
  random: Random,
  options: { periods: number; places: number; shifts: boolean; measure?: Measure; periodStyle?: number },
): Truth {
  const count = random.int(2, 6);
  const titles = new Set<string>();
  while (titles.size < count) titles.add(titleFrom(random));
  const categories = [...titles].map((title) => ({ title, key: random.chance(0.25) }));
  const style = PERIOD_STYLES[options.periodStyle ?? random.int(0, PERIOD_STYLES.length - 1)];
  const periods =
    options.periods <= 1
      ? ['Annual']
      : Array.from({ length: options.periods }, (_, i) => style?.(i, options.periods) ?? '');
  if (options.periods > 2 && random.chance(0.15)) periods.push('6-Month Extension');
  const places = [...PLACES].sort(() => random.next() - 0.5).slice(0, options.places);
  const shifts = options.shifts ? random.pick(SHIFTS) : [];
  const measure = options.measure ?? random.pick(['hours', 'fte', 'people'] as const);
  const one = (): number => {
    if (measure === 'hours')
      return (
        random.pick([1880, 2080, 1920]) * random.int(1, 4) - (random.chance(0.3) ? random.int(1, 9) * 100 : 0)
      );
    if (measure === 'fte') return random.pick([0.25, 0.5, 1, 1, 1.5, 2, 3, 4]);
    return random.int(1, 12);
  };
  const slots = (n: number) => Math.max(1, n);
  const values = categories.map(() =>
    Array.from({ length: slots(places.length) }, () =>
      Array.from({ length: slots(shifts.length) }, () => periods.map(one)),
    ),
  );
  return { categories, periods, places, shifts, measure, values };
}

/** A shape drawn at random (tests fix the axis they measure and draw the rest). */
export function makeShape(random: Random, orientation: Orientation): Shape {
  return {
    orientation,
    unitAt: random.pick(UNIT_AT),
    thousands: random.chance(0.6),
    blanks: random.pick(['', '-', 'N/A'] as const),
    totalsRow: random.chance(0.4),
    totalsColumn: random.chance(0.3),
    noteRow: random.chance(0.2),
    categoryHeader: random.pick(['Labor Category', 'Position', 'Title', 'Job Title', 'Labor Categories', '']),
    rowNumbers: random.chance(0.15),
    rateColumn: random.chance(0.2),
    twoLineHeader: random.chance(0.2),
    keyStyle: random.chance(0.7) ? 'suffix' : 'column',
    fractions: random.pick(['decimal', 'leading-dot', 'slash'] as const),
  };
}

const UNIT_WORDS: Record<Measure, readonly string[]> = {
  hours: ['Hours', 'Est. Hrs', 'Level of Effort (hours)', 'Labor Hours'],
  fte: ['FTEs', 'FTE', 'Full-Time Equivalents'],
  people: ['Headcount', 'No. of Personnel', 'Number of Staff'],
};
const CELL_UNIT: Record<Measure, string> = { hours: 'hrs', fte: 'FTE', people: '' };

/** A rendered table: its cells (header rows first), its caption and the sentence before it. */
export interface Rendered {
  grid: string[][];
  headerRows: number;
  caption: string;
  lead: string;
}

function formatValue(v: number, truth: Truth, shape: Shape, unitWord: string): string {
  let text: string;
  if (!Number.isInteger(v) && shape.fractions === 'slash' && [0.25, 0.5].includes(v % 1) && v < 1)
    text = v === 0.5 ? '1/2' : '1/4';
  else if (!Number.isInteger(v) && shape.fractions === 'leading-dot' && v < 1)
    text = String(v).replace(/^0/, '');
  else text = shape.thousands ? v.toLocaleString('en-US') : String(v);
  if (shape.unitAt === 'cell' && CELL_UNIT[truth.measure]) text = `${text} ${CELL_UNIT[truth.measure]}`;
  void unitWord;
  return text;
}

const sum = (xs: number[]) => Math.round(xs.reduce((s, x) => s + x, 0) * 1000) / 1000;

/** Renders a truth in a shape as a grid of cells. */
export function render(truth: Truth, shape: Shape, random: Random): Rendered {
  const unitWord = random.pick(UNIT_WORDS[truth.measure]);
  const headerUnit = shape.unitAt === 'header';
  const withUnit = (label: string) => (headerUnit ? `${label} ${unitWord}` : label);
  const title = (c: { title: string; key: boolean }) =>
    c.key && shape.keyStyle === 'suffix' ? `${c.title} (Key)` : c.title;
  const fmt = (v: number) => formatValue(v, truth, shape, unitWord);
  const catHead = shape.categoryHeader;
  const slot = (n: number) => Math.max(1, n);
  const placeAt = (p: number) => truth.places[p] ?? '';
  let grid: string[][] = [];
  let headerRows = 1;
  const periodCount = truth.periods.length;
  const total = shape.totalsRow;
  // One value per category and period, summed over places and shifts when the shape shows neither.
  const catPeriod = (c: number, t: number) =>
    sum((truth.values[c] ?? []).flatMap((byShift) => byShift.map((byPeriod) => byPeriod[t] ?? 0)));
  switch (shape.orientation) {
    case 'cats-down-periods-across': {
      const head = [catHead, ...truth.periods.map(withUnit)];
      if (shape.twoLineHeader && headerUnit) {
        grid.push(['', ...truth.periods.map(() => unitWord)]);
        head.splice(1, periodCount, ...truth.periods);
        headerRows = 2;
      }
      grid.push(head);
      for (let c = 0; c < truth.categories.length; c++)
        grid.push([
          title(truth.categories[c] as Truth['categories'][number]),
          ...truth.periods.map((_, t) => fmt(catPeriod(c, t))),
        ]);
      if (total)
        grid.push([
          'Total',
          ...truth.periods.map((_, t) => fmt(sum(truth.categories.map((_, c) => catPeriod(c, t))))),
        ]);
      if (shape.totalsColumn) addTotalColumn(grid, headerRows, 1, fmt, truth);
      break;
    }
    case 'periods-down-cats-across': {
      grid.push([shape.categoryHeader ? 'Period' : '', ...truth.categories.map((c) => withUnit(title(c)))]);
      truth.periods.forEach((p, t) => {
        grid.push([p, ...truth.categories.map((_, c) => fmt(catPeriod(c, t)))]);
      });
      if (total)
        grid.push([
          'Total',
          ...truth.categories.map((_, c) => fmt(sum(truth.periods.map((__, t) => catPeriod(c, t))))),
        ]);
      break;
    }
    case 'places-down-cats-across': {
      grid.push(['Site', ...truth.categories.map((c) => withUnit(title(c)))]);
      for (let p = 0; p < slot(truth.places.length); p++)
        grid.push([
          placeAt(p),
          ...truth.categories.map((_, c) => fmt(sum((truth.values[c]?.[p] ?? []).map((s) => s[0] ?? 0)))),
        ]);
      if (total)
        grid.push([
          'Total',
          ...truth.categories.map((_, c) =>
            fmt(sum((truth.values[c] ?? []).flatMap((ps) => ps.map((s) => s[0] ?? 0)))),
          ),
        ]);
      break;
    }
    case 'cats-down-places-across': {
      grid.push([catHead, ...truth.places.map(withUnit)]);
      for (let c = 0; c < truth.categories.length; c++)
        grid.push([
          title(truth.categories[c] as Truth['categories'][number]),
          ...truth.places.map((_, p) => fmt(sum((truth.values[c]?.[p] ?? []).map((s) => s[0] ?? 0)))),
        ]);
      if (total)
        grid.push([
          'Total',
          ...truth.places.map((_, p) =>
            fmt(
              sum(truth.categories.map((__, c) => sum((truth.values[c]?.[p] ?? []).map((s) => s[0] ?? 0)))),
            ),
          ),
        ]);
      if (shape.totalsColumn) addTotalColumn(grid, headerRows, 1, fmt, truth);
      break;
    }
    case 'cats-down-places-shifts': {
      const top = [''];
      const sub = [catHead];
      for (const place of truth.places)
        truth.shifts.forEach((s, i) => {
          top.push(i === 0 ? place : '');
          sub.push(withUnit(s));
        });
      grid.push(top, sub);
      headerRows = 2;
      for (let c = 0; c < truth.categories.length; c++)
        grid.push([
          title(truth.categories[c] as Truth['categories'][number]),
          ...truth.places.flatMap((_, p) =>
            truth.shifts.map((__, s) => fmt(truth.values[c]?.[p]?.[s]?.[0] ?? 0)),
          ),
        ]);
      break;
    }
    case 'long': {
      const cols = [catHead || 'Labor Category'];
      if (truth.places.length) cols.push('Location');
      if (truth.shifts.length) cols.push('Shift');
      if (periodCount > 1) cols.push('Period');
      cols.push(headerUnit ? unitWord : 'Quantity');
      grid.push(cols);
      truth.categories.forEach((cat, c) => {
        for (let p = 0; p < slot(truth.places.length); p++)
          for (let s = 0; s < slot(truth.shifts.length); s++)
            truth.periods.forEach((period, t) => {
              const row = [title(cat)];
              if (truth.places.length) row.push(placeAt(p));
              if (truth.shifts.length) row.push(truth.shifts[s] ?? '');
              if (periodCount > 1) row.push(period);
              row.push(fmt(truth.values[c]?.[p]?.[s]?.[t] ?? 0));
              grid.push(row);
            });
      });
      break;
    }
    case 'period-blocks': {
      truth.periods.forEach((period, t) => {
        grid.push([period, '']);
        grid.push([catHead || 'Labor Category', headerUnit ? unitWord : 'Quantity']);
        truth.categories.forEach((cat, c) => {
          grid.push([title(cat), fmt(catPeriod(c, t))]);
        });
        if (total) grid.push([`Total ${period}`, fmt(sum(truth.categories.map((_, c) => catPeriod(c, t))))]);
      });
      headerRows = 0;
      break;
    }
  }
  const catRows = new Set(truth.categories.map(title));
  // The rows that name the columns: the last header row, or each period block's header row.
  const heads = new Set(
    grid.flatMap((row, r) =>
      shape.orientation === 'period-blocks'
        ? row[0] === grid[1]?.[0]
          ? [r]
          : []
        : r === headerRows - 1
          ? [r]
          : [],
    ),
  );
  if (shape.keyStyle === 'column' && truth.categories.some((c) => c.key) && isCategoryRowShape(shape)) {
    const keyed = new Set(truth.categories.filter((c) => c.key).map((c) => c.title));
    grid = grid.map((row, r) => [...row, heads.has(r) ? 'Key' : keyed.has(row[0] ?? '') ? 'Y' : '']);
  }
  if (shape.rateColumn && isCategoryRowShape(shape))
    grid = grid.map((row, r) => [
      ...row,
      heads.has(r) ? 'Hourly Rate' : catRows.has(row[0] ?? '') ? `$${random.int(40, 180)}.00` : '',
    ]);
  if (shape.rowNumbers && isCategoryRowShape(shape)) {
    let n = 0;
    grid = grid.map((row, r) => {
      if (heads.has(r)) n = 0;
      return [heads.has(r) ? 'No.' : catRows.has(row[0] ?? '') ? String(++n) : '', ...row];
    });
  }
  if (shape.noteRow)
    grid.push([
      'Note: the Government estimate is provided for planning purposes only.',
      ...Array(Math.max(0, (grid[0]?.length ?? 1) - 1)).fill(''),
    ]);
  const unitSentence = `All figures are ${truth.measure === 'hours' ? 'labor hours' : truth.measure === 'fte' ? 'full-time equivalents (FTEs)' : 'numbers of personnel'}.`;
  const caption = `Table 3. Estimated Staffing${shape.unitAt === 'caption' ? ` (${unitWord})` : ''}`;
  const lead = `The Government estimates the staffing below.${shape.unitAt === 'lead' ? ` ${unitSentence}` : ''}`;
  return { grid, headerRows, caption, lead };
}

function isCategoryRowShape(shape: Shape): boolean {
  return [
    'cats-down-periods-across',
    'cats-down-places-across',
    'cats-down-places-shifts',
    'period-blocks',
  ].includes(shape.orientation);
}

function addTotalColumn(
  grid: string[][],
  headerRows: number,
  from: number,
  fmt: (v: number) => string,
  truth: Truth,
) {
  grid.forEach((row, r) => {
    if (r < headerRows - 1) row.push('');
    else if (r === headerRows - 1) row.push('Total');
    else {
      const values = row.slice(from).map((c) => Number(c.replace(/[^\d.]/g, '')) || 0);
      row.push(fmt(sum(values)));
    }
  });
  void truth;
}

/** The grid as a Markdown pipe table, the way the Word and Excel extractors write tables. */
export function pipeText(grid: string[][]): string {
  const width = Math.max(...grid.map((r) => r.length));
  const line = (row: string[]) =>
    `| ${Array.from({ length: width }, (_, i) => row[i] ?? '').join(' | ')} |`.replace(/ {2}\|/g, ' |');
  const [head = [], ...body] = grid;
  return [line(head), `|${'---|'.repeat(width)}`, ...body.map(line)].join('\n');
}

const isNumeric = (cell: string) => /^[\d,.$/ lIO]+(?:hrs|FTE)?$/.test(cell.trim()) && /\d/.test(cell);

/** The grid as column-aligned plain text (text extracted from a PDF or a text file). */
export function alignedText(grid: string[][], random?: Random): string {
  const width = Math.max(...grid.map((r) => r.length));
  const widths = Array.from({ length: width }, (_, c) => Math.max(...grid.map((r) => (r[c] ?? '').length)));
  return grid
    .map((row) => {
      let line = '';
      for (let c = 0; c < width; c++) {
        const cell = row[c] ?? '';
        const gap = c === 0 ? '' : ' '.repeat(3 + (random ? random.int(0, 2) : 0));
        const w = widths[c] ?? 0;
        line += gap + (c > 0 && isNumeric(cell) ? cell.padStart(w) : cell.padEnd(w));
      }
      return line.trimEnd();
    })
    .join('\n');
}

/** OCR noise: ragged spacing and l/1, O/0 swaps inside numbers. */
export function ocrText(grid: string[][], random: Random): string {
  const noisy = grid.map((row) =>
    row.map((cell) =>
      isNumeric(cell) && cell.length >= 3 && random.chance(0.3)
        ? cell.replace(/1/, 'l').replace(/0/, random.chance(0.5) ? 'O' : '0')
        : cell,
    ),
  );
  return alignedText(noisy, random);
}

/** A small solicitation around a table: a heading, the lead sentence, the table and prose after. */
export function documentText(rendered: Rendered, table: string): string {
  return [
    'C.5 LEVEL OF EFFORT',
    '',
    'The period of performance is one base year and four option years.',
    '',
    rendered.lead,
    '',
    rendered.caption,
    '',
    table,
    '',
    'The contractor shall provide all personnel, supervision and management necessary to perform the work.',
    '',
  ].join('\n');
}

/** The text of a truth rendered in a shape through a text carrier. */
export function carried(rendered: Rendered, carrier: (typeof CARRIERS)[number], random: Random): string {
  const table =
    carrier === 'pipe'
      ? pipeText(rendered.grid)
      : carrier === 'aligned'
        ? alignedText(rendered.grid)
        : ocrText(rendered.grid, random);
  return documentText(rendered, table);
}
