import type { LabourCategory } from '../model';
import type { TextDocument } from '../parts';
import { squash } from './cells';
import { escapeRegExp } from '../../format/regexp';

// A mark a document sets on a title: a star or dagger, or a short code in brackets ("(K)", "[KP]").
const MARK = String.raw`\(\s*[*†]\s*\)|[*†]+|[(\[][A-Z]{1,3}[)\]]|["“'‘][A-Z]{1,3}["”'’]`;
// "The position marked (K) is Key Personnel", "key positions are denoted by an asterisk (*)",
// "identified with a dagger": a verb of marking, then the mark or its name.
const DECLARED = new RegExp(
  String.raw`\b(?:marked|denoted|indicated|identified|flagged|designated|shown|noted|annotated|followed)\s+(?:with\s+|by\s+|as\s+)?(?:an?\s+|the\s+)?(?:(asterisk|star|dagger)s?\s*)?(${MARK})?`,
  'gi',
);
// A legend: the mark, then what it means ("* Key Personnel.", "(K) = Key", "† denotes a key position").
// A star opens a legend only before a space or sign: "**Key Personnel**" is a bold heading.
const LEGEND =
  /(?<![\w)*†])(\(\s*[*†]\s*\)|[*†](?=[\s=:])|[([][A-Z]{1,3}[)\]]|["“'‘][A-Z]{1,3}["”'’])\s*(?:=|:|[–—-]|\b(?:denotes|indicates|means|signifies|marks|identifies)\b)?\s*(?:an?\s+|the\s+)?key\b/gi;
const KEY = /\bkey\b/i;
const NAMED: Record<string, string> = { asterisk: '*', star: '*', dagger: '†' };

/** The mark as titles carry it: a star or dagger bare, a code in round brackets. */
function normalMark(raw: string): string {
  const t = raw.replace(/\s+/g, '');
  if (/[*†]/.test(t)) return (t.match(/[*†]/) as RegExpMatchArray)[0];
  return `(${t.replace(/[^A-Za-z]/g, '').toUpperCase()})`;
}

/**
 * The marks a document says set key positions apart in its tables or lists: a sentence with a
 * verb of marking and the word key ("The position marked (K) is Key Personnel", "Key positions
 * are denoted by an asterisk"), or a legend ("* Key Personnel", "(KP) = Key Personnel").
 * @example
 * keyMarks([{ name: 'a', index: 0, text: 'Positions marked with an asterisk (*) are key.' }]) // Set { '*' }
 */
export function keyMarks(docs: TextDocument[]): Set<string> {
  const marks = new Set<string>();
  for (const doc of docs) {
    for (const sentence of doc.text.split(/(?<=[.;])\s+|\n+/)) {
      if (!KEY.test(sentence)) continue;
      for (const m of sentence.matchAll(DECLARED)) {
        const raw = m[2] ?? NAMED[(m[1] ?? '').toLowerCase()];
        if (
          raw &&
          KEY.test(sentence.slice(Math.max(0, (m.index ?? 0) - 80), (m.index ?? 0) + m[0].length + 80))
        )
          marks.add(normalMark(raw));
      }
      for (const m of sentence.matchAll(LEGEND)) marks.add(normalMark(m[1] ?? ''));
    }
  }
  return marks;
}

/**
 * Marks key the categories whose title carries one of the document's key marks, in the title
 * or right after it in the row it was read from; a bracketed code comes off the title
 * ("Railroad Operations Supervisor (K)" is the key "Railroad Operations Supervisor").
 * @example
 * withKeyMarks([{ title: 'Manager', key: false, stated: [], document: 'a', ref: '', quote: 'Manager * | 2,080' }], new Set(['*']))[0]?.key // true
 */
export function withKeyMarks(categories: LabourCategory[], marks: Set<string>): LabourCategory[] {
  if (marks.size === 0) return categories;
  const codes = [...marks].filter((m) => m.startsWith('('));
  const stripCode = codes.length
    ? new RegExp(
        String.raw`\s*[(\[]\s*(?:${codes.map((c) => escapeRegExp(c.slice(1, -1))).join('|')})\s*[)\]]`,
        'i',
      )
    : null;
  return categories.map((c) => {
    if (c.key) return c;
    if (stripCode?.test(c.title)) return { ...c, title: squash(c.title.replace(stripCode, ' ')), key: true };
    const after = c.quote.slice(
      c.quote.indexOf(c.title) + c.title.length,
      c.quote.indexOf(c.title) + c.title.length + 8,
    );
    const marked =
      c.quote.includes(c.title) &&
      [...marks].some(
        (m) => !m.startsWith('(') && new RegExp(String.raw`^\s*${escapeRegExp(m)}(?![*†])`).test(after),
      );
    return marked ? { ...c, key: true } : c;
  });
}
