const WORD_NUMBERS: Record<string, number> = Object.fromEntries([
  ...'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'
    .split(' ')
    .map((w, i) => [w, i + 1] as const),
  ...'thirty forty fifty sixty seventy eighty ninety'.split(' ').map((w, i) => [w, (i + 3) * 10] as const),
]);

/** A number pattern that also accepts number words ("four", "4", "1,880", "6.50"). */
export const NUM = `(?:\\d[\\d,]*(?:\\.\\d+)?|\\.\\d+|${Object.keys(WORD_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/**
 * Reads "4", "1,880", "6.50", ".30" or a number word; NaN when it is none of them.
 * @example
 * toNumber('four') // 4
 */
export function toNumber(raw: string): number {
  const word = WORD_NUMBERS[raw.toLowerCase()];
  if (word !== undefined) return word;
  return Number(raw.replace(/,/g, ''));
}

/**
 * Formats a number for people: thousands separators, at most two decimals.
 * @example
 * fmt(8760) // '8,760'
 */
export function fmt(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Collapses runs of whitespace to one space. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Shortens a text to `max` characters on a word boundary, with an ellipsis. */
export function clip(text: string, max: number): string {
  const s = squash(text);
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > max * 0.6 ? space : max)}...`;
}

const BULLET = /^\s*(?:[-*•]|\d{1,2}[.)]|[a-z][.)]|\([a-z0-9]{1,4}\)|\|)\s+/;

/**
 * Splits a section's text into sentences: joins hard-wrapped lines, keeps list items and
 * table rows apart, and splits on sentence ends.
 * @example
 * sentences('The contractor shall\nprovide guards. It must patrol.') // ['The contractor shall provide guards.', 'It must patrol.']
 */
export function sentences(text: string): string[] {
  return splitSentences(text);
}

// Keyed by the section objects of one run: entries go when the sections do, a cached list is
// the same as a fresh one, and a section whose text changed is split again.
const BY_SECTION = new WeakMap<object, { text: string; list: readonly string[] }>();

/**
 * The sentences of a section, split once per section object however many stages read them.
 * @example
 * sectionSentences({ text: 'It must patrol. It shall report.' }) // ['It must patrol.', 'It shall report.']
 */
export function sectionSentences(section: { readonly text: string }): readonly string[] {
  const found = BY_SECTION.get(section);
  if (found?.text === section.text) return found.list;
  const list = Object.freeze(splitSentences(section.text));
  BY_SECTION.set(section, { text: section.text, list });
  return list;
}

function splitSentences(text: string): string[] {
  const units: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '' || BULLET.test(line) || /^#{1,6}\s/.test(trimmed)) {
      if (current) units.push(current);
      current = trimmed;
      continue;
    }
    current = current ? `${current} ${trimmed}` : trimmed;
  }
  if (current) units.push(current);
  const out: string[] = [];
  for (const unit of units) {
    for (const s of unit.split(
      /(?<=\w[A-Za-z0-9)"”][.!?])(?<!\b(?:St|Ft|Mt|Dr|Mr|Ms|Mrs|No|Nos|Inc|Co|Corp|Jr|Sr|Ave|Blvd|Bldg|Rm|Ste|approx|U\.S)\.)\s+(?=[A-Z("“])|(?<=[.:;])\s+(?=(?:[a-z]|\d{1,2})[.)]\s+[A-Z])/,
    )) {
      const t = squash(s);
      if (t.length > 2) out.push(t);
    }
  }
  return out;
}

/** Title case for a role name read from a document ("PROJECT MANAGER" -> "Project Manager"). */
export function titleCase(s: string): string {
  return squash(s)
    .toLowerCase()
    .replace(/(^|[\s/(-])([a-z])/g, (_m, pre: string, c: string) => pre + c.toUpperCase());
}
