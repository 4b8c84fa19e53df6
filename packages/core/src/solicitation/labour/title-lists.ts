import { familyOf, isJobNoun } from '../vocabulary/index';
import { squash } from './cells';

/** A title read from a list, with where it was read. */
export interface ListedTitle {
  title: string;
  offset: number;
  line: string;
}

export const PLACEHOLDER =
  /\(?\b(?:to\s+be\s+(?:named|completed|determined|identified|provided)(?:\s+(?:at|upon|after)\s+award)?|tbd|vacant|name\s+tbd)\b\)?/gi;
const BULLET = /^\s*(?:[-•*▪◦o·>]+|\(?\d{1,2}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)])\s+/i;
const HEADER_WORDS =
  /^(?:name|names|title|labou?r|category|categories|position|positions|role|roles|personnel|key|and|\/|&|\s)+$/i;
const HEADING =
  /^(?:\d+(?:\.\d+)+|[A-Z]\.\d+(?:\.\d+)*|section\s+[A-Z]\b|part\s+[IVX]+\b|article\s+[A-Z0-9])/i;
const NEXT_HEADING = /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z]\.\d{1,2}(?:\.\d{1,2})*)\s+[A-Z][A-Z0-9 ,&/()-]{3,}$/;
// A date's month ("30 September" counts no September): never a title.
const MONTH = /^(?:January|February|March|April|May|June|July|August|September|October|November|December)$/i;
const SMALL = /^(?:and|of|for|the|in|on|to|or|a|an|at|with|&|\/|-|–)$/i;

/**
 * The title a list item or table row names, or null: bullets, numbering and name
 * placeholders ("To Be Named at Award", "(To be completed at award)") come off; of cells split
 * at column gaps, the first that is a known title, else a short run of capitalised words.
 * @example
 * itemTitle('To Be Named at Award PRINCIPAL INVESTIGATOR') // 'PRINCIPAL INVESTIGATOR'
 */
export function itemTitle(line: string): string | null {
  let plain = line
    .replace(BULLET, '')
    // "the Project Manager": the article is no part of the title.
    .replace(/^\s*(?:the|an?)\s+(?=[A-Z])/, '')
    .replace(PLACEHOLDER, '  ')
    .replace(/\*+/g, '')
    // The item's count is no part of its title: "Boiler Tender (3 FTE)", "Boiler Tender (2)".
    .replace(/\s*\(\s*\d{1,3}(?:\.\d{1,2})?\s*(?:FTEs?|positions?)?\s*\)\s*$/i, '');
  // "Project Manager (Key): at least five years ..." — the title is the item's head.
  const head = plain.match(/^\s*([^:;]{3,80}?)\s*(?::|\s[–—-]\s)\s*[a-z(]/);
  if (head?.[1] && isTitleLike(squash(head[1]).replace(/\s*\(key[^)]*\)/i, ''))) plain = head[1];
  // "Field Supervisor with six years of ...", "Archive Manager who has run ...": the title before
  // the clause that describes the person, when it ends in a person's noun.
  const lead = squash(plain).match(DESCRIBED)?.[1] ?? '';
  if (lead && isTitleLike(lead) && (familyOf(lead) || namesPerson(lead.split(' ').pop() ?? ''))) plain = lead;
  const cells = plain
    .split(/\s{2,}|\t|\|/)
    .map((c) => squash(c).replace(/^[,;:.\s]+|[,;:.\s]+$/g, ''))
    .filter(Boolean);
  const good = cells.filter((c) => isTitleLike(c));
  const found = good.find((c) => familyOf(c)) ?? good[0];
  if (found) return found;
  // "Program Manager (Key Personnel) - Task Area 1", "Lead Engineer (Key), licensed PE - Areas 2
  // and 4": the title before a dash or comma that qualifies it.
  const first = (cells[0] ?? '').split(/\s[–—-]\s|,\s/)[0]?.trim() ?? '';
  return first && first !== cells[0] && isTitleLike(first) && familyOf(first) ? first : null;
}

