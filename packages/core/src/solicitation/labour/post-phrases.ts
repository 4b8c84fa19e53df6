import type { LabourCategory, StaffingTable } from '../model';
import type { Structure, TextDocument } from '../parts';
import { familyOf } from '../vocabulary/index';
import { squash } from './cells';
import { dominantOccupation } from './occupation';
import type { StaffingRead } from './staffing-read';
import { quoteOf, refAt } from './where';

const DAYS: Record<string, number> = { five: 5, six: 6, seven: 7 };
// "24 hours/day, 7 days/week (8,760 hours annually)", "10 hrs per day, five days a week".
const SCHEDULE =
  /(?<day>\d{1,2})\s*(?:hours|hrs)\s*(?:\/|per|a|each)\s*day\s*[,x×]?\s*(?<week>[1-7]|five|six|seven)\s*days\s*(?:\/|per|a|each)\s*week(?:\s*[,;]?\s*\(?\s*(?<year>\d{1,3}(?:,\d{3})+|\d{3,5})\s*(?:hours|hrs)\b[^)\n.;]{0,20}\)?)?/gi;
// The post named right before its schedule: "Post 1 - Main Entrance:", "Visitor Center Desk -".
const SEPARATOR = /\s*[:–-]\s*$/;
const NAME = /^[A-Z][A-Za-z0-9 #&/'-]{2,60}$/;

/** The name between the last sentence or clause break and the separator before a schedule. */
function nameBefore(before: string): string | undefined {
  const sep = before.match(SEPARATOR);
  if (!sep) return undefined;
  const head = before.slice(0, before.length - sep[0].length);
  const cut = Math.max(
    0,
    ...['\n', '. ', '; ', ': ', ') '].map((b) => {
      const at = head.lastIndexOf(b);
      return at < 0 ? 0 : at + b.length;
    }),
  );
  let name = squash(head.slice(cut));
  // Run into a heading ("POST SCHEDULE Post 1 - Main Entrance"): the name starts at its post label.
  const labels = [...name.matchAll(/\b(?:Post|Station|Position)\s+[A-Z0-9]{1,4}\b/g)];
  const last = labels.at(-1)?.index ?? 0;
  if (last > 0) name = name.slice(last);
  return NAME.test(name) ? name : undefined;
}
const POST_NAME =
  /\b(?:post|gate|entrance|lobby|console|desk|station|checkpoint|patrol|rover|roving|dock|control|reception|screening|center|centre)\b/i;

interface Post {
  name: string;
  hours: number;
  offset: number;
  line: string;
}

function yearHours(day: number, week: number): number {
  return week === 7 ? day * 365 : day * week * 52;
}

/**
 * Post schedules written as phrases rather than columns, on their own lines or run into one
 * paragraph: "Post 1 - Main Entrance: 24 hours/day, 7 days/week (8,760 hours annually)". Each
 * post is a category with its annual hours (as stated when they agree with the schedule, else
 * hours a day x days a year); two or more posts make a schedule.
 * @example
 * // 'Post 1 - Main Entrance: 24 hours/day, 7 days/week\nPost 2 - Dock: 8 hours/day, 5 days/week'
 * // -> categories 'Post 1 - Main Entrance' (8,760 h) and 'Post 2 - Dock' (2,080 h)
 */
export function readPostPhrases(doc: TextDocument, structure: Structure): StaffingRead[] {
  const posts: Post[] = [];
  for (const m of doc.text.matchAll(SCHEDULE)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 80), at);
    const name = nameBefore(before) ?? '';
    if (!name || !POST_NAME.test(name)) continue;
    const g = m.groups ?? {};
    const day = Number(g.day);
    const week = DAYS[(g.week ?? '').toLowerCase()] ?? Number(g.week);
    if (!(day > 0 && day <= 24)) continue;
    const stated = g.year ? Number(g.year.replace(/,/g, '')) : 0;
    const hours = stated >= day * week * 48 && stated <= day * week * 53 ? stated : yearHours(day, week);
    const offset = at - before.length + before.lastIndexOf(name);
    posts.push({ name, hours, offset, line: squash(doc.text.slice(offset, at + m[0].length)) });
  }
  if (posts.length < 2) return [];
  const dominant = dominantOccupation(doc.text);
  const first = posts[0] as Post;
  const ref = refAt(structure, doc.name, first.offset);
  const categories = posts.map((p): LabourCategory => {
    const family = familyOf(p.name) ?? dominant;
    return {
      document: doc.name,
      ref,
      quote: quoteOf(p.line),
      offset: p.offset,
      title: p.name,
      ...(family ? { family } : {}),
      key: false,
      stated: [{ period: 'Annual', hours: p.hours }],
      vocabulary: familyOf(p.name) ? 'sca' : 'document',
    };
  });
  const table: StaffingTable = {
    document: doc.name,
    ref,
    quote: quoteOf(posts.map((p) => p.line).join('; ')),
    offset: first.offset,
    periods: ['Annual'],
    categoryTitles: categories.map((c) => c.title),
    measure: 'hours',
    indicative: false,
  };
  return [{ table, categories }];
}
