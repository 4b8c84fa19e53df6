import { splitSentences } from '../solicitation/structure/sentences';
import { cite, type SolicitationChange } from './change';
import { sectionRefs } from './qa-refs';
import { keyWords, similarity } from './same';

/** A document's text as given to readSolicitation. */
export interface NamedText {
  name: string;
  text: string;
}

const CHANGE =
  /\b(?:is|are) (?:hereby )?(?:amended|revised|changed|extended|added|deleted|replaced|removed|corrected|updated|incorporated|rescinded)\b|\b(?:amended|revised|changed) to read\b|^(?:\(?\d{1,2}[.)]\s*)?(?:extend|change|revise|add|delete|replace|update|correct|incorporate|remove)s?\b/i;
const BOILERPLATE =
  /acknowledge receipt|THIS ITEM ONLY APPLIES|offers must|hour and date specified|numbered solicitation is amended as set forth/i;
const ANSWER_MARK = /^(?:answer|response)\s*:\s*/i;

/**
 * What an amendment says it changes, in its own words: its numbered purposes ("1. Extend the
 * Phase 1 closing date to December 29, 2025") and the sentences that amend, revise, add,
 * replace or delete something, each with the section it names.
 * @example
 * amendmentItems({ name: 'a1.pdf', text: 'The purpose of this amendment is to\n1. Extend the closing date to December 29, 2025.' })[0].summary
 * // 'Extend the closing date to December 29, 2025.'
 */
export function amendmentItems(doc: NamedText): SolicitationChange[] {
  const out: SolicitationChange[] = [];
  const seen = new Set<string>();
  for (const s of splitSentences(doc.text)) {
    const text = s.text.replace(/\s+/g, ' ').trim().replace(ANSWER_MARK, '');
    if (
      text.length < 20 ||
      text.length > 600 ||
      !CHANGE.test(text) ||
      seen.has(text) ||
      BOILERPLATE.test(text)
    )
      continue;
    seen.add(text);
    // The line the sentence starts on often names what it amends ("ARTICLE F.3. LEVEL OF EFFORT - Paragraph a. ...").
    const lineStart = doc.text.lastIndexOf('\n', s.start) + 1;
    const refs = sectionRefs(`${doc.text.slice(lineStart, s.start)} ${text}`);
    const source = cite({ document: doc.name, ref: refs[0] ?? 'amendment', quote: text, offset: s.start });
    out.push({
      kind: 'changed',
      fact: 'amendment-item',
      key: `amendment-item:${doc.name}:${s.start}`,
      appliesTo: refs.join(', ') || 'solicitation',
      summary: text.length > 240 ? `${text.slice(0, 239)}…` : text,
      ...(source && { source }),
    });
  }
  return out;
}

/** A prose sentence ends with its punctuation; titles, table rows and form labels do not. */
const PROSE_END = /[.!?;:]["'”’)]?$/;
/** Mostly capitals: a heading or a form label, not a sentence a pricer reads. */
const shouting = (text: string) => {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return letters.length > 0 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.6;
};

/** Differences that are extraction noise: each differing word is one letter away from another (include/exclude is not noise). */
function onlyNoise(extra: string[], missing: string[]): boolean {
  return extra.every((w) => missing.some((m) => w.length >= 4 && editDistance(w, m) <= 1));
}

function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length] as number;
}

/** The new sentence replaces words of the old (a substitution), or extends it from the same start. */
function isEdit(a: Indexed, b: Indexed, extra: string[], missing: string[]): boolean {
  if (extra.length === 0 && missing.length === 0) return false;
  if (extra.length > 0 && missing.length > 0) return !onlyNoise(extra, missing);
  const start = (x: Indexed) => keyWords(x.text).slice(0, 3).join(' ');
  return start(a) === start(b);
}

interface Indexed {
  doc: string;
  text: string;
  start: number;
  words: Set<string>;
}

/** Sentences, plus the sentences quoted inside them ('is amended to read "The contractor shall ..."'). */
function withQuotes(sentences: { text: string; start: number }[]): { text: string; start: number }[] {
  const out = [...sentences];
  for (const s of sentences)
    for (const m of s.text.matchAll(/["“]([^"“”]{30,}?)["”]/g))
      out.push({ text: (m[1] as string).trim(), start: s.start + (m.index ?? 0) + 1 });
  return out;
}

function indexSentences(docs: readonly NamedText[]): { all: Indexed[]; byWord: Map<string, number[]> } {
  const all: Indexed[] = [];
  const byWord = new Map<string, number[]>();
  for (const d of docs)
    for (const s of withQuotes(splitSentences(d.text))) {
      const text = s.text.replace(/\s+/g, ' ').trim();
      const tokens = keyWords(text);
      const words = new Set(tokens);
      if (tokens.length < 6 || !PROSE_END.test(text) || shouting(text) || /\.{4,}/.test(text)) continue;
      for (const w of words) {
        const list = byWord.get(w);
        if (list) list.push(all.length);
        else byWord.set(w, [all.length]);
      }
      all.push({ doc: d.name, text, start: s.start, words });
    }
  return { all, byWord };
}

/**
 * Sentences an amendment restates with a small edit ("These labor hours exclude ..." ->
 * "These labor hours include ..."): each amendment sentence is compared with the sentences
 * of the earlier documents that share its rarer words; a close match that differs in a few
 * words is a text change with both quotes.
 * @example
 * restatedText([{ name: 'rfp', text: 'These labor hours exclude subcontractor labor hours.' }], [{ name: 'a2', text: 'These labor hours include subcontractor labor hours.' }])[0].summary
 * // '"These labor hours exclude subcontractor labor hours." -> "These labor hours include subcontractor labor hours."'
 */
export function restatedText(
  before: readonly NamedText[],
  amendments: readonly NamedText[],
): SolicitationChange[] {
  const { all, byWord } = indexSentences(before);
  const exact = new Set(all.map((s) => s.text));
  const out: SolicitationChange[] = [];
  const seen = new Set<string>();
  for (const a of indexSentences(amendments).all) {
    if (exact.has(a.text) || seen.has(a.text)) continue;
    const rare = [...a.words]
      .sort((x, y) => (byWord.get(x)?.length ?? 0) - (byWord.get(y)?.length ?? 0))
      .slice(0, 4);
    const candidates = new Set(
      rare.flatMap((w) => ((byWord.get(w)?.length ?? 0) < 400 ? (byWord.get(w) ?? []) : [])),
    );
    let best: Indexed | undefined;
    let score = 0;
    for (const i of candidates) {
      const b = all[i] as Indexed;
      const s = similarity(a.text, b.text);
      const extra = [...a.words].filter((w) => !b.words.has(w));
      const missing = [...b.words].filter((w) => !a.words.has(w));
      const small = extra.length + missing.length <= 4;
      if (s >= 0.55 && s < 1 && small && s > score && isEdit(a, b, extra, missing)) {
        best = b;
        score = s;
      }
    }
    if (!best) continue;
    seen.add(a.text);
    const refs = sectionRefs(`${a.text} ${best.text}`);
    const source = cite({ document: a.doc, ref: refs[0] ?? 'amendment', quote: a.text, offset: a.start });
    const previous = cite({ document: best.doc, ref: refs[0] ?? '', quote: best.text, offset: best.start });
    out.push({
      kind: 'changed',
      fact: 'text',
      key: `text:${best.doc}:${best.start}`,
      appliesTo: refs.join(', ') || best.doc,
      field: 'text',
      summary: `"${best.text}" -> "${a.text}"`,
      before: best.text,
      after: a.text,
      ...(source && { source }),
      ...(previous && { previous }),
    });
  }
  return out;
}
