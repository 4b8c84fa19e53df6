import { readZipEntries } from './zip-reader';

/** The document formats the upload accepts. */
export type DocumentKind = 'pdf' | 'docx' | 'doc';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_MAIN_PART = 'word/document.xml';
/** Directory entries of a compound file store names in UTF-16LE. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

/**
 * Tells a document's format from its content, never from its name: `%PDF-` near the start
 * for PDF, a ZIP holding `word/document.xml` for .docx, an OLE2 compound file with a
 * WordDocument stream for .doc. Anything else (including ODT, images and executables that
 * were renamed) is null.
 * @example
 * detectKind(Buffer.from('%PDF-1.7\n...')) // 'pdf'
 */
export function detectKind(bytes: Uint8Array): DocumentKind | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_MAGIC) !== -1) return 'pdf';
  if (startsWith(buffer, ZIP_MAGIC)) {
    const entries = readZipEntries(buffer);
    if (entries) return entries.some((entry) => entry.name === WORD_MAIN_PART) ? 'docx' : null;
    // A damaged archive without a readable directory (a truncated upload): a local header
    // naming the main part is enough, so the user hears "damaged", not "wrong type".
    return buffer.includes(WORD_MAIN_PART) ? 'docx' : null;
  }
  if (startsWith(buffer, OLE2_MAGIC)) return buffer.includes(WORD_STREAM_NAME) ? 'doc' : null;
  return null;
}
