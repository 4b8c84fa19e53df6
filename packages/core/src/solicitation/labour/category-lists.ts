import type { LabourCategory } from '../model';
import type { Structure, TextDocument } from '../parts';
import { isJobNoun } from '../vocabulary/index';
import { squash } from './cells';
import { readTitle, titleFields } from './title';
import { itemTitle, namesPerson, titlesAfter } from './title-lists';
import { quoteOf, refAt, sentenceAt } from './where';

// "FMCSA anticipates a combination of the following labor categories to perform the work:".
const LIST_TRIGGER =
  /(?:(?:following|these)\s+(?:\w+\s+){0,2}(?:labou?r\s+categor(?:y|ies)|positions|job\s+titles|disciplines)|labou?r\s+categor(?:y|ies)\s+(?:are|include|required|needed)|labou?r\s+categor(?:y|ies)(?=\s*(?:\([^)\n]{0,40}\)\s*)?:))[^.:\n]{0,160}(?:\n(?![ \t]*[•▪*-])[^.:\n]{0,160})?:(?=[ \t]*(?:\n|$)|[^.\n]*[,;])/gi;
const SENTENCE_TRIGGER =
  /\bfollowing\s+(?:\w+\s+){0,2}(?:labou?r\s+categor(?:y|ies)|positions|job\s+titles|disciplines)\s*\./gi;
const NUMBERED = /\b(?:labou?r\s+)?category\s+(\d{1,2})\s*[-–:]\s*/gi;
const NOT_A_TITLE =
  /^(?:(?:base|option(?:al)?|opt\.?)\s+(?:period|year)s?\b|(?:sub|grand\s+)?totals?\b|(?:period|year|phase|clin)\s*\d|(?:estimated\s+)?(?:hours|ftes?|quantity|unit|rate|price|amount)\b)/i;
const HAS_NUMBERED = /\bcategory\s+\d{1,2}\s*[-–:]/i;
// "rates for the labor categories in Attachment J-3 (Surveyor, Rodman, CAD Drafter)": the titles
// in parentheses a few words after the words that announce them.
const PAREN_LIST =
  /\b(?:labou?r\s+categor(?:y|ies)|positions|job\s+titles|occupations)\b[^.()\n]{0,60}\(([^()]{5,300})\)/gi;

/** The titles of a parenthesis when every item of it (two at least) is a person's title, whole. */
function parenTitles(list: string): string[] {
  const items = list.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).map((x) => x.trim());
  const whole = items.every((x) => itemTitle(x) === x && namesPerson(x.split(/\s+/).pop() ?? ''));
  return items.length >= 2 && whole ? items : [];
}

/** A title cut by a line wrap: it ends with a slash or dash, or with a word no title ends with. */
export function isCutShort(name: string): boolean {
  const t = name.trim();
  if (/[/&,–-]$|\s(?:and|of|for|or)$/i.test(t)) return true;
  const last = t.split(/[\s/]+/).pop() ?? '';
  return !isJobNoun(last);
}

function category(
  doc: TextDocument,
  structure: Structure,
  raw: string,
  offset: number,
  quote: string,
): LabourCategory | null {
  const reading = readTitle(raw);
  // A table's header cells after the trigger ("Base Year", "Option Year 1", "Total") are no title.
  if (!reading.title || NOT_A_TITLE.test(reading.title)) return null;
  return {
    document: doc.name,
    ref: refAt(structure, doc.name, offset),
    quote: quoteOf(quote),
    offset,
    ...titleFields(reading),
    stated: [],
  };
}

