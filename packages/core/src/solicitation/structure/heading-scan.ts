import { isTitleCase } from './heading-text';
import { type Heading, headingOf } from './headings';
import { furnitureKey, isPageNumber, type Line, pageFurniture } from './lines';

/** A heading found on a line, with where it starts. */
export interface Found {
  heading: Heading;
  start: number;
  /** A bold or capitals line: a heading only when body text follows. */
  weak: boolean;
  /** The heading's line carries body text after the title (a numbered paragraph). */
  inline?: boolean;
  next?: string;
}

/**
 * Headings of a document in order: page furniture, table rows, code blocks, contents
 * entries, lists of attachments and table-header capitals are skipped.
 * @example
 * findHeadings(toLines('1.0 Scope\nThe contractor shall.')).map((f) => f.heading.ref) // ['1.0']
 */
export function findHeadings(
  lines: Line[],
  furniture: Set<string> = pageFurniture(lines),
  tables: { start: number; end: number }[] = [],
): Found[] {
  const found: Found[] = [];
  let table = 0;
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const t = line.text.trimStart();
    if (t.startsWith('```')) fenced = !fenced;
    if (fenced || t.startsWith('|') || isPageNumber(t)) continue;
    const start = line.start + (line.text.length - t.length);
    const underline = lines[i + 1]?.text.match(/^\s{0,3}(=+|-+)\s*$/)?.[1];
    const isFurniture = () => {
      const key = furnitureKey(t);
      return !!key && furniture.has(key) && !t.startsWith('#');
    };
    if (underline && underline.length >= 3 && t.length <= 160 && !/^[-*•]\s/.test(t) && t.trim()) {
      if (isFurniture()) continue;
      const heading = headingOf(`${underline.startsWith('=') ? '#' : '##'} ${t.replace(/^#+\s*/, '')}`);
      if (heading) found.push({ heading, start, weak: false });
      i++;
      continue;
    }
    // A number alone on its line with the title on the next ("1.0\nOVERVIEW The ...").
    const alone = /^(?:[A-M]\.)?\d{1,2}(?:\.\d{1,2})+\.?$/.test(t.trim()) ? nextText(lines, i) : '';
    if (alone) while (i + 1 < lines.length && (lines[i + 1] as Line).text.trim() !== alone) i++;
    const heading = headingOf(
      alone ? `${t.trim()} ${alone.slice(0, 500)}` : t.length > 600 ? t.slice(0, 600) : t,
    );
    if (alone && heading) i++;
    if (!heading) continue;
    // Running headers and footers repeat on every page (checked only for heading lines: cheap).
    if (isFurniture()) continue;
    // A line that carries on the sentence of the line above ("... in response to\nAttachment 2-SOO")
    // is not a heading, whatever it looks like.
    const prev = i > 0 ? (lines[i - 1] as Line).text.trim() : '';
    if (!strong(heading) && prev.length > 30 && /[a-z,;(–-]$/.test(prev)) continue;
    // '#' in indented PDF text ("#3) web technologies") is not Markdown.
    if (heading.style === 'markdown' && line.text.length - t.length > 3) continue;
    // A cell of a column-aligned table ("  Attachment 3 - Cybersecurity ...") is no heading.
    while (table < tables.length && (tables[table]?.end ?? 0) <= line.start) table++;
    const inTable = (tables[table]?.start ?? Number.POSITIVE_INFINITY) < line.end;
    if (inTable && CELL_STYLES.has(heading.style)) continue;
    const weak = heading.style === 'caps' || (heading.style === 'bold' && !/\d/.test(heading.ref));
    const inline = !alone && t.trim().length > heading.ref.length + heading.title.length + 15;
    found.push({ heading, start, weak, inline, next: nextText(lines, i) });
  }
  const kept = dropTocRuns(dropLists(dropWeak(found)), lines);
  // A document without heading markup (Word text without styles) may still set its headings
  // apart as short title-case lines between blank lines.
  return kept.length >= 3 ? kept : titledLines(lines, kept);
}

const CELL_STYLES = new Set<Heading['style']>(['attachment', 'caps', 'task', 'lettered', 'bold']);

