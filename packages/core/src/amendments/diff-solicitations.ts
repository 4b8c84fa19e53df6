import type { SolicitationModel } from '../solicitation/model';
import { readSolicitation } from '../solicitation/read-solicitation';
import { amendedPeriods } from './amended-periods';
import { type NamedText, amendmentItems, restatedText } from './amendment-text';
import type { SolicitationChange } from './change';
import { classifyAmendment } from './classify';
import { diffFacts, diffLabour } from './diff-facts';
import { diffRequirements } from './diff-requirements';
import { readQuestionsAndAnswers } from './qa-pairs';
import { clarifications } from './qa-tie';

/** Options of `diffSolicitations`. */
export interface DiffOptions {
  /**
   * Texts of the documents the models were read from, by the names readSolicitation gave
   * them. With them the diff also lists what each new amendment says it changes, sentences it
   * restates with an edit, and its answers tied to what they settle.
   */
  documents?: readonly NamedText[];
}

const ORDER: SolicitationChange['fact'][] = [
  'document',
  'document',
  'period',
  'site',
  'hours-per-fte',
  'stated-effort',
  'labour-category',
  'stated-amount',
  'key-person',
  'coverage',
  'requirement',
  'text',
  'amendment-item',
];

/** Changes in the order a person reads them (periods first, amendment items last), stable within a fact. */
function byFact(changes: SolicitationChange[]): SolicitationChange[] {
  const rank = (c: SolicitationChange) => ORDER.indexOf(c.fact);
  return changes
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map((x) => x.c);
}

/**
 * The change list between two readings of a solicitation, usually the original documents
 * (`before`) and the same documents plus an amendment or Q&A (`after`): facts added, removed
 * or changed (periods by kind and index, sites by name, labour categories by normalised title
 * with their stated hours/FTE by period, coverage, key personnel, hours per FTE, stated effort
 * and budget, work requirements by section and text), each with the new and old sources in
 * the documents' own words and where it applies. Given the texts, it adds the amendment's own
 * change statements, sentences it restates with an edit, and Q&A answers as clarifications
 * tied to the fact or requirement they settle. Pure.
 * @example
 * const before = readSolicitation({ primary: rfp });
 * const after = readSolicitation({ primary: rfp, supporting: [amendment] });
 * diffSolicitations(before, after, { documents: [rfp, amendment] })
 * // [{ kind: 'changed', fact: 'period', appliesTo: 'Base Year', field: 'endDate', before: '2027-05-31', after: '2027-06-30', source: {...}, previous: {...} }, ...]
 */
export function diffSolicitations(
  before: SolicitationModel,
  after: SolicitationModel,
  options: DiffOptions = {},
): SolicitationChange[] {
  const facts = [
    ...diffFacts(before, after),
    ...diffLabour(before, after),
    ...diffRequirements(before, after),
  ];
  const out = byFact(facts);
  const docs = options.documents ?? [];
  if (docs.length === 0) return out;
  const had = new Set(before.documents.map((d) => d.name));
  const fresh = after.documents.filter((d) => !had.has(d.name));
  const textOf = (name: string) => docs.find((d) => d.name === name);
  // Earlier amendments are forms much like this one: compare with the solicitation's own documents.
  const earlier = before.documents
    .filter((d) => d.role !== 'amendment')
    .map((d) => textOf(d.name))
    .filter((d): d is NamedText => d !== undefined);
  const answers: SolicitationChange[] = [];
  const restating: NamedText[] = [];
  const own = new Map<string, number>();
  for (const info of fresh) {
    const doc = textOf(info.name);
    if (!doc) continue;
    out.push(documentChange(doc));
    if (info.role === 'amendment') {
      const alone = readSolicitation({ primary: doc });
      const known = new Set(out.map((c) => `${c.key}|${c.field ?? ''}`));
      out.push(...amendedPeriods(before, alone).filter((c) => !known.has(`${c.key}|${c.field ?? ''}`)));
      out.push(...amendmentItems(doc));
    }
    const asks = info.role === 'amendment' || info.role === 'questions-and-answers';
    const pairs = asks ? readQuestionsAndAnswers(doc.text, doc.name) : [];
    answers.push(...clarifications(pairs, after));
    // Questions quote the earlier documents: only the amendment's own text and the answers restate them.
    const end = pairs.length > 0 ? Math.min(...pairs.map((p) => p.questionOffset)) : doc.text.length;
    own.set(doc.name, end);
    const answered = pairs.map((p) => p.answer).join('\n\n');
    restating.push(
      end < doc.text.length ? { name: doc.name, text: `${doc.text.slice(0, end)}\n\n${answered}` } : doc,
    );
  }
  for (const c of restatedText(earlier, restating)) {
    const limit = c.source ? own.get(c.source.document) : undefined;
    if (c.source && limit !== undefined && (c.source.offset ?? 0) >= limit) delete c.source.offset;
    out.push(c);
  }
  return [...byFact(out), ...answers];
}

function documentChange(doc: NamedText): SolicitationChange {
  const cls = classifyAmendment(doc.text, doc.name);
  const names = `${doc.name}\n${doc.text.slice(0, 1500)}`;
  const replaces = names.match(/\b(?:attachment|exhibit|annex|appendix)\s+[\w.-]{1,6}\b/i)?.[0];
  const replacing = cls.kind === 'revised-template' || cls.kind === 'replacement-attachment';
  return {
    kind: 'added',
    fact: 'document',
    key: `document:${doc.name}`,
    appliesTo: replacing ? (replaces ?? doc.name) : 'solicitation',
    summary: `${doc.name}: ${cls.kind.replace(/-/g, ' ')}${cls.number ? ` ${cls.number}` : ''} (${cls.evidence})`,
    after: cls,
  };
}
