import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../index';
import { phraseSwaps } from './amended-phrases';
import { percentOfFte } from './noun-counts';

// Every wording here is invented; none comes from a corpus document.
const read = (text: string) =>
  readSolicitation({ primary: { name: 'pws', text } })
    .labourCategories.filter((c) => c.stated.length > 0)
    .map((c) => ({ title: c.title, fte: c.stated.map((a) => a.fte ?? a.people), season: c.season }));

describe('staff stated as a percent of one FTE in prose', () => {
  it.each([
    [
      'the Contractor shall add Claims Examiners at 250% of FTE for the filing season.',
      'Claims Examiner',
      2.5,
    ],
    ['One Records Technician, at 40 percent of one FTE, shall scan the files.', 'Records Technician', 0.4],
    ['Provide 150 percent of an FTE of Data Entry Clerks during the conversion.', 'Data Entry Clerk', 1.5],
    ['The Help Desk Analyst (Key) – 80% of a full-time equivalent.', 'Help Desk Analyst', 0.8],
    ['A GIS Specialist at 60 per cent of a work-year supports the mapping.', 'GIS Specialist', 0.6],
  ])('%s', (text, title, value) => {
    expect(percentOfFte(text).map((c) => [c.title, c.value])).toEqual([[title, value]]);
  });

  it.each([
    // A percentage of something other than an FTE: a sample, a person's own time, a ceiling.
    'The Quality Reviewer shall sample 5% of vouchers each month.',
    'The Team Lead may spend up to 50% of the Team Lead’s time examining vouchers.',
    'Invoices shall not exceed 110% of the ceiling.',
    // No person: a program, a rate.
    'Turnover at 15% of FTE a year is expected.',
    'The Contractor at 100% of FTE is responsible for the work.',
  ])('leaves "%s" alone', (text) => {
    expect(percentOfFte(text)).toEqual([]);
  });

  it('binds a seasonal share of an FTE to its season', () => {
    const text = `2.4 The Contractor shall provide one (1) Program Analyst full time.

2.5 Seasonal surge. From 1 January through 31 March the Contractor shall add Tax Examiners at 200 percent of an FTE for those weeks only.`;
    const surge = read(text).find((c) => c.title === 'Tax Examiner');
    expect(surge?.season).toMatch(/January through 31 March/);
    expect(surge?.fte[0]).toBeCloseTo(0.5, 2);
  });
});

describe('amendments that swap a quoted phrase', () => {
  it.each([
    ['PWS 2.5 is changed: "300% of FTE" is replaced by "400% of FTE".', '300% of FTE', '400% of FTE'],
    [
      'In C.4, delete “two (2) Inspectors” and insert “three (3) Inspectors”.',
      'two (2) Inspectors',
      'three (3) Inspectors',
    ],
    [
      "Replace '20 hours a week' with '24 hours a week' in paragraph 3.1.",
      '20 hours a week',
      '24 hours a week',
    ],
    ['Paragraph 6.3: "13 weeks" is hereby changed to read "15 weeks".', '13 weeks', '15 weeks'],
    ['Substitute "5 percent" for "4 percent" in 2.2.', '4 percent', '5 percent'],
  ])('%s', (text, from, to) => {
    expect(phraseSwaps(text).map((s) => [s.from, s.to])).toEqual([[from, to]]);
  });

  it.each([
    // Words only, no figure: an edit of scope, not of an amount.
    'The phrase "shall" is replaced by "should".',
    // A quotation with no swap.
    'Question 4 asked whether "300% of FTE" is enough; the answer is yes.',
  ])('leaves "%s" alone', (text) => {
    expect(phraseSwaps(text)).toEqual([]);
  });

  it('prices the amended percentage, not the original', () => {
    const rfq = `SECTION C - STATEMENT OF WORK
2.1 One full-time equivalent is 1,880 hours a year.
2.2 The Contractor shall provide one (1) Benefits Counselor full time.
2.3 From 1 November through 31 January the Contractor shall add Benefits Counselors at 200% of FTE for those weeks only.`;
    const amendment = `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT
14. DESCRIPTION OF AMENDMENT
PWS 2.3 is changed: "200% of FTE" is replaced by "300% of FTE".`;
    const model = readSolicitation({
      primary: { name: 'rfq.txt', text: rfq },
      supporting: [{ name: 'amendment-0001.txt', text: amendment }],
    });
    const surge = model.labourCategories.find((c) => c.season);
    expect(surge?.stated[0]?.fte).toBeCloseTo(0.75, 2);
  });
});

describe('percentages under period headers, with the caption naming the share', () => {
  const caption = (title: string, cells: string) => `## 2. Staffing

**${title}**

| Labor category | Base Period | Option Period 1 |
|---|---|---|
| Program Manager (Key) | ${cells} |
| Outreach Specialist | 100% | 100% |
`;
  it.each([
    ['Table 3. Level of effort by labor category (percent of one FTE)', '25% | 20%', 0.25],
    ['Estimated staffing, as a percentage of a full-time equivalent', '50% | 50%', 0.5],
    ['Exhibit B: Percent of FTE by period', '40% | 30%', 0.4],
  ])('%s', (title, cells, want) => {
    const manager = read(caption(title, cells)).find((c) => c.title === 'Program Manager');
    expect(manager?.fte[0]).toBeCloseTo(want, 3);
  });

  it('does not read percentages as shares when the caption names none', () => {
    const manager = read(caption('Table 3. Expected growth of requests by period', '25% | 20%')).find(
      (c) => c.title === 'Program Manager',
    );
    expect(manager?.fte[0] ?? 0).not.toBeCloseTo(0.25, 3);
  });
});
