/**
 * The number words a count of people or a period label uses ('two (2) nurses', 'Option Year
 * three'), one to twelve.
 * @example
 * SMALL_NUMBER_WORDS.seven // 7
 */
export const SMALL_NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * Ordinal words as periods are numbered ('the third option period'), first to tenth.
 * @example
 * ORDINAL_WORDS.third // 3
 */
export const ORDINAL_WORDS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/**
 * Roman numerals as option periods and levels are numbered (I-X).
 * @example
 * ROMAN_NUMERALS.IV // 4
 */
export const ROMAN_NUMERALS: Readonly<Record<string, number>> = {
  I: 1,
  II: 2,
  III: 3,
  IV: 4,
  V: 5,
  VI: 6,
  VII: 7,
  VIII: 8,
  IX: 9,
  X: 10,
};

const ONES: Record<string, number> = {
  zero: 0,
  ...SMALL_NUMBER_WORDS,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  a: 1,
  an: 1,
  single: 1,
  dozen: 12,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

const ONE_WORDS = Object.keys(ONES)
  .filter((w) => w.length > 2)
  .sort((a, b) => b.length - a.length)
  .join('|');
const TEN_WORDS = Object.keys(TENS).join('|');
// "twenty-four", "seven", "one hundred twenty", "two thousand eighty": tens before ones, scales after.
const BELOW_100 = `(?:(?:${TEN_WORDS})(?:[-\\s](?:one|two|three|four|five|six|seven|eight|nine)\\b)?|(?:${ONE_WORDS}))`;
const WORD_NUMBER = `${BELOW_100}(?:[-\\s]+(?:hundred|thousand|million)(?:[-\\s]+(?:and[-\\s]+)?${BELOW_100})?)*`;
const DIGITS = '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?|\\.\\d+';

/**
 * A regular expression source for one number as documents write it: digits ("1,200", "6.50",
 * ".30"), words ("twenty-four", "two thousand eighty") or words with digits in parentheses
 * ("three (3)"). Use it inside a capture group and read the match with `parseNumber`.
 */
export const NUMBER = `(?:\\b(?:${WORD_NUMBER})\\b(?:\\s*\\(\\s*(?:${DIGITS})\\s*\\))?|(?<![\\d.,/])(?:${DIGITS}))(?![\\d,])`;

/**
 * Reads number words: "twenty-four" is 24, "one hundred twenty" 120, "two thousand eighty" 2,080.
 * NaN when the words are not a number.
 * @example
 * wordsToNumber('twenty-four') // 24
 */
export function wordsToNumber(words: string): number {
  const parts = words
    .toLowerCase()
    .split(/[-\s]+/)
    .filter((w) => w && w !== 'and');
  if (parts.length === 0) return Number.NaN;
  let total = 0;
  let current = 0;
  for (const w of parts) {
    const one = ONES[w];
    const ten = TENS[w];
    const scale = SCALES[w];
    if (one !== undefined) current += one;
    else if (ten !== undefined) current += ten;
    else if (scale === 100) current = (current || 1) * 100;
    else if (scale !== undefined) {
      total += (current || 1) * scale;
      current = 0;
    } else return Number.NaN;
  }
  return total + current;
}

/**
 * Writes a whole number 0-999,999 in words, the way documents spell them ("twenty-four").
 * @example
 * numberToWords(2080) // 'two thousand eighty'
 */
export function numberToWords(n: number): string {
  const small = Object.entries(ONES).filter(([w]) => w.length > 2 && w !== 'single' && w !== 'dozen');
  const name = (v: number): string => small.find(([, x]) => x === v)?.[0] ?? '';
  const below100 = (v: number): string => {
    if (v < 20) return name(v);
    const ten = Object.entries(TENS).find(([, x]) => x === Math.floor(v / 10) * 10)?.[0] ?? '';
    return v % 10 ? `${ten}-${name(v % 10)}` : ten;
  };
  const below1000 = (v: number): string => {
    const h = Math.floor(v / 100);
    const rest = v % 100;
    const head = h ? `${name(h)} hundred` : '';
    return [head, rest || !h ? below100(rest) : ''].filter(Boolean).join(' ');
  };
  if (n < 1000) return below1000(n);
  const rest = n % 1000;
  return `${below1000(Math.floor(n / 1000))} thousand${rest ? ` ${below1000(rest)}` : ''}`;
}

/**
 * A table cell's amount, thousands separators, spaces and a dollar sign aside; NaN when the
 * cell holds no plain number.
 * @example
 * cellAmount('$1,200') // 1200
 */
export const cellAmount = (cell: string | undefined): number => Number((cell ?? '').replace(/[,\s$]/g, ''));

/**
 * Reads a number matched by `NUMBER`: digits win over words when both are written
 * ("three (3)" is 3); NaN when it is not a number.
 * @example
 * parseNumber('1,200') // 1200
 */
export function parseNumber(raw: string): number {
  const text = raw.trim();
  const paren = text.match(/\(\s*([\d.,]+)\s*\)\s*$/);
  if (paren?.[1]) return Number(paren[1].replace(/,/g, ''));
  if (/^[\d.,]+$/.test(text)) return Number(text.replace(/,/g, ''));
  return wordsToNumber(text);
}

/**
 * The words part and the parenthesised digits of "nine (12)" apart: documents sometimes write
 * a count in words and a duration in digits ("nine (12) month option periods").
 * @example
 * splitNumber('nine (12)') // { words: 9, digits: 12 }
 */
export function splitNumber(raw: string): { words: number; digits: number | null } {
  const paren = raw.match(/^(.*?)\s*\(\s*([\d.,]+)\s*\)\s*$/);
  if (!paren) return { words: parseNumber(raw), digits: null };
  return { words: parseNumber(paren[1] ?? ''), digits: Number((paren[2] ?? '').replace(/,/g, '')) };
}
