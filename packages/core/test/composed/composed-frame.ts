/**
 * Test support: the boilerplate a work statement sits in. A UCF solicitation (Section B with
 * its CLINs, C the work statement, F the period of performance, I a FAR clause list, L the
 * instructions to offerors, M the evaluation factors) or an RFQ (a letter, the statement of
 * work, instructions to quoters, the basis of award, clauses by reference). The boilerplate
 * carries the numbers real ones carry (page limits, days, references, clause dates, a total
 * duration under 52.217-9) that are no staffing and no period of performance.
 */
import type { Random } from '../shapes/shape-gen';

export type Frame = 'ucf' | 'rfq';

/** The pieces the frame places. */
export interface Parts {
  periodText: string;
  extension: 'none' | 'included' | 'clin-row';
  siteText: string;
  staffText: string;
  /** The hours-per-FTE sentence, or '' when the document states none. */
  convention: string;
}

const EXTENSION_SENTENCES = [
  'The Government may extend performance for up to six (6) months under FAR 52.217-8, Option to Extend Services.',
  'An extension of services of up to six months may be exercised in accordance with FAR 52.217-8.',
  'In accordance with FAR 52.217-8, the Government may require continued performance for a period not to exceed 6 months.',
];
const EXTENSION_CLIN =
  '| CLIN | Description | Qty | Unit |\n|---|---|---|---|\n| 9001 | Option to Extend Services (FAR 52.217-8) | 6 | MO |';

function clauses(random: Random, extension: boolean): string {
  const list = [
    '52.204-7 System for Award Management (OCT 2018)',
    '52.212-4 Contract Terms and Conditions - Commercial Products and Commercial Services (NOV 2023)',
    ...(extension ? ['52.217-8 Option to Extend Services (NOV 1999)'] : []),
    '52.219-6 Notice of Total Small Business Set-Aside (NOV 2020)',
    '52.222-41 Service Contract Labor Standards (AUG 2018)',
    '52.232-18 Availability of Funds (APR 1984)',
    '52.237-3 Continuity of Services (JAN 1991)',
  ];
  const days = random.pick([30, 60]);
  return [
    ...list.map((c, i) => (i % 2 ? c : `FAR ${c}`)),
    `52.217-9 Option to Extend the Term of the Contract (MAR 2000): (a) The Government may extend the term of this contract by written notice to the Contractor within ${days} days. (c) The total duration of this contract, including the exercise of any options under this clause, shall not exceed ${random.pick([60, 66])} months.`,
  ].join('\n');
}

const INSTRUCTIONS = [
  'Proposals shall be submitted in three volumes: Volume I, Technical (not to exceed 25 pages); Volume II, Past Performance (three (3) references within the last five (5) years); Volume III, Price.',
  'Questions shall be submitted in writing no later than ten (10) calendar days after the issue date. Offers shall remain valid for 90 days.',
  'The offeror shall submit resumes for all key personnel, each not to exceed two (2) pages.',
];
const EVALUATION = [
  'Factor 1 - Technical Approach; Factor 2 - Staffing Plan and Key Personnel; Factor 3 - Past Performance; Factor 4 - Price.',
  'The non-price factors, when combined, are significantly more important than price. Award will be made on a best value basis.',
];

const heading = (markdown: boolean, level: number, text: string) =>
  markdown ? `${'#'.repeat(level)} ${text}` : text.toUpperCase();

/**
 * The whole solicitation around the parts.
 * @example
 * frame(seeded(1), 'rfq', parts, true).startsWith('# REQUEST FOR QUOTATION')
 */
export function frame(random: Random, kind: Frame, parts: Parts, markdown: boolean): string {
  const h = (level: number, text: string) => heading(markdown, level, text);
  const ext =
    parts.extension === 'included'
      ? random.pick(EXTENSION_SENTENCES)
      : parts.extension === 'clin-row'
        ? EXTENSION_CLIN
        : '';
  const convention = parts.convention;
  const conventionInStaffing = random.chance(0.5);
  const work = [
    h(2, kind === 'ucf' ? 'C.1 Scope' : '1. Scope'),
    'The Contractor shall provide all personnel, supervision, equipment and management necessary to perform the facility and administrative support services described in this work statement.',
    h(2, kind === 'ucf' ? 'C.2 Place of Performance' : '2. Place of Performance'),
    parts.siteText,
    h(2, kind === 'ucf' ? 'C.3 Staffing' : '3. Staffing'),
    parts.staffText,
    ...(convention && conventionInStaffing ? [convention] : []),
    h(2, kind === 'ucf' ? 'C.4 Deliverables' : '4. Deliverables'),
    'The Contractor shall submit a monthly status report by the tenth (10th) business day of each month and a Quality Control Plan within 30 days after award.',
  ];
  const pop = [parts.periodText, ext].filter(Boolean).join('\n');
  const late = convention && !conventionInStaffing ? [convention] : [];
  if (kind === 'ucf')
    return [
      h(1, 'Solicitation, Offer and Award'),
      `Solicitation No. ${random.int(100, 999)}-${random.int(10000, 99999)}. Issue date: March ${random.int(2, 27)}, 2026.`,
      h(1, 'Section B - Supplies or Services and Prices/Costs'),
      'The Contractor shall provide the services of Section C at the prices stated in the schedule. All CLINs are firm-fixed-price.',
      ...late,
      h(1, 'Section C - Performance Work Statement'),
      ...work,
      h(1, 'Section F - Deliveries or Performance'),
      h(2, 'F.1 Period of Performance'),
      pop,
      h(1, 'Section I - Contract Clauses'),
      'The following clauses are incorporated by reference:',
      clauses(random, parts.extension !== 'none'),
      h(1, 'Section L - Instructions, Conditions and Notices to Offerors'),
      ...INSTRUCTIONS,
      h(1, 'Section M - Evaluation Factors for Award'),
      ...EVALUATION,
      '',
    ].join('\n\n');
  return [
    h(1, 'Request for Quotation'),
    'Dear Vendor:',
    `The Government requests quotations for the support services described below. Quotes are due by 2:00 PM Eastern on April ${random.int(2, 28)}, 2026 and shall remain valid for 60 days.`,
    h(1, 'Statement of Work'),
    ...work,
    h(2, '5. Period of Performance'),
    pop,
    ...late,
    h(1, 'Instructions to Quoters'),
    ...INSTRUCTIONS.slice(1),
    h(1, 'Basis of Award'),
    'Award will be made to the lowest price technically acceptable quotation.',
    h(1, 'Clauses Incorporated by Reference'),
    clauses(random, parts.extension !== 'none'),
    '',
  ].join('\n\n');
}
