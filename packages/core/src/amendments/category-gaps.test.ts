import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../solicitation/read-solicitation';
import { categoryGaps } from './category-gaps';

const soo = {
  name: 'soo.md',
  text: `STATEMENT OF OBJECTIVES
C.1 Objectives
The Contractor shall modernize the data platform.
C.1.5 Labor Objectives
The Government anticipates a combination of the following labor categories: Project Manager, Business Analyst, Data Architect and Database Developer.
`,
};

const sheet = (rows: string[]) => ({
  name: 'price-schedule.xlsx',
  text: `## Sheet: Detailed FFP Breakdown\n| Labor Category | Base Period Hours | Rate | Total Price |\n|---|---|---|---|\n${rows
    .map((r) => `| ${r} | 1,880 | | |`)
    .join('\n')}\n`,
});

describe('categoryGaps', () => {
  it('asks about a category the objectives name but the price sheet lacks', () => {
    const model = readSolicitation({
      primary: soo,
      supporting: [sheet(['Project Manager - Senior', 'Business Analyst', 'Database Developer'])],
    });
    const questions = categoryGaps(model);
    expect(questions.map((q) => q.question.split(' is named')[0])).toEqual(['Data Architect']);
    expect(questions[0]).toMatchObject({ askContractingOfficer: true, citation: { document: 'soo.md' } });
  });

  it('asks nothing when the sheet lists every category, or when there is no sheet', () => {
    const all = sheet(['Project Manager', 'Business Analyst', 'Data Architect', 'Database Developer']);
    expect(categoryGaps(readSolicitation({ primary: soo, supporting: [all] }))).toEqual([]);
    expect(categoryGaps(readSolicitation({ primary: soo }))).toEqual([]);
  });
});
