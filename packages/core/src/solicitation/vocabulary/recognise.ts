import { vocabularyIndex, type VocabularyEntry } from './entries';
import { LEVEL_WORDS, type Token, tokenize } from './tokens';

/** A labour-category title found in running text. */
export interface TitleMention {
  /** The words as the text has them, levels and "(Key)" kept. */
  text: string;
  family: string;
  vocabulary: VocabularyEntry['vocabulary'];
  start: number;
  end: number;
}

// Single words too common to be a title on their own in running text.
const GENERIC = new Set(
  'consultant engineer analyst developer programmer technician specialist manager director coordinator administrator officer designer architect investigator researcher clerk assistant supervisor scientist editor writer instructor trainer inspector agent laborer tester facilitator'.split(
    ' ',
  ),
);
const MAX_WORDS = 7;

let byFirst: Map<string, VocabularyEntry[]> | null = null;

function firstWordIndex(): Map<string, VocabularyEntry[]> {
  if (byFirst) return byFirst;
  const map = new Map<string, VocabularyEntry[]>();
  for (const entry of vocabularyIndex().values()) {
    const first = entry.keys[0] ?? '';
    map.set(first, [...(map.get(first) ?? []), entry]);
  }
  for (const list of map.values()) list.sort((a, b) => b.keys.length - a.keys.length);
  byFirst = map;
  return map;
}

/** Words of one title are joined by spaces, hyphens or slashes only, never across a line end. */
const joins = (text: string, a: Token, b: Token) => /^[ \t/-]{0,3}$/.test(text.slice(a.end, b.start));

function matchAt(text: string, tokens: Token[], i: number, anyCase: boolean): VocabularyEntry | null {
  for (const entry of firstWordIndex().get(tokens[i]?.key ?? '') ?? []) {
    const n = entry.keys.length;
    if (i + n > tokens.length) continue;
    let ok = true;
    for (let k = 1; k < n && ok; k++) {
      const prev = tokens[i + k - 1] as Token;
      const tok = tokens[i + k] as Token;
      ok = tok.key === entry.keys[k] && joins(text, prev, tok);
    }
    if (!ok) continue;
    const only = tokens[i] as Token;
    if (n === 1 && (GENERIC.has(only.key) || (!anyCase && !/^[A-Z]/.test(only.text)))) continue;
    // "Secretary of Homeland Security", "Director of Operations": an office, not a job title.
    if (n === 1 && /^\s+of\s/i.test(text.slice(only.end, only.end + 4))) continue;
    return entry;
  }
  return null;
}

/** Widens a match over level words before it ("Senior", "Sr.") and after it ("II", "(Key)"). */
function widen(text: string, tokens: Token[], from: number, to: number): { start: number; end: number } {
  let a = from;
  while (
    a > 0 &&
    LEVEL_WORDS.has((tokens[a - 1] as Token).key) &&
    /^\.?[ \t-]{0,3}$/.test(text.slice((tokens[a - 1] as Token).end, (tokens[a] as Token).start))
  )
    a--;
  let end = (tokens[to] as Token).end;
  const after = text
    .slice(end, end + 40)
    .replace(/\n[\s\S]*$/, '')
    .match(/^(?:\s+(?:[IV]{1,3}|IV|Level\s+\d|Tier\s+\d)\b)?(?:\s*\((?:key|[^()\n]{1,30})\))?/);
  if (after?.[0]) end += after[0].length;
  return { start: (tokens[a] as Token).start, end };
}

/**
 * Labour-category titles named in free text, found with the vocabularies (GSA CALC families,
 * 18F categories, SCA occupations, common titles) through an index of first words: the
 * longest title wins at each place; levels and a "(Key)" marker around it are kept.
 * Single-word titles count only when specific ("Janitor", not "Analyst") and, unless
 * `anyCase`, capitalised ("guard against" names no guard).
 * @example
 * recognise('One Sr. Systems Administrator (Key) and two Guards.').map((m) => m.text) // ['Sr. Systems Administrator (Key)', 'Guards']
 */
export function recognise(text: string, options: { anyCase?: boolean } = {}): TitleMention[] {
  const tokens = tokenize(text);
  const out: TitleMention[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const entry = matchAt(text, tokens, i, options.anyCase ?? false);
    if (!entry) continue;
    const last = Math.min(i + entry.keys.length - 1, i + MAX_WORDS);
    const span = widen(text, tokens, i, last);
    i = last;
    // The buyer's roles are read so their words are not taken for a title, and left out.
    if (entry.vocabulary === 'government') continue;
    out.push({
      text: text.slice(span.start, span.end),
      family: entry.family,
      vocabulary: entry.vocabulary,
      ...span,
    });
  }
  return out;
}
