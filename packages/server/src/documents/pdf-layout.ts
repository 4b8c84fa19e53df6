/** The parts of a PDF.js text item this module reads. */
interface TextRun {
  str: string;
  transform: number[];
  height: number;
  hasEOL: boolean;
}

/** A vertical gap this many line heights wide starts a new paragraph. */
const PARAGRAPH_GAP = 1.7;

function isTextRun(item: object): item is TextRun {
  return 'str' in item && 'transform' in item;
}

/**
 * Lays out one page's text runs: PDF.js already inserts spaces and marks line ends; a
 * jump in the baseline starts a new line, and a jump wider than a line and a half starts
 * a new paragraph (a blank line), which keeps headings apart from body text.
 */
export function layoutPage(items: readonly object[]): string {
  let out = '';
  let previousY: number | undefined;
  let lineHeight = 0;
  let lineEnded = false;
  for (const item of items) {
    if (!isTextRun(item)) continue;
    if (item.str !== '') {
      const y = item.transform[5] ?? 0;
      const height = item.height || Math.hypot(item.transform[2] ?? 0, item.transform[3] ?? 0);
      if (previousY !== undefined) {
        const gap = previousY - y;
        const reference = Math.max(height, lineHeight, 1);
        if (gap > PARAGRAPH_GAP * reference) out += '\n\n';
        else if (lineEnded || Math.abs(gap) > reference / 2) out += '\n';
      }
      out += item.str;
      previousY = y;
      if (height > 0) lineHeight = height;
      lineEnded = false;
    }
    if (item.hasEOL) lineEnded = true;
  }
  return out;
}
