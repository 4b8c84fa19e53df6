import { familyOf } from '../vocabulary/index';
import type { Block } from './blocks';
import { numberOf } from './cells';
import { measureOf } from './columns';
import { periodLabel, splitPeriodPhrases } from './period-labels';

/** Periods down the first column and categories across: turned so categories are rows. */
export function transposed(block: Block): Block | null {
  const firsts = block.rows.map((r) => r[0] ?? '');
  if (firsts.length < 2 || !firsts.every((f) => periodLabel(f) && numberOf(f) === null)) return null;
  const labels = ['Labor Category', ...firsts];
  // Columns of effort by period ("Level of Effort (Hours)") are totals, not labour categories.
  const rows = block.labels
    .slice(1)
    .map((label, j) => [label, ...block.rows.map((r) => r[j + 1] ?? '')])
    .filter(([label]) => familyOf(label ?? '') || !measureOf(label ?? ''));
  return { labels, rows, ...(block.title ? { title: block.title } : {}) };
}

/**
 * Labels set over the wrong columns (text tables right-align numbers under left-aligned
 * headers): when the labelled columns after the first hold no numbers and as many unlabelled
 * columns hold them, the labels move onto the numbers in order.
 */
export function realigned(block: Block): Block {
  const width = Math.max(block.labels.length, ...block.rows.map((r) => r.length));
  const numeric: number[] = [];
  const labelled: string[] = [];
  let first = block.labels[0] ?? '';
  // "Labor Category Base Year": a header cell run into the next one.
  const merged = first.match(
    /^(labou?r\s+categor(?:y|ies)|lcats?|positions?|job\s+titles?|titles?|roles?)\s+(.+)$/i,
  );
  if (merged?.[1] && merged[2] && periodLabel(merged[2])) {
    first = merged[1];
    labelled.push(merged[2]);
  }
  for (let c = 1; c < width; c++) {
    if (block.rows.some((r) => numberOf(r[c] ?? '') !== null)) numeric.push(c);
    if (block.labels[c]) labelled.push(...splitPeriodPhrases(block.labels[c] ?? ''));
  }
  const same = labelled.length === numeric.length && numeric.every((c, i) => block.labels[c] === labelled[i]);
  if (numeric.length === 0 || labelled.length !== numeric.length || (same && first === block.labels[0]))
    return block;
  const labels = Array.from({ length: width }, (_, c) => (c === 0 ? first : ''));
  numeric.forEach((c, i) => {
    labels[c] = labelled[i] ?? '';
  });
  return { ...block, labels };
}
