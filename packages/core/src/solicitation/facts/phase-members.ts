import { isPerson, singular } from './counted-positions';
import { NUMBER, parseNumber } from './numbers';

/** One role of a phase: its singular title, how many people and the share of a full week each works. */
export interface PhaseMember {
  title: string;
  count: number;
  share: number;
  key?: boolean;
}

// A count before the title ("10", "two (2)", "2 x", "a", "one"); articles count one.
const COUNT_FIRST = new RegExp(`^(?:(${NUMBER}(?:\\.\\d+)?)\\s*(?:x|×|\\*)?\\s+|(?:an?|the|one)\\s+)`, 'i');
// A count after the title: "Analysts (2)", "Analyst x 2", "Analysts: 2".
const COUNT_AFTER = /\s*(?:\(\s*(?:x\s*)?(\d{1,3})\s*\)|(?:x|×)\s*(\d{1,3})|:\s*(\d{1,3}))\s*$/i;
// How much of a full week a person works: "half time", "at half-time", "50%", "part time (20 hours a week)".
const HALF = /\b(?:at\s+)?half[- ]time\b|\bhalf\s+of\s+(?:the|a)\s+time\b/i;
const QUARTER = /\b(?:at\s+)?quarter[- ]time\b/i;
const PERCENT = /\b(\d{1,3})\s*(?:%|percent)(?:\s+(?:time|of\s+(?:the|a|full)\s+(?:time|week)))?/i;
const FTE = /\b(0?\.\d+|1\.0)\s*FTE\b/i;
const WEEK_HOURS = new RegExp(
  `\\b(${NUMBER})\\s*(?:hours?|hrs?)\\s*(?:a|per|each|\\/)\\s*(?:week|wk)\\b`,
  'i',
);
const KEY = /\(\s*key(?:\s+personnel)?\s*\)|\bkey\s+personnel\b/i;
// Modifiers before a title that are no part of it.
const MODIFIER = /^(?:(?:full|part|half)[- ]time|additional|more|other|dedicated|qualified|on[- ]site)\s+/i;
// Words that end a title: a relative clause, a place, a share, a purpose.
const TITLE_END =
  /\s+(?:who|that|which|to|for|in|on|at|during|from|with|of\s+whom|working|assigned|full[- ]time|half[- ]time|part[- ]time|quarter[- ]time|each|per|as|is|are|will|shall)\b.*$/i;
const TITLE_WORD = /^(?:[A-Z][A-Za-z'’./-]*|&|and|of|\/)$/;

/** The share of a full week a member works, from the words around it. */
function shareOf(text: string, fullWeek: number): number {
  if (HALF.test(text)) return 0.5;
  if (QUARTER.test(text)) return 0.25;
  const fte = text.match(FTE);
  if (fte) return Number(fte[1]);
  const hours = text.match(WEEK_HOURS);
  if (hours) {
    const h = parseNumber(hours[1] ?? '');
    if (h > 0 && h < fullWeek) return h / fullWeek;
  }
  const pct = text.match(PERCENT);
  if (pct) {
    const p = Number(pct[1]);
    if (p > 0 && p <= 100) return p / 100;
  }
  return 1;
}

/**
 * The title a part names: its words up to a clause or share, every word written as a title
 * (capitalised) or, when lower case, the whole part a run of plain words; the last word names a
 * person ("Specialists", "Technician", "analysts"). Plural last words are made singular.
 */
function titleOf(words: string): string | undefined {
  const cut = words
    .replace(TITLE_END, '')
    .replace(/[.,;:]+$/, '')
    .trim();
  if (!cut) return undefined;
  const list = cut.split(/\s+/);
  const capital = list.every((w) => TITLE_WORD.test(w));
  const plain = list.length <= 4 && list.every((w) => /^[a-z][a-z'’-]*$/.test(w));
  if (!capital && !plain) return undefined;
  const last = list.at(-1) ?? '';
  if (!isPerson(last) || /^(?:and|of|&|\/)$/.test(last)) return undefined;
  const one = singular(last);
  const title = [...list.slice(0, -1), one].join(' ');
  return plain ? title.replace(/\b[a-z]/g, (c) => c.toUpperCase()) : title;
}

/** One part of a list ("10 Inventory Specialists (five scan teams)", "Project Manager half time"). */
function memberOf(part: string, fullWeek: number): PhaseMember | undefined {
  const key = KEY.test(part);
  // Asides in parentheses that hold no count ("(five two-person teams)", "(installers)") go.
  let text = part
    .replace(/\((?!\s*(?:x\s*)?\d{1,3}\s*\))[^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const share = shareOf(part, fullWeek);
  let count = 1;
  const first = text.match(COUNT_FIRST);
  if (first) {
    if (first[1]) count = parseNumber(first[1]);
    text = text.slice(first[0].length);
  }
  text = text.replace(MODIFIER, '').replace(MODIFIER, '');
  const after = text.replace(TITLE_END, '').match(COUNT_AFTER);
  if (after) {
    count = Number(after[1] ?? after[2] ?? after[3]);
    text = text.replace(TITLE_END, '').replace(COUNT_AFTER, '');
  }
  const title = titleOf(text);
  if (!title || !(count > 0 && count <= 200)) return undefined;
  return { title, count, share, ...(key ? { key: true } : {}) };
}

// Parts of a list: ";" and "," always; "and", "with", "plus", "+" when a count, an article or a
// title follows ("Analysts and Reviewers" stays one part only when nothing counts it).
const SPLIT = new RegExp(
  `\\s*[;,]\\s*(?:and\\s+|plus\\s+|with\\s+)?|\\s+(?:and|plus|with|\\+)\\s+(?=(?:${NUMBER}|an?\\b|the\\b|one\\b|\\d))`,
  'gi',
);

/**
 * The people a phase names ("1 Inventory Supervisor; 10 Inventory Specialists; Project Manager
 * half time", "the Project Manager, two additional Mountmakers and a Lighting Technician",
 * "Analysts (2), 1 x Editor"): every part must name a person with an optional count and
 * share, else the list is none (undefined).
 * @example
 * readPhaseMembers('1 Supervisor; 4 Clerks; Project Manager half time', 40)
 * // [{ title: 'Supervisor', count: 1, share: 1 }, { title: 'Clerk', count: 4, share: 1 },
 * //  { title: 'Project Manager', count: 1, share: 0.5 }]
 */
export function readPhaseMembers(text: string, fullWeek = 40): PhaseMember[] | undefined {
  const parts = text
    .replace(/\s+/g, ' ')
    .replace(/[.\s]+$/, '')
    .split(SPLIT)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const members: PhaseMember[] = [];
  for (const part of parts) {
    // "Team Leader and Scanning Operator": two titles when each side names a person on its own.
    const pieces = part.split(/\s+and\s+/i).map((p) => memberOf(p, fullWeek));
    const whole = memberOf(part, fullWeek);
    if (pieces.length > 1 && pieces.every((p) => p)) members.push(...(pieces as PhaseMember[]));
    else if (whole) members.push(whole);
    else return undefined;
  }
  return members;
}
