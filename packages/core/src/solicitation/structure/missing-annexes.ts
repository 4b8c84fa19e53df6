import type { DocumentInfo, SectionNode, Source } from '../model';
import type { TextDocument } from '../parts';
import { sentenceAt } from './sentences';

const TERM =
  '(?:Performance Work Statement|Statement of Work|Statement of Objectives|Work Statement|PWS|SOW|SOO)';
const LABEL = String.raw`(?:Attachment|Exhibit|Annex|Appendix|Enclosure)\s+(?:No\.\s*)?(?:[A-Z]?[-.]?\d{1,2}(?:\.\d{1,2})?|[A-Z]{1,2})(?![\w])`;
const PATTERNS = [
  // "Attachment 1, Performance Work Statement", "Attachment J-1 (PWS)"
  new RegExp(String.raw`(${LABEL})\s*[,:–—-]?\s*\(?(?:the\s+)?(${TERM})\b`, 'gi'),
  // "the Statement of Work (SOW) at Attachment 2", "PWS, Attachment 1"
  new RegExp(
    String.raw`(${TERM})(?:\s*\((?:PWS|SOW|SOO)\))?\s*[,(]?\s*(?:(?:which|that) is|is|at|in|see|as)?\s*(?:the\s+)?(${LABEL})`,
    'gi',
  ),
  // "perform the Statement of Work, attached hereto", "the attached statement of work"
  new RegExp(`\\b(?:perform|furnish|accordance with|attached)\\s+(?:the\\s+)?(${TERM})\\b`, 'gi'),
  // "the work is described in Attachment 1"
  new RegExp(
    String.raw`\b(?:work|requirements?|services|tasks?|objectives)\b[^.\n]{0,80}\b(?:described|set forth|defined|outlined|specified|detailed|contained|stated)\s+in\s+(?:the\s+)?(?:attached\s+)?(${LABEL}|${TERM})`,
    'gi',
  ),
];

interface Reference {
  label: string;
  term: string;
  weight: number;
  source: Source;
}

const ACRONYM: Record<string, string> = {
  pws: 'performance work statement',
  sow: 'statement of work',
  soo: 'statement of objectives',
};

function normalise(label: string): string {
  const key = label
    .toLowerCase()
    .replace(/no\.\s*/, '')
    .replace(/[\s_+.-]+/g, ' ')
    .trim();
  return ACRONYM[key] ?? key;
}

// References in the solicitation and work documents first, amendments and answers last.
const ROLE_ORDER = [
  'solicitation',
  'work-statement',
  'other',
  'price-schedule',
  'staffing-template',
  'workload-data',
  'amendment',
  'questions-and-answers',
];

/** A quote of at most about 300 characters around the reference. */
function clipQuote(raw: string, match: string): string {
  // A list bullet ('o', '-', '(a)') is not part of the quote.
  const sentence = raw.replace(/^(?:[-*•▪●○◦§o]|\(?[a-z0-9ivx]{1,4}[.)])\s+/i, '');
  if (sentence.length <= 320) return sentence;
  const at = Math.max(0, sentence.indexOf(match.replace(/\s+/g, ' ').slice(0, 40)));
  const from = Math.max(0, sentence.lastIndexOf(' ', Math.max(0, at - 120)));
  const cut = sentence.slice(from, from + 300);
  return `${from > 0 ? '...' : ''}${cut.trim()}${from + 300 < sentence.length ? '...' : ''}`;
}

