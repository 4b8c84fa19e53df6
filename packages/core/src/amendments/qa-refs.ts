/** A question and its answer, read from a questions-and-answers document or an amendment. */
export interface QaPair {
  /** The document's number for the question, when it has one ('4', '119'). */
  number?: string;
  question: string;
  answer: string;
  /** Section references the question or answer names ('F.3', 'C.1.5', 'L.1.d', '7.5'). */
  refs: string[];
  document: string;
  /** Offset of the answer in the document's text. */
  offset: number;
  /** Offset of the question (of its row, in a table) in the document's text. */
  questionOffset: number;
}

const REF =
  /\b(?:[A-M]\.\d{1,2}(?:\.\d{1,2}){0,3}(?:\.[a-z]\b)?|\d{1,2}\.\d{1,2}(?:\.\d{1,2}){0,2})\b|\b(?:section|article)\s+([A-M]|[IVX]{1,4})\b(?!\.\d)/gi;
/**
 * Section references named in a text, as written, without repeats.
 * @example
 * sectionRefs('See Section C.1.5 and Article F.3, paragraph a.') // ['C.1.5', 'F.3']
 */
export function sectionRefs(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(REF)) {
    const ref = m[1] ? `Section ${m[1].toUpperCase()}` : m[0];
    if (/^\d+\.\d+$/.test(ref) && Number(ref) > 40) continue; // a number like 1,880.00 or 52.217
    if (!out.includes(ref)) out.push(ref);
  }
  return out;
}
