import type { Domain } from '../model';
import { ANY_DOMAIN, DOMAIN_WORDS } from './domain-hints';
import { vocabularyIndex, type VocabularyEntry } from './entries';
import { titleKeys, tokenize } from './tokens';

export { recognise, type TitleMention } from './recognise';
export type { VocabularyEntry } from './entries';
export { isWorkNoun, lastWord } from './work-nouns';

/** Where a title's family was found. */
export interface FamilyMatch {
  family: string;
  vocabulary: VocabularyEntry['vocabulary'];
  /** True when the whole title is a known title, false when only part of it is. */
  exact: boolean;
}

/**
 * The standard family of a labour-category title and which vocabulary knows it: the whole
 * title when known (levels, parentheses and "(Key)" aside), else the known run of its words
 * that ends nearest its last word and is longest ("Customer Tech Support Specialist (Help
 * Desk)" is a Help Desk Specialist; "Sr. Systems Administrator (Unix/Linux)" a Systems
 * Administrator). Null when no part of it is a known title.
 * @example
 * familyMatch('Database Developer - Intermediate')?.family // 'Database Developer'
 */
export function familyMatch(title: string): FamilyMatch | null {
  const known = matches.get(title);
  if (known !== undefined) return known;
  if (matches.size > 5000) matches.clear();
  const found = familyMatchUncached(title);
  matches.set(title, found);
  return found;
}

// Titles repeat across rows, runs and documents: each is matched once.
const matches = new Map<string, FamilyMatch | null>();

function familyMatchUncached(title: string): FamilyMatch | null {
  const index = vocabularyIndex();
  const whole = tokenize(title.replace(/\([^)]*\)?/g, ' ')).map((t) => t.key);
  // The buyer's roles are no labour category of the contractor's.
  const direct = index.get(whole.join(' '));
  if (direct?.vocabulary === 'government') return null;
  if (direct) return { family: direct.family, vocabulary: direct.vocabulary, exact: true };
  const keys = titleKeys(title);
  const exact = index.get(keys.join(' '));
  if (exact?.vocabulary === 'government') return null;
  if (exact) return { family: exact.family, vocabulary: exact.vocabulary, exact: true };
  let best: { entry: VocabularyEntry; score: number } | null = null;
  for (const words of [keys, whole]) {
    for (let a = 0; a < words.length; a++) {
      for (let b = words.length; b > a; b--) {
        const entry = index.get(words.slice(a, b).join(' '));
        if (!entry || entry.vocabulary === 'government') continue;
        const score = (b - a) * 2 + (b === words.length ? 3 : 0) - (entry.vocabulary === 'gsa-calc' ? 1 : 0);
        if (!best || score > best.score) best = { entry, score };
      }
    }
  }
  return best ? { family: best.entry.family, vocabulary: best.entry.vocabulary, exact: false } : null;
}

/**
 * The standard family of a labour-category title, or undefined when no vocabulary knows it.
 * @example
 * familyOf('Sr. Systems Administrator (Unix/Linux)') // 'Systems Administrator'
 * familyOf('Guard II') // 'Guard'
 */
export function familyOf(title: string): string | undefined {
  return familyMatch(title)?.family;
}

const phraseSet = (list: readonly string[]) =>
  list.map((p) =>
    tokenize(p)
      .map((t) => t.key)
      .join(' '),
  );
const ANY = phraseSet(ANY_DOMAIN);
const BY_DOMAIN = Object.fromEntries(
  Object.entries(DOMAIN_WORDS).map(([d, words]) => [d, phraseSet(words)]),
) as Record<Domain, string[]>;

function containsPhrase(keys: string[], phrase: string): boolean {
  const joined = ` ${keys.join(' ')} `;
  return (
    phrase.length > 0 &&
    (joined.includes(` ${phrase} `) || keys.some((k) => k.startsWith(phrase) && phrase.length >= 5))
  );
}

/**
 * Whether a role fits a kind of work: its words name a role of that domain, or it is a
 * management or support role every domain has. 'other' accepts every role.
 * @example
 * fitsDomain('UX Designer', 'facilities') // false
 * fitsDomain('Registered Nurse II', 'medical') // true
 */
export function fitsDomain(title: string, domain: Domain): boolean {
  if (domain === 'other') return true;
  const keys = tokenize(`${title} ${familyOf(title) ?? ''}`).map((t) => t.key);
  return [...ANY, ...BY_DOMAIN[domain]].some((p) => containsPhrase(keys, p));
}

let heads: Set<string> | null = null;

/**
 * Whether a word ends job titles in the vocabularies ("Manager", "Tester", "Guard"): a title
 * cut by a line wrap ends with a word that does not ("Digital Performance").
 * @example
 * isJobNoun('Analyst') // true
 * isJobNoun('Performance') // false
 */
export function isJobNoun(word: string): boolean {
  if (!heads) heads = new Set([...vocabularyIndex().values()].map((e) => e.keys[e.keys.length - 1] ?? ''));
  const key = tokenize(word)[0]?.key ?? '';
  return heads.has(key);
}
