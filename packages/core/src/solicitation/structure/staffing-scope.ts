import type { SectionKind, SectionNode } from '../model';
import type { TextDocument } from '../parts';

/**
 * Where a solicitation may state the contractor's staffing: its work statement, its staffing,
 * schedule and pricing parts and attachments. Not in what it asks offerors to submit (Section L),
 * how it evaluates them (Section M), their representations or its clauses: a count there ("three
 * contracts of at least 100 agents", "résumés of the two key personnel") is about the offer, not
 * the work. The one gate every reader of staffing in running text goes through.
 */
const OUT_OF_SCOPE: ReadonlySet<SectionKind | 'unknown'> = new Set([
  'instructions',
  'evaluation',
  'representations',
  'clauses',
]);

// A part of the instructions that hands offerors the Government's own figures to price with:
// "For pricing purposes, offerors shall use the following labor hours", "the Government's estimate".
const PRICING_BASIS =
  /\bfor\s+(?:pricing|costing|estimating|evaluation)\s+purposes\b|\bgovernment(?:['’]s)?\s+(?:estimated?|estimates|IGCE|assumed)\b|\b(?:offerors?|quoters?|bidders?)\s+shall\s+(?:use|price|base\s+(?:their|its)\s+(?:price|pricing|proposal)s?\s+on)\s+the\s+(?:following|hours|labou?r|level|staffing)\b|\bplug\s+(?:numbers|hours)\b/i;

/**
 * Whether a section of this kind may state the contractor's staffing.
 * @example
 * staffingKind('instructions') // false
 * staffingKind('work') // true
 */
export function staffingKind(kind: SectionKind | 'unknown'): boolean {
  return !OUT_OF_SCOPE.has(kind);
}

/**
 * Whether a unit of text in a section of `kind` may state the contractor's staffing: any text
 * in the work or staffing parts, and in instructions or evaluation only what hands offerors the
 * Government's own figures to price with.
 * @example
 * inStaffingScope('instructions', 'Volume II: three contracts of at least 100 agents.') // false
 * inStaffingScope('instructions', 'For pricing purposes, offerors shall use 4,000 hours.') // true
 */
export function inStaffingScope(kind: SectionKind | 'unknown', text: string): boolean {
  return staffingKind(kind) || PRICING_BASIS.test(text);
}

/**
 * Which characters of a document lie out of staffing scope: a section's kind decides its text,
 * a deeper section's kind its own ("H.1 Key Personnel" in Section H's clauses is staffing).
 */
function outOfScopeMask(doc: TextDocument, sections: SectionNode[]): Uint8Array | null {
  const mine = sections.filter((s) => s.document === doc.name).sort((a, b) => a.level - b.level);
  if (mine.every((s) => staffingKind(s.kind))) return null;
  const mask = new Uint8Array(doc.text.length);
  const byId = new Map(mine.map((s) => [s.id, s]));
  // A staffing heading inside the instructions or evaluation ("L.4 Staffing Plan", "M.2 Staffing
  // approach") asks about the offer's staffing; it states none.
  const underOffer = (s: SectionNode): boolean => {
    for (
      let p = s.parentId ? byId.get(s.parentId) : undefined;
      p;
      p = p.parentId ? byId.get(p.parentId) : undefined
    )
      if (p.kind === 'instructions' || p.kind === 'evaluation') return true;
    return false;
  };
  for (const s of mine) {
    const text = doc.text.slice(s.start, s.end);
    const out =
      (!staffingKind(s.kind) || (s.kind === 'staffing' && underOffer(s))) && !PRICING_BASIS.test(text);
    mask.fill(out ? 1 : 0, s.start, Math.min(s.end, doc.text.length));
  }
  return mask;
}

/**
 * The documents as staffing readers may see them: the text of sections out of staffing scope
 * (instructions, evaluation, representations, clauses) blanked with spaces, its line breaks kept,
 * so every offset, section ref and quote of the rest stays as it was.
 * @example
 * scopedDocs([{ name: 'rfp', index: 0, text: 'L.1 Describe 3 projects.' }], [{ document: 'rfp', start: 0, end: 24, kind: 'instructions' } as never])[0]?.text.trim() // ''
 */
export function scopedDocs(docs: TextDocument[], sections: SectionNode[]): TextDocument[] {
  return docs.map((doc) => {
    const mask = outOfScopeMask(doc, sections);
    if (!mask?.includes(1)) return doc;
    let text = '';
    for (let i = 0; i < doc.text.length; ) {
      let j = i;
      while (j < doc.text.length && mask[j] === mask[i]) j++;
      const part = doc.text.slice(i, j);
      text += mask[i] ? part.replace(/[^\n]/g, ' ') : part;
      i = j;
    }
    return { ...doc, text };
  });
}
