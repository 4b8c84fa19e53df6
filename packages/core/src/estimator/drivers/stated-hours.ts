import { clip, squash, toNumber } from '../text';
import type { HoursCategory, PostRow, Section, StatedStaffing } from '../types';

const CATEGORY_RE =
  /^(?:\d{1,2}[.)]\s*)?([A-Z][A-Za-z/&-]+(?: [A-Za-z/&-]+){0,3})\s*:?\s+(\d{1,3}(?:,\d{3})+|\d{4,6})\s+(?:HOURS|[Hh]ours|work[- ]hours|man[- ]hours)\b/;
const ROW_RE =
  /^(.*?)\s*(?:\d{4}\s*-\s*(?:\d{4})?\s*)*(\d{1,2}(?:\.\d{1,2})?)\s+\*?([1-7])\s+\(?(\d{1,2},\d{3}|\d{2,5})\)?(?:\s+(?:YES|NO|Y|N)\b.*)?$/;

interface Line {
  text: string;
  ref: string;
}

function linesOf(sections: Section[]): Line[] {
  const out: Line[] = [];
  for (const section of sections) {
    if (!/\d/.test(section.text) || !/hours|\(\d/i.test(section.text)) continue;
    for (const raw of section.text.split('\n')) {
      const text = squash(raw.replace(/\|/g, ' '));
      if (text) out.push({ text, ref: section.ref });
    }
  }
  return out;
}

function rowOf(line: Line): PostRow | null {
  const m = line.text.match(ROW_RE);
  if (!m?.[2] || !m[3] || !m[4]) return null;
  const hoursPerDay = Number(m[2]);
  const daysPerWeek = Number(m[3]);
  const annualHours = toNumber(m[4]);
  const weekly = hoursPerDay * daysPerWeek;
  if (!(hoursPerDay > 0 && hoursPerDay <= 24) || annualHours < weekly * 40 || annualHours > weekly * 53)
    return null;
  const name = (m[1] ?? '').replace(/[,\s]+$/, '');
  return { name, hoursPerDay, daysPerWeek, annualHours, ref: line.ref, quote: line.text };
}

/**
 * Reads hours the documents state by category ("1. Productive: 61,306 HOURS") and by post
 * (rows of hours per day, days per week and annual hours), each post under the category it
 * follows. Null when no such staffing is stated.
 * @example
 * extractHoursStaffing([{ ref: 'Exhibit 1', title: 'Posts', text: '1. Productive: 8,736 HOURS\nConsole Post 400 0001-2400 24 7 (8,736) YES', document: 'pws', start: 0 }])?.form // 'hours'
 */
export function extractHoursStaffing(sections: Section[]): StatedStaffing | null {
  const categories: HoursCategory[] = [];
  const loose: PostRow[] = [];
  const lines = linesOf(sections);
  let previous: PostRow | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const cat = line.text.match(CATEGORY_RE);
    if (cat?.[1] && cat[2]) {
      categories.push({
        name: cat[1],
        annualHours: toNumber(cat[2]),
        posts: [],
        ref: line.ref,
        quote: line.text,
      });
      previous = null;
      continue;
    }
    const row = rowOf(line);
    if (!row) {
      const post = line.text.match(/\b(Post\s+\d[\w-]*)/i);
      if (previous && post?.[1] && !/\bpost\s+\w/i.test(previous.name))
        previous.name = `${previous.name} ${post[1]}`;
      continue;
    }
    if (!row.name && previous) row.name = previous.name;
    else if (/^post\s/i.test(row.name) && previous && !/\bpost\s+\w/i.test(previous.name)) {
      previous.name = `${previous.name} ${row.name}`;
      row.name = previous.name;
    }
    if (!row.name) row.name = `Post ${loose.length + 1}`;
    const owner = categories[categories.length - 1];
    if (owner) owner.posts.push(row);
    else loose.push(row);
    previous = row;
  }
  const named = categories.filter((c) => !/^total/i.test(c.name));
  const used = named.length > 0 ? named : categories;
  if (used.length === 0 && loose.length >= 2) {
    const annualHours = loose.reduce((sum, p) => sum + p.annualHours, 0);
    used.push({
      name: 'Posts',
      annualHours,
      posts: loose,
      ref: loose[0]?.ref ?? '',
      quote: loose[0]?.quote ?? '',
    });
  }
  if (used.length === 0 || used.every((c) => c.annualHours < 1000 && c.posts.length < 2)) return null;
  const first = used[0] as HoursCategory;
  return {
    form: 'hours',
    categories: used,
    ref: first.ref,
    quote: clip(used.map((c) => `${c.name}: ${c.annualHours.toLocaleString('en-US')} hours`).join('; '), 240),
  };
}
