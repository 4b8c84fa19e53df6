import { ExtractionFailure } from './extraction-failure';
import { inflateEntry, isZip64, readZipEntries, type ZipEntry } from './zip-reader';

/**
 * Caps on what a .docx or .xlsx may expand to; a real 500-page document stays far below them.
 * They apply to every entry whatever its name: the readers follow the package's relationship
 * parts, which may point a document at a part called anything (`word/main.bin`).
 */
export interface DocxLimits {
  /** Most entries an archive may list. */
  maxEntries: number;
  /** Most bytes all entries together may declare and actually inflate to. */
  maxTotalBytes: number;
  /** Most bytes any single entry may declare and actually inflate to. */
  maxEntryBytes: number;
  /** Largest declared/compressed ratio of an entry bigger than `ratioFloorBytes`. */
  maxRatio: number;
  /** Entries up to this size are not held to `maxRatio` (tiny parts compress very well). */
  ratioFloorBytes: number;
}

export const DEFAULT_DOCX_LIMITS: DocxLimits = {
  maxEntries: 5_000,
  maxTotalBytes: 160 * 1024 * 1024,
  maxEntryBytes: 96 * 1024 * 1024,
  // Word and Excel XML compresses 5-30x, very repetitive tables about 100x; a stream of one
  // repeated byte compresses about 1,000x.
  maxRatio: 250,
  ratioFloorBytes: 1024 * 1024,
};

/** What the messages call an archive: 'Word document' or 'Excel workbook'. */
export type ZipDocumentLabel = 'Word document' | 'Excel workbook';

const tooLarge = (label: ZipDocumentLabel) =>
  `This ${label} expands to far more data than a real document (a "zip bomb" or a corrupted file), so it was not opened.`;
const damaged = (label: ZipDocumentLabel) =>
  `This ${label} could not be read: the file is damaged or incomplete.`;

/** True when the central directory alone shows the archive is too big to open. */
function declaresTooMuch(entries: ZipEntry[], limits: DocxLimits): boolean {
  let total = 0;
  for (const entry of entries) {
    const size = entry.uncompressedSize;
    if (isZip64(entry) || size > limits.maxEntryBytes) return true;
    if (size > limits.ratioFloorBytes && size > limits.maxRatio * Math.max(1, entry.compressedSize)) {
      return true;
    }
    total += size;
  }
  return total > limits.maxTotalBytes;
}

/**
 * Checks a .docx or .xlsx before its reader touches it: the central directory's declared sizes
 * are capped first (each entry, all of them together, and each entry's compression ratio),
 * then every entry, whatever its name, is inflated with a hard output cap equal to its
 * declared size, so an archive that lies about its sizes is caught while inflating rather
 * than after. The inflated bytes are dropped at once. Throws an ExtractionFailure
 * ('too_large' or 'damaged').
 * @example
 * assertDocxWithinLimits(bytes) // throws ExtractionFailure('too_large', ...) for a zip bomb
 */
export function assertDocxWithinLimits(
  bytes: Uint8Array,
  limits: DocxLimits = DEFAULT_DOCX_LIMITS,
  label: ZipDocumentLabel = 'Word document',
): void {
  const tooLargeMessage = tooLarge(label);
  const damagedMessage = damaged(label);
  const entries = readZipEntries(bytes, limits.maxEntries);
  if (!entries) throw new ExtractionFailure('damaged', damagedMessage);
  if (declaresTooMuch(entries, limits)) throw new ExtractionFailure('too_large', tooLargeMessage);
  for (const entry of entries) {
    // A directory or empty part: nothing to inflate, and any reader gets nothing from it.
    if (entry.compressedSize === 0 && entry.uncompressedSize === 0) continue;
    let inflatedLength: number;
    try {
      inflatedLength = inflateEntry(bytes, entry, entry.uncompressedSize).length;
    } catch (error) {
      if (error instanceof RangeError) throw new ExtractionFailure('too_large', tooLargeMessage);
      throw new ExtractionFailure('damaged', damagedMessage);
    }
    if (inflatedLength !== entry.uncompressedSize) throw new ExtractionFailure('damaged', damagedMessage);
  }
}
