import { clip, squash, titleCase } from './text';
import type { Section } from './types';

interface Heading {
  ref: string;
  title: string;
  /** A top-level part (SECTION C, ARTICLE, EXHIBIT) that later unnumbered headings nest under. */
  top?: boolean;
}

// Flattened PDF text puts whole pages on one line; these inline headings start a new line there.
const INLINE_HEADING =
  /\s(?=(?:SECTION|ARTICLE)\s+[A-Z](?:\.\d+)*\s*[-–.:]?\s+[A-Z]{2}|(?:\d{1,2}|[A-Za-z])\.\s+[A-Z][A-Z ,/&'()-]{6,80}\s+[A-Z][a-z])/g;

const RULES: { re: RegExp; make: (m: RegExpMatchArray) => Heading; maxLength?: number }[] = [
  { re: /^#{1,6}\s+(.+)$/, make: (m) => fromTitle(m[1] ?? '') },
  {
    re: /^\*\*(\d{1,2}(?:\.\d{1,2})*)\.?\s+([^*]{3,90}?)\.?\*\*/,
    make: (m) => ({ ref: m[1] ?? '', title: m[2] ?? '' }),
  },
  {
    re: /^(?:SECTION|Section)\s+([A-Z]|\d{1,2}(?:\.\d{1,2})*)\b\s*[-–:.]?\s*(.*)$/,
    make: (m) => ({ ref: `Section ${m[1]}`, title: m[2] || `Section ${m[1]}`, top: true }),
    maxLength: 140,
  },
  {
    re: /^(?:ARTICLE|Article)\s+([A-Z]\.\d+(?:\.\d+)*)\.?\s*(.*)$/,
    make: (m) => ({ ref: m[1] ?? '', title: m[2] || `Article ${m[1]}` }),
    maxLength: 160,
  },
  {
    re: /^(Task|TASK|Subtask|SUBTASK)\s+(\d{1,2}(?:\.\d{1,2})*[A-Za-z]?)\b[\s:.–-]*(.*)$/,
    make: (m) => ({ ref: `Task ${m[2]}`, title: m[3] || `Task ${m[2]}` }),
    maxLength: 160,
  },
  {
    re: /^(Exhibit|EXHIBIT|Attachment|ATTACHMENT|Appendix|APPENDIX|Annex|ANNEX)\s+([A-Z0-9]{1,4})\b[\s:.–-]*(.*)$/,
    make: (m) => ({ ref: `${titleCase(m[1] ?? '')} ${m[2]}`, title: m[3] || `${m[1]} ${m[2]}`, top: true }),
    maxLength: 160,
  },
  { re: /^([A-Z]\.\d{1,2}(?:\.\d{1,2})*)\.?\s+([A-Za-z(].*)$/, make: (m) => fromNumbered(m) },
  { re: /^(\d{1,2}(?:\.\d{1,2}){1,4})\.?\s+([A-Za-z(].*)$/, make: (m) => fromNumbered(m) },
  {
    re: /^(\d{1,2}|[A-Za-z])\.\s+([A-Z][A-Z ,/&'()-]{5,80}?)(?:\s+([A-Z][a-z].*))?$/,
    make: (m) => ({ ref: titleCase(m[2] ?? ''), title: m[2] ?? '' }),
  },
  {
    re: /^([A-Z][A-Z0-9,/&'()-]*(?: [A-Z0-9,/&'()-]+)+)$/,
    make: (m) => ({ ref: titleCase(m[1] ?? ''), title: m[1] ?? '' }),
    maxLength: 80,
  },
];

function fromTitle(raw: string): Heading {
  const title = squash(raw.replace(/[*_`]/g, ''));
  const numbered = title.match(/^((?:[A-Z]\.)?(?:\d{1,2}|[a-z])(?:\.(?:\d{1,2}|[a-z]))*)\.?\s+(.+)$/);
  if (numbered?.[1] && /\d|\./.test(numbered[1])) return { ref: numbered[1], title: numbered[2] ?? title };
  return { ref: title, title };
}

function fromNumbered(m: RegExpMatchArray): Heading {
  const rest = m[2] ?? '';
  const end = rest.search(/[.:](\s|$)/);
  return { ref: m[1] ?? '', title: clip(end > 0 ? rest.slice(0, end) : rest, 80) };
}

// A heading at the start of a long flattened line, followed by its body text.
const INLINE_RULES: { re: RegExp; make: (m: RegExpMatchArray) => Heading }[] = [
  {
    re: /^(?:SECTION|Section)\s+([A-Z])\s*[-–.:]?\s+([A-Z][A-Z ,/&'()-]{2,80}?)\s+(?=[A-Z][a-z])/,
    make: (m) => ({ ref: `Section ${m[1]}`, title: m[2] ?? '', top: true }),
  },
  {
    re: /^(?:\d{1,2}|[A-Za-z])\.\s+([A-Z][A-Z ,/&'()-]{5,80}?)\s+(?=[A-Z][a-z])/,
    make: (m) => ({ ref: titleCase(m[1] ?? ''), title: m[1] ?? '' }),
  },
];

function headingOf(line: string): { heading: Heading; rest: string } | null {
  const trimmed = line.trim();
  if (trimmed.length < 3) return null;
  if (trimmed.length > 160) {
    for (const rule of INLINE_RULES) {
      const m = trimmed.match(rule.re);
      if (m) return { heading: rule.make(m), rest: trimmed.slice(m[0].length) };
    }
    return null;
  }
  for (const rule of RULES) {
    if (rule.maxLength && trimmed.length > rule.maxLength) continue;
    const m = trimmed.match(rule.re);
    if (m) {
      const h = rule.make(m);
      if (!h.ref || !/[A-Za-z0-9]/.test(h.title)) continue;
      const heading = { ...h, ref: clip(h.ref, 70), title: clip(h.title, 90) };
      const after = trimmed.match(/^(?:\d{1,2}|[A-Za-z])\.\s+[A-Z][A-Z ,/&'()-]{5,80}?\s+([A-Z][a-z].*)$/);
      if (after?.[1]) return { heading, rest: after[1] };
      // A numbered paragraph keeps its own words as the first line of its text.
      // (also a one-sentence paragraph: "3.1 The total labor hours shall not exceed 6,000 hours.")
      const numbered =
        /^(?:[A-Z]\.)?\d/.test(heading.ref) &&
        (trimmed.length > heading.title.length + 20 ||
          /[.;]$/.test(trimmed) ||
          heading.title.split(' ').length > 8);
      return { heading, rest: numbered ? trimmed : '' };
    }
  }
  return null;
}

function splitLongLines(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.length > 600) out.push(...line.replace(INLINE_HEADING, '\n').split('\n'));
    else out.push(line);
  }
  return out;
}

/**
 * Splits a document into sections with their references: Markdown headings, numbered
 * paragraphs (C.3.2, 3.2.1), SECTION/ARTICLE parts, Task N, Exhibit N and all-caps headings,
 * including headings buried in the flattened text of PDFs. Empty sections are dropped.
 * @example
 * segmentSections('C.3.2 Help Desk\nThe contractor shall staff the help desk.')[0]?.ref // 'C.3.2'
 */
export function segmentSections(text: string, document = 'primary'): Section[] {
  const sections: Section[] = [];
  let current: Section = { ref: 'Preamble', title: 'Preamble', text: '', document, start: 0 };
  let top = '';
  const body: string[] = [];
  let offset = 0;
  const flush = () => {
    current.text = body.join('\n').trim();
    if (current.text) sections.push(current);
    body.length = 0;
  };
  for (const line of splitLongLines(text)) {
    const found = headingOf(line);
    if (found) {
      flush();
      const { heading, rest } = found;
      if (heading.top) top = heading.ref;
      const nested = top && !heading.top && !/\d/.test(heading.ref) ? `${top}, ${heading.ref}` : heading.ref;
      current = { ref: nested, title: heading.title, text: '', document, start: offset };
      if (rest) body.push(rest);
    } else {
      body.push(line);
    }
    offset += line.length + 1;
  }
  flush();
  return sections;
}
