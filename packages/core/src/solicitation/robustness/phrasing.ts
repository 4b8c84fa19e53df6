/**
 * Test-only: ways a solicitation writes the same fact. Each helper takes a style index so a
 * property test can draw styles with fast-check and assert the reader recovers the same facts.
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * A number under 100 in words.
 * @example
 * words(24) // 'twenty-four'
 */
export function words(n: number): string {
  if (n < 20) return ONES[n] ?? String(n);
  const t = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? t : `${t}-${ONES[n % 10]}`;
}

/**
 * A count in one of four styles: digits, words, "three (3)", "Three (3)".
 * @example
 * count(3, 2) // 'three (3)'
 */
export function count(n: number, style: number): string {
  if (n >= 100) return n.toLocaleString('en-US');
  switch (style % 4) {
    case 0:
      return String(n);
    case 1:
      return words(n);
    case 2:
      return `${words(n)} (${n})`;
    default:
      return `${words(n).replace(/^./, (c) => c.toUpperCase())} (${n})`;
  }
}

/**
 * A large amount with or without a thousands comma, optionally with OCR noise (1 as l, 0 as O).
 * @example
 * amount(1920, 1) // '1920'
 */
export function amount(n: number, style: number, ocr = false): string {
  const plain = style % 2 === 0 ? n.toLocaleString('en-US') : String(n);
  if (!ocr) return plain;
  // Noise on one digit only, as a scan does now and then.
  return plain.replace(/1/, 'l').replace(/0(?=\d{2}$)/, 'O');
}

/**
 * A heading in one of five styles: `## 1.0 Title`, `##1.0 Title`, `1.0 TITLE`, `**1.0 Title**`,
 * `SECTION C - TITLE` (the last only for top-level letters).
 * @example
 * heading('2.0', 'Scope', 1) // '##2.0 Scope'
 */
export function heading(num: string, title: string, style: number): string {
  switch (style % 4) {
    case 0:
      return `## ${num} ${title}`;
    case 1:
      return `##${num} ${title}`;
    case 2:
      return `${num} ${title.toUpperCase()}`;
    default:
      return `**${num} ${title}**`;
  }
}

/**
 * A table as a Markdown pipe table, column-aligned text with ragged gaps, or tab-free aligned
 * text with a wide gap only (as pdftotext writes).
 * @example
 * table(['A', 'B'], [['x', '1']], 0).split('\n')[0] // '| A | B |'
 */
export function table(header: string[], rows: string[][], style: number): string {
  if (style % 3 === 0) {
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
  }
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const ragged = style % 3 === 2;
  return all
    .map((r, ri) =>
      r
        .map((c, i) => {
          const pad = (widths[i] ?? 0) - c.length + (ragged ? 2 + ((ri + i) % 3) : 3);
          return i === r.length - 1 ? c : c + ' '.repeat(pad);
        })
        .join('')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * A list of items: lettered `a.`, `(a)`, bulleted, numbered or inline prose.
 * @example
 * list(['X', 'Y'], 4) // 'X and Y'
 */
export function list(items: string[], style: number): string {
  const letter = (i: number) => String.fromCharCode(97 + i);
  switch (style % 5) {
    case 0:
      return items.map((s, i) => `${letter(i)}. ${s}`).join('\n');
    case 1:
      return items.map((s, i) => `(${letter(i)}) ${s}`).join('\n');
    case 2:
      return items.map((s) => `- ${s}`).join('\n');
    case 3:
      return items.map((s, i) => `${i + 1}) ${s}`).join('\n');
    default:
      return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join('; ')} and ${items.at(-1)}`;
  }
}
