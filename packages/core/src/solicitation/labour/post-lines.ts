import type { LabourCategory, StaffingTable } from '../model';
import type { Structure, TextDocument } from '../parts';
import { familyOf } from '../vocabulary/index';
import { sameAmount, squash } from './cells';
import { dominantOccupation } from './occupation';
import type { StaffingRead } from './staffing-read';
import { quoteOf, refAt } from './where';

// "Console Control   0001-   24   7   (8,736)   YES": post, schedule, hours/day, days/week, annual hours.
const ROW =
  /^(?<name>.*?)[ \t]*(?<sched>\b\d{4}[ \t]*-[ \t]*(?:\d{4}\b)?)?[ \t]+(?<day>\d{1,2}(?:\.\d{1,2})?)[ \t]+\*?(?<week>[1-7])\*?[ \t]+\(?(?<year>\d{1,3}(?:,\d{3})+|\d{2,5})\)?(?:[ \t]+(?:YES|NO|Y|N)\b.*)?[ \t]*$/i;
// "1. Productive: 61,306 HOURS", "2. Supervisory 8,736 HOURS".
const HEADING =
  /^\s*(?:\d{1,2}[.)]\s*)?(?<label>[A-Z][A-Za-z /&-]{2,40}?)\s*:?\s+(?<hours>\d{1,3}(?:,\d{3})+|\d{3,6})\s+(?:hours|hrs)\b\.?\s*$/i;
const CONTINUATION = /^\s*(?<text>[A-Za-z][A-Za-z0-9 ,&/'-]{0,40}?)(?:\s+\d{4}(?:-\d{4})?)?\s*(?:\(.*)?\s*$/;

interface Post {
  name: string;
  shift?: string;
  hours: number;
  hoursPerDay: number;
  daysPerWeek: number;
  offset: number;
  line: string;
}

interface Group {
  label?: string;
  total?: number;
  offset: number;
  quote: string;
  posts: Post[];
}

const num = (s: string) => Number(s.replace(/,/g, ''));

function postOf(row: Record<string, string | undefined>, start: number, line: string): Post | null {
  const day = Number(row.day);
  const week = Number(row.week);
  const year = num(row.year ?? '0');
  if (!(day > 0 && day <= 24 && year >= day * week * 48 && year <= day * week * 53)) return null;
  const post: Post = {
    name: squash(row.name ?? '').replace(/[,;]$/, ''),
    hours: year,
    hoursPerDay: day,
    daysPerWeek: week,
    offset: start,
    line: squash(line),
  };
  const shift = squash(row.sched ?? '').replace(/\s+/g, '');
  if (shift) post.shift = shift;
  return post;
}

function groupsOf(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let last: Post | null = null;
  let added = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const heading = line.match(HEADING)?.groups;
    if (heading) {
      current = {
        label: squash(heading.label ?? ''),
        total: num(heading.hours ?? '0'),
        offset: start,
        quote: squash(line),
        posts: [],
      };
      groups.push(current);
      last = null;
      continue;
    }
    const row = line.match(ROW)?.groups;
    const post = row ? postOf(row, start, line) : null;
    if (post) {
      if (!current) {
        current = { offset: start, quote: squash(line), posts: [] };
        groups.push(current);
      }
      // A second schedule of the same post has no name; "Post 408" under a name without a post number belongs to it.
      if (!post.name && last) post.name = last.name;
      else if (/^post\s+\S+$/i.test(post.name) && last && !/\bpost\s+\w/i.test(last.name)) {
        last.name = `${last.name} ${post.name}`;
        post.name = last.name;
      }
      current.posts.push(post);
      last = post;
      added = 0;
      continue;
    }
    const trimmed = line.trim();
    if (!trimmed) continue;
    const more = line.match(CONTINUATION)?.groups?.text;
    if (last && current && more && !/^\d/.test(trimmed) && !/\.$/.test(trimmed) && added < 3) {
      // The post's name goes on under it ("Post 400   2400"): every schedule of it takes the rest.
      const name = last.name;
      for (const p of current.posts) if (p.name === name) p.name = squash(`${p.name} ${more}`);
      const end = trimmed.match(/\b(\d{4})\s*$/)?.[1];
      if (end && last.shift?.endsWith('-')) last.shift = `${last.shift}${end}`;
      added++;
    } else last = null;
  }
  return groups.filter((g) => g.posts.length >= 1 && (g.posts.length >= 2 || g.total !== undefined));
}

/**
 * Staffing stated as guard or service posts in laid-out text: rows of a post's name, its
 * schedule, hours a day, days a week and annual hours (checked against each other), names
 * wrapped onto the next lines joined back, grouped under a heading that states the group's
 * hours ("1. Productive: 61,306 HOURS"), whose total the posts should foot to. Each post is
 * a category (shift = its schedule); its family is the occupation the post names, else the
 * one the document names most.
 * @example
 * // see post-lines.test.ts
 */
export function readPostLines(doc: TextDocument, structure: Structure): StaffingRead[] {
  if (!/\b\d{1,2}(?:\.\d)?[ \t]+\*?[1-7][ \t]+\(?\d/.test(doc.text)) return [];
  const groups = groupsOf(doc.text);
  if (groups.length === 0) return [];
  const dominant = dominantOccupation(doc.text);
  return groups.map((g) => {
    const ref = refAt(structure, doc.name, g.offset);
    const supervisory = /supervis/i.test(g.label ?? '');
    const categories = g.posts.map(
      (p): LabourCategory => ({
        document: doc.name,
        ref,
        quote: quoteOf(p.line),
        offset: p.offset,
        title: p.name,
        ...((familyOf(p.name) ?? (supervisory ? 'Supervisor' : dominant))
          ? { family: familyOf(p.name) ?? (supervisory ? 'Supervisor' : (dominant as string)) }
          : {}),
        key: false,
        stated: [{ period: 'Annual', hours: p.hours }],
        ...(p.shift ? { shift: p.shift } : {}),
        vocabulary: familyOf(p.name) ? 'sca' : 'document',
      }),
    );
    const rowSum = g.posts.reduce((s, p) => s + p.hours, 0);
    const table: StaffingTable = {
      document: doc.name,
      ref,
      quote: quoteOf(g.quote),
      offset: g.offset,
      periods: ['Annual'],
      categoryTitles: categories.map((c) => c.title),
      ...(g.total !== undefined
        ? {
            totals: [{ period: 'Annual', hours: g.total }],
            foots: [{ period: 'Annual', rowSum, stated: g.total, ok: sameAmount(rowSum, g.total) }],
          }
        : {}),
      measure: 'hours',
      indicative: false,
    };
    if (g.label) table.quote = quoteOf(`${g.quote} (${g.posts.length} posts)`);
    return { table, categories };
  });
}
