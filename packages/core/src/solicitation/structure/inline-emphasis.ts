// Markdown emphasis inside a sentence ("one (1) full-time **Irrigation Technician**, Monday")
// stands between words the readers match as plain text: a count and its title, a title and
// "(Key Personnel)". The markers are taken out of running text before anything is read. A line
// that is all one bold span ("**C.3 Staffing**") keeps them: it is a heading by that shape.

// "**" not part of a longer run of asterisks, touching a word on one side.
const STARS = /(?<!\*)\*\*(?=[^\s*])|(?<=[^\s*])\*\*(?!\*)/g;
// "__" not part of a blank ("______"), opening before a word or closing after one.
const UNDERS = /(?<![\w_])__(?=[^\s_])|(?<=[^\s_])__(?![\w_])/g;
// A line that is one bold span, maybe after Markdown heading marks, maybe with a colon after it.
const WHOLE_LINE = /^\s*(?:#{1,6}\s*)?(\*\*|__)(?:(?!\*\*|__).)+\1\s*:?\s*$/;
// A bold label that ends in a stop or a colon ("**3.1 Records review.** Review the ..."): a run-in
// heading by that shape, kept as it is like a whole bold line.
const RUN_IN = /(\*\*|__)(?=\S)(?:(?!\*\*|__).){1,120}?[.:]\1/g;

const unmarked = (part: string) => part.replace(STARS, '').replace(UNDERS, '');

/**
 * The text with inline Markdown bold (`**`, `__`) taken out of running text; a bold run-in
 * label ("**3.1 Scope.** The ...") keeps its marks. Every line keeps its length and its start:
 * the markers a line loses are made up with spaces at its end, so offsets stay in their line.
 * @example
 * withoutInlineEmphasis('one (1) **Cook**, daily') // 'one (1) Cook, daily    '
 */
export function withoutInlineEmphasis(text: string): string {
  if (!text.includes('**') && !text.includes('__')) return text;
  return text.replace(/^.*(?:\*\*|__).*$/gm, (line) => {
    const body = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (WHOLE_LINE.test(body)) return line;
    let plain = '';
    let from = 0;
    for (const m of body.matchAll(RUN_IN)) {
      plain += unmarked(body.slice(from, m.index)) + m[0];
      from = m.index + m[0].length;
    }
    plain += unmarked(body.slice(from));
    if (plain.length === body.length) return line;
    return `${plain}${' '.repeat(body.length - plain.length)}${line.slice(body.length)}`;
  });
}
