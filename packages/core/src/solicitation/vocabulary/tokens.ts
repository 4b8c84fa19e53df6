/** Words of job titles as the vocabularies compare them: lower case, singular, no punctuation. */

/** Level words that grade a title rather than name it ("Senior", "II", "Level 2"). */
export const LEVEL_WORDS: ReadonlySet<string> = new Set(
  'i ii iii iv v vi sr jr senior junior lead principal intermediate mid entry journeyman apprentice expert'.split(
    ' ',
  ),
);

/**
 * A word as the vocabularies compare it: lower case and singular ("Analysts" is "analyst").
 * @example
 * wordKey('Systems') // 'system'
 */
export function wordKey(word: string): string {
  const w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'))
    return w.slice(0, -1);
  return w;
}

/** A word of a text with its place, for finding titles in running text. */
export interface Token {
  key: string;
  text: string;
  start: number;
  end: number;
}

const WORD = /[A-Za-z][A-Za-z0-9]*|&/g;

/**
 * The words of a text with their offsets ('&' reads as 'and').
 * @example
 * tokenize('Sr. Systems Admin').map((t) => t.key) // ['sr', 'system', 'admin']
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    out.push({ key: m[0] === '&' ? 'and' : wordKey(m[0]), text: m[0], start, end: start + m[0].length });
  }
  return out;
}

/**
 * A title's comparable words: parentheses dropped and level words dropped unless last
 * ("Lead Developer" is a developer, "Technical Lead" stays a lead).
 * @example
 * titleKeys('Sr. Systems Administrator (Unix/Linux)') // ['system', 'administrator']
 */
export function titleKeys(title: string): string[] {
  const words = tokenize(
    title.replace(/\([^)]*\)?/g, ' ').replace(/\b(?:level|tier|lvl)\s*[0-9ivx]+\b/gi, ' '),
  ).map((t) => t.key);
  return words.filter((w, i) => (i === words.length - 1 ? true : !LEVEL_WORDS.has(w)) && !/^\d+$/.test(w));
}
