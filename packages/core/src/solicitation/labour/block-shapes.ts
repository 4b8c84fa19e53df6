import { familyOf, isJobNoun } from '../vocabulary/index';
import type { Block } from './blocks';
import { numberOf } from './cells';
import { columnRole, countsNonLabour, type Measure, measureOf, withoutMeasure } from './columns';
import { namesPeriod, periodLabel, splitPeriodPhrases } from './period-labels';
import { readTitle } from './title';
import { isTitleLike } from './title-lists';

/** Periods down the first column and categories across: turned so categories are rows. */
export function transposed(block: Block): Block | null {
  // A total row under the periods ("Total", "Grand Total") becomes the total column.
  const periodRows = block.rows.filter((r) => !TOTAL_CELL.test(r[0] ?? ''));
  const firsts = periodRows.map((r) => r[0] ?? '');
  if (firsts.length < 2 || !firsts.every((f) => namesPeriod(f) && numberOf(f) === null)) return null;
  const labels = ['Labor Category', ...firsts];
  // Columns of effort by period ("Level of Effort (Hours)") are totals, not labour categories;
  // a title with its measure ("Analyst FTEs") is the title's column, the measure the cells'.
  const rows = block.labels
    .slice(1)
    .map((label, j) => [withoutMeasure(label) || label, ...periodRows.map((r) => r[j + 1] ?? '')])
    .filter(
      ([label], j) =>
        familyOf(label ?? '') || !measureOf(block.labels[j + 1] ?? '') || label !== block.labels[j + 1],
    )
    .filter((row) => !lineItemColumn(row));
  const measure = sharedMeasure(block.labels.slice(1));
  return { labels, rows, ...(block.title ? { title: block.title } : {}), ...(measure ? { measure } : {}) };
}

