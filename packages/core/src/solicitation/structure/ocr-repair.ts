import { isJobNoun } from '../vocabulary/index';

// A number OCR misread with a letter for a digit: "2,O80", "l2", "0O01", "2O15" (a letter
// between or beside digits, never a word). A capital I before a point is a section's letter in a
// clean text ("Section I.1", clause "I.3"), so only the decimal form below counts beside these.
const CONFUSED_NUMBER = /(?<![A-Za-z])(?=[\dlIO,]*\d)(?=[\dlIO,]*[lIO])[\dlIO][\dlIO,]*(?![A-Za-z])/g;
// A decimal misread: a half FTE read "O.5" or "l.5", or "2.O" (never a capital I before the
// point, which is a section's letter: "I.1").
const CONFUSED_DECIMAL =
  /(?<![A-Za-z\d.,])(?:[Ol]|\d[\dlO,]*)\.[\dlO]+(?![A-Za-z\d]|\.\d)(?<=[lO][\d.,]*|\.[\dlO]*[lO][\d]*)/g;
// A lone capital O in a cell between figures of a table row ("O.5   O.5   O   l"): a zero; so is
// one right after the row's title when figures follow it ("Radio Technician   O   O.5   l").
const LONE_ZERO = /(?<=[\dO] {2,})O(?= {2,}[\dO]| *$)|(?<=[a-z)*] {2,})O(?=(?: {2,}[\dO][\dO.,]*)+ *$)/g;
// A lone l before a month ("l Oct 2032") or in a count's parentheses ("one (l) Site Manager").
const LONE_ONE =
  /(?<![A-Za-z])l(?=\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b)|(?<=\()l(?=\))/g;
// A standalone "l" or "ll", which no English word is: a count in a table's column ("Evening  l
// 40"), a period's number ("Option Year l"), a total ("TOTAL  ll"). Never beside a letter, a digit
// or an apostrophe, never after a figure and a space ("5 l" of a liquid), never a list item
// ("l. Scope", "(l)" is read above).
const LONE_ELL = /(?<![A-Za-z0-9'’\-/]|\d )l{1,2}(?![A-Za-z0-9'’\-/])/g;
const LIST_ITEM = /^\s*\(?$/;
const WORD = /[A-Za-z]+/g;
// A word of letters with a 1 or a 0 among them ("fu11", "ha1f", "al1"), or a capital O read as a
// zero at its start ("0ption", "0F"); never a number, nor a code that starts with a figure ("1st").
const MIXED_WORD =
  /(?<![A-Za-z0-9])(?=[A-Za-z]{1,}[01]|0[A-Za-z]{2})(?=[A-Za-z01]*[A-Za-z][A-Za-z01]*[A-Za-z])[A-Za-z01]{3,}(?![A-Za-z0-9])/g;
// One-character confusions OCR makes inside words, tried in this order: "shlft", "frorn", "thc".
const CONFUSIONS: [from: string, to: string][] = [
  ['l', 'i'],
  ['rn', 'm'],
  ['c', 'e'],
  ['b', 'h'],
  ['m', 'n'],
];
// Two parts of a word a stray space split; the second never capitalised ("Rec ords").
const BROKEN = /(?<![A-Za-z])([A-Za-z]{2,}) (?=([a-z]+)(?![A-Za-z]))/g;
const MIN_CONFUSED = 3;
// Words every solicitation uses, known even where a scan damaged their only occurrence.
const COMMON = new Set([
  'from',
  'the',
  'with',
  'shall',
  'each',
  'for',
  'and',
  'time',
  'month',
  'months',
  'year',
  'years',
  'through',
  'option',
  'period',
  'shift',
  'full',
  'half',
  'all',
  'position',
  // The clause words a scan may damage where a rule reads them: the Service Contract Act and its
  // wage determination, key personnel, the period an agreement is in effect.
  'service',
  'contract',
  'labor',
  'standards',
  'wage',
  'determination',
  'applies',
  'personnel',
  'performance',
  'effect',
]);

/** True for text with several numbers read with letters for digits: a scan's OCR. */
export function looksScanned(text: string): boolean {
  const misread = (text.match(CONFUSED_NUMBER)?.length ?? 0) + (text.match(CONFUSED_DECIMAL)?.length ?? 0);
  return misread >= MIN_CONFUSED;
}

function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of text.matchAll(WORD)) {
    const w = m[0].toLowerCase();
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}