// Headings that stand whatever the line above says: Markdown, bold, a UCF part, and a
// multi-level number with a title in capitals or title case ("4.0 SCOPE", "C.3.2 Help Desk").
function strong(h: Heading): boolean {
  if (h.style === 'markdown' || h.style === 'bold' || (h.style === 'section' && h.ucf)) return true;
  return h.style === 'numbered' && /\d\.\d/.test(h.ref) && isTitleCase(h.title);
}

function titledLines(lines: Line[], found: Found[]): Found[] {
  const out = [...found];
  for (let i = 0; i < lines.length; i++) {
    const t = (lines[i] as Line).text.trim();
    const before = i === 0 || !(lines[i - 1] as Line).text.trim();
    const after = i + 1 < lines.length && !(lines[i + 1] as Line).text.trim();
    if (!before || !after || t.length < 5 || t.length > 60 || /[.,;:!?]$/.test(t) || !/\s/.test(t)) continue;
    if (!isTitleCase(t) || /^\d/.test(t) || out.some((f) => f.start === (lines[i] as Line).start)) continue;
    const next = nextText(lines, i);
    if (!next || headingOf(next)) continue;
    out.push({
      heading: { ref: t, title: t, rank: 38, style: 'titled' },
      start: (lines[i] as Line).start,
      weak: true,
      next,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}

// The next non-blank line after a heading, when there is one close by.
function nextText(lines: Line[], i: number): string {
  for (let k = i + 1; k < Math.min(lines.length, i + 4); k++) {
    const t = (lines[k] as Line).text.trim();
    if (t) return t;
  }
  return '';
}

// A bold or capitals line is a heading only when body text follows it (a cover page's bold
// lines, a run of capitals lines, or a label over the next heading are not sections).
function dropWeak(found: Found[]): Found[] {
  return found.filter((f) => {
    if (!f.weak) return true;
    const next = f.next ?? '';
    return next !== '' && !headingOf(next) && !/^\s*(?:=+|-+)\s*$/.test(next);
  });
}

// A table of contents without page numbers is a run of headings with nothing between them;
// four or more in a row are a list of headings, not sections.
function dropTocRuns(found: Found[], lines: Line[]): Found[] {
  const empty = found.map((f, k) => {
    const next = found[k + 1];
    return next !== undefined && !f.inline && !bodyBetween(lines, f.start, next.start);
  });
  const drop = new Set<number>();
  for (let k = 0; k < found.length; ) {
    let j = k;
    while (j < found.length && empty[j]) j++;
    if (j - k >= 4) for (let x = k; x < j; x++) drop.add(x);
    k = j + 1;
  }
  // A heading repeated later with its body (a contents entry) is the later one.
  const last = new Map(found.map((f, k) => [`${f.heading.ref}|${f.heading.title}`.toLowerCase(), k]));
  found.forEach((f, k) => {
    if (empty[k] && (last.get(`${f.heading.ref}|${f.heading.title}`.toLowerCase()) ?? k) > k) drop.add(k);
  });
  return found.filter((_, k) => !drop.has(k));
}

// Whether any line strictly between two heading lines has text.
function bodyBetween(lines: Line[], from: number, to: number): boolean {
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((lines[mid] as Line).start <= from) lo = mid + 1;
    else hi = mid;
  }
  for (let k = lo; k < lines.length && (lines[k] as Line).end < to; k++) {
    const t = (lines[k] as Line).text.trim();
    if (t && !isPageNumber(t) && !/^(?:=+|-+)$/.test(t)) return true;
  }
  return false;
}

// A run of attachment or task names with nothing between them is a list (Section J's list of
// attachments, a table of tasks), not a run of empty sections.
function dropLists(found: Found[]): Found[] {
  const out: Found[] = [];
  for (let i = 0; i < found.length; i++) {
    const f = found[i] as Found;
    const style = f.heading.style;
    if (style === 'attachment' || style === 'task') {
      const next = found[i + 1];
      const prev = found[i - 1];
      const close = (a: Found | undefined, b: Found | undefined) =>
        a && b && a.heading.style === style && b.heading.style === style && b.start - a.start < 220;
      if (close(f, next) || close(prev, f)) continue;
    }
    out.push(f);
  }
  return out;
}
