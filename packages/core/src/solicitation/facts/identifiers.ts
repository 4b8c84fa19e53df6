import { DATE } from './dates';

// Words whose number names a thing ("Attachment 1", "Section 3", "FAR 52.217-8", "Option Year 2").
const LABEL_WORDS = new Set(
  'naics psc sin fsc clin clins slin slins duns uei cage far dfars hsar cfr u.s.c usc part subpart section sections sec § article clause attachment attachments exhibit appendix annex table figure fig amendment modification mod volume vol factor task subtask phase option period year years fy post room suite ste building bldg no number # level tier step item line question q page pages paragraph para revision rev version ver title law p.l form sf of dd order contract solicitation rfp rfq lot pool zone region district grade gs wg release sprint increment block route highway interstate'.split(
    ' ',
  ),
);
const LABELLED = /(\b[A-Za-z][A-Za-z.]*|#|§)\s*[-#:]?\s*(?:No\.?\s*)?[A-Z]?\d[\d.,\-–/A-Za-z]*/g;

// Numbers that name or code things rather than count them: each is blanked before quantities are read.
const MASKS: RegExp[] = [
  new RegExp(DATE, 'gi'),
  /\$\s?[\d,.]+(?:\s*(?:million|billion|thousand|[MBK])\b)?/gi, // dollar amounts
  /\(?\b\d{3}\)?[-.\s]\d{3}[-.]\d{4}\b/g, // phone numbers
  LABELLED,
  /(?<![\d,])\b[A-Z]{0,3}\d+(?:[.-]\d+){1,}[A-Z]?\b(?!,\d)/g, // clause and section numbers (52.217-8, 3.2.1, C.3)
  /\b[A-Z]+\d+[A-Z\d-]*\b|\b\d+[A-Z]+[A-Z\d-]*\b/g, // contract numbers, codes (70LGLY26Q..., 54151S)
  /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/g, // state + ZIP code
  /\b\d{1,2}:\d{2}\s*(?:a\.?m\.?|p\.?m\.?)?|\b[0-2]\d[0-5]\d\s*(?:hours|hrs|EST|ET|local)\b/gi, // times
  /size standard[^.]{0,40}?\d[\d,]*/gi, // small business size standards
  /\b\d+(?:\.\d+)?\s*%|\b\d+(?:\.\d+)?\s+percent\b/gi, // percentages
];

/**
 * Replaces numbers that are codes or identifiers with spaces (same length, so offsets hold):
 * dates, dollar amounts, phone numbers, NAICS/PSC/SIN and CLIN numbers, FAR/DFARS clause and
 * section numbers, "Attachment 1", contract numbers, ZIP codes, clock times and percentages.
 * @example
 * maskIdentifiers('NAICS 541512 for 1,200 users').trim() // 'for 1,200 users'
 */
export function maskIdentifiers(text: string): string {
  if (!/\d/.test(text)) return text;
  let out = text;
  for (const re of MASKS) {
    out = out.replace(re, (m, label?: unknown, at?: unknown) => {
      const word = String(label).toLowerCase().replace(/\.$/, '');
      if (re === LABELLED && !LABEL_WORDS.has(word)) return m;
      // "of" names a thing only after a number ("page 2 of 10", "1 of 3"); "a total of 1,200
      // workstations", "an average of 5,150 calls" and "a backlog of 36,000 records" count.
      if (re === LABELLED && word === 'of' && !/\d\s*$/.test(out.slice(0, Number(at)))) return m;
      return ' '.repeat(m.length);
    });
  }
  return out;
}
