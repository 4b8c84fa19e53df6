import { describe, expect, it } from 'vitest';
import { classifyAmendment } from './classify';
import { readQuestionsAndAnswers } from './qa-pairs';

const SF30 = `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT
2. AMENDMENT/MODIFICATION NO.                3. EFFECTIVE DATE
0002                                         11/21/2025
14. DESCRIPTION OF AMENDMENT/MODIFICATION
The purpose of this amendment is to extend the closing date.`;

describe('classifyAmendment', () => {
  it('reads an SF-30 as an amendment with its number', () => {
    expect(classifyAmendment(SF30, 'a2.pdf')).toMatchObject({ kind: 'amendment', number: '0002' });
  });

  it('reads questions and answers in several layouts', () => {
    for (const [text, name] of [
      ['Questions and Answers\n1. Is travel required?\nANSWER: No.', 'attachment-4.pdf'],
      ['RESPONSES TO INDUSTRY QUESTIONS\nQ1: Is travel required?\nA1: No.', 'q.pdf'],
      ['Question 3: Is 24x7 coverage required?\nResponse: No.', 'Q&A RFQ 123.pdf'],
    ] as const)
      expect(classifyAmendment(text, name)).toMatchObject({
        kind: 'questions-and-answers',
        answersQuestions: true,
      });
  });

  it('tells a revised template (a workbook or price sheet) from a replacement attachment', () => {
    const sheet =
      '## Sheet: Budget\n| Labor Category | Hours | Rate |\n|---|---|---|\n| Analyst | 1,880 | 100 |';
    expect(classifyAmendment(sheet, 'REVISED ATTACHMENT 11 -- Business Proposal Template.xlsx').kind).toBe(
      'revised-template',
    );
    const pws =
      'Attachment 2 - Performance Work Statement (Revised 12/1/2025)\n1.0 Scope\nThe contractor shall provide guard services.';
    expect(classifyAmendment(pws, 'Attachment 2 PWS Revised.pdf').kind).toBe('replacement-attachment');
    expect(classifyAmendment('Site visit sign-in sheet\nName Company', 'sign-in.pdf').kind).toBe('other');
  });
});

describe('readQuestionsAndAnswers', () => {
  it('reads numbered prose questions with their answers and section references', () => {
    const pairs = readQuestionsAndAnswers(
      `RFP Questions and Answers

    4. RFP page 15, Article F.3. Level of Effort, paragraph a. -- Please confirm that subcontractor
        hours are not excluded.

        ANSWER: The RFP erroneously states that they are excluded. These labor hours include
        subcontractor labor hours.

    5. Please provide a Word version of Attachment 7.

        ANSWER: A Word version is provided.
`,
      'qa.pdf',
    );
    expect(pairs.map((p) => [p.number, p.refs])).toEqual([
      ['4', ['F.3']],
      ['5', []],
    ]);
    expect(pairs[0]?.answer).toBe(
      'The RFP erroneously states that they are excluded. These labor hours include subcontractor labor hours.',
    );
    expect(pairs[0]?.question).toMatch(/^RFP page 15, Article F\.3\..*not excluded\.$/);
  });

  it('reads a question/response table laid out in columns', () => {
    const row = (n: string, q: string, a: string) => `${n.padEnd(6)}${q.padEnd(50)}${a}`;
    const text = [
      `${'#'.padEnd(6)}${'Question'.padEnd(50)}Government Response`,
      row('1', 'Section C.1.5: what team size is expected?', 'A combination of the labor'),
      row('', 'Please clarify.', 'categories in C.1.5.'),
      row('2', 'Is 24x7 incident coverage required?', 'No. Core business hours are expected.'),
      row('3', 'Is travel required?', 'No.'),
    ].join('\n');
    const pairs = readQuestionsAndAnswers(text, 'qa.pdf');
    expect(pairs.map((p) => [p.number, p.question, p.answer])).toEqual([
      [
        '1',
        'Section C.1.5: what team size is expected? Please clarify.',
        'A combination of the labor categories in C.1.5.',
      ],
      ['2', 'Is 24x7 incident coverage required?', 'No. Core business hours are expected.'],
      ['3', 'Is travel required?', 'No.'],
    ]);
    expect(pairs[0]?.refs).toEqual(['C.1.5']);
  });
});
