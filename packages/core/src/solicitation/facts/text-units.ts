/** One sentence, list item or table row of a document, with where it starts in the text. */
export interface TextUnit {
  /** The unit's words with runs of whitespace collapsed (what a quote shows). */
  text: string;
  /** Offset of the unit's first character in the document's text. */
  start: number;
  end: number;
  /** A table row (pipe row or a layout line with column gaps): never joined with its neighbours. */
  row: boolean;
  /** The document's own words when `text` had OCR digit confusions repaired ('8,76O' read as '8,760'). */
  quote?: string;
}

const PIPE_ROW = /^\s*\|/;
// A layout line: text, a gap of three or more spaces, text (PDF columns kept as spaces).
const COLUMN_GAP = /\S {3,}\S/;
// A bare number opens an item only before a capital ("1 Scope"); "7 days a week" wraps a sentence.
const ITEM_START =
  /^\s*(?:[-*•●▪◦]|#{1,6}|\d{1,2}(?:\.\d{1,2})+[.)]?\s|\d{1,2}[.)]\s|\d{1,2}\s+(?![a-z])|[a-zA-Z][.)]\s|\((?:[a-zA-Z]|[ivxIVX]{1,4}|\d{1,3}|[a-zA-Z]\d{1,2}|\d{1,2}[a-zA-Z])\)|[ivx]{1,4}[.)]\s)/;
// Words whose final period does not end a sentence.
const ABBREVIATION =
  /(?:\b(?:No|Nos|e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|St|Ft|Jr|Sr|Inc|Co|Corp|Ltd|vs|approx|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|U\.S|D\.C|a\.m|p\.m|Ave|Blvd|Rd|Ste|Dept|Gov|Govt|Para|para|Sec|Art|Attach|Ref|Vol|ext|Ph|Mt|cf|al)|\b[A-Z])\.$/;
const MAX_UNIT = 1200;

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Splits a paragraph (already joined) into sentences at ". " before a capital or digit. */
function sentencesOf(text: string, start: number, out: TextUnit[]): void {
  let from = 0;
  const re = /[.!?]["”’)]?\s+(?=["“(]?[A-Z0-9])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const head = text.slice(Math.max(from, m.index - 12), m.index + 1);
    if (ABBREVIATION.test(head)) continue;
    // Dot leaders ("Location ........ Naval Base", a short "Rooms .. 30") lead to a value; they end no sentence.
    if (/\.{3}$|\s\.\.$/.test(text.slice(Math.max(from, m.index - 2), m.index + 1))) continue;
    // A list marker ("a.  Site A - ...", "iv. The ...") opens its item; it is no sentence.
    if (/^\s*(?:[a-z]|[ivx]{1,4}|\d{1,2})\.$/i.test(text.slice(from, m.index + 1))) continue;
    const end = m.index + m[0].trimEnd().length;
    if (end - from < 3) continue;
    push(text.slice(from, end), start + from, out, false);
    from = m.index + m[0].length;
  }
  if (from < text.length) push(text.slice(from), start + from, out, false);
}

// OCR reads 1 as l or I and 0 as O or o inside numbers ('0l Oct', '8,76O', '52.2l7-8', 'Year l').
const OCR_NUMBER = /(?<![A-Za-z])(?=[\dlIOo,.-]*\d)[\dlIOo][\dlIOo,.-]*(?![A-Za-z])/g;
const OCR_LABEL = /\b(Year|Period|Post|Option|Phase|Task|No\.?)\s+[lI]\b/g;

/**
 * Repairs OCR digit confusions in numbers ('8,76O' is 8,760, 'Option Year l' is Option Year 1);
 * words are left alone.
 * @example
 * repairOcrDigits('Option Year l: 0l Oct 2028') // 'Option Year 1: 01 Oct 2028'
 */
export function repairOcrDigits(text: string): string {
  if (!/[lIOo]/.test(text)) return text;
  return text
    .replace(OCR_NUMBER, (m) => (/[lIOo]/.test(m) ? m.replace(/[lI]/g, '1').replace(/[Oo]/g, '0') : m))
    .replace(OCR_LABEL, '$1 1');
}

