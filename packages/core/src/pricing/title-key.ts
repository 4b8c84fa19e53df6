// The one family key of a labour-category title: packages/core/scripts/build-pricing-benchmarks.mjs
// imports it from here to group the shipped benchmark families, and benchmark.ts to look them up.
const LEVEL_WORDS = new Set(
  'i ii iii iv v vi vii 1 2 3 4 5 6 7 senior sr junior jr lead principal mid intermediate entry journeyman apprentice staff chief associate level tier lvl'.split(
    ' ',
  ),
);

/**
 * A title's words without parentheses, punctuation or level words, lower case, as written
 * (not yet singular): the form a family is shown in.
 * @example
 * titleWords('Senior Data Analysts (Level III)') // ['data', 'analysts']
 */
export function titleWords(title: string): string[] {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w && !LEVEL_WORDS.has(w));
}

/**
 * A labour category's family key: lower case, without parentheses, punctuation or level words
 * (Senior, II, Level 3, Lead ...), each word singular. Titles with the same key are one family.
 * @example
 * titleKey('Senior Systems Engineer (Level III)') // 'system engineer'
 */
export function titleKey(title: string): string {
  return titleWords(title)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}
