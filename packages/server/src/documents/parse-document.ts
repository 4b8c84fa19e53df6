import type { DocumentKind } from './detect-kind';
import { ExtractionFailure } from './extraction-failure';
import { normalizeText } from './normalize-text';
import { finishDocument, type ParsedDocument } from './finish-document';
import { extractPdf } from './pdf-text';
import { decodePlainText } from './plain-text';
import { extractXlsx } from './xlsx-text';
import { extractDoc, extractDocx } from './word-text';

async function parseByKind(
  bytes: Uint8Array,
  kind: DocumentKind,
): Promise<{
  text: string;
  pages?: number;
  warnings: string[];
}> {
  if (kind === 'pdf') return extractPdf(bytes);
  if (kind === 'docx') return extractDocx(bytes);
  if (kind === 'xlsx') return extractXlsx(bytes);
  if (kind === 'text') return decodePlainText(bytes);
  return extractDoc(bytes);
}

/** Any parser error as an ExtractionFailure (a blown stack means hostile nesting). */
export function asFailure(error: unknown): ExtractionFailure {
  if (error instanceof ExtractionFailure) return error;
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return new ExtractionFailure(
      'too_large',
      'This document is nested too deeply to read (a malformed or hostile file), so it was rejected.',
    );
  }
  return new ExtractionFailure(
    'damaged',
    'This document could not be read: the file is damaged or incomplete.',
  );
}

/**
 * Turns a document's bytes into clean text with warnings. Runs the heavy parsers, so the
 * server calls it only inside the extraction worker (see worker-pool.ts).
 * @throws ExtractionFailure for scans without text, damaged, oversized or empty documents.
 */
export async function parseDocument(bytes: Uint8Array, kind: DocumentKind): Promise<ParsedDocument> {
  let parsed: { text: string; pages?: number; warnings: string[] };
  try {
    parsed = await parseByKind(bytes, kind);
  } catch (error) {
    throw asFailure(error);
  }
  // Only .doc text is tidied here: PDF pages arrive normalised one by one, Word paragraphs
  // and workbook cells are tidied as they are written, plain text keeps its own spacing.
  const text = kind === 'doc' ? normalizeText(parsed.text) : parsed.text;
  return finishDocument(kind, { ...parsed, text });
}
