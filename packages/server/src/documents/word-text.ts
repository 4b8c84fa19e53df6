import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { docParagraphs } from './doc-tables';
import { assertDocxWithinLimits } from './docx-guard';
import { ExtractionFailure } from './extraction-failure';
import { wordHtmlToText } from './word-html';
import { labelParagraphs } from './word-labels';
import { type NumberedParagraph, numberedParagraphs } from './word-numbering';

const MAX_READER_WARNINGS = 3;

/** Word's list labels, or none when the numbering parts cannot be followed (never a failure). */
function listLabels(bytes: Uint8Array): NumberedParagraph[] {
  try {
    return numberedParagraphs(bytes);
  } catch {
    return [];
  }
}

/** Mammoth's notes about styles it has no mapping for: the text is all there. */
const STYLE_NOTE = /^Unrecognised (paragraph|run|table) style/;

/**
 * Images are never read: an <img> without a source keeps the archive's media compressed
 * (the size guard never inflates media either).
 */
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

/**
 * Text of a .docx, after the archive passed the size guard, with its structure: mammoth's
 * HTML (which never follows external references: that access is off by default since
 * mammoth 1.11) turned into Markdown-shaped text, headings as `#` lines and tables as pipe
 * tables (see word-html.ts); numbered paragraphs keep Word's labels ("C.3.1"), which
 * mammoth leaves out.
 */
export async function extractDocx(bytes: Uint8Array): Promise<{ text: string; warnings: string[] }> {
  assertDocxWithinLimits(bytes);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let result: { value: string; messages: Array<{ message: string }> };
  try {
    const labels = listLabels(bytes);
    result = await mammoth.convertToHtml(
      { buffer },
      {
        convertImage: skipImages,
        transformDocument: (document: unknown) => labelParagraphs(document, labels),
      },
    );
  } catch {
    throw new ExtractionFailure(
      'damaged',
      'This Word document could not be read: the file is damaged or incomplete.',
    );
  }
  const readerWarnings = [...new Set(result.messages.map((message) => message.message))].filter(
    (message) => !STYLE_NOTE.test(message),
  );
  const warnings = readerWarnings
    .slice(0, MAX_READER_WARNINGS)
    .map((message) => `Part of the Word document may be missing: ${message}`);
  return { text: wordHtmlToText(result.value), warnings };
}

/** Text of a legacy Word 97-2003 .doc (OLE2) through word-extractor, tables as pipe tables. */
export async function extractDoc(bytes: Uint8Array): Promise<{ text: string; warnings: string[] }> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    const document = await new WordExtractor().extract(buffer);
    // Each line break ends a paragraph in a .doc (blank lines keep that visible downstream);
    // table rows become pipe tables.
    const text = [document.getBody(), document.getFootnotes(), document.getEndnotes()]
      .filter((part) => part.trim() !== '')
      .map(docParagraphs)
      .join('\n\n');
    return { text, warnings: [] };
  } catch {
    throw new ExtractionFailure(
      'damaged',
      'This Word 97-2003 document could not be read: the file is damaged or incomplete.',
    );
  }
}
