import { getDocumentProxy } from 'unpdf';
import {
  assemblePdf,
  MAX_FAILED_PAGES_IN_A_ROW,
  MAX_TEXT_CHARACTERS,
  openFailure,
  type PdfPart,
  type PdfPartSpec,
} from './pdf-parts';
import { normalizeText } from './normalize-text';
import { layoutPage } from './pdf-layout';

function visibleCharacters(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 32) count++;
  return count;
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
        const text = normalizeText(layoutPage(content.items), { keepColumns: true });
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

/** Text, page count and warnings of a whole PDF, read in this thread. */
export async function extractPdf(
  bytes: Uint8Array,
): Promise<{ text: string; pages: number; warnings: string[] }> {
  return assemblePdf([await readPdfPages(bytes)]);
}
