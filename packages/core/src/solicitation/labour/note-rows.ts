import { NUMBER, parseNumber } from '../facts/numbers';
import type { BlockRow, ReadBlock } from './block-rows';
import type { Measure } from './columns';
import { readTitle } from './title';
import { isTitleLike } from './title-lists';

// "<Title> (Key Personnel), <place>, 1 position", "Quality Manager - one (1) FTE",
// "Safety Officer: 0.5 FTE at the Main Plant": a title, then maybe a place, then a count.
const NOTE = new RegExp(
  `^\\s*(?<title>[A-Z][^,:;–—\\d]{2,70}?)\\s*(?:[,:–—]|\\s-)\\s*(?:(?<site>[A-Z][\\w .'&/-]{1,40}?)\\s*,\\s*)?(?<n>${NUMBER})\\s+(?:full[- ]time\\s+)?(?<unit>positions?|FTEs?|full[- ]time\\s+equivalents?|persons?|people|employees?|staff)\\b(?:\\s+(?:at|in)\\s+(?:the\\s+)?(?<at>[A-Z][\\w .'&/-]{1,40}?))?\\s*(?:\\(|[.;]|$)`,
);

/**
 * A staffing note set as a row of a staffing table, outside its columns ("Contract Manager
 * (Key Personnel), Harlan City, 1 position (not a post)"): the title, its key flag, the place
 * and the count, as a one-row block; null when the text is not such a note.
 * @example
 * noteRow('Project Manager (Key), Main Office, 1 position')?.rows[0]?.label // 'Project Manager (Key)'
 */
export function noteRow(text: string, period: string): ReadBlock | null {
  const m = text.match(NOTE);
  const g = m?.groups;
  if (!g?.title || !g.n || !g.unit) return null;
  const title = g.title.trim();
  if (/\b(?:(?:sub|grand\s+)?totals?|sum|all)\b/i.test(title)) return null;
  const reading = readTitle(title);
  if (!reading.title || !isTitleLike(reading.title)) return null;
  const value = parseNumber(g.n);
  if (!Number.isFinite(value) || value <= 0 || value > 50) return null;
  const measure: Measure = /^f/i.test(g.unit) ? 'fte' : 'people';
  const site = (g.site ?? g.at)?.trim();
  const row: BlockRow = {
    label: title,
    amounts: [{ period, measure, value, ...(site ? { site } : {}) }],
    cells: [text.trim()],
  };
  return {
    rows: [row],
    labels: ['Labor Category'],
    moneyColumns: [],
    measure,
    namedCategory: true,
    categoryLabel: 'Labor Category',
  };
}
