import { documentRole } from '../solicitation/structure/document-role';

/** What a document added to a solicitation after its release is. */
export type AmendmentKind =
  | 'amendment'
  | 'questions-and-answers'
  | 'replacement-attachment'
  | 'revised-template'
  | 'other';

/** Result of `classifyAmendment`. */
export interface AmendmentClass {
  kind: AmendmentKind;
  /** The amendment's number as written ('0002', '2'), when stated. */
  number?: string;
  /** It also answers questions (an SF-30 with the Q&A attached). */
  answersQuestions: boolean;
  /** The words that decided it. */
  evidence: string;
}

const REVISED =
  /\b(?:revised|replacement|amended|updated|corrected|superseding|new version of)\b[^\n]{0,60}?\b(?:attachment|exhibit|annex|appendix|template|schedule|workbook|spreadsheet|pws|sow|soo|statement of (?:work|objectives))\b|\b(?:attachment|exhibit|annex|appendix|template)\b[^\n]{0,60}?\b(?:revised|replacement|amended|updated|corrected|rev\.? ?\d)\b/i;
const QA_MARKS = /^\s*(?:answer|response|a\d*)\s*[:.-]/gim;

function amendmentNumber(text: string): string | undefined {
  const form = text.match(/AMENDMENT\/MODIFICATION NO\.?[^\n]*\n\s*([0-9A-Z]{1,6})\b/);
  if (form?.[1] && /\d/.test(form[1])) return form[1];
  return text.slice(0, 4000).match(/\bamendment\s+(?:no\.?\s*|number\s*|#\s*)?(\d{1,4})\b/i)?.[1];
}

/**
 * What an amendment-time document is, from its content (the structure reader's document
 * role) and, for attachments, the words that say it replaces an earlier one: an SF-30
 * amendment or modification, questions and answers, a revised template (a workbook or price
 * schedule), a replacement attachment, or other.
 * @example
 * classifyAmendment('AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT\n2. AMENDMENT/MODIFICATION NO.\n0002').kind // 'amendment'
 * classifyAmendment('## Sheet: Budget\n| Labor Category | Hours | Rate |', 'REVISED ATTACHMENT 11 Budget Template.xlsx').kind // 'revised-template'
 */
export function classifyAmendment(text: string, name = ''): AmendmentClass {
  const role = documentRole(text, name);
  const answers = (text.match(QA_MARKS)?.length ?? 0) >= 2;
  const number = amendmentNumber(`${text.slice(0, 4000)}\n${name}`);
  const base = { ...(number && { number }), answersQuestions: answers || role === 'questions-and-answers' };
  if (role === 'amendment')
    return {
      kind: 'amendment',
      ...base,
      evidence: 'SF-30 amendment of solicitation / modification of contract',
    };
  if (role === 'questions-and-answers')
    return {
      kind: 'questions-and-answers',
      ...base,
      evidence: 'questions and answers (or responses) to the solicitation',
    };
  const said = `${name}\n${text.slice(0, 1500)}`.match(REVISED)?.[0];
  const sheet = /^\s*#{1,3}\s*Sheet:/m.test(text) || /\.(?:xlsx?|csv)$/i.test(name);
  if (said && (sheet || role === 'price-schedule' || role === 'staffing-template'))
    return { kind: 'revised-template', ...base, evidence: said };
  if (said) return { kind: 'replacement-attachment', ...base, evidence: said };
  return { kind: 'other', ...base, evidence: `read as ${role}` };
}