function push(raw: string, start: number, out: TextUnit[], row: boolean): void {
  const quote = squash(raw);
  if (!quote) return;
  const text = repairOcrDigits(quote);
  const lead = raw.length - raw.trimStart().length;
  if (text.length <= MAX_UNIT || row) {
    out.push({
      text,
      start: start + lead,
      end: start + raw.length,
      row,
      ...(text !== quote ? { quote } : {}),
    });
    return;
  }
  // Very long run-ons (text without sentence ends) are cut into pieces on spaces.
  for (let i = 0; i < raw.length; ) {
    let j = Math.min(raw.length, i + MAX_UNIT);
    const space = raw.lastIndexOf(' ', j);
    if (j < raw.length && space > i + MAX_UNIT / 2) j = space;
    const piece = squash(raw.slice(i, j));
    if (piece) out.push({ text: piece, start: start + i, end: start + j, row: false });
    i = j;
  }
}

// A wrapped line that goes on with the other end of a range: "Option Year 1 (1 April 2033" then
// "- 31 March 2034), ...". A list never opens inside an open parenthesis.
const RANGE_GOES_ON = /^\s*[-–]\s*\d/;
// The end date itself: "- 31 March 2034", "- 03/31/2034", "- March 31, 2034".
const END_DATE =
  /^\s*[-–]\s*(?:\d{1,2}\s+[A-Z][a-z]{2,8}\.?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4})\b/;
function continuesRange(para: string, line: string): boolean {
  if (!para || !/^\s*[-–]/.test(line)) return false;
  const last = para.slice(para.lastIndexOf('\n') + 1);
  let open = 0;
  for (const c of last) open += c === '(' ? 1 : c === ')' ? -1 : 0;
  if (open > 0 && RANGE_GOES_ON.test(line)) return true;
  // A start date ends the line and an end date opens the next.
  return (
    /(?:\b\d{1,2}\s+[A-Z][a-z]{2,8}\.?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4}|[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4})\s*$/.test(
      last,
    ) && END_DATE.test(line)
  );
}

// A bare number first in a line ("30 September 2033. ...", "12 Pumping Stations") goes on with
// the sentence when the line before ends where no sentence or heading can: in a word that needs
// what follows ("through", "of", "to", "and"), a dash or a comma.
const BARE_NUMBER = /^\s*\d{1,2}\s+(?![a-z])/;
const OPEN_END =
  /(?:\b(?:through|thru|to|until|till|from|of|on|by|and|or|the|a|an|at|in|for|with|between|than|per|about|approximately|is|are|was|were)|[,–—-])\s*$/;
function goesOn(para: string, line: string): boolean {
  return Boolean(para) && BARE_NUMBER.test(line) && OPEN_END.test(para.slice(para.lastIndexOf('\n') + 1));
}

/**
 * Splits a document's text into units a fact can be quoted from: sentences of joined
 * paragraphs (hard-wrapped lines are joined), list items, and table rows (pipe rows and layout
 * lines with column gaps), each with its offset in the text.
 * @example
 * splitUnits('The POP is 60\ndays. It has no options.').map((u) => u.text) // ['The POP is 60 days.', 'It has no options.']
 */
export function splitUnits(text: string): TextUnit[] {
  const out: TextUnit[] = [];
  let para = '';
  let paraStart = 0;
  const flush = (): void => {
    if (para.trim()) sentencesOf(para, paraStart, out);
    para = '';
  };
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    if (!line.trim()) {
      flush();
      continue;
    }
    if (PIPE_ROW.test(line) || COLUMN_GAP.test(line.trim())) {
      flush();
      push(line, lineStart, out, true);
      continue;
    }
    if (ITEM_START.test(line) && !continuesRange(para, line) && !goesOn(para, line)) flush();
    if (!para) paraStart = lineStart;
    para += para ? `\n${line}` : line;
  }
  flush();
  return out;
}
