import type { DocumentRole, SectionKind } from '../model';

/** What each UCF part holds, for a pricer. */
export const UCF_KIND: Record<string, SectionKind> = {
  A: 'front-matter',
  B: 'schedule',
  C: 'work',
  D: 'other',
  E: 'administration',
  F: 'performance',
  G: 'administration',
  H: 'clauses',
  I: 'clauses',
  J: 'attachments',
  K: 'representations',
  L: 'instructions',
  M: 'evaluation',
};

// Title vocabulary, most specific first. Staffing words win inside work and schedule parts.
const STAFFING =
  /\b(level[- ]of[- ]effort|LOE|labou?r mix|labou?r categor(?:y|ies)|key personnel|staffing(?! plan)|personnel (?:qualifications|specifications|requirements)|qualifications of personnel|manning|estimated hours|hours by labou?r)\b/i;
const VOCAB: [RegExp, SectionKind][] = [
  // What the Government furnishes is not work the contractor prices as labour.
  [/\bgovernment[- ]furnished|furnished by the government|\bGF[EPI]\b/i, 'other'],
  [
    /\b(instructions?|information) to (offerors?|quoters?|vendors?|bidders?)|proposal (?:submission|preparation|format|instructions|content|intent)|submission (?:instructions|requirements)|quot(?:e|ation) (?:submission|instructions|format|preparation)|volume [IVX1-9]+\b|page limit|questions? (?:and|&) (?:answers|responses)|due date|^(?:quote |proposal |quotation )?submission\b/i,
    'instructions',
  ],
  [
    /\b(evaluation (?:factors?|criteria|process|approach)|basis (?:for|of) award|evaluation and award|factors? for award|method of award|award method|adjectival|technical evaluation|price evaluation|down-?select)\b/i,
    'evaluation',
  ],
  [/\b(representations?|certifications?)\b/i, 'representations'],
  [
    /\b(invoic\w*|payment|deductions?|penalt(?:y|ies)|liquidated damages|contract administration|administration data|contracting officer'?s? representative|points? of contact|accounting and appropriation|post[- ]award|close-?out|limitation of funds|authorities and delegations)\b/i,
    'administration',
  ],
  [
    /\b(clauses?|FAR\b|DFARS|HHSAR|terms and conditions|acquisition regulations?|regulations|special (?:contract )?requirements|provisions|incorporated by reference|organizational conflicts? of interest|data rights|rights in data|ownership of (?:data|deliverables)|non-?disclosure|section 508|privacy act|insurance|indemnit\w*|holidays)\b/i,
    'clauses',
  ],
  [/\b(list of attachments|attachments|exhibits)\b$/i, 'attachments'],
  [
    /\b(supplies or services|prices?\/costs?|price schedule|pricing|CLINs?|line items?|schedule of (?:supplies|items|prices))\b/i,
    'schedule',
  ],
  [
    /\b(period of performance|place of performance|places? and hours|hours of (?:operation|performance)|deliver(?:y|ies)(?! of services)|inspection and acceptance|packaging)\b/i,
    'performance',
  ],
  [/\b(table of contents|contents|solicitation\/contract form|cover (?:page|letter))\b/i, 'front-matter'],
];
const WORK =
  /\b(statement of (?:work|objectives)|performance work statement|scope(?: of (?:work|services))?|tasks?|subtasks?|objectives?|requirements|deliverables|description of (?:services|work)|specific tasks|technical (?:requirements|approach))\b|^(?:PWS|SOW|SOO)\b/i;

/**
 * The kind of a section for a pricer, from its UCF letter, its title and its parent's kind.
 * In a work-statement document every part is work except its own administrative parts;
 * staffing words ('Level of Effort', 'Key Personnel', 'Labor Mix') make a staffing section.
 * @example
 * kindOf({ title: 'Instructions to Offerors', parentKind: null, role: 'solicitation' }) // 'instructions'
 */
export function kindOf(s: {
  title: string;
  ucf?: string | undefined;
  ownUcf?: boolean;
  parentKind: SectionKind | null;
  role: DocumentRole;
}): SectionKind {
  const inherited = s.ownUcf && s.ucf ? (UCF_KIND[s.ucf] ?? 'other') : s.parentKind;
  if (STAFFING.test(s.title) && inherited !== 'representations' && !/\bclauses?\b/i.test(s.title))
    return 'staffing';
  for (const [re, kind] of VOCAB) {
    if (!re.test(s.title)) continue;
    // A deliverables list inside the work is work; an invoice clause in the work is not.
    if (kind === 'performance' && inherited === 'work' && /deliver/i.test(s.title)) return 'work';
    // "Technical evaluation" inside instructions stays instructions.
    if ((inherited === 'instructions' || inherited === 'evaluation') && kind !== 'administration')
      return inherited;
    return kind;
  }
  if (inherited && inherited !== 'other' && inherited !== 'front-matter') return inherited;
  if (s.role === 'work-statement') return 'work';
  if (/^(?:SOO|SOW|PWS)\b|statement of (?:work|objectives)|performance work statement/i.test(s.title))
    return 'work';
  if (s.role === 'price-schedule' || s.role === 'staffing-template')
    return s.role === 'staffing-template' || /staff/i.test(s.title) ? 'staffing' : 'schedule';
  if (WORK.test(s.title) && s.role !== 'questions-and-answers' && s.role !== 'amendment') return 'work';
  return 'other';
}