// A column of line item numbers beside the periods ("CLIN": 0001, 1001, 2001) numbers each
// period's line; its cells are no amounts.
const LINE_ITEM_LABEL =
  /^(?:CLINs?|SLINs?|CLIN\s*(?:no\.?|#)|line\s*items?(?:\s*(?:no\.?|#))?|item\s*(?:no\.?|#))$/i;
const LINE_ITEM_CELL = /^\d{4}[A-Z]{0,2}$/;
function lineItemColumn([label, ...cells]: string[]): boolean {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  return (
    LINE_ITEM_LABEL.test((label ?? '').trim()) ||
    (filled.length >= 2 &&
      filled.every((c) => LINE_ITEM_CELL.test(c)) &&
      filled.some((c) => c.startsWith('0')))
  );
}

/** The measure every labelled header states ("Analyst FTEs", "Nurse FTEs"), if they agree. */
function sharedMeasure(labels: string[]): Measure | undefined {
  const measures = new Set(labels.filter((l) => l.trim()).map(measureOf));
  const [only] = measures;
  return measures.size === 1 && only ? only : undefined;
}

const MARK_COLUMN = new Set(['key']);

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
  // "Labor Category Base Year", "Position  Hours": a header cell run into the next one.
  const merged = first.match(
    /^(labou?r\s+categor(?:y|ies)|lcats?|positions?|job\s+titles?|titles?|roles?|sites?|locations?|facilit(?:y|ies)|installations?|buildings?|periods?)\s+(.+)$/i,
  );
  if (merged?.[1] && merged[2] && (periodLabel(merged[2]) || columnRole(merged[2]).role === 'amount')) {
    first = merged[1];
    labelled.push(merged[2]);
  }
  // Columns of marks or words ("Key": "Y") keep their labels apart from the columns of numbers.
  const worded: number[] = [];
  const wordLabels: string[] = [];
  for (let c = 1; c < width; c++) {
    if (block.rows.some((r) => numberOf(r[c] ?? '') !== null)) numeric.push(c);
    else if (block.rows.some((r) => (r[c] ?? '').trim())) worded.push(c);
    const label = block.labels[c] ?? '';
    if (label && MARK_COLUMN.has(columnRole(label).role)) wordLabels.push(label);
    else if (label) labelled.push(...splitPeriodPhrases(label));
  }
  const same = labelled.length === numeric.length && numeric.every((c, i) => block.labels[c] === labelled[i]);
  if (numeric.length === 0 || labelled.length !== numeric.length || (same && first === block.labels[0]))
    return block;
  const labels = Array.from({ length: width }, (_, c) => (c === 0 ? first : ''));
  numeric.forEach((c, i) => {
    labels[c] = labelled[i] ?? '';
  });
  if (worded.length === wordLabels.length)
    worded.forEach((c, i) => {
      labels[c] = wordLabels[i] ?? '';
    });
  return { ...block, labels };
}

// A first column that lists places ("Site", "Courthouse", "Location").
const PLACE_HEAD =
  /^(?:sites?|locations?|facilit(?:y|ies)|installations?|buildings?|courthouses?|offices?|clinics?|campus(?:es)?|stations?|depots?|branch(?:es)?|regions?|districts?|ports?|bases?|hospitals?|schools?|libraries|centers?|centres?)\b/i;
const TOTAL_CELL = /\btotals?\b|^sum\b/i;

/** A column header that names a job, not a measure, period, total, money or place. */
function namesJob(label: string): boolean {
  const text = label.trim();
  if (!text || TOTAL_CELL.test(text) || periodLabel(text) || countsNonLabour(text)) return false;
  if (familyOf(text)) return true;
  const role = columnRole(text).role;
  // Unknown to the vocabulary: a title ending in a job noun or an acronym ("Lead CSO"), not a
  // dimension or count ("Chamber (ft)", "Gates").
  const last =
    text
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .split(/\s+/)
      .pop() ?? '';
  return (
    role === 'other' &&
    !measureOf(text) &&
    isTitleLike(readTitle(text).title) &&
    (isJobNoun(last) || /^[A-Z]{2,6}$/.test(last))
  );
}

/**
 * Places down the first column and job titles across ("Site | Lead Guard | Guard | Total"):
 * turned so each title is a row and each place a column (a role x site table). Total rows
 * ("Sites total", "Grand Total") are left out: the totals column becomes the total row.
 * Null unless the first column's header names places or most of its cells are places, and
 * a column header names a job.
 * @example
 * sitesDown({ labels: ['Site', 'Lead Guard', 'Guard'], rows: [['North', '1', '4'], ['South', '1', '2']] }, () => false)?.labels // ['Labor Category', 'North', 'South']
 */
export function sitesDown(block: Block, isPlace: (label: string) => boolean): Block | null {
  const rows = block.rows.filter((r) => !TOTAL_CELL.test(r[0] ?? ''));
  const firsts = rows.map((r) => (r[0] ?? '').trim());
  if (firsts.length < 1 || firsts.some((f) => !f || numberOf(f) !== null)) return null;
  // A table with a column for the category ("Position", "Labor Category") lists titles down it.
  // (A job title ending in a category word, "UXO Sweep Personnel", is still a job.)
  if (block.labels.some((l) => columnRole(l).role === 'category' && !familyOf(l))) return null;
  const named = PLACE_HEAD.test((block.labels[0] ?? '').trim());
  if (!named && firsts.filter(isPlace).length < Math.max(2, firsts.length / 2)) return null;
  // A title with its measure ("Guard FTEs") names the job; the measure is the cells'.
  const titles = block.labels.map((l) => withoutMeasure(l) || l);
  const jobs = titles.slice(1).filter(namesJob);
  if (jobs.length === 0 || firsts.some((f) => familyOf(f))) return null;
  const turned = titles
    .slice(1)
    .map((label, j) => [label, ...rows.map((r) => r[j + 1] ?? '')])
    .filter(([label]) => label && (namesJob(label) || TOTAL_CELL.test(label)));
  const measure = sharedMeasure(block.labels.slice(1));
  return {
    labels: ['Labor Category', ...firsts],
    rows: turned,
    ...(block.title ? { title: block.title } : {}),
    ...(measure ? { measure } : {}),
  };
}

// The header of a column that numbers the rows ("No.", "#", "Item", "Line", "Ser.").
const ROW_NUMBER_HEAD = /^(?:no\.?|#|item(?:\s+no\.?)?|line(?:\s+no\.?)?|ser\.?|seq\.?|row)?$/i;

/**
 * The block without a first column that numbers its rows (1, 2, 3 ... in order, under "No.",
 * "#", "Item" or no header) in front of a column of words: the numbers count rows, not staff.
 * @example
 * withoutRowNumbers({ labels: ['No.', 'Position', 'FTE'], rows: [['1', 'Welder', '2'], ['2', 'Rigger', '3']] }).labels // ['Position', 'FTE']
 */
export function withoutRowNumbers(block: Block): Block {
  if (!ROW_NUMBER_HEAD.test((block.labels[0] ?? '').trim()) || block.rows.length < 2) return block;
  const numbered = block.rows.filter((r) => /^\d{1,3}\.?$/.test((r[0] ?? '').trim()));
  // Totals and notes have no number; every numbered row counts up by one from 1.
  const inOrder = numbered.every((r, i) => Number.parseInt((r[0] ?? '').trim(), 10) === i + 1);
  const wordsNext = numbered.every((r) => /[A-Za-z]{3,}/.test(r[1] ?? ''));
  if (numbered.length < 2 || !inOrder || !wordsNext) return block;
  return {
    ...block,
    labels: block.labels.slice(1),
    rows: block.rows.map((r) => r.slice(1)),
    ...(block.groups ? { groups: block.groups.slice(1) } : {}),
  };
}
