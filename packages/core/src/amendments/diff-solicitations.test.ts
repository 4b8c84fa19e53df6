import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../solicitation/read-solicitation';
import { diffSolicitations } from './diff-solicitations';

const pws = {
  name: 'pws.md',
  text: `PERFORMANCE WORK STATEMENT

1.0 SCOPE
The contractor shall provide help desk support services at Glynco, Georgia.

2.0 PERIOD OF PERFORMANCE
Base Period: June 1, 2026 through May 31, 2027
Option Period 1: June 1, 2027 through May 31, 2028

3.0 PLACE OF PERFORMANCE
Work shall be performed at the Federal Law Enforcement Training Centers, Glynco, Georgia.

4.0 STAFFING
The Government estimates the following hours for each labor category.

| Labor Category | Base Period | Option Period 1 |
|---|---|---|
| Help Desk Analyst | 2,080 | 2,080 |
| Program Manager (Key) | 1,920 | 1,920 |

5.0 TASKS
5.1 Help Desk Support
The contractor shall staff the help desk 24 hours a day, 7 days a week.
The contractor shall answer user calls and resolve tickets within one business day.
`,
};

const sf30 = (body: string) => ({
  name: 'amendment-0001.pdf',
  text: `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT
2. AMENDMENT/MODIFICATION NO.
0001
14. DESCRIPTION OF AMENDMENT/MODIFICATION
${body}
All other terms and conditions remain unchanged.
`,
});

function diff(extra: { name: string; text: string }) {
  const before = readSolicitation({ primary: pws });
  const after = readSolicitation({ primary: pws, supporting: [extra] });
  return diffSolicitations(before, after, { documents: [pws, extra] });
}

describe('diffSolicitations', () => {
  it('reports new period dates with the amendment words and the old ones', () => {
    const changes = diff(
      sf30(`Section 2.0 is hereby amended to read as follows:
Base Period: July 1, 2026 through June 30, 2027
Option Period 1: July 1, 2027 through June 30, 2028`),
    );
    const base = changes.find(
      (c) => c.fact === 'period' && c.appliesTo === 'Base Period' && c.field === 'startDate',
    );
    expect(base).toMatchObject({ kind: 'changed', before: '2026-06-01', after: '2026-07-01' });
    expect(base?.source?.document).toBe('amendment-0001.pdf');
    expect(base?.source?.quote).toMatch(/July 1, 2026/);
    expect(base?.previous?.quote).toMatch(/June 1, 2026/);
    expect(changes.filter((c) => c.fact === 'period').every((c) => /Period/.test(c.appliesTo))).toBe(true);
  });

  it('reports an added site and changed hours per category and period, and nothing for unchanged rows', () => {
    const changes = diff(
      sf30(`1. Add a second place of performance. Work shall also be performed at the FLETC campus in Artesia, New Mexico.
2. The staffing table in Section 4.0 is hereby amended to read as follows:

| Labor Category | Base Period | Option Period 1 |
|---|---|---|
| Help Desk Analyst | 4,160 | 4,160 |
| Program Manager (Key) | 1,920 | 1,920 |
`),
    );
    expect(changes.find((c) => c.fact === 'site')).toMatchObject({
      kind: 'added',
      appliesTo: expect.stringMatching(/Artesia/),
    });
    const hours = changes.filter((c) => c.fact === 'stated-amount');
    expect(hours.map((c) => [c.appliesTo, c.before, c.after])).toEqual([
      ['Help Desk Analyst, Base Period', 2080, 4160],
      ['Help Desk Analyst, Option Period 1', 2080, 4160],
    ]);
    expect(hours[0]?.source?.document).toBe('amendment-0001.pdf');
    expect(changes.some((c) => c.fact === 'amendment-item' && /staffing table/.test(c.summary))).toBe(true);
    expect(changes.find((c) => c.fact === 'document')).toMatchObject({
      after: { kind: 'amendment', number: '0001' },
    });
  });

  it('ties a Q&A answer on coverage to the coverage fact and requirement it settles', () => {
    const qa = {
      name: 'questions-and-answers.pdf',
      text: `Questions and Answers

1. Section 5.1 says the help desk is staffed 24 hours a day. Is 24x7 coverage required?
ANSWER: Core business hours are expected; 24x7 is not required.

2. Will the Government provide parking at the site?
ANSWER: Yes.
`,
    };
    const changes = diff(qa);
    const answer = changes.find((c) => c.kind === 'clarification');
    expect(answer).toMatchObject({ fact: 'coverage', appliesTo: expect.stringMatching(/5\.1/) });
    expect(answer?.source).toMatchObject({ document: 'questions-and-answers.pdf', ref: 'Q&A 1' });
    expect(answer?.source?.quote).toMatch(/24x7 is not required/);
    expect(answer?.question).toMatch(/Is 24x7 coverage required/);
    expect(answer?.previous?.quote).toMatch(/24 hours a day/);
    expect(changes.filter((c) => c.fact === 'stated-amount' || c.fact === 'period')).toEqual([]);
  });

  it('finds a sentence the amendment restates with one word changed', () => {
    const changes = diff(
      sf30(
        `Paragraph 5.1 is amended to read: "The contractor shall answer user calls and resolve tickets within two business days."`,
      ),
    );
    const text = changes.find((c) => c.fact === 'text');
    expect(text?.before).toMatch(/within one business day\.$/);
    expect(text?.after).toMatch(/within two business days\.?"?$/);
  });

  it('lists nothing when the same documents are read twice', () => {
    const model = readSolicitation({ primary: pws });
    expect(diffSolicitations(model, readSolicitation({ primary: pws }), { documents: [pws] })).toEqual([]);
  });
});
