import type { LabourCategory } from '../model';
import type { TextDocument } from '../parts';
import { familyOf } from '../vocabulary/index';

const ACRONYM = /\b[A-Z]{2,6}\b/g;

/** The words a document spells an acronym out as ("Court Security Officer (CSO)"), initials checked. */
export function spelledOut(acronym: string, docs: TextDocument[]): string | undefined {
  const defined = new RegExp(
    `((?:[A-Z][A-Za-z]+[ -]+(?:(?:of|and|for|the|&)[ -]+)?){1,5}[A-Z][A-Za-z]+)\\s*\\(\\s*["“]?${acronym}s?["”]?\\s*\\)`,
  );
  for (const doc of docs) {
    const words = doc.text.match(defined)?.[1];
    if (!words) continue;
    const initials = words
      .split(/[ -]+/)
      .filter((w) => !/^(?:of|and|for|the|&)$/i.test(w))
      .map((w) => w[0])
      .join('');
    // The last words spell it ("... services for Court Security Officer (CSO)").
    if (initials.toUpperCase().endsWith(acronym))
      return words
        .split(/[ -]+/)
        .slice(-acronym.length - (words.match(/\b(?:of|and|for|the|&)\b/gi)?.length ?? 0))
        .join(' ');
  }
  return undefined;
}

/**
 * Titles a document writes as acronyms it spells out elsewhere ("CSO", "Lead CSO" for a
 * "Court Security Officer (CSO)"): the category takes the family of the spelled-out title, so
 * a row the vocabulary could not name is still known as a job. The title stays verbatim.
 * @example
 * // 'Lead CSO' with "Court Security Officer (CSO)" in the text -> family of 'Court Security Officer'
 */
export function familiesFromAcronyms(categories: LabourCategory[], docs: TextDocument[]): void {
  const cache = new Map<string, string | undefined>();
  for (const c of categories) {
    if (c.family) continue;
    for (const m of c.title.matchAll(ACRONYM)) {
      const acronym = m[0];
      if (!cache.has(acronym)) cache.set(acronym, spelledOut(acronym, docs));
      const words = cache.get(acronym);
      const family = words ? (familyOf(c.title.replace(acronym, words)) ?? familyOf(words)) : undefined;
      if (family) {
        c.family = family;
        break;
      }
    }
  }
}
