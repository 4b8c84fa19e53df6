import { ExtractionFailure } from './extraction-failure';
import { inflateEntry, isZip64, readZipEntries } from './zip-reader';

/** Caps on what a .docx may expand to; a real 500-page document stays far below them. */
export interface DocxLimits {
  /** Most entries an archive may list. */
  maxEntries: number;
  /** Most bytes the XML parts together may declare and actually inflate to. */
  maxXmlBytes: number;
  /** Most bytes any single entry may declare (media included). */
  maxEntryBytes: number;
}

export const DEFAULT_DOCX_LIMITS: DocxLimits = {
  maxEntries: 5_000,
  maxXmlBytes: 64 * 1024 * 1024,
  maxEntryBytes: 256 * 1024 * 1024,
};

const TOO_LARGE =
  'This Word document expands to far more data than a real document (a "zip bomb" or a corrupted file), so it was not opened.';
const DAMAGED = 'This Word document could not be read: the file is damaged or incomplete.';

/** Parts the text reader inflates; media is never decompressed for text extraction. */
function isMarkup(name: string): boolean {
  return name.endsWith('.xml') || name.endsWith('.rels');
}

/**
 * Checks a .docx before the Word reader touches it: the central directory's declared sizes
 * are capped first, then every markup part is inflated with a hard output cap equal to its
 * declared size, so an archive that lies about its sizes is caught while inflating rather
 * than after. Throws an ExtractionFailure ('too_large' or 'damaged').
 */
export function assertDocxWithinLimits(bytes: Uint8Array, limits: DocxLimits = DEFAULT_DOCX_LIMITS): void {
  const entries = readZipEntries(bytes, limits.maxEntries);
  if (!entries) throw new ExtractionFailure('damaged', DAMAGED);
  let declaredXml = 0;
  for (const entry of entries) {
    if (isZip64(entry) || entry.uncompressedSize > limits.maxEntryBytes) {
      throw new ExtractionFailure('too_large', TOO_LARGE);
    }
    if (isMarkup(entry.name)) declaredXml += entry.uncompressedSize;
  }
  if (declaredXml > limits.maxXmlBytes) throw new ExtractionFailure('too_large', TOO_LARGE);
  for (const entry of entries) {
    if (!isMarkup(entry.name)) continue;
    let inflated: Uint8Array;
    try {
      inflated = inflateEntry(bytes, entry, entry.uncompressedSize);
    } catch (error) {
      if (error instanceof RangeError) throw new ExtractionFailure('too_large', TOO_LARGE);
      throw new ExtractionFailure('damaged', DAMAGED);
    }
    if (inflated.length !== entry.uncompressedSize) throw new ExtractionFailure('damaged', DAMAGED);
  }
}
