import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { assertDocxWithinLimits } from './docx-guard';
import { ExtractionFailure } from './extraction-failure';

const MAX_READER_WARNINGS = 3;

/**
 * Text of a .docx through mammoth's raw-text reader (which never follows external
 * references: that access is off by default since mammoth 1.11 and raw text takes no
 * options), after the archive passed the size guard.
 */
export async function extractDocx(bytes: Uint8Array): Promise<{ text: string; warnings: string[] }> {
  assertDocxWithinLimits(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const result = await mammoth.extractRawText({ buffer });
    const readerWarnings = [...new Set(result.messages.map((message) => message.message))];
    const warnings = readerWarnings
      .slice(0, MAX_READER_WARNINGS)
      .map((message) => `Part of the Word document may be missing: ${message}`);
    return { text: result.value, warnings };
  } catch {
    throw new ExtractionFailure(
      'damaged',
      'This Word document could not be read: the file is damaged or incomplete.',
    );
  }
}

/** Text of a legacy Word 97-2003 .doc (OLE2) through word-extractor. */
export async function extractDoc(bytes: Uint8Array): Promise<{ text: string; warnings: string[] }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const document = await new WordExtractor().extract(buffer);
    // Each line break ends a paragraph in a .doc; blank lines keep that visible downstream.
    const text = [document.getBody(), document.getFootnotes(), document.getEndnotes()]
      .filter((part) => part.trim() !== '')
      .join('\n\n')
      .replace(/\n/g, '\n\n');
    return { text, warnings: [] };
  } catch {
    throw new ExtractionFailure(
      'damaged',
      'This Word 97-2003 document could not be read: the file is damaged or incomplete.',
    );
  }
}