const DESCRIBED =
  /^((?:[A-Z][\w/&'-]*\s+(?:(?:and|of|&)\s+)?){0,5}[A-Z][\w/&'-]*)\s+(?:with|who|whom|having|holding|possessing|experienced|licensed|certified|qualified|registered)\b/;

/**
 * A word that ends job titles, or a noun shaped as a person's ("Conservator", "Dietitian").
 * @example
 * namesPerson('Rodman') // true
 */
export function namesPerson(word: string): boolean {
  return isJobNoun(word) || (word.length >= 4 && /(?:er|or|ist|ian|ant|ent|ee|man)$/i.test(word));
}

/** A short run of capitalised words, with no digits but a level, that is not a sentence. */
export function isTitleLike(text: string): boolean {
  const words = text.split(/\s+/);
  if (words.length === 0 || words.length > 8 || text.length > 80) return false;
  if (/\d/.test(text.replace(/\b(?:level|tier)\s*\d\b|\(\d+\s*FTE[^)]*\)/gi, ''))) return false;
  if (HEADER_WORDS.test(text) || HEADING.test(text) || MONTH.test(text)) return false;
  if (/\b(?:shall|will|must|should|may|is|are|was|were|the)\b/i.test(text) && !familyOf(text)) return false;
  return words.every((w) => /^[A-Z(/"'“]/.test(w) || SMALL.test(w) || /^[IVX]+$/.test(w));
}

/**
 * The titles listed right after a trigger (a sentence ending with a colon): one per line
 * (bullets, numbers, table rows of "Title  Name"), skipping blank lines, page numbers and
 * header rows, until the first line that is not a title; or, when the trigger's sentence
 * goes on after its colon, the items of that sentence ("Facilitator, Technical Lead, and
 * Design Lead").
 * @example
 * titlesAfter('roles: Facilitator, Technical Lead, and Design Lead. More.', 6).map((t) => t.title) // ['Facilitator', 'Technical Lead', 'Design Lead']
 */
export function titlesAfter(text: string, from: number): ListedTitle[] {
  const rest = text.slice(from, from + 1500);
  const sentence = rest.split(/\.(?:\s|$)|\n[ \t]*\n/)[0] ?? '';
  if (/[,;]|\band\b/.test(sentence) && sentence.trim().length > 0) {
    // Items set apart by semicolons keep their commas and "and" ("Modeling and Simulation Engineer").
    const items = sentence
      .split(sentence.includes(';') ? /\s*;\s*(?:and\s+)?/i : /\s*(?:[,;]|\band\b)\s*/i)
      .map((s) => squash(s))
      .filter(Boolean);
    const titles = items.map(itemTitle);
    if (titles.length >= 2 && titles.every((t) => t !== null))
      return titles.map((t) => ({ title: t as string, offset: from, line: squash(sentence) }));
    // Titles with a clause that describes each ("the Campaign Manager, who is responsible for
    // the order, and the Creative Director, who leads Task 3"): the parts in lower case are the
    // descriptions, every other part a title.
    const described = titles.filter((t, i) => t !== null || !/^[a-z]/.test(items[i] ?? ''));
    if (described.length >= 2 && described.every((t) => t !== null) && /^(?:the|an?)\s/i.test(items[0] ?? ''))
      return described.map((t) => ({ title: t as string, offset: from, line: squash(sentence) }));
  }
  // One title on the trigger's own line: "Key Personnel: Shore Superintendent."
  if (/^[ \t]+[^\n]+$/.test(sentence) && !/[,;]|\band\b/.test(sentence)) {
    const one = itemTitle(sentence.trim());
    return one && namesPerson(one.split(/\s+/).pop() ?? '') && squash(sentence).endsWith(one)
      ? [{ title: one, offset: from, line: squash(sentence) }]
      : [];
  }
  const out: ListedTitle[] = [];
  let offset = from;
  let misses = 0;
  let bulleted = false;
  let blank = false;
  let itemIndent = 0;
  for (const line of rest.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const trimmed = line.trim();
    if (!trimmed) {
      blank = out.length > 0;
      continue;
    }
    if (/^\d{1,3}$/.test(trimmed) || /^page\s+\d+/i.test(trimmed) || HEADER_WORDS.test(trimmed)) continue;
    if (/^\|?[\s:|-]+\|?$/.test(trimmed)) continue;
    // A bulleted list ends at a blank line followed by a line without a bullet.
    if (blank && bulleted && !BULLET.test(trimmed)) break;
    // An item's description wrapped onto lines indented under its text is no item of its own.
    const indent = line.length - line.trimStart().length;
    if (bulleted && out.length > 0 && !BULLET.test(trimmed) && indent > itemIndent) continue;
    // A numbered heading in capitals ("3. PLACE OF PERFORMANCE") starts the next section.
    if (NEXT_HEADING.test(trimmed) && !familyOf(trimmed.replace(BULLET, ''))) break;
    // After lines that named no title (counted staff, text), only a title ending in a person's
    // noun goes on the list: "3. PLACE OF PERFORMANCE" is the next heading, not a title.
    const title = itemTitle(trimmed);
    if (title && (misses === 0 || isJobNoun(title.split(/\s+/).pop() ?? ''))) {
      if (out.length === 0) {
        bulleted = BULLET.test(trimmed);
        itemIndent = indent;
      }
      out.push({ title, offset: start, line: trimmed });
      misses = 0;
    } else if (out.length > 0 || ++misses > 2) break;
    blank = false;
    if (out.length >= 40) break;
  }
  return out;
}
