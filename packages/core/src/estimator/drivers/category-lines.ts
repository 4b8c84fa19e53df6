import { ROLE_NOUNS } from '../catalogue';

const START = /\b(?:labou?r\s+)?category\s+\d{1,2}\s*[-–:]\s*/gi;
const HAS_START = /\bcategory\s+\d{1,2}\s*[-–:]/i;
const GAP = /\S {3,}\S/;
// A continuation is a short run of capitalised words, not a sentence, heading or page number.
const CONTINUATION = /^[A-Z/(][A-Za-z/()&' ]{1,60}$/;
const SMALL_WORDS = /^(?:and|of|for|or|the|\/)$/;

interface Named {
  name: string;
  /** Column of "Category" in its line, and of the next "Category" (Infinity when none). */
  column: number;
  next: number;
}

function lastWord(name: string): string {
  return (
    name
      .trim()
      .split(/[\s/]+/)
      .pop() ?? ''
  ).toLowerCase();
}

/**
 * Whether a labour category name was cut short by a line wrap: it ends with a slash, a dash,
 * "and"/"of", or with a word that is not a job noun ("Interaction Designer/User").
 * @example
 * isCutShort('Digital Performance') // true
 */
export function isCutShort(name: string): boolean {
  const t = name.trim();
  if (/[/&,-]$|\s(?:and|of|for|or)$/i.test(t)) return true;
  const last = lastWord(t);
  return !ROLE_NOUNS.has(last) && !ROLE_NOUNS.has(last.replace(/s$/, ''));
}

function namesIn(line: string): Named[] {
  const starts = [...line.matchAll(START)];
  const out: Named[] = [];
  starts.forEach((m, i) => {
    const from = (m.index ?? 0) + m[0].length;
    const next = starts[i + 1]?.index ?? Number.POSITIVE_INFINITY;
    const name = (line.slice(from, Math.min(next, line.length)).split(/\s{3,}/)[0] ?? '').trim();
    if (/^[A-Z]/.test(name) && name.length <= 70) out.push({ name, column: m.index ?? 0, next });
  });
  return out;
}

/** Chunks of a line split at column gaps (3+ spaces), with their columns. */
function chunksOf(line: string): { text: string; column: number }[] {
  return [...line.matchAll(/\S+(?: {1,2}\S+)*/g)].map((m) => ({ text: m[0], column: m.index ?? 0 }));
}

const isContinuation = (text: string) =>
  CONTINUATION.test(text) &&
  text.split(/\s+/).length <= 6 &&
  text.split(/\s+/).every((w) => /^[A-Z/(]/.test(w) || SMALL_WORDS.test(w));

/** Splits one continuation run over several cut names: each takes words up to a job noun. */
function share(words: string[], count: number): string[] {
  const parts: string[] = [];
  let current: string[] = [];
  for (const word of words) {
    current.push(word);
    if (parts.length < count - 1 && !isCutShort(current.join(' '))) {
      parts.push(current.join(' '));
      current = [];
    }
  }
  if (current.length) parts.push(current.join(' '));
  return parts;
}

/**
 * Labour category names of "Category N - Name" lines, with names that a PDF wrapped onto the
 * next line joined again: in laid-out text the continuation sits in the name's column; in
 * single-spaced text one continuation run is shared out between the cut names in order.
 * @example
 * categoryNames('Category 3 - Interaction Designer/User Category 4 - Writer/Content\nResearcher/Usability Tester Strategist') // ['Interaction Designer/User Researcher/Usability Tester', 'Writer/Content Strategist']
 */
export function categoryNames(text: string): { name: string; quote: string }[] {
  const lines = text.split('\n');
  const out: { name: string; quote: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!/categor/i.test(line)) continue;
    const names = namesIn(line);
    if (names.length === 0) continue;
    const cut = names.filter((n) => isCutShort(n.name));
    const nextLine = lines[i + 1] ?? '';
    const chunks = cut.length && !HAS_START.test(nextLine) ? chunksOf(nextLine) : [];
    const joined = new Map<Named, string>();
    if (GAP.test(line) || GAP.test(nextLine)) {
      // Laid-out columns: the chunk under the name's column continues it.
      for (const n of cut) {
        const under = chunks.find((c) => c.column >= n.column - 2 && c.column < n.next - 2);
        if (under && isContinuation(under.text)) joined.set(n, under.text);
      }
    } else if (chunks.length === 1 && isContinuation(chunks[0]?.text ?? '')) {
      const parts = share((chunks[0]?.text ?? '').split(/\s+/), cut.length);
      cut.forEach((n, k) => {
        if (parts[k]) joined.set(n, parts[k]);
      });
    }
    for (const n of names) {
      const more = joined.get(n);
      const name = more
        ? `${n.name}${/[/-]$/.test(n.name) || more.startsWith('/') ? '' : ' '}${more}`
        : n.name;
      out.push({ name, quote: more ? `${line.trim()} ${nextLine.trim()}` : line.trim() });
    }
  }
  return out;
}
