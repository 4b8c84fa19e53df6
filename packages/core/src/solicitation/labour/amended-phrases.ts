import type { DocumentInfo, ReaderNote } from '../model';
import type { TextDocument } from '../parts';
import { escapeRegExp } from '../../format/regexp';

// An amendment (or questions and answers it incorporates) that swaps one quoted phrase of an
// earlier document for another ("'300% of FTE' is replaced by '400% of FTE'", 'delete "two (2)"
// and insert "three (3)"', '"20 hours a week" is changed to "24 hours a week"') changes the
// staffing prose in place, before it is read: the earlier figure is neither kept nor added to.

const OPEN = `["“'‘]`;
const CLOSE = `["”'’]`;
const PHRASE = (name: string) => `${OPEN}(?<${name}>[^"“”‘’\\n]{1,80}?)${CLOSE}`;
const SWAPS = [
  // "'X' is replaced by 'Y'", "'X' is hereby changed to read 'Y'"
  new RegExp(
    `${PHRASE('from')}\\s+(?:is|are)\\s+(?:hereby\\s+)?(?:(?:replaced|superseded)\\s+(?:by|with)|(?:changed|revised|amended|corrected)\\s+to(?:\\s+read)?)\\s*:?\\s+${PHRASE('to')}`,
    'gi',
  ),
  // "replace 'X' with 'Y'", "substitute 'Y' for 'X'" (the second names the new phrase first)
  new RegExp(`\\b(?:replace|change)\\s+${PHRASE('from')}\\s+(?:with|by|to)\\s+${PHRASE('to')}`, 'gi'),
  new RegExp(`\\bsubstitute\\s+${PHRASE('to')}\\s+for\\s+${PHRASE('from')}`, 'gi'),
  // "delete 'X' and insert 'Y'"
  new RegExp(`\\bdelete\\s+${PHRASE('from')}\\s+and\\s+(?:insert|substitute|add)\\s+${PHRASE('to')}`, 'gi'),
];

/** One phrase swap an amendment states, with the statement it is quoted from. */
export interface PhraseSwap {
  from: string;
  to: string;
  quote: string;
}

/**
 * The phrase swaps a text states: a quoted phrase replaced by another. A swap must change a
 * figure (both phrases hold a number and they differ): words alone are edits of scope, not of
 * the staffing's amounts.
 * @example
 * phraseSwaps('PWS 2.5 is changed: "300% of FTE" is replaced by "400% of FTE".')[0]?.to // '400% of FTE'
 */
export function phraseSwaps(text: string): PhraseSwap[] {
  const out: PhraseSwap[] = [];
  for (const re of SWAPS)
    for (const m of text.matchAll(re)) {
      const from = m.groups?.from?.trim() ?? '';
      const to = m.groups?.to?.trim() ?? '';
      if (!/\d/.test(from) || !/\d/.test(to) || from === to) continue;
      if (out.some((s) => s.from === from)) continue;
      out.push({ from, to, quote: m[0].replace(/\s+/g, ' ') });
    }
  return out;
}

/** Offsets of `phrase` in `text`, whitespace-insensitive (a phrase may wrap across a line). */
function occurrences(text: string, phrase: string): { start: number; end: number }[] {
  const words = phrase.split(/\s+/).map(escapeRegExp);
  const re = new RegExp(`(?<![\\w.])${words.join('\\s+')}(?![\\w])`, 'g');
  return [...text.matchAll(re)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/**
 * The documents with the phrases their amendments swap put in place: each swap applies to the
 * one earlier document that holds the old phrase exactly once (a phrase found twice, or in no
 * earlier document, is left alone). The new phrase is padded with spaces to the old one's
 * length when shorter, so that offsets after it still point where the structure says.
 * @example
 * applyPhraseSwaps([], []).docs // []
 */
export function applyPhraseSwaps(
  docs: TextDocument[],
  documents: DocumentInfo[],
): { docs: TextDocument[]; notes: ReaderNote[] } {
  const info = (name: string) => documents.find((d) => d.name === name);
  const amending = documents.filter((d) => d.role === 'amendment' || d.role === 'questions-and-answers');
  if (amending.length === 0) return { docs, notes: [] };
  const out = docs.map((d) => ({ ...d }));
  const notes: ReaderNote[] = [];
  for (const amendment of amending) {
    const text = docs.find((d) => d.name === amendment.name)?.text ?? '';
    for (const swap of phraseSwaps(text)) {
      const targets = out
        .filter((d) => d.name !== amendment.name && (info(d.name)?.index ?? 0) < amendment.index)
        .map((d) => ({ d, at: occurrences(d.text, swap.from) }))
        .filter((t) => t.at.length > 0);
      const only = targets.length === 1 ? targets[0] : undefined;
      const at = only?.at.length === 1 ? only.at[0] : undefined;
      if (!only || !at) continue;
      const width = at.end - at.start;
      only.d.text = `${only.d.text.slice(0, at.start)}${swap.to.padEnd(width)}${only.d.text.slice(at.end)}`;
      notes.push({
        kind: 'conflict',
        text: `${amendment.name} changes ${only.d.name}: "${swap.from}" is replaced by "${swap.to}". The amended figure is used.`,
        askContractingOfficer: false,
        source: { document: amendment.name, ref: 'amendment', quote: swap.quote },
      });
    }
  }
  return { docs: out, notes };
}
