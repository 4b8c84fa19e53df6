import type { DocumentRole } from '../model';

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

const AMENDMENT =
  /AMENDMENT OF SOLICITATION\s*\/\s*MODIFICATION|STANDARD FORM 30\b|\bSF[- ]?30\b|amendment (?:no\.?|number)\s*[0-9]/i;
const SOLICITATION =
  /SOLICITATION\/CONTRACT\/ORDER FOR COMMERCIAL|SOLICITATION,? OFFER,? AND AWARD|\bSF[- ]?(?:1449|33|18)\b|request for (?:quot(?:e|ation)s?|proposals?|information)|\bRF[QPI]\b|instructions to (?:offerors|quoters)|evaluation (?:factors|criteria)|basis (?:for|of) award|SECTION [B-M]\b/gi;
const WORK_TITLE = /performance work statement|statement of (?:work|objectives)|\b(?:PWS|SOW|SOO)\b/gi;
const LCAT = /labou?r categor|\bLCAT|position title|job title|labou?r mix|\brole\b/i;
const MONEY_OR_HOURS = /\bhours?\b|\brates?\b|\bprice\b|\bamount\b|\bcost\b|\bFTEs?\b|\$/i;

function headerCells(text: string): string {
  return text
    .split('\n')
    .filter((l) => l.trimStart().startsWith('|'))
    .slice(0, 400)
    .join('\n');
}

/**
 * What a document is, read from its content: an amendment (SF-30), questions and answers, a
 * price schedule or staffing template (sheets or tables of labour categories with hours,
 * rates or amounts), workload data (inventory or volume sheets), a work statement (PWS,
 * SOW, SOO), the solicitation itself (SF-1449, SF-33, RFQ/RFP letter, UCF sections), or other.
 * @example
 * documentRole('PERFORMANCE WORK STATEMENT\n1.0 Scope\nThe contractor shall provide guard services.') // 'work-statement'
 */
export function documentRole(text: string, name = ''): DocumentRole {
  const head = text.slice(0, 6000);
  const sheets = count(text, /^#{1,3}\s*Sheet:/gm);
  // A solicitation tells offerors to acknowledge amendments "by signed copy of the SF 30": that
  // sentence names the form without the document being one.
  const cover = head
    .slice(0, 3000)
    .split(/(?<=[a-z]{3}[.;])\s+|\n/)
    .filter((s) => !/acknowledg/i.test(s))
    .join('\n');
  if (AMENDMENT.test(cover) && /amendment|modification/i.test(cover.slice(0, 1500))) return 'amendment';
  if (
    /questions? (?:and|&) (?:answers|responses)|responses to (?:industry |vendor )?questions|\bQ ?& ?A\b/i.test(
      `${name} ${head.slice(0, 1500)}`,
    )
  )
    return 'questions-and-answers';
  // A workbook starts with its first sheet; a text document says what it is on its cover.
  const workbook = /^\s*#{1,3}\s*Sheet:/.test(text) || tableShare(text) > 0.5;
  const titled = workbook ? null : titleRole(text.slice(0, 1500));
  if (titled) return titled;
  if (sheets > 0 || workbook) {
    const cells = headerCells(text);
    if (
      /staffing plan|employee name|\bname\b.*\blabou?r|% ?time|percent(?:age)? of time/i.test(cells) &&
      LCAT.test(cells)
    )
      return 'staffing-template';
    if (LCAT.test(cells) && MONEY_OR_HOURS.test(cells)) return 'price-schedule';
    if (/\b(price|pricing|CLIN|unit price|extended)\b/i.test(cells)) return 'price-schedule';
    // A budget template's sheets are often label lists, not tables.
    if (
      (text.slice(0, 20000).match(/\b(?:fringe|overhead|G&A|fee|rates?|budget|grand total|unit price)\b/gi)
        ?.length ?? 0) >= 3
    )
      return 'price-schedule';
    if (
      /inventory|volume|count|quantity|tickets?|calls?|workload|assets?|per month|monthly/i.test(
        `${sheetNames(text)}\n${name}\n${cells}`,
      )
    )
      return 'workload-data';
    if (sheets > 0) return 'other';
  }
  const solicitation = count(head, SOLICITATION) + count(text.slice(0, 60000), /^\s*SECTION [B-M]\b/gm) * 2;
  const work = count(head, WORK_TITLE) + count(name, WORK_TITLE) * 3;
  const shall = count(text.slice(0, 60000), /\b(?:contractor|vendor) shall\b/gi);
  if (work >= 2 && work * 2 >= solicitation && shall > 0) return 'work-statement';
  if (solicitation >= 2) return 'solicitation';
  if (work >= 1 && shall >= 3) return 'work-statement';
  if (shall >= 10) return 'work-statement';
  return 'other';
}

const SOLICITATION_TITLE =
  /request for (?:quot(?:e|ation)s?|proposals?)|\bRF[QP]\b|SOLICITATION\/CONTRACT\/ORDER|SOLICITATION,? OFFER,? AND AWARD|\bSF[- ]?(?:1449|33)\b|combined synopsis\/solicitation/i;
const WORK_DOC_TITLE = /performance work statement|statement of (?:work|objectives)|\b(?:PWS|SOW|SOO)\b/i;

// The cover names what the document is; an attachment that is a PWS says so before anything else.
function titleRole(cover: string): DocumentRole | null {
  const top = cover.slice(0, 400);
  const sol = cover.search(SOLICITATION_TITLE);
  const before = (at: number) => at >= 0 && (sol < 0 || at < sol);
  const annex = top.search(
    /(?:attachment|exhibit|annex|appendix)\s+[\w.-]{1,6}\s*[-–—:,(]?\s*(?:the\s+)?(?:performance work statement|statement of (?:work|objectives)|PWS|SOW|SOO)\b/i,
  );
  if (before(annex)) return 'work-statement';
  if (
    before(
      cover
        .slice(0, 160)
        .search(/labou?r mix|personnel qualifications|staffing (?:plan|template|matrix)|level of effort/i),
    )
  )
    return 'staffing-template';
  // Only the title says so: these words are common further down.
  if (
    before(
      cover
        .slice(0, 160)
        .search(/work ?load|work profile|historical (?:data|volumes?)|inventory|workload data/i),
    )
  )
    return 'workload-data';
  if (before(cover.search(WORK_DOC_TITLE))) return 'work-statement';
  return sol >= 0 ? 'solicitation' : null;
}

function sheetNames(text: string): string {
  return (text.match(/^#{1,3}\s*Sheet:.*$/gm) ?? []).join(' ');
}

/** Share of non-empty lines that are pipe-table rows. */
function tableShare(text: string): number {
  const lines = text.slice(0, 100000).split('\n');
  let rows = 0;
  let nonEmpty = 0;
  for (const l of lines) {
    const t = l.trim();
    if (!t) continue;
    nonEmpty++;
    if (t.startsWith('|')) rows++;
  }
  return nonEmpty ? rows / nonEmpty : 0;
}
