import type { CoverageFact, SolicitationModel } from '../solicitation/model';
import type { NamedText } from './amendment-text';
import { cite, type SolicitationChange } from './change';
import { readQuestionsAndAnswers } from './qa-pairs';

const ROUND_THE_CLOCK = /24\s*[x×/]\s*7|24 hours a day|around[- ]the[- ]clock|round[- ]the[- ]clock/i;
const NOT =
  /\bnot\b[^.;]{0,50}?(?:24\s*[x×/]\s*7|24 hours|around[- ]the[- ]clock)|\bno\b[^.;]{0,20}(?:24\s*[x×/]\s*7|requirement for 24)|(?:24\s*[x×/]\s*7|around[- ]the[- ]clock)[^.;]{0,40}\b(?:is|are|will be)\s+not\s+(?:required|expected|needed|anticipated)/i;

/** The sentence of an amendment or answer that rules round-the-clock coverage out, with where. */
export interface CoverageRuling {
  document: string;
  ref: string;
  quote: string;
}

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z"“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Where amendments rule round-the-clock coverage out: answers of their questions and
 * answers ("The contractor is not expected to provide full 24x7 security incident coverage"),
 * and sentences of their own text before any question. Questions are never read as rulings.
 * @example
 * coverageRulings([{ name: 'qa.pdf', text: '3. Is 24x7 coverage required?\nResponse: The contractor is not expected to provide full 24x7 coverage.' }])
 * // [{ document: 'qa.pdf', ref: 'Q&A 3', quote: 'The contractor is not expected to provide full 24x7 coverage.' }]
 */
export function coverageRulings(amendments: readonly NamedText[]): CoverageRuling[] {
  const out: CoverageRuling[] = [];
  for (const doc of amendments) {
    const pairs = readQuestionsAndAnswers(doc.text, doc.name);
    for (const p of pairs)
      for (const s of sentences(p.answer))
        if (NOT.test(s)) out.push({ document: doc.name, ref: `Q&A ${p.number ?? ''}`.trim(), quote: s });
    const end = pairs.length > 0 ? Math.min(...pairs.map((p) => p.questionOffset)) : doc.text.length;
    for (const s of sentences(doc.text.slice(0, end)))
      if (NOT.test(s) && !/\?$/.test(s)) out.push({ document: doc.name, ref: 'amendment', quote: s });
  }
  return out;
}

/**
 * The solicitation model with the round-the-clock coverage of the earlier documents marked
 * not required when an amendment rules it out: a later answer settles the question the
 * solicitation left open, so the plan carries no 24x7 post for it. Other coverage is kept.
 * @example
 * settleCoverage(model, coverageRulings([qa])).coverage.filter((c) => c.is24x7) // []
 */
export function settleCoverage(
  model: SolicitationModel,
  rulings: readonly CoverageRuling[],
): SolicitationModel {
  if (rulings.length === 0) return model;
  const from = new Set(rulings.map((r) => r.document));
  const ruled = (c: CoverageFact) =>
    c.is24x7 && !c.negated && !from.has(c.document) && ROUND_THE_CLOCK.test(c.quote);
  if (!model.coverage.some(ruled)) return model;
  const coverage = model.coverage.map((c) =>
    ruled(c) ? { ...c, is24x7: false, staffed: false, negated: true, posts: 0 } : c,
  );
  return { ...model, coverage };
}

/**
 * The change list entries of a settlement: each earlier round-the-clock coverage an
 * amendment rules out, in the amendment's words, with the sentence it overrules.
 * @example
 * settledChanges(model, rulings)[0].summary // '24x7 (Security): required -> not required'
 */
export function settledChanges(
  model: SolicitationModel,
  rulings: readonly CoverageRuling[],
): SolicitationChange[] {
  const ruling = rulings[rulings.length - 1];
  if (!ruling) return [];
  const from = new Set(rulings.map((r) => r.document));
  return model.coverage
    .filter((c) => c.is24x7 && !c.negated && !from.has(c.document) && ROUND_THE_CLOCK.test(c.quote))
    .map((c) => {
      const where = c.function ?? c.position ?? 'coverage';
      const previous = cite(c);
      return {
        kind: 'changed' as const,
        fact: 'coverage' as const,
        key: `coverage:24x7:${where.toLowerCase()}`,
        appliesTo: where,
        field: 'is24x7',
        summary: `24x7 (${where}): required -> not required`,
        before: true,
        after: false,
        source: { document: ruling.document, ref: ruling.ref, quote: ruling.quote },
        ...(previous && { previous }),
      };
    });
}
