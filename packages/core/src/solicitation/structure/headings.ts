import { depthOf, isTitleCase, isTocLine, titleLike, titleOf } from './heading-text';

export { depthOf, isTocLine, titleOf } from './heading-text';

/**
 * A heading read from one line. `rank` orders heading styles from outer to inner (a PART
 * holds SECTIONs, which hold numbered paragraphs); the section tree nests by it.
 */
export interface Heading {
  ref: string;
  title: string;
  rank: number;
  /** UCF letter named by the heading ('SECTION C', 'ARTICLE C.1', 'C.3.2'). */
  ucf?: string;
  style:
    | 'markdown'
    | 'bold'
    | 'part'
    | 'section'
    | 'attachment'
    | 'task'
    | 'numbered'
    | 'lettered'
    | 'caps'
    | 'titled';
}

const SEP = String.raw`\s*[-–—:.]?\s*`;
const NUMBERED = /^((?:[A-M]\.)?\d{1,2}(?:\.\d{1,2}){0,5})(\.?)\s+(?![-–.])(.+)$/;
const PART = new RegExp(String.raw`^PART\s+([IVX]{1,4}|\d{1,2})\b(?![.\d])${SEP}(.*)$`, 'i');
const SECTION = new RegExp(String.raw`^SECTION\s+([A-M]|\d{1,2})(?![\w.])${SEP}(.*)$`, 'i');
const ARTICLE = /^ARTICLE\s+([A-M])\.(\d{1,2}(?:\.[\dA-Za-z]{1,2})*)\.?\s*[-–—:.]?\s*(.*)$/i;
const ANNEX =
  /^(attachment|exhibit|appendix|annex)\s+([A-Z]{1,2}|\d{1,2}|[A-Z]?[.-]?\d{1,2}(?:[.-]\d{1,2})?)(?![\w])\s*[-–—:.,]?\s*(.*)$/i;
const TASK =
  /^(task|sub-?task)\s+(\d{1,2}(?:\.\d{1,2})*[A-Za-z]?)(?![\w.])\s*(\(optional\))?\s*[-–—:.)]?\s*(.*)$/i;
