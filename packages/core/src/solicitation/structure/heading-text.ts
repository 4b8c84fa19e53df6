/** Parts of heading text: titles, numbering depth, contents lines. */

const TITLE_RUN =
  /^((?:[A-Z][\w&/'’()-]*)(?:\s+(?:(?!(?:The|This|These|All|Each|A|An)\b)[A-Z][\w&/'’()-]*|of|and|for|to|in|on|or|with|by|the)){1,9})\s+(?=(?:The|This|These|All|Each|A|An|Contractor|Contractors|Offerors?|Personnel|Services?|Work|It|In|For|Under)\s)/;
const TOC_LINE = /(?:\.{4,}|…{2,}|(?:\s\.){3,}|\s{2,})\s*\d{1,3}\s*$/;

/**
 * Every word capitalised, but for short connecting words; at most ten words.
 * @example
 * isTitleCase('Level of Effort') // true
 */
export function isTitleCase(title: string): boolean {
  const words = title.replace(/:$/, '').split(/\s+/);
  return (
    words.length <= 10 &&
    words.every(
      (w) => /^[A-Z0-9(&/–-]/.test(w) || /^(?:of|and|the|for|to|in|on|or|a|an|with|by|per)$/.test(w),
    )
  );
}

/**
 * Title-ish: starts with a capital, a digit or '(' and is not a sentence fragment in lower case.
 * @example
 * titleLike('2.5 hours per week') // false
 */
export function titleLike(rest: string): boolean {
  return /^[("“'A-Z0-9]/.test(rest) && !/^\d[\d,.]*\s*(?:%|[a-z])/.test(rest);
}

/**
 * The title part of what follows a heading's number: the whole rest when short, else the
 * capitals run or the words up to the first colon, full stop or dash ("GENERAL OBJECTIVES",
 * "Help Desk: The contractor shall ..." -> "Help Desk").
 * @example
 * titleOf('GENERAL OBJECTIVES The contractor shall provide support for the data team.') // 'GENERAL OBJECTIVES'
 */
export function titleOf(rest: string): string {
  const r = rest
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // A numbered paragraph that is a sentence ("1.1 The Contractor shall hold ...") has no
  // title of its own: its first words stand for it.
  if (/^(?:The|A|An|All|Each|Any|For|If|When|Within|Upon)\b.*\b(?:shall|must|will|should|may)\b/.test(r)) {
    const words = r.split(' ');
    return words.length > 8 ? `${words.slice(0, 8).join(' ')}...` : r.replace(/[:.]$/, '');
  }
  if (r.length <= 90 && !/[a-z][.;]$/.test(r)) return r.replace(/[:.]$/, '').trim();
  const caps = r.match(/^((?:[A-Z0-9][A-Z0-9,/&'’()-]*\s+){1,12}?)(?=[A-Z][a-z])/);
  if (caps?.[1] && /[A-Z]{2}/.test(caps[1])) return caps[1].trim();
  // "Help Desk Support The contractor shall ...": the capitalised words before a sentence starts.
  const named = r.match(TITLE_RUN);
  const run = named?.[1];
  if (run?.includes(' ')) return run;
  const cut = r.slice(0, 90).search(/[:.](?:\s|$)|\s[-–—]\s/);
  if (cut > 2) return r.slice(0, cut).trim();
  const words = r.split(' ');
  return words.length > 8 ? `${words.slice(0, 8).join(' ')}...` : r;
}

/**
 * Depth of a number: '3' and '3.0' are 1, '3.1.2' is 3, 'C.3.2' is 2.
 * @example
 * depthOf('C.3.2') // 2
 */
export function depthOf(num: string): number {
  const parts = num.replace(/^[A-M]\./, '').split('.');
  if (parts.length === 2 && parts[1] === '0') return 1;
  return parts.length;
}

/**
 * True for a table-of-contents line: dotted leaders or a page number after a gap.
 * @example
 * isTocLine('3.2 Help Desk ........ 14') // true
 */
export function isTocLine(text: string): boolean {
  // The cheap test first: a contents line ends with its page number.
  return /\d\s*$/.test(text) && TOC_LINE.test(text) && /[A-Za-z]{3}/.test(text);
}
