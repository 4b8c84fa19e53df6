import { getDocumentProxy } from 'unpdf';
import { ExtractionFailure } from './extraction-failure';

/** The parts of a PDF.js text item this module reads. */
interface TextRun {
  str: string;
  transform: number[];
  height: number;
  hasEOL: boolean;
}

/** A PDF none of whose pages has this many visible characters is treated as a scan. */
const MIN_PAGE_CHARACTERS = 25;
/** Past this many characters the rest of a PDF is not read (17x the SPEC's largest documents). */
export const MAX_TEXT_CHARACTERS = 5_000_000;
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

function visibleCharacters(text: string): number {
  return text.replace(/\s+/g, '').length;
}

function openFailure(error: unknown): ExtractionFailure {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new ExtractionFailure(
      'encrypted',
      'This PDF is password-protected. Please remove the password and upload it again.',
    );
  }
  return new ExtractionFailure(
    'damaged',
    'This PDF could not be read: the file is damaged or incomplete. Please export it again and re-upload.',
  );
}

/** Text, page count and warnings of a PDF, one page at a time to keep memory flat. */
export async function extractPdf(
  bytes: Uint8Array,
): Promise<{ text: string; pages: number; warnings: string[] }> {
  // PDF.js refuses Node Buffers; a plain view over the same memory avoids a copy.
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pdf = await getDocumentProxy(data, { isEvalSupported: false, verbosity: 0 }).catch(
    (error: unknown) => {
      throw openFailure(error);
    },
  );
  try {
    const pageTexts: string[] = [];
    let emptyPages = 0;
    let unreadablePages = 0;
    let textPages = 0;
    let characters = 0;
    let pagesRead = 0;
    for (let number = 1; number <= pdf.numPages && characters < MAX_TEXT_CHARACTERS; number++) {
      pagesRead = number;
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const text = layoutPage(content.items);
        page.cleanup();
        const visible = visibleCharacters(text);
        if (visible === 0) emptyPages++;
        if (visible >= MIN_PAGE_CHARACTERS) textPages++;
        pageTexts.push(text);
        characters += text.length;
      } catch {
        unreadablePages++;
      }
    }
    if (textPages === 0) {
      if (unreadablePages > 0) throw openFailure(new Error('no readable page'));
      throw new ExtractionFailure(
        'scanned',
        'This PDF appears to be a scanned image without text: it has no text layer to read. Please upload a PDF with selectable text (run it through OCR first) or a Word document.',
      );
    }
    const warnings: string[] = [];
    if (unreadablePages > 0) {
      warnings.push(`${unreadablePages} of ${pdf.numPages} pages could not be read and were skipped.`);
    }
    if (pagesRead < pdf.numPages) {
      warnings.push(
        `Only the first ${pagesRead} of ${pdf.numPages} pages were read: the text passed ${MAX_TEXT_CHARACTERS.toLocaleString('en-US')} characters.`,
      );
    }
    if (emptyPages > 0) {
      warnings.push(
        `${emptyPages} of ${pdf.numPages} pages have no text (blank pages or scanned images); any content on them is missing.`,
      );
    }
    return { text: pageTexts.join('\n\n'), pages: pdf.numPages, warnings };
  } finally {
    await pdf.destroy();
  }
}
