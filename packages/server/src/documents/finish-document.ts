import type { DocumentKind } from './detect-kind';
import { ExtractionFailure } from './extraction-failure';
import { MAX_TEXT_CHARACTERS } from './pdf-parts';

/**
 * The last step of every parse, shared by the worker and the main thread (which finishes a
 * PDF read in parts). Imports no parser, so the main thread loads none.
 */

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
/** Documents past this length are summarised before generation (docs/product.md, Limits). */
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