/** Same case shape as the original's first letter. */
const likeCase = (original: string, word: string) =>
  /^[A-Z]/.test(original) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * Repairs OCR damage in a scanned document's text, line by line and without moving any
 * line: digits read as letters in numbers ("2,O80", "(l)", "l Oct"), words broken by a stray
 * space ("Mechan ics", "Rec ords") and letters confused inside a word ("shlft", "frorn",
 * "travcl"). A repair is made only when it yields a word the document itself uses elsewhere
 * (or a job noun of the vocabularies) and the damaged form is not one; the characters a repair
 * frees are kept as spaces at the end of the line, so every line starts where it did. Text
 * that does not look scanned is returned unchanged.
 * @example
 * repairScannedText('Option Year l2 O1 2,O80\nsix (6) Aircraft Mechan ics on each shlft\nshift mechanics') // 'Option Year 12 01 2,080\nsix (6) Aircraft Mechanics on each shift \nshift mechanics'
 */
export function repairScannedText(text: string): string {
  if (!looksScanned(text)) return text;
  const counts = wordCounts(text);
  const known = (w: string) =>
    (counts.get(w.toLowerCase()) ?? 0) > 0 || COMMON.has(w.toLowerCase()) || isJobNoun(w);
  // A damaged form is rare in the document and no word of it.
  const damaged = (w: string) => (counts.get(w.toLowerCase()) ?? 0) <= 1 && !isJobNoun(w);
  // A half met only inside the broken pair is damaged however often the scan broke the word
  // the same way ("a Loc ksmith", "The Lead Loc ksmith").
  const pairs = new Map<string, number>();
  const split = (a: string, b: string) => {
    const key = `${a} ${b}`.toLowerCase();
    let n = pairs.get(key);
    if (n === undefined) {
      n = text.match(new RegExp(`(?<![A-Za-z])${a} ${b}(?![A-Za-z])`, 'gi'))?.length ?? 0;
      pairs.set(key, n);
    }
    return (counts.get(a.toLowerCase()) ?? 0) <= n || (counts.get(b.toLowerCase()) ?? 0) <= n;
  };
  return text
    .split('\n')
    .map((line) => {
      const repaired = repairLine(line, known, damaged, split);
      return repaired.length < line.length ? repaired.padEnd(line.length) : repaired;
    })
    .join('\n');
}

function repairLine(
  line: string,
  known: (w: string) => boolean,
  damaged: (w: string) => boolean,
  split: (a: string, b: string) => boolean,
): string {
  let out = line
    .replace(CONFUSED_DECIMAL, (m) => m.replace(/l/g, '1').replace(/O/g, '0'))
    .replace(CONFUSED_NUMBER, (m) => m.replace(/[lI]/g, '1').replace(/O/g, '0'))
    .replace(LONE_ONE, '1')
    .replace(LONE_ELL, (m, at: number, all: string) =>
      LIST_ITEM.test(all.slice(0, at)) && /^[.)]/.test(all.slice(at + m.length)) ? m : '1'.repeat(m.length),
    )
    .replace(LONE_ZERO, '0');
  // Broken words: "Mechan ics" is "Mechanics" when a half is no word of the document.
  for (let m = BROKEN.exec(out); m; m = BROKEN.exec(out)) {
    const [a = '', b = ''] = [m[1], m[2]];
    if (!known(a + b) || !(damaged(a) || damaged(b) || split(a, b))) continue;
    out = out.slice(0, m.index) + a + b + out.slice(m.index + m[0].length + b.length);
    BROKEN.lastIndex = m.index + a.length + b.length;
  }
  // Digits for letters inside a word: "fu11-time" is "full-time", "ha1f" "half", "0ffice" "office".
  out = out.replace(MIXED_WORD, (w) => {
    // A leading zero is a capital O ("0ption" is "Option"), as is one inside a word in capitals.
    const fixed = w
      .replace(/^0/, 'O')
      .replace(/1/g, 'l')
      .replace(/0/g, /^[A-Z0-9]+$/.test(w) ? 'O' : 'o');
    return known(fixed.toLowerCase()) ? fixed : w;
  });
  // Confused letters: "shlft" is "shift" when the document says "shift" elsewhere.
  return out.replace(WORD, (w) => {
    if (w.length < 3 || !damaged(w)) return w;
    for (const [from, to] of CONFUSIONS) {
      for (let at = w.indexOf(from); at >= 0; at = w.indexOf(from, at + 1)) {
        const fixed = w.slice(0, at) + to + w.slice(at + from.length);
        if (known(fixed.toLowerCase())) return likeCase(w, fixed);
      }
    }
    return w;
  });
}
