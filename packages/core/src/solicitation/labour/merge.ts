import type { LabourCategory } from '../model';
import { LEVEL_WORDS, tokenize } from '../vocabulary/tokens';
import { levelOf } from './title';

/** A title as compared across documents: its words, singular, level words kept. */
export function sameTitleKey(title: string): string {
  const known = keys.get(title);
  if (known !== undefined) return known;
  if (keys.size > 5000) keys.clear();
  const key = title
    .replace(/\s*\([A-Z]{2,6}\)/g, '')
    .toLowerCase()
    .replace(/\bsr\b\.?/g, 'senior')
    .replace(/\bjr\b\.?/g, 'junior')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/(\w{3,}[^s])s\b/g, '$1')
    .trim();
  keys.set(title, key);
  return key;
}

const keys = new Map<string, string>();

/** One row of the staffing: the same title (levels aside) at the same site, shift and season. */
export const rowKey = (c: LabourCategory) =>
  `${sameTitleKey(c.title)}\u0000${c.site ?? ''}\u0000${c.shift ?? ''}\u0000${c.season ?? ''}`;

/** The title without its level words: "Project Manager - Senior" is a Project Manager. */
export function baseTitleKey(title: string): string {
  const words = tokenize(title.replace(/\([^)]*\)?/g, ' ')).map((t) => t.key);
  return words.filter((w, i) => !LEVEL_WORDS.has(w) || (w === 'lead' && i === words.length - 1)).join(' ');
}

/**
 * The categories a name-only mention stands for: the one with the same title, else, when the
 * mention names no level, those of the same title without levels ("Database Developer"
 * stands for its Intermediate and Senior rows).
 * @example
 * matchingCategories('Project Manager', [{ title: 'Project Manager - Senior' }] as LabourCategory[]).length // 1
 */
export function matchingCategories(title: string, list: LabourCategory[]): LabourCategory[] {
  const key = sameTitleKey(title);
  const same = list.filter((c) => sameTitleKey(c.title) === key);
  if (same.length > 0 || levelOf(title)) return same;
  const base = baseTitleKey(title);
  return base ? list.filter((c) => baseTitleKey(c.title) === base) : [];
}

/**
 * Merges categories read from several places, first reading first: the same title (and site
 * and shift) is one category, its key flag set when any reading sets it, amounts taken from
 * the first reading that states them. A name-only mention (no amounts) of a title that
 * stated rows already hold, with or without their levels, adds no category of its own.
 * @example
 * mergeCategories([{ title: 'Analyst', key: false, stated: [{ period: 'Base', hours: 2080 }] }, { title: 'Analyst', key: true, stated: [] }] as LabourCategory[])[0]?.key // true
 */
export function mergeCategories(list: LabourCategory[]): LabourCategory[] {
  const out: LabourCategory[] = [];
  const byKey = new Map<string, LabourCategory>();
  for (const c of list) {
    const existing = byKey.get(rowKey(c));
    if (existing) {
      existing.key ||= c.key;
      if (existing.stated.length === 0 && c.stated.length > 0) existing.stated = c.stated;
      // The same title stated for other periods in another sentence ("two in the base period";
      // "one in each option period") adds those periods.
      else if (existing.stated.every((a) => a.periodIndex !== undefined))
        for (const a of c.stated)
          if (a.periodIndex !== undefined && !existing.stated.some((e) => e.periodIndex === a.periodIndex))
            existing.stated.push(a);
      if (!existing.family && c.family) existing.family = c.family;
      if (!existing.level && c.level) existing.level = c.level;
      continue;
    }
    if (c.stated.length === 0) {
      const matches = matchingCategories(c.title, out);
      if (matches.length > 0) {
        if (c.key && matches.length === 1) for (const m of matches) m.key = true;
        continue;
      }
      // A role named in passing ("forensic scientists and technicians") that rows stating hours or
      // FTE narrow ("Forensic Technician (DNA extraction) | 1,880") is theirs, not one more line.
      const roster = (o: LabourCategory) => o.stated.some((a) => (a.hours ?? 0) > 0 || (a.fte ?? 0) > 0);
      if (c.uncounted && out.some((o) => roster(o) && narrows(o.title, c.title))) continue;
    }
    const copy = { ...c, stated: [...c.stated] };
    byKey.set(rowKey(c), copy);
    out.push(copy);
  }
  return out.filter((c) => !coveredCount(c, out));
}

/**
 * Whether a stated title is a kind of a role named in passing: its head (before a comma or a
 * parenthesis that qualifies it) ends with the role's words after words that name a field, not a
 * level ("Forensic Technician (DNA extraction)" is a technician; "Lead Technician" is not only one).
 * @example
 * narrows('Field Surveyor, Eastern Region', 'Surveyor') // true
 */
export function narrows(stated: string, role: string): boolean {
  const head = sameTitleKey(stated.split(/\s*[,(]/)[0] ?? '').split(' ');
  const words = sameTitleKey(role).split(' ');
  if (!words[0] || head.length < words.length) return false;
  const tail = head.slice(head.length - words.length);
  if (tail.join(' ') !== words.join(' ')) return false;
  const front = head.slice(0, head.length - words.length);
  return front.length === 0 ? stated !== role : !front.some((w) => LEVEL_WORDS.has(w));
}

const place = (c: LabourCategory) => `${c.site ?? ''}\u0000${c.shift ?? ''}\u0000${c.season ?? ''}`;

/**
 * A head count of a title ("at least one Subject Matter Expert") that another reading states in
 * hours for the same title, qualifiers aside ("Subject Matter Expert (transmission inspection) |
 * 1,920"): the hours staff that person; the count adds no one.
 */
function coveredCount(c: LabourCategory, all: LabourCategory[]): boolean {
  if (c.stated.length === 0 || !c.stated.every((a) => a.hours === undefined && a.fte === undefined))
    return false;
  const base = baseTitleKey(c.title);
  return (
    base !== '' &&
    all.some(
      (o) =>
        o !== c &&
        place(o) === place(c) &&
        baseTitleKey(o.title) === base &&
        o.stated.some((a) => (a.hours ?? 0) > 0),
    )
  );
}
