import { NUMBER, parseNumber } from '../facts/numbers';

const PART = '(?:part|half)[- ]?time';
// "(part-time)", "(Part Time, 20 hrs/wk)", "- half-time": a schedule, not a category.
const MARKER = new RegExp(String.raw`\(\s*${PART}[^)]*\)|[,–—-]\s*${PART}.*$`, 'i');
const LEADING = /^\s*(?:part|half)[- ]time\s+(?=[A-Z])/i;
const WEEKLY = String.raw`(${NUMBER})\s*[- ]?(?:hours?|hrs?\.?)\s*(?:per|a|each|every|\/)\s*(?:work\s*)?(?:week|wk)\b`;
// "The part-time position is staffed twenty (20) hours per week", "part-time staff work 24 hours a week".
const PART_WEEK = new RegExp(String.raw`\b(?:part|half)[- ]time\b[^.;]{0,60}?${WEEKLY}`, 'i');
const FULL_WEEK = new RegExp(String.raw`\bfull[- ]time\b[^.;]{0,60}?${WEEKLY}`, 'i');
const STANDARD_WEEK = 40;

const weekly = (text: string, pattern: RegExp): number | null => {
  const m = text.match(pattern);
  const n = m?.[1] ? parseNumber(m[1]) : Number.NaN;
  return n > 0 && n < 60 ? n : null;
};

/**
 * The share of a full-time week a staffing row's position works when its title is marked part
 * time or half time: from the hours the marker gives ("(part-time, 20 hrs/wk)"), else the hours
 * the text around the table gives part-time positions ("The part-time position is staffed
 * twenty (20) hours per week") over the full-time week it states (40 when it states none);
 * half time is one half. Null when the title carries no marker, or a part-time one whose hours
 * nothing states. The title stays as the document writes it.
 * @example
 * partTimeShare('Mail Clerk (part-time)', 'Part-time positions work 24 hours per week.') // 0.6
 */
export function partTimeShare(label: string, context: string): number | null {
  const m = label.match(MARKER) ?? label.match(LEADING);
  if (!m) return null;
  const marker = m[0];
  const full = weekly(context, FULL_WEEK) ?? STANDARD_WEEK;
  const hours = weekly(marker, new RegExp(WEEKLY, 'i')) ?? weekly(context, PART_WEEK);
  if (hours !== null && hours < full) return Math.round((hours / full) * 1000) / 1000;
  return /half/i.test(marker) ? 0.5 : null;
}
