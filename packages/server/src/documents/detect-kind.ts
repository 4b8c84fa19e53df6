import { readZipEntries } from './zip-reader';

/** The document formats the upload accepts ('text' is plain text or Markdown). */
export type DocumentKind = 'pdf' | 'docx' | 'doc' | 'xlsx' | 'text';

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_MAIN_PART = 'word/document.xml';
const EXCEL_MAIN_PART = 'xl/workbook.xml';
/** Directory entries of a compound file store names in UTF-16LE. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');
/** PDF readers accept the header anywhere in the first kilobyte. */
const PDF_HEADER_WINDOW = 1024;
/** Text is judged on its first 64 KB: control characters there mean a binary file. */
const TEXT_SAMPLE_BYTES = 64 * 1024;
/** More control characters than this share of the sample (tabs and line ends aside) is binary. */
const MAX_CONTROL_SHARE = 0.01;

function startsWith(bytes: Buffer, magic: Buffer): boolean {
  return bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
}

function zipKind(buffer: Buffer): DocumentKind | null {
  const entries = readZipEntries(buffer);
  if (entries) {
    if (entries.some((entry) => entry.name === WORD_MAIN_PART)) return 'docx';
    return entries.some((entry) => entry.name === EXCEL_MAIN_PART) ? 'xlsx' : null;
  }
  // A damaged archive without a readable directory (a truncated upload): a local header
  // naming the main part is enough, so the user hears "damaged", not "wrong type".
  if (buffer.includes(WORD_MAIN_PART)) return 'docx';
  return buffer.includes(EXCEL_MAIN_PART) ? 'xlsx' : null;
}

/**
 * Text formats that are markup for another program, not prose to read: RTF, HTML and XML
 * (a saved web page, an exported .xml) would reach the reader as control words and tags.
 */
const MARKUP_TEXT = /^(?:\uFEFF)?\s*(?:\{\\rtf|<\?xml|<!doctype\s+html|<html[\s>])/i;

/**
 * True for plain text: no NUL byte anywhere, almost no other control characters in the
 * first 64 KB (tab, line feed, carriage return and form feed are text), and not RTF, HTML
 * or XML.
 * @example
 * looksLikeText(Buffer.from('# C.3 Scope')) // true
 */
export function looksLikeText(buffer: Buffer): boolean {
  if (buffer.length === 0 || buffer.includes(0)) return false;
  if (MARKUP_TEXT.test(buffer.subarray(0, 256).toString('latin1'))) return false;
  const sample = buffer.subarray(0, TEXT_SAMPLE_BYTES);
  let control = 0;
  for (const byte of sample) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) || byte === 0x7f) {
      control++;
    }
  }
  return control <= sample.length * MAX_CONTROL_SHARE;
}

/**
 * Tells a document's format from its content, never from its name: `%PDF-` near the start
 * for PDF, a ZIP holding `word/document.xml` for .docx or `xl/workbook.xml` for .xlsx, an
 * OLE2 compound file with a WordDocument stream for .doc, and text without NUL or other
 * binary bytes for plain text and Markdown. Anything else (ODT, RTF, HTML, images,
 * executables, legacy .xls that were renamed) is null.
 * @example
 * detectKind(Buffer.from('%PDF-1.7\n...')) // 'pdf'
 * detectKind(Buffer.from('# C.3 Scope\nThe contractor shall')) // 'text'
 */
export function detectKind(bytes: Uint8Array): DocumentKind | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, PDF_HEADER_WINDOW).indexOf(PDF_MAGIC) !== -1) return 'pdf';
  if (startsWith(buffer, ZIP_MAGIC)) return zipKind(buffer);
  if (startsWith(buffer, OLE2_MAGIC)) return buffer.includes(WORD_STREAM_NAME) ? 'doc' : null;
  return looksLikeText(buffer) ? 'text' : null;
}