// "d. LEVEL OF EFFORT", "A. Recommended Labor Mix", "(b) Reporting": a letter and a short title.
const LETTERED = /^\(?([a-zA-Z])[.)]\s+([A-Z][A-Za-z0-9 ,/&'’()\-–]{2,70}:?)$/;

// Words of a table's column header ("DESCRIPTION HOURS PER DAY"), not of a heading.
const COLUMN_WORDS =
  /\b(?:NUMBER|NO\.|HOURS?|PER|DAY|WEEK|MONTH|YEAR|TOTAL|QTY|QUANTITY|RATE|AMOUNT|PRICE|UNIT|DESCRIPTION|TYPE|DATE|ITEM|POST|SCHEDULE|CLIN|FTES?|COST)\b|#/g;
const CAPS = /^[A-Z][A-Z0-9 ,/&'’()\-–:]{4,}[A-Z)]:?$/;

function numbered(text: string, style: Heading['style'], base: number): Heading | null {
  const m = text.match(NUMBERED);
  if (!m?.[1] || m[3] === undefined) return null;
  const [, num, dot, rest] = m;
  const multi = num.includes('.');
  if (!multi && !dot && style === 'numbered') return null;
  if (!titleLike(rest)) return null;
  // A table row ("1.5   FTE   2,080") is not a heading.
  if (style === 'numbered' && /\S\s{3,}\S/.test(rest) && rest.length < 200) return null;
  const title = titleOf(rest);
  // "1. Turn in all lost and found articles ..." is a list item, not a heading.
  if (
    !multi &&
    style === 'numbered' &&
    (title.split(' ').length > 10 || (/[a-z]\.$/.test(rest.trim()) && rest.length > 60))
  )
    return null;
  if (
    !multi &&
    style === 'numbered' &&
    !/^[A-Z0-9(]\S*(?:\s+(?:[A-Z0-9(&/-]\S*|of|and|the|for|to|in|on|or|a|an|with|by))*$/.test(title)
  )
    return null;
  const ucf = num.match(/^([A-M])\./)?.[1];
  return { ref: num, title, rank: base + depthOf(num), ...(ucf ? { ucf } : {}), style };
}

/**
 * Reads a heading from one line, or null: Markdown headings in any spacing (`##1.0 Scope`,
 * `# Title`), bold headings, PART / SECTION / ARTICLE parts of the UCF, Attachment /
 * Exhibit / Appendix / Annex, Task / Subtask, numbered paragraphs (1., 1.1, C.3.2, 5.0) and
 * ALL-CAPS headings. Table-of-contents lines and page numbers are not headings.
 * @example
 * headingOf('##1.0 Scope')?.ref // '1.0'
 */
export function headingOf(line: string): Heading | null {
  const text = line.trim();
  if (text.length < 2 || (isTocLine(text) && !/^#/.test(text))) return null;
  const md = text.match(/^(#{1,6})(?!#)\s*(.*?)\s*#*$/);
  if (md?.[1]) {
    const title = (md[2] ?? '').replace(/[*_`]+/g, '').trim();
    if (!/[A-Za-z0-9]/.test(title)) return null;
    const rank = 30 + md[1].length;
    const n = numbered(title, 'markdown', 0);
    return n
      ? { ...n, rank, style: 'markdown' }
      : { ref: clipRef(title), title: titleOf(title), rank, style: 'markdown' };
  }
  if (text.length > 600) return null;
  const bold = text.match(/^(?:\*\*|__)(.{2,120}?)(?:\*\*|__)\s*:?\s*$/);
  if (bold?.[1]) {
    const inner = bold[1].trim();
    const n = numbered(inner, 'bold', 40);
    if (n) return n;
    // "**Representative Workload:**" is a label over a list, not a heading.
    if (
      /^[A-Za-z(]\.?$/.test(inner) ||
      !/^[A-Z0-9]/.test(inner) ||
      inner.split(' ').length > 12 ||
      /:$/.test(text.replace(/[*_\s]+$/, ''))
    )
      return null;
    return { ref: clipRef(inner), title: titleOf(inner), rank: 38, style: 'bold' };
  }
  return plainHeading(text);
}

function plainHeading(text: string): Heading | null {
  let m = text.match(PART);
  if (
    m?.[1] &&
    text.length <= 140 &&
    (text.startsWith('PART') || /^[-–—:.]|^\s*$/.test(text.slice(5 + m[1].length, 8 + m[1].length)))
  )
    return {
      ref: `Part ${m[1].toUpperCase()}`,
      title: titleOf(m[2] || `Part ${m[1]}`),
      rank: 10,
      style: 'part',
    };
  m = text.match(SECTION);
  if (
    m?.[1] &&
    text.length <= 160 &&
    (text.startsWith('SECTION') || /^\s*[-–—:.]/.test(text.slice(8 + m[1].length)) || !m[2])
  ) {
    const letter = /^[A-M]$/i.test(m[1]) ? m[1].toUpperCase() : undefined;
    const title = titleOf(m[2] || `Section ${m[1]}`);
    return {
      ref: `Section ${letter ?? m[1]}`,
      title,
      rank: 20,
      ...(letter ? { ucf: letter } : {}),
      style: 'section',
    };
  }
  m = text.match(ARTICLE);
  if (m?.[1] && m[2] && (!m[3] || titleLike(m[3]))) {
    const num = `${m[1].toUpperCase()}.${m[2]}`;
    return {
      ref: num,
      title: titleOf(m[3] || num),
      rank: 40 + depthOf(num),
      ucf: m[1].toUpperCase(),
      style: 'numbered',
    };
  }
  m = text.match(ANNEX);
  if (
    m?.[1] &&
    !/\.$/.test(text) &&
    m[2] &&
    text.length <= 160 &&
    /^[A-Z]/.test(m[1]) &&
    (!m[3] || titleLike(m[3])) &&
    !/\b(shall|must|will|is|are)\b/.test(m[3] ?? '')
  ) {
    const kind = m[1].charAt(0).toUpperCase() + m[1].slice(1).toLowerCase();
    return {
      ref: `${kind} ${m[2]}`,
      title: titleOf(m[3] || `${kind} ${m[2]}`),
      rank: 20,
      style: 'attachment',
    };
  }
  m = text.match(TASK);
  if (m?.[1] && m[2] && text.length <= 200 && /^[A-Z]/.test(m[1]) && (!m[4] || titleLike(m[4]))) {
    const sub = /^sub/i.test(m[1]);
    const title = titleOf(m[4] || `Task ${m[2]}`);
    return {
      ref: `${sub ? 'Subtask' : 'Task'} ${m[2]}`,
      title,
      rank: 40 + (sub ? 2 : depthOf(m[2])),
      style: 'task',
    };
  }
  const n = numbered(text, 'numbered', 40);
  if (n) return n;
  const lettered = text.match(LETTERED);
  if (lettered?.[1] && lettered[2] && isTitleCase(lettered[2]))
    return { ref: lettered[1], title: lettered[2].replace(/:$/, ''), rank: 45, style: 'lettered' };
  if (
    text.length <= 90 &&
    CAPS.test(text) &&
    !/\b(?:SHALL|MUST|WILL|WILL NOT|IS|ARE)\b/.test(text) &&
    (text.match(COLUMN_WORDS)?.length ?? 0) < 2 &&
    /[A-Z]{2,}\s+[A-Z]{2,}|^[A-Z]{6,}:?$/.test(text) &&
    !/\S\s{3,}\S/.test(text)
  ) {
    const title = text.replace(/:$/, '');
    return { ref: clipRef(title), title, rank: 39, style: 'caps' };
  }
  return null;
}

function clipRef(title: string): string {
  const t = title.replace(/\s+/g, ' ').trim();
  return t.length > 70 ? `${t.slice(0, 67)}...` : t;
}
