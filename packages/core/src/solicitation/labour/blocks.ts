import { familyMatch } from '../vocabulary/index';
import { isCutShort } from './category-lists';
import { cleanCell, numberOf } from './cells';
import { isHeaderLike, type Measure } from './columns';
import { namesPeriod, periodLabel } from './period-labels';

/** A run of data rows under one header, with the title row above it (a period, a pool). */
export interface Block {
  /** Column labels; header rows stacked over each other are joined per column. */
  labels: string[];
  /** The nearest title row above the header or rows ("Base Period - IT Support"). */
  title?: string;
  rows: string[][];
  /** The upper header row of a two-row header, merged cells spread ("Site A" over "Day", "Night"). */
  groups?: string[];
  /** What the cells count, when a shape turned the headers that said so into rows. */
  measure?: Measure;
}

type RowKind = 'blank' | 'title' | 'header' | 'data';

function kindOf(row: string[]): RowKind {
  const filled = row.filter((c) => c !== '');
  if (filled.length === 0) return 'blank';
  const numbers = filled.filter((c) => numberOf(c) !== null).length;
  const texts = filled.length - numbers;
  if (numbers > 0 && texts > 0) return 'data';
  if (numbers > 0) return 'data';
  const distinct = new Set(filled);
  // A period alone on its row ("Option Year 1 |  |") titles the block under it.
  if (filled.length === 1 && namesPeriod(filled[0] ?? '')) return 'title';
  if (distinct.size === 1) return filled.length > 1 || !isHeaderLike(filled[0] ?? '') ? 'title' : 'header';
  const headerish = filled.filter(isHeaderLike).length;
  // Rows of words only: a header when some cells name columns; else a data row without amounts.
  return headerish >= 1 || filled.every((c) => c.length <= 40 && !/[.;]$/.test(c)) ? 'header' : 'title';
}

/** Whether a text-only row continues the title above it rather than naming a new group. */
function continues(above: string, text: string): boolean {
  if (!isCutShort(above) || periodLabel(text) || text.length > 60) return false;
  if (/^[a-z(/&]/.test(text)) return true;
  return Boolean(familyMatch(`${above} ${text}`)?.exact) && !familyMatch(above)?.exact;
}

/**
 * An upper header row with its merged cells spread over the columns under them: "Site A" set
 * over "Day | Night" heads both, as a merged cell does ("Site A |  |" is how extractors write it).
 */
export function spread(upper: string[], lower: string[]): string[] {
  const out = [...upper];
  for (let i = 1; i < Math.max(upper.length, lower.length); i++)
    if (!out[i] && out[i - 1] && i - 1 > 0 && lower[i] && lower[i - 1]) out[i] = out[i - 1] ?? '';
  return out;
}

/** Header rows stacked (a title row, then "# of FTE | LABOR CATEGORY" under "Rate | Est. Hours"). */
function stack(labels: string[], row: string[]): string[] {
  const width = Math.max(labels.length, row.length);
  const upper = spread(labels, row);
  return Array.from({ length: width }, (_, i) =>
    [upper[i] ?? '', row[i] ?? ''].filter(Boolean).join(' ').trim(),
  );
}

/**
 * Splits a table's rows (header included) into blocks: a header (rows of labels, stacked),
 * then data rows, until the next header. A row with one distinct text is a title (merged
 * cells repeat it) and names the next block; a period title ("Option Period 1") always
 * starts one. Header rows whose cells only repeat the previous header continue its block.
 * The table's caption is the first title.
 * @example
 * blocksOf([['Labor Category', 'Hours'], ['Analyst', '2,080']])[0]?.rows.length // 1
 */
export function blocksOf(grid: string[][], caption?: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let title: string | undefined = caption;
  let previous: RowKind = 'blank';
  for (const raw of grid) {
    const row = raw.map(cleanCell);
    let kind = kindOf(row);
    // "2.2 | POST SCHEDULE" above the header is a numbered caption, not a row of amounts.
    const numbers = row.filter((c) => numberOf(c) !== null);
    if (
      kind === 'data' &&
      !current &&
      numbers.length === 1 &&
      /^\d{1,2}(?:\.\d{1,2})+\.?$|^\d{1,2}\.$/.test(row.find((c) => c) ?? '')
    )
      kind = 'title';
    if (kind === 'blank') {
      previous = kind;
      continue;
    }
    // A title wrapped in its cell: the rest on the row under it ("Senior Systems" / "Engineer"),
    // taken when it reads on in lower case or completes a known title.
    const text = row.find((c) => c !== '') ?? '';
    const last = current?.rows[current.rows.length - 1];
    const at = last ? last.findIndex((c) => c !== '' && numberOf(c) === null) : -1;
    if (kind === 'title' && last && at >= 0 && row.indexOf(text) === at && continues(last[at] ?? '', text)) {
      last[at] = `${last[at]} ${text}`;
      continue;
    }
    if (kind === 'title') {
      title = row.find((c) => c !== '');
      if (current && (current.rows.length > 0 || namesPeriod(title ?? ''))) current = null;
      else if (current && title) current.title = title;
    } else if (kind === 'header') {
      if (current && previous === 'header' && current.rows.length === 0) {
        current.groups = spread(current.labels, row);
        current.labels = stack(current.labels, row);
      } else {
        current = { labels: row, rows: [], ...(title ? { title } : {}) };
        blocks.push(current);
      }
    } else {
      if (!current) {
        const labels = blocks[blocks.length - 1]?.labels ?? [];
        current = { labels, rows: [], ...(title ? { title } : {}) };
        blocks.push(current);
      }
      current.rows.push(row);
    }
    previous = kind;
  }
  return blocks.filter((b) => b.rows.length > 0);
}
