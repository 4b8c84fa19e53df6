import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { numberToWords } from './numbers';
import { readPeriodFacts } from './period-phrases';
import { readPeriods } from './periods';

const periods = (text: string) =>
  readPeriods(buildContext([{ name: 'rfq', index: 0, text }], { sections: [] })).periods;

describe('short work priced at its own length', () => {
  it.each([
    ['The period of performance is sixty (60) calendar days from the date of award.', 2],
    ['All work shall be completed within 90 days after award.', 3],
    ['The contractor shall deliver a working prototype in under 4 months.', 4],
    ['The period of performance is eight (8) weeks from award.', 1.8],
    ['Period of Performance: 120 calendar days after contract award.', 3.9],
    ['The study shall be completed within six (6) months of award.', 6],
    ['The contractor shall complete the assessment no later than 45 days after award.', 1.5],
    ['Work is expected to take approximately 10 weeks.', 2.3],
    ['The effort shall last 9 months.', 9],
    ['This is a 90-day effort.', 3],
    ['The Contractor shall perform a four (4) month evaluation of the program.', 4],
    ['Performance will be accomplished within 180 calendar days after receipt of order (ARO).', 5.9],
    ['Delivery of the final report is due no later than 75 days after award.', 2.5],
    [
      'Deliver a draft report within forty-five (45) calendar days of award and a final report within sixty (60) calendar days of award.',
      2,
    ],
  ])('%s -> %d months in one period', (text, months) => {
    const p = periods(text);
    expect(p?.periods).toHaveLength(1);
    expect(p?.totalMonths).toBeCloseTo(months, 1);
  });

  it('a period of performance stated as a length is stated, not inferred', () => {
    const r = readPeriods(
      buildContext(
        [
          {
            name: 'rfq',
            index: 0,
            text: 'The period of performance is sixty (60) calendar days from the date of award.',
          },
        ],
        { sections: [] },
      ),
    );
    expect(r.periods?.basis).toBe('stated');
    expect(r.notes.filter((n) => n.kind === 'ambiguous')).toEqual([]);
    expect(periods('All work shall be completed within 90 days after award.')?.basis).toBe('inferred');
  });

  it('any number of days, weeks or months in words or digits is one period of that length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 300 }),
        fc.constantFrom('days', 'calendar days', 'weeks', 'months'),
        fc.integer({ min: 0, max: 2 }),
        (n, unit, style) => {
          const spelled =
            style === 0 ? String(n) : style === 1 ? numberToWords(n) : `${numberToWords(n)} (${n})`;
          const value = unit === 'weeks' ? Math.min(n, 40) : unit === 'months' ? Math.min(n, 24) : n;
          const text = `The period of performance is ${style === 0 ? value : spelled.replace(String(n), String(value)).replace(numberToWords(n), numberToWords(value))} ${unit} from the date of award.`;
          const p = periods(text);
          const want = unit.includes('day')
            ? value / (365.25 / 12)
            : unit === 'weeks'
              ? (value * 7) / (365.25 / 12)
              : value;
          expect(p?.periods).toHaveLength(1);
          expect(Math.abs((p?.totalMonths ?? 0) - want)).toBeLessThanOrEqual(0.1);
        },
      ),
    );
  });

  it.each([
    // A clause set off by commas between the work and its verb.
    [
      'All services, including the move back and the final cleanup, shall be completed within ninety (90) days after award.',
      3,
    ],
    [
      'The entire project, with the punch list and the closeout submittals, will be completed in 200 calendar days.',
      6.6,
    ],
    ['All work, except warranty service, must be completed within twenty-six (26) weeks of award.', 6],
    // Start, then completion: the length is the completion's, not the start's.
    [
      'The Contractor shall begin work within 15 calendar days after the notice to proceed and complete all work within 240 calendar days after the notice to proceed.',
      7.9,
    ],
    [
      'Mobilize within five (5) days of award, prosecute the work diligently, and finish the entire project no later than one hundred twenty (120) calendar days after NTP.',
      3.9,
    ],
    [
      'The contractor shall start within 7 days and shall complete the whole work within 10 weeks after the notice to proceed.',
      2.3,
    ],
  ])('%s -> %d months: the completion phrase gives the length', (text, months) => {
    const p = periods(text);
    expect(p?.periods).toHaveLength(1);
    expect(p?.totalMonths).toBeCloseTo(months, 1);
  });

  it('a start date or an aside without the whole work states no length', () => {
    for (const text of [
      'The Contractor shall commence work within ten (10) calendar days after the notice to proceed.',
      'All submittals, including shop drawings, shall be reviewed within 14 days.',
      'The Contractor shall begin work within 15 days and complete the roof section by section.',
    ])
      expect(readPeriodFacts(text).filter((f) => f.type === 'single')).toEqual([]);
  });

  it('does not take a deliverable due date, a work week or a coverage span for the length', () => {
    for (const text of [
      'Submit the work plan within 10 days of award.',
      'Submit monthly reports within 10 days after the end of each month.',
      'Staff shall work a 5-day work week.',
      'The services shall run 7 days a week.',
      'The Government will complete its review within 30 days.',
    ])
      expect(readPeriodFacts(text).filter((f) => f.type === 'single')).toEqual([]);
  });
});

describe('base and options in days, weeks and months', () => {
  it.each([
    ['The period of performance shall be 120 days from award, with one 60-day option.', [3.9, 2]],
    [
      'Period of Performance: 6 months from date of award. The Government may extend the period by one (1) three-month option.',
      [6, 3],
    ],
    ['The base period is 6 months, followed by two 6-month option periods.', [6, 6, 6]],
    ['The base period is eight (8) weeks with two (2) four-week option periods.', [1.8, 0.9, 0.9]],
  ])('%s', (text, months) => {
    expect(periods(text)?.periods.map((p) => p.months)).toEqual(months);
  });
});

describe('options that are not contract options', () => {
  it.each([
    'Task 4 - Options and Feasibility Analysis. For each option in 2.2, estimate capital costs.',
    'Task 3 – Option Analysis. Compare two options.',
    'Section 4 Options. Describe the options considered.',
    'The study shall rank three options for new housing by cost per unit.',
    'Objective 2: Options. Evaluate five options for the site.',
    'Develop two (2) conceptual expansion options within forty-five (45) days of the kickoff.',
  ])('%s', (text) => {
    expect(readPeriodFacts(text).filter((f) => f.type === 'options')).toEqual([]);
  });

  it.each([
    ['The contract has a base year and four options.', 4],
    ['The Government may exercise up to two options of twelve months each.', 2],
    ['There are three (3) option years.', 3],
  ])('%s still counts %d options', (text, count) => {
    expect(readPeriodFacts(text).find((f) => f.type === 'options')).toMatchObject({ count });
  });

  it('a 60-day study with a task on options is one short period', () => {
    const p = periods(
      [
        '2.3 Tasks',
        'Task 4 - Options and Feasibility Analysis. For each option in 2.2, estimate capital and operating costs and rank the options.',
        '2.4 Period of Performance',
        'The period of performance is sixty (60) calendar days from the date of award.',
      ].join('\n'),
    );
    expect(p?.periods).toHaveLength(1);
    expect(p?.totalMonths).toBe(2);
  });
});
