import { ExtractionFailure } from './extraction-failure';

/**
 * What both sides of a PDF read share: the parts one reader produces and their assembly,
 * which runs on the main thread when a PDF was read in parts. Imports no parser.
 */

/** A PDF none of whose pages has this many visible characters is treated as a scan. */
const MIN_PAGE_CHARACTERS = 25;
/** Past this many characters the rest of a document is not read (almost 7x the 300,000 of docs/product.md, Limits). */
export const MAX_TEXT_CHARACTERS = 2_000_000;

/** This many pages failing in a row means the page tree itself is broken or hostile. */
export const MAX_FAILED_PAGES_IN_A_ROW = 50;

/** Which pages a reader takes: page n belongs to part (n - 1) % count. */
export interface PdfPartSpec {
  index: number;
  count: number;
}

/** The pages one reader extracted, with what the assembly needs to judge the whole. */
export interface PdfPart {
  numPages: number;
  pages: Array<{ number: number; text: string; visible: number }>;
  unreadable: number[];
}

export function openFailure(error: unknown): ExtractionFailure {
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

/**
 * Joins the parts in page order and judges the whole: no page with text means a scan
 * (or, if pages failed, a damaged file); skipped, empty and unread pages become warnings.
 */
export function assemblePdf(parts: readonly PdfPart[]): { text: string; pages: number; warnings: string[] } {
  const numPages = parts[0]?.numPages ?? 0;
  const pages = parts.flatMap((part) => part.pages).sort((a, b) => a.number - b.number);
  const unreadable = parts.reduce((sum, part) => sum + part.unreadable.length, 0);
  if (!pages.some((page) => page.visible >= MIN_PAGE_CHARACTERS)) {
    if (unreadable > 0 || numPages === 0) throw openFailure(new Error('no readable page'));
    throw new ExtractionFailure(
      'scanned',
      'This PDF appears to be a scanned image without text: it has no text layer to read. Please upload a PDF with selectable text (run it through OCR first) or a Word document.',
    );
  }
  const warnings: string[] = [];
  if (unreadable > 0) warnings.push(`${unreadable} of ${numPages} pages could not be read and were skipped.`);
  const read = pages.length + unreadable;
  if (read < numPages) {
    warnings.push(
      `Only ${read} of ${numPages} pages were read: the text passed ${MAX_TEXT_CHARACTERS.toLocaleString('en-US')} characters.`,
    );
  }
  const empty = pages.filter((page) => page.visible === 0).length;
  if (empty > 0) {
    warnings.push(
      `${empty} of ${numPages} pages have no text (blank pages or scanned images); any content on them is missing.`,
    );
  }
  const text = pages
    .map((page) => page.text)
    .filter((page) => page !== '')
    .join('\n\n');
  return { text, pages: numPages, warnings };
}
