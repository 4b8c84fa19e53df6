import { describe, expect, it } from 'vitest';
import { questionTopic } from './question-topic';

const same = (a: string, b: string, refs: string[] = []) => questionTopic(a, refs) === questionTopic(b, refs);

describe('questions on the same missing fact', () => {
  it.each<[string, string, string[]?]>([
    [
      'No period of performance found in the documents; the plan assumes one year. Ask the contracting officer for the base and option periods.',
      'What is the period of performance (base period and any option periods)?',
    ],
    [
      'What hours-per-FTE convention should offerors use (1,880, 1,920 or 2,080)?',
      'Which hours per FTE convention applies: 1,880 or 2,080 hours a year?',
    ],
    [
      'The staffing table in j2.docx (C.5.2) does not foot, in FTE: Annual: rows 34 vs total 17 (17 over).',
      'The stated staffing in C.5.2 does not foot for Annual: the rows add up to 34 h but the total says 17 h. Which is right?',
      ['C.5.2'],
    ],
    [
      'Data Architect is named in SOO (C.1.5) but the staffing table in 2. Attachment gives no hours for it.',
      'Data Architect is named in C.1.5 but has no stated hours in the staffing; should it be priced, and at what level?',
    ],
    [
      'The work statement (Attachment 1, Statement of Work) is not among the uploaded documents.',
      'No work statement (PWS, SOW, SOO or Section C) was found in the uploaded documents; is it in an attachment that was not uploaded?',
    ],
  ])('%s / %s', (a, b, refs) => {
    expect(same(a, b, refs ?? [])).toBe(true);
  });

  it.each<[string, string, string[]?]>([
    [
      'What hours-per-FTE convention should offerors use?',
      'Can the Government state the expected level of effort?',
    ],
    [
      'The stated staffing in C.5.2 does not foot for Annual.',
      'The stated staffing in C.6 does not foot for Annual.',
      ['C.5.2', 'C.6'],
    ],
    [
      'Data Architect is named in C.1.5 but has no hours.',
      'Program Manager is named in C.1.2 but has no hours.',
    ],
  ])('different facts: %s / %s', (a, b, refs) => {
    expect(same(a, b, refs ?? [])).toBe(false);
  });
});
