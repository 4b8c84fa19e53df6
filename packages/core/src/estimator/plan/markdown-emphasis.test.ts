import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';
import { sentencesOf } from './crew-days';

// A Markdown solicitation bolds the figures that matter ("works **twenty (20) hours a week for
// twenty-two (22) weeks** each season"). The emphasis markers sit inside the phrase, so every
// reader of the estimator's sentences missed it. Invented shapes in several kinds of work.
const hours = (text: string) => {
  const p = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
  return Object.fromEntries(p.tasks.map((t) => [t.lcat, t.periods?.map((x) => x.hours)]));
};
const SEASONS = `## F. Period\nBase Season: 1 May 2034 through 30 September 2034. Option Season 1: 1 May 2035 through 30 September 2035.`;
const CREWS =
  'C.1 The Contractor shall provide two (2) crews in each season. Each crew shall consist of one (1) Crew Leader and three (3) Crew Members. Crews work forty (40) hours a week.';

describe('Markdown emphasis inside a phrase the estimator reads', () => {
  it('leaves the emphasis out of the sentences, keeping blanks to fill', () => {
    expect(
      sentencesOf(['C.2 The Lead works **sixteen (16) hours a week** each season. Price: $________.']),
    ).toEqual(['C.2 The Lead works sixteen (16) hours a week each season.', 'Price: $________.']);
  });

  it("a person's hours a week for the season's weeks, in bold", () => {
    const h = hours(
      `## C. Work\n${CREWS}\n\nC.2 Each season runs twenty (20) work weeks.\n\nC.3 The Site Manager (key personnel), who is not a crew member, works **sixteen (16) hours a week for twenty-two (22) weeks** each season.\n\n${SEASONS}\n`,
    );
    expect(h['Site Manager']).toEqual([352, 352]);
  });

  it("the season's work weeks in bold", () => {
    const h = hours(
      `## C. Work\n${CREWS}\n\nC.2 Each season runs **eighteen (18) work weeks**.\n\n${SEASONS}\n`,
    );
    expect(h['Crew Leader']).toEqual([2 * 18 * 40, 2 * 18 * 40]);
    expect(h['Crew Member']).toEqual([2 * 3 * 18 * 40, 2 * 3 * 18 * 40]);
  });

  it("a crew-day's paid hours for each member, in bold", () => {
    const h = hours(`## C. Work
C.1 Each survey crew shall consist of one (1) Party Chief, one (1) Survey Technician and one (1) Boat Operator.

C.2 A survey day is **ten (10) hours** for each of the **three crew members**. The Government estimates one hundred (100) survey days in each period.

## F. Period
Base Year: twelve (12) months. Option Year 1: twelve (12) months.
`);
    expect(h['Party Chief']).toEqual([1000, 1000]);
    expect(h['Boat Operator']).toEqual([1000, 1000]);
  });

  it('must not: a bold figure of past performance sizes nothing', () => {
    const h = hours(`## C. Work
C.1 The Contractor shall provide one (1) Survey Technician and one (1) Boat Operator full time.

C.2 Past performance: projects of **at least 300 survey days**, each crew member paid **8 hours per survey day**.

## F. Period
Base Year: twelve (12) months.
`);
    expect(h['Survey Technician']).toEqual([1880]);
  });
});

describe('sentences split around bold run-in headings', () => {
  it('a numbered paragraph with a bold heading starts a sentence, and a bold sentence ends one', () => {
    expect(
      sentencesOf(['3.1 Scope of the work here.\n3.2 **Crews.** Two crews. **Weeks.** Twenty weeks.']),
    ).toEqual(['3.1 Scope of the work here.', '3.2 Crews.', 'Two crews.', 'Weeks.', 'Twenty weeks.']);
  });
});
