import type { DocumentKind } from './detect-kind';
import { ExtractionFailure } from './extraction-failure';
import { normalizeText } from './normalize-text';
import { extractPdf, MAX_TEXT_CHARACTERS } from './pdf-text';
import { extractDoc, extractDocx } from './word-text';

/** What a parse yields, before the caller adds its own bookkeeping. */
export interface ParsedDocument {
  kind: DocumentKind;
  text: string;
  characters: number;
  pages?: number;
  warnings: string[];
}

/** Below this many characters the text is probably not the solicitation the user meant. */
export const NEAR_EMPTY_CHARACTERS = 200;
/** Documents past this length are summarised before generation (SPEC section 9). */
export const LARGE_DOCUMENT_CHARACTERS = 300_000;

const NOT_READABLE_RATIO = 0.05;

function qualityWarnings(text: string): string[] {
  const warnings: string[] = [];
  if (text.length < NEAR_EMPTY_CHARACTERS) {
    warnings.push(
      `Only ${text.length} characters of text were found; check that this is the document you meant to upload.`,
    );
  }
  if (text.length > LARGE_DOCUMENT_CHARACTERS) {
    warnings.push(
      `This document has ${text.length.toLocaleString('en-US')} characters; documents over 300,000 characters are summarised before the plan is generated.`,
    );
  }
  const replacement = text.match(/\uFFFD/g)?.length ?? 0;
  if (text.length > 0 && replacement / text.length > NOT_READABLE_RATIO) {
    warnings.push(
      'Some of the text could not be decoded (fonts without a character map); parts may be garbled.',
    );
  }
  return warnings;
}

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
 * The last step of every parse: caps the length, refuses an empty text and adds the quality
 * warnings. `parsed.text` must already be normalised. Cheap, so it may run on the main
 * thread when a PDF was read in parts.
 */
export function finishDocument(
  kind: DocumentKind,
  parsed: { text: string; pages?: number; warnings: string[] },
): ParsedDocument {
  let text = parsed.text;
  const warnings = [...parsed.warnings];
  if (text.length > MAX_TEXT_CHARACTERS) {
    text = text.slice(0, MAX_TEXT_CHARACTERS);
    warnings.push(
      `The text was cut at ${MAX_TEXT_CHARACTERS.toLocaleString('en-US')} characters; the rest of the document was not read.`,
    );
  }
  if (text === '') {
    throw new ExtractionFailure(
      'empty',
      'No text was found in this document. Please check the file and upload it again.',
    );
  }
  warnings.push(...qualityWarnings(text));
  const result: ParsedDocument = { kind, text, characters: text.length, warnings };
  if (parsed.pages !== undefined) result.pages = parsed.pages;
  return result;
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
  // PDF pages arrive normalised one by one.
  const text = kind === 'pdf' ? parsed.text : normalizeText(parsed.text);
  return finishDocument(kind, { ...parsed, text });
}
