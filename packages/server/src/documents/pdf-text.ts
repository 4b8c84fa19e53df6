import { getDocumentProxy } from 'unpdf';
import { ExtractionFailure } from './extraction-failure';
import { normalizeText } from './normalize-text';
import { layoutPage } from './pdf-layout';

/** A PDF none of whose pages has this many visible characters is treated as a scan. */
const MIN_PAGE_CHARACTERS = 25;
/** Past this many characters the rest of a document is not read (almost 7x the SPEC's 300,000). */
export const MAX_TEXT_CHARACTERS = 2_000_000;

/** This many pages failing in a row means the page tree itself is broken or hostile. */
const MAX_FAILED_PAGES_IN_A_ROW = 50;

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

function visibleCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 32) count++;
  return count;
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

/**
 * Reads the text of one part of a PDF's pages (all of them by default), one page at a time
 * to keep memory flat; each page's text is normalised on its own.
 */
export async function readPdfPages(
  bytes: Uint8Array,
  part: PdfPartSpec = { index: 0, count: 1 },
): Promise<PdfPart> {
  // PDF.js refuses Node Buffers; a plain view over the same memory avoids a copy.
  const data = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // No eval; no system-font lookups or font faces: text extraction needs neither.
  const options = { isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 };
  const pdf = await getDocumentProxy(data, options).catch((error: unknown) => {
    throw openFailure(error);
  });
  try {
    const result: PdfPart = { numPages: pdf.numPages, pages: [], unreadable: [] };
    const budget = MAX_TEXT_CHARACTERS / part.count;
    let characters = 0;
    let failedInARow = 0;
    for (let number = part.index + 1; number <= pdf.numPages && characters < budget; number += part.count) {
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        const text = normalizeText(layoutPage(content.items));
        page.cleanup();
        result.pages.push({ number, text, visible: visibleCharacters(text) });
        characters += text.length;
        failedInARow = 0;
      } catch {
        result.unreadable.push(number);
        if (++failedInARow >= MAX_FAILED_PAGES_IN_A_ROW) throw openFailure(new Error('page tree unreadable'));
      }
    }
    return result;
  } finally {
    await pdf.destroy();
  }
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

/** Text, page count and warnings of a whole PDF, read in this thread. */
export async function extractPdf(
  bytes: Uint8Array,
): Promise<{ text: string; pages: number; warnings: string[] }> {
  return assemblePdf([await readPdfPages(bytes)]);
}
