import type { SolicitationModel, Source } from '../solicitation/model';
import { type ChangedFact, cite, type SolicitationChange } from './change';
import { norm } from './diff-keyed';
import type { QaPair } from './qa-refs';
import { similarity } from './same';

interface Tie {
  fact: ChangedFact;
  appliesTo: string;
  source?: Source;
}

const TOPICS: { fact: ChangedFact; re: RegExp; label: string }[] = [
  {
    fact: 'coverage',
    re: /\b24\s*[x×/]\s*7\b|\b24 hours a day\b|around the clock|core (?:business )?hours|business hours|after[- ]hours|on[- ]call|\bsurge\b|\bshifts?\b|weekends?\b/i,
    label: 'coverage',
  },
  {
    fact: 'stated-effort',
    re: /level of effort|\bLOE\b|labou?r hours|\bFTEs?\b|team size|number of (?:staff|personnel|resources|people)|hours per (?:year|FTE)|budget|ceiling price/i,
    label: 'level of effort',
  },
  {
    fact: 'period',
    re: /period of performance|option (?:period|year)s?|base (?:period|year)|transition(?:-in|-out)? period|phase[- ]in/i,
    label: 'period of performance',
  },
  {
    fact: 'site',
    re: /\btelework|\bremote(?:ly)?\b|\bon[- ]site\b|place of performance|\bonsite\b/i,
    label: 'place of performance',
  },
];

/** The coverage fact a question or answer is about: one that quotes the same words, or the 24x7 one. */
function coverageFact(model: SolicitationModel, words: string): Source | undefined {
  const w = words.toLowerCase();
  const quoted = model.coverage.find((c) => !c.negated && c.quote.toLowerCase().includes(w));
  if (quoted) return quoted;
  return /24|clock/.test(w) ? model.coverage.find((c) => c.is24x7 && !c.negated) : undefined;
}

const mentions = (text: string, title: string) => {
  const t = norm(title);
  return t.length >= 6 && ` ${norm(text)} `.includes(` ${t} `);
};

/** What a question and answer are about: facts of the model they name, topics, requirements by reference. */
function tiesOf(pair: QaPair, model: SolicitationModel): Tie[] {
  const text = `${pair.question} ${pair.answer}`;
  const ties: Tie[] = [];
  const titles = new Set<string>();
  for (const c of [...model.labourCategories, ...model.keyPersonnel]) {
    if (titles.has(norm(c.title)) || !mentions(text, c.title)) continue;
    titles.add(norm(c.title));
    ties.push({ fact: 'labour-category', appliesTo: c.title, source: c });
  }
  for (const t of TOPICS) {
    const m = text.match(t.re);
    if (!m) continue;
    const fact = t.fact === 'coverage' ? coverageFact(model, m[0]) : undefined;
    ties.push({ fact: t.fact, appliesTo: `${t.label} (${m[0]})`, ...(fact && { source: fact }) });
  }
  const refs = pair.refs.map((r) => norm(r).replace(/^(?:section|article) /, ''));
  const sameRef = (ref: string) => {
    const k = norm(ref).replace(/^(?:section|article) /, '');
    // A single letter is a UCF section ('Section M'), not a lettered list item.
    return refs.includes(k) && (k.length > 1 || /^section\b/i.test(ref));
  };
  const byRef = model.requirements.filter((r) => sameRef(r.ref));
  const best = (byRef.length > 0 ? byRef : model.requirements)
    .map((r) => ({ r, s: similarity(pair.question, r.text) }))
    .sort((a, b) => b.s - a.s)[0];
  if (best && (byRef.length > 0 || best.s >= 0.3))
    ties.push({ fact: 'requirement', appliesTo: best.r.ref, source: best.r });
  else if (refs.length > 0 && ties.length === 0) {
    const section = model.sections.find((s) => sameRef(s.ref));
    if (section) ties.push({ fact: 'requirement', appliesTo: `${section.ref} ${section.title}`.trim() });
  }
  return ties;
}

const firstSentence = (s: string) => (s.match(/^.{20,}?[.!?](?=\s|$)/)?.[0] ?? s).slice(0, 240);

/**
 * Answers of a Q&A tied to what they settle: the labour categories they name, coverage (24x7,
 * core hours, on call), level of effort, periods, place of performance, and the work
 * requirement under the section the question cites (or the one it reads most like). One
 * clarification per answer that ties to something; answers that tie to nothing are left out.
 * @example
 * clarifications([{ number: '7', question: 'Is 24x7 support required?', answer: 'No. Core business hours are expected.', refs: [], document: 'qa.pdf', offset: 0 }], model)[0].fact // 'coverage'
 */
export function clarifications(pairs: readonly QaPair[], model: SolicitationModel): SolicitationChange[] {
  const out: SolicitationChange[] = [];
  for (const pair of pairs) {
    const ties = tiesOf(pair, model);
    const first = ties[0];
    if (!first) continue;
    const ref = pair.number ? `Q&A ${pair.number}` : 'Q&A';
    const settled = cite(ties.find((t) => t.source)?.source);
    out.push({
      kind: 'clarification',
      fact: first.fact,
      key: `qa:${pair.document}:${pair.number ?? pair.offset}`,
      appliesTo: ties.map((t) => t.appliesTo).join('; '),
      summary: `${ref}: ${firstSentence(pair.answer)}`,
      source: {
        document: pair.document,
        ref,
        quote: cite({ document: '', ref: '', quote: pair.answer })?.quote ?? '',
        offset: pair.offset,
      },
      question: pair.question.length > 400 ? `${pair.question.slice(0, 399)}…` : pair.question,
      ...(settled && { previous: settled }),
    });
  }
  return out;
}