/** Work-statement annexes the documents point to ("Attachment 1, Performance Work Statement"). */
export function annexReferences(
  docs: TextDocument[],
  documents: DocumentInfo[],
  sections: SectionNode[],
): Reference[] {
  const found = new Map<string, Reference>();
  const rank = (d: TextDocument) =>
    ROLE_ORDER.indexOf(documents.find((x) => x.name === d.name)?.role ?? 'other');
  for (const doc of [...docs].sort((a, b) => rank(a) - rank(b))) {
    for (const re of PATTERNS) {
      re.lastIndex = 0;
      for (const m of doc.text.matchAll(re)) {
        const parts = m.slice(1).filter((p): p is string => !!p);
        const label = parts.find((p) => new RegExp(`^${LABEL}$`, 'i').test(p)) ?? '';
        const term = parts.find((p) => new RegExp(`${TERM}$`, 'i').test(p)) ?? '';
        const key = label ? normalise(label) : normalise(term);
        const offset = m.index ?? 0;
        const section = sections
          .filter((s) => s.document === doc.name && s.start <= offset && offset < s.end)
          .pop();
        // The reference in the work part (C.1 "perform the Statement of Work") beats a list of attachments.
        const quote = clipQuote(sentenceAt(doc.text, offset), doc.text.slice(offset, offset + m[0].length));
        // ... and a sentence beats a line of a list ("Attachment 1 - Statement of Work (11 pages)").
        const listLine = !/\b[a-z]{2,}\s+[a-z]{2,}\s+[a-z]{2,}\b/.test(quote);
        const weight = rank(doc) * 4 + (section?.kind === 'work' ? 0 : 2) + (listLine ? 1 : 0);
        const had = found.get(key);
        if (!key || (had && had.weight <= weight)) continue;
        found.set(key, {
          label,
          term,
          weight,
          source: { document: doc.name, ref: section?.ref ?? doc.name, quote, offset },
        });
      }
    }
  }
  // "Statement of Work" alone is the same annex as "Attachment 2, Statement of Work"; the
  // better-placed of the two quotes stays.
  const refs = [...found.values()];
  const byTerm = new Map(refs.filter((r) => !r.label).map((r) => [normalise(r.term), r]));
  const labelled = new Set<string>();
  for (const r of refs) {
    if (!r.label || !r.term) continue;
    labelled.add(normalise(r.term));
    const alone = byTerm.get(normalise(r.term));
    if (alone && alone.weight < r.weight) r.source = alone.source;
  }
  return refs.filter((r) => r.label || !labelled.has(normalise(r.term)));
}

/**
 * Work-statement annexes that are referred to but were not uploaded: no document is a work
 * statement or is named after the annex, and no section of meaningful length is headed by it.
 * @example
 * missingAnnexes([{ name: 'rfq', index: 0, text: 'The work is described in Attachment 1, Performance Work Statement.' }], [{ name: 'rfq', index: 0, role: 'solicitation', chars: 66 }], []).length // 1
 */
/** A work-statement annex that was referred to and not uploaded, with its name as written. */
export interface MissingAnnex {
  /** 'Attachment 1, Performance Work Statement', 'Statement of Objectives'. */
  name: string;
  source: Source;
}

export function missingAnnexes(
  docs: TextDocument[],
  documents: DocumentInfo[],
  sections: SectionNode[],
): MissingAnnex[] {
  const refs = annexReferences(docs, documents, sections);
  const readable = new Set(
    documents.filter((d) => d.role !== 'amendment' && d.role !== 'questions-and-answers').map((d) => d.name),
  );
  if (refs.length === 0) return [];
  const hasWorkDoc = documents.some((d) => d.role === 'work-statement');
  const names = documents.map((d) => normalise(d.name));
  const missing: MissingAnnex[] = [];
  const terms = new Set<string>();
  for (const ref of refs) {
    const label = ref.label ? normalise(ref.label) : '';
    const term = ref.term ? normalise(ref.term) : '';
    const named = names.some(
      (n) =>
        (label && new RegExp(`\\b${label}\\b`).test(n)) ||
        (term && n.includes(term)) ||
        n.split(' ').includes(ref.term.toLowerCase()),
    );
    // An amendment or an answer that quotes the annex's heading is not the annex.
    const headed = sections.some(
      (s) =>
        readable.has(s.document) &&
        s.kind === 'work' &&
        s.end - s.start > 1500 &&
        ((label && normalise(s.ref) === label) ||
          (term && s.level <= 2 && normalise(s.title).includes(term))),
    );
    // One note per annex: "Appendix A of the Statement of Work" is the same missing document.
    if (named || headed || hasWorkDoc || (term && terms.has(term))) continue;
    if (term) terms.add(term);
    const name = [ref.label, ref.term].filter((x) => x).join(', ');
    missing.push({ name, source: ref.source });
  }
  return missing;
}
