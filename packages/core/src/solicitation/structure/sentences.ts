/** A sentence or list item with its range in the text it was split from. */
export interface Sentence {
  text: string;
  start: number;
  end: number;
  /** It is a list item (bullet, '(a)', '1.', 'i.'). */
  item: boolean;
}

// Words whose full stop does not end a sentence. Lower case, without the final full stop.
const ABBREVIATIONS = new Set(
  'e.g i.e u.s u.s.c etc.al al no nos sec secs para paras art arts fig figs vol vols ch p pp approx est min max mr mrs ms dr st ft mt inc co corp ltd jr sr vs v viz cf ref refs dept div govt a.m p.m jan feb mar apr jun jul aug sep sept oct nov dec bldg rm ste ave blvd attn tel ext op rev ed eds'.split(
    ' ',
  ),
);
const TIME_OR_ETC = new Set(['a.m', 'p.m', 'etc']);
const SENTENCE_START =
  /^["”’)\]]*\s+(?:The|This|These|That|Those|All|Each|Every|An?|It|Its|If|In|When|Where|Contractors?|Offerors?|Quoters?|Such|Any|At|On|For|Services?|Work|Staff|Personnel|There|They|We|You)\b/;
const ITEM = /^(?:[-*•▪●○◦§o]|\(?(?:[a-z]|[ivx]{1,4}|\d{1,2})\)|(?:[a-z]|[ivx]{1,4}|\d{1,2})[.)])\s+/i;
const BREAK = /^(?:#{1,6}\s?|\|)/;
const END = /[.!?]["”’)\]]*(?=\s+["“'([]?[A-Z0-9])/g;

/** True when the full stop at `dot` ends an abbreviation, an initial or a numbered reference. */
function isAbbreviation(text: string, dot: number): boolean {
  if (text[dot] !== '.') return false;
  const word = text.slice(Math.max(0, text.lastIndexOf(' ', dot - 1) + 1), dot).replace(/^[("“[]+/, '');
  const lower = word.toLowerCase();
  // "6 p.m. The Government ..." ends a sentence; "U.S. Government" does not.
  if (TIME_OR_ETC.has(lower)) return !SENTENCE_START.test(text.slice(dot + 1, dot + 30));
  if (ABBREVIATIONS.has(lower)) return true;
  // Initials and dotted abbreviations (U.S, e.g, a.m) and single capitals ("John A. Smith").
  if (/^(?:[a-z]\.)+[a-z]$/i.test(word) || /^[A-Z]$/.test(word)) return true;
  // A numbered reference as its own word ("see C.3.2. The") ends a sentence; "No. 5" does not.
  return false;
}

/**
 * Splits text into sentences and list items with offsets: hard-wrapped lines are joined,
 * list items, headings and table rows stand apart, and full stops after abbreviations
 * (e.g., i.e., U.S., No., Sec., a.m.), initials and inside numbers (C.3.2, 52.217-8) do
 * not end a sentence. Written by hand rather than with a library: the libraries tried
 * split "U.S. Government" or "8 a.m. daily", give no offsets, or are 70 times slower.
 * @example
 * splitSentences('The contractor shall, e.g. daily, report. See C.3.2 and FAR 52.217-8.').map((s) => s.text) // ['The contractor shall, e.g. daily, report.', 'See C.3.2 and FAR 52.217-8.']
 */
export function splitSentences(text: string, base = 0): Sentence[] {
  const out: Sentence[] = [];
  let unitStart = -1;
  let unitItem = false;
  let pos = 0;
  const flush = (end: number) => {
    if (unitStart >= 0) splitUnit(text, unitStart, end, unitItem, base, out);
    unitStart = -1;
  };
  while (pos <= text.length) {
    let nl = text.indexOf('\n', pos);
    if (nl < 0) nl = text.length;
    const line = text.slice(pos, nl);
    const trimmed = line.trimStart();
    const at = pos + (line.length - trimmed.length);
    if (!trimmed.trim() || BREAK.test(trimmed)) {
      flush(pos);
      if (trimmed.startsWith('#')) splitUnit(text, at, nl, false, base, out);
    } else if (ITEM.test(trimmed) || (/\S\s{3,}\S/.test(trimmed.slice(0, 200)) && line.length < 200)) {
      flush(pos);
      unitStart = at;
      unitItem = ITEM.test(trimmed);
    } else if (unitStart < 0) {
      unitStart = at;
      unitItem = false;
    } else if (isTitleLine(text.slice(unitStart, pos)) && /^[A-Z]/.test(trimmed)) {
      // "1. General\nThe work is ..." : a short line without a stop is a heading, not the
      // start of the next sentence.
      flush(pos);
      unitStart = at;
      unitItem = false;
    }
    if (nl >= text.length) break;
    pos = nl + 1;
  }
  flush(text.length);
  return out;
}

function isTitleLine(unit: string): boolean {
  const t = unit.trim();
  return (
    t.length > 0 &&
    t.length < 80 &&
    !t.includes('\n') &&
    !/[.,;:!?(–-]$/.test(t) &&
    !/\b(?:and|or|the|of|to|a|an|for|with|in|on)$/i.test(t)
  );
}

function splitUnit(
  text: string,
  from: number,
  to: number,
  item: boolean,
  base: number,
  out: Sentence[],
): void {
  const unit = text.slice(from, to);
  let start = 0;
  END.lastIndex = 0;
  for (let m = END.exec(unit); m; m = END.exec(unit)) {
    const end = m.index + m[0].length;
    if (isAbbreviation(unit, m.index)) continue;
    push(unit, start, end, from, base, item && start === 0, out);
    start = end;
  }
  push(unit, start, unit.length, from, base, item && start === 0, out);
}

function push(
  unit: string,
  s: number,
  e: number,
  from: number,
  base: number,
  item: boolean,
  out: Sentence[],
): void {
  const raw = unit.slice(s, e);
  const lead = raw.length - raw.trimStart().length;
  const body = raw.trim();
  if (body.length < 2) return;
  const start = from + s + lead;
  const text = plainText(body);
  if (text.length < 2) return;
  out.push({ text, start: base + start, end: base + start + body.length, item });
}

/**
 * The words of a sentence without the markup extraction leaves in them: HTML tags, Markdown
 * links, blockquote markers and emphasis; line breaks become spaces and a word hyphenated
 * at a line break is joined.
 * @example
 * plainText('- > See the [plain language](https://x.gov) **guide**') // '- See the plain language guide'
 */
export function plainText(raw: string): string {
  return (
    raw
      // A word hyphenated at a line break ("iden-\ntification") is one word again.
      .replace(/([a-z])-\n\s*([a-z])/g, '$1$2')
      .replace(/<[^>]{1,200}>/g, ' ')
      .replace(/\[([^\]]{1,200})\]\([^)\s]{1,300}\)/g, '$1')
      .replace(/(^|\s)>(?=\s)/g, '$1')
      .replace(/\*\*|__/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The sentence around an offset, trimmed and with its line breaks joined, for a quote.
 * @example
 * sentenceAt('Intro. The contractor shall staff the desk. Next.', 12) // 'The contractor shall staff the desk.'
 */
export function sentenceAt(text: string, offset: number): string {
  const from = paragraphEdge(text, offset, -1);
  const to = paragraphEdge(text, offset, 1);
  const found = splitSentences(text.slice(from, to), from);
  const hit =
    found.find((s) => offset >= s.start && offset < s.end) ??
    found.find((s) => s.start >= offset) ??
    found[found.length - 1];
  return hit?.text ?? '';
}

// Sentences do not cross a blank line; the window is bounded for very long paragraphs.
function paragraphEdge(text: string, offset: number, dir: -1 | 1): number {
  const limit = 2000;
  if (dir < 0) {
    const blank = text.lastIndexOf('\n\n', offset);
    return Math.max(blank < 0 ? 0 : blank + 2, offset - limit, 0);
  }
  const blank = text.indexOf('\n\n', offset);
  return Math.min(blank < 0 ? text.length : blank, offset + limit, text.length);
}
