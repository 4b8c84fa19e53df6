import { type NumberedParagraph, paragraphKey } from './word-numbering';

/** Ends a list label put in front of a paragraph, so the HTML walk can tell it from text. */
export const LABEL_END = '\u2063';

/** The parts of mammoth's document elements this module reads. */
interface DocumentElement {
  type?: string;
  value?: string;
  children?: DocumentElement[];
}

function isElement(value: unknown): value is DocumentElement {
  return typeof value === 'object' && value !== null;
}

function textOf(element: DocumentElement): string {
  if (element.type === 'text') return element.value ?? '';
  if (element.type === 'tab') return ' ';
  return (element.children ?? []).map(textOf).join('');
}

/** How far ahead a paragraph may find its label when some numbered paragraphs were not matched. */
const LOOKAHEAD = 3;

/**
 * Puts Word's list labels ("C.3.1", "a.") in front of the paragraphs they number, in
 * mammoth's document before it is written as HTML: labels are matched to paragraphs in
 * order by their text, so a paragraph whose text does not match gets no label rather than
 * a wrong one. Each label ends with {@link LABEL_END}.
 * @example
 * mammoth.convertToHtml({ buffer }, { transformDocument: (d) => labelParagraphs(d, numberedParagraphs(bytes)) })
 */
export function labelParagraphs(document: unknown, labels: readonly NumberedParagraph[]): unknown {
  let next = 0;
  const visit = (element: DocumentElement) => {
    if (element.type === 'paragraph') {
      const key = paragraphKey(textOf(element));
      for (let ahead = 0; ahead < LOOKAHEAD && next + ahead < labels.length; ahead++) {
        const candidate = labels[next + ahead];
        if (!candidate || candidate.text !== key || key === '') continue;
        const run = { type: 'run', children: [{ type: 'text', value: `${candidate.label}${LABEL_END} ` }] };
        element.children = [run, ...(element.children ?? [])];
        next += ahead + 1;
        break;
      }
      return;
    }
    for (const child of element.children ?? []) if (isElement(child)) visit(child);
  };
  if (isElement(document) && labels.length > 0) visit(document);
  return document;
}