/** "Category 3 - Interaction Designer/User" with its wrapped rest on the next line joined back. */
function numberedCategories(doc: TextDocument, structure: Structure): LabourCategory[] {
  const byNumber = new Map<string, { name: string; offset: number; quote: string; count: number }[]>();
  const lines = doc.text.split('\n');
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const lineStart = offset;
    offset += line.length + 1;
    const starts = [...line.matchAll(NUMBERED)];
    if (starts.length === 0 || !/^\s*(?:labou?r\s+)?category\s+\d/i.test(line.replace(/^\s*[-•*]\s*/, '')))
      continue;
    starts.forEach((m, k) => {
      const from = (m.index ?? 0) + m[0].length;
      const to = starts[k + 1]?.index ?? line.length;
      let name = squash(line.slice(from, to).split(/\s{3,}/)[0] ?? '');
      const next = lines[i + 1] ?? '';
      if (k === starts.length - 1 && isCutShort(name) && next.trim() && !HAS_NUMBERED.test(next)) {
        const chunks = next.trim().split(/\s{3,}/);
        const more = chunks.length === 1 ? chunks[0] : chunks[chunks.length - 1];
        if (more && /^[A-Z/]/.test(more) && more.split(/\s+/).length <= 5)
          name = squash(`${name}${/[/-]$/.test(name) ? '' : ' '}${more}`).replace(/\s*\/\s*/g, '/');
      }
      if (!/^[A-Z]/.test(name) || name.length > 80) return;
      const list = byNumber.get(m[1] ?? '') ?? [];
      const same = list.find(
        (x) => x.name.replace(/[\s/-]+/g, '').toLowerCase() === name.replace(/[\s/-]+/g, '').toLowerCase(),
      );
      if (same) same.count++;
      else list.push({ name, offset: lineStart + (m.index ?? 0), quote: line.trim(), count: 1 });
      byNumber.set(m[1] ?? '', list);
    });
  }
  const out: LabourCategory[] = [];
  for (const list of byNumber.values()) {
    // A number named differently in places: the complete name seen most often.
    const best = [...list].sort(
      (a, b) =>
        Number(isCutShort(a.name)) - Number(isCutShort(b.name)) ||
        b.count - a.count ||
        b.name.length - a.name.length,
    )[0];
    const c = best ? category(doc, structure, best.name, best.offset, best.quote) : null;
    if (c) out.push(c);
  }
  return out;
}

/**
 * Labour categories the documents list without amounts: lists after "the following labor
 * categories:" (numbered, bulleted or inline) and "Category N - Title" lines (a number named
 * in several pools is one category; names wrapped onto the next line are joined back).
 * @example
 * readCategoryLists([{ name: 'soo', index: 0, text: 'We anticipate the following labor categories:\n1. Project Manager\n2. Data Architect\n' }], { sections: [] } as never).map((c) => c.title) // ['Project Manager', 'Data Architect']
 */
export function readCategoryLists(docs: TextDocument[], structure: Structure): LabourCategory[] {
  const out: LabourCategory[] = [];
  for (const doc of docs) {
    for (const m of doc.text.matchAll(LIST_TRIGGER)) {
      const trigger = sentenceAt(doc.text, m.index ?? 0).text.trim();
      for (const item of titlesAfter(doc.text, (m.index ?? 0) + m[0].length)) {
        const c = category(
          doc,
          structure,
          item.title,
          item.offset,
          trigger.includes(item.line) ? trigger : `${trigger} ${item.line}`,
        );
        if (c) out.push(c);
      }
    }
    // "... by the following labor categories. The Government does not prescribe ..." and the
    // bulleted list in the next paragraph.
    for (const m of doc.text.matchAll(SENTENCE_TRIGGER)) {
      const after = (m.index ?? 0) + m[0].length;
      const gap = doc.text
        .slice(after, after + 500)
        .search(/\n[ \t]*\n(?=[ \t]*(?:[-•*▪◦·]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s)/);
      if (gap < 0) continue;
      const trigger = sentenceAt(doc.text, m.index ?? 0).text.trim();
      for (const item of titlesAfter(doc.text, after + gap + 1)) {
        const c = category(doc, structure, item.title, item.offset, `${trigger} ${item.line}`);
        if (c) out.push(c);
      }
    }
    for (const m of doc.text.matchAll(PAREN_LIST)) {
      const at = (m.index ?? 0) + m[0].indexOf('(') + 1;
      const trigger = sentenceAt(doc.text, m.index ?? 0).text.trim();
      for (const title of parenTitles(m[1] ?? '')) {
        const c = category(doc, structure, title, at, trigger);
        if (c) out.push(c);
      }
    }
    if (/category\s+\d/i.test(doc.text)) out.push(...numberedCategories(doc, structure));
  }
  return out;
}
