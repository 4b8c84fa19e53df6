import { ROLE_TITLES } from '../catalogue';
import { categoryNames } from './category-lines';
import { clip, sectionSentences, squash, titleCase } from '../text';
import type { RoleMention, Section } from '../types';

const escapeTitle = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[\\s-]?');
const TITLE_RE = new RegExp(`\\b(${ROLE_TITLES.map(escapeTitle).join('|')})s?\\b`, 'gi');
// A role named after the buyer's organisation is the Government's, not the contractor's.
const GOVERNMENT_BEFORE =
  /\b(?:[Gg]overnment|[Aa]gency|[Ff]ederal|[Dd]epartment|(?=[A-Z0-9]{2,6}\b)[A-Z0-9]*[A-Z][A-Z0-9]*)['’]?s?\s+(?:[A-Z]{2,5}\s+)?$/;

/**
 * Canonical spelling of a role from the catalogue, or the title-cased text.
 * @example
 * canonicalRole('front-end web developer') // 'Front End Web Developer'
 */
export function canonicalRole(raw: string): string {
  const s = squash(raw).toLowerCase().replace(/-/g, ' ');
  const hit = ROLE_TITLES.find(
    (t) => t.toLowerCase().replace(/-/g, ' ') === s || `${t.toLowerCase()}s` === s,
  );
  return hit ?? titleCase(raw);
}

/**
 * Splits a run of labour category names ("Professional Project Manager Support") into `n`
 * names, recognising multi-word titles from the role catalogue; null when it cannot.
 * @example
 * splitCategoryNames('Professional Project Manager Support', 3) // ['Professional', 'Project Manager', 'Support']
 */
export function splitCategoryNames(text: string, n: number): string[] | null {
  const words = squash(text).split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let len = Math.min(4, words.length - i); len >= 2; len--) {
      const phrase = words.slice(i, i + len).join(' ');
      if (ROLE_TITLES.some((t) => t.toLowerCase() === phrase.toLowerCase())) {
        out.push(canonicalRole(phrase));
        taken = len;
        break;
      }
    }
    if (!taken) {
      out.push(titleCase(words[i] ?? ''));
      taken = 1;
    }
    i += taken;
  }
  if (out.length === n) return out;
  return words.length === n ? words.map(titleCase) : null;
}

/** Catalogue roles named in a sentence, skipping the Government's own roles. */
export function rolesIn(sentence: string): string[] {
  const found: string[] = [];
  for (const m of sentence.matchAll(TITLE_RE)) {
    const before = sentence.slice(Math.max(0, (m.index ?? 0) - 24), m.index);
    if (GOVERNMENT_BEFORE.test(before) && !/contractor/i.test(before)) continue;
    const role = canonicalRole(m[1] ?? '');
    if (!found.includes(role)) found.push(role);
  }
  return found;
}

/**
 * Key personnel: catalogue roles named in sentences about key personnel (not the Government's
 * own leads), one mention per role.
 * @example
 * extractKeyPersonnel([{ ref: '5.7.2', title: 'Key Personnel', text: 'A Project Manager and a Technical Lead must be designated as Key Personnel.', document: 'pws', start: 0 }]).map((k) => k.role) // ['Project Manager', 'Technical Lead']
 */
export function extractKeyPersonnel(sections: Section[]): RoleMention[] {
  const out: RoleMention[] = [];
  for (const section of sections) {
    const titled = /key personnel/i.test(section.title);
    if (!titled && !/key personnel/i.test(section.text)) continue;
    for (const s of sectionSentences(section)) {
      const listed = titled && (s.length < 90 || /\b(designat|identif|assign|listed|minimum)\w*/i.test(s));
      if (!/key personnel/i.test(s) && !listed) continue;
      if (/\b(substitut|replace|unavailable|resum)\w*/i.test(s)) continue;
      for (const role of rolesIn(s)) {
        if (!out.some((k) => k.role === role)) out.push({ role, ref: section.ref, quote: clip(s, 240) });
      }
    }
  }
  // "Product Lead" and "Product Manager" name the same key person.
  const names = out.map((k) => k.role);
  return out.filter((k) => !(k.role === 'Product Lead' && names.includes('Product Manager')));
}

/**
 * Labour categories the documents name themselves ("Category 7 - Backend Web Developer",
 * "Labor Category: Guard", the first column of a labour category table).
 * @example
 * extractLabourCategories([{ ref: '4.0', title: 'Scope', text: 'Category 1 - Product Manager    Category 2 - Technical Architect', document: 'rfq', start: 0 }]).map((c) => c.role) // ['Product Manager', 'Technical Architect']
 */
export function extractLabourCategories(sections: Section[]): RoleMention[] {
  const out: RoleMention[] = [];
  const add = (raw: string, section: Section, quote: string) => {
    const role = canonicalRole(
      raw
        .replace(/\s*\/\s*/g, '/')
        .replace(/\/$/, '')
        .replace(/\s+/g, ' '),
    );
    if (role.length > 2 && !out.some((c) => c.role.toLowerCase() === role.toLowerCase())) {
      out.push({ role, ref: section.ref, quote: clip(quote, 160) });
    }
  };
  for (const section of sections) {
    if (!/categor/i.test(section.text) && !/labou?r categor/i.test(section.title)) continue;
    for (const c of categoryNames(section.text)) add(c.name, section, c.quote);
    for (const m of section.text.matchAll(/labou?r category\s*:\s*([A-Z][A-Za-z /-]{2,60})/gi)) {
      add(m[1] ?? '', section, m[0]);
    }
    const table = section.text.match(/^\|\s*labou?r categor(?:y|ies)\s*\|.*\n\|[-:| ]+\|\n((?:\|.*\n?)+)/im);
    for (const row of table?.[1]?.split('\n') ?? []) {
      const cell = row.match(/^\|\s*([^|]+?)\s*\|/)?.[1];
      if (cell && !/^total/i.test(cell)) add(cell, section, row);
    }
  }
  // Names wrapped over two lines are read twice, once cut short: keep the longer reading.
  // "Front End" and "Frontend" spellings of one name are one category.
  const key = (s: string) => s.toLowerCase().replace(/[\s/-]+/g, '');
  const unique = out.filter((c, i) => out.findIndex((o) => key(o.role) === key(c.role)) === i);
  return unique.filter(
    (c) =>
      !unique.some(
        (o) => o !== c && key(o.role).length > key(c.role).length && key(o.role).startsWith(key(c.role)),
      ),
  );
}
