import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { buildContext } from './context';
import { readPeriods } from './periods';

const NO_SECTIONS: Pick<Structure, 'sections'> = { sections: [] };
const read = (...texts: string[]) =>
  readPeriods(
    buildContext(
      texts.map((text, index) => ({ name: `doc ${index}`, index, text })),
      NO_SECTIONS,
    ),
  );
const shape = (...texts: string[]) => {
  const p = read(...texts).periods;
  return p ? { total: p.totalMonths, kinds: p.periods.map((x) => `${x.kind}:${x.months}`) } : null;
};

describe('periods of performance', () => {
  it('keeps base and options apart in the many ways documents say them', () => {
    const cases: [string, number, number][] = [
      [
        'The period of performance will include a one-year base period with two one-year option periods.',
        36,
        3,
      ],
      [
        'The contract has a base period of twelve (12) months and four (4) twelve-month option periods.',
        60,
        5,
      ],
      ['The delivery order is one (12) month base period and nine (12) month option periods.', 120, 10],
      [
        'The POP includes a base period of 3 months, with 5 additional option periods, each 3 months in duration.',
        18,
        6,
      ],
      ['This is a term contract with one base year and nine (9) option years.', 120, 10],
      [
        'The period of performance shall consist of:\n• Twelve (12) month base period\n• Three (3) 12-month option periods.',
        48,
        4,
      ],
      [
        'The Government may exercise Options 1 through 6 to extend the term beyond the base period (Year 1), annually.',
        84,
        7,
      ],
    ];
    for (const [text, total, count] of cases) {
      const s = shape(text);
      expect(s?.total, text).toBe(total);
      expect(s?.kinds.length, text).toBe(count);
    }
  });

  it('reads labelled periods with dates or durations', () => {
    const listed = [
      'Base Period: January 1, 2026, through December 31, 2026',
      'Option Year 1: January 1, 2027, through December 31, 2027',
      'Option Year 2: January 1, 2028, through December 31, 2028',
    ].join('\n');
    expect(shape(listed)).toEqual({ total: 36, kinds: ['base:12', 'option:12', 'option:12'] });
    const periods = read(listed).periods?.periods;
    expect(periods?.[1]).toMatchObject({
      name: 'Option Year 1',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    expect(shape('Base Period: 12 months\nOption Period 1: ten (10) months')?.kinds).toEqual([
      'base:12',
      'option:10',
    ]);
  });

  it('never turns short work into a year', () => {
    expect(shape('The Period of Performance (POP) is 60 days with no option periods.')).toEqual({
      total: 2,
      kinds: ['base:2'],
    });
    expect(shape('The contractor shall complete all work within 90 days after award.')?.total).toBe(3);
    expect(shape('The team shall deliver a working prototype in under 4 months.')?.total).toBe(4);
    expect(shape('The POP includes a base period of 4 months (16 weeks).')?.total).toBe(4);
  });

  it('puts the option to extend services last and leaves it out of the total', () => {
    const s = shape(
      'The period of performance is a twelve (12) month base period and three (3) 12-month option periods.',
      'A contingency period of up to 6 months is included via FAR 52.217-8, Option to Extend Services.',
    );
    expect(s).toEqual({
      total: 48,
      kinds: ['base:12', 'option:12', 'option:12', 'option:12', 'extension:6'],
    });
  });

  it('reads periods from a CLIN schedule and from period columns', () => {
    const clins = [
      '0001   Help desk support   12 MO',
      '1001   Help desk support   12 MO',
      '2001   Help desk support   12 MO',
    ].join('\n');
    const p = read(clins).periods;
    expect(p?.totalMonths).toBe(36);
    expect(p?.periods.map((x) => x.clins)).toEqual([['0001'], ['1001'], ['2001']]);
    expect(shape('| Labor Category | Base Year | OY1 | OY2 | OY3 | OY4 | Total |')?.total).toBe(60);
  });

  it('does not count a CLIN for the extension of services as an option period', () => {
    const schedules = [
      [
        '0001   Guard services, base   12 MO',
        '1001   Guard services, option 1   12 MO',
        '2001   Extension of services under FAR 52.217-8   6 MO',
      ],
      [
        '| 0001 | Operations, Base Period | 12 | Month |',
        '| 1001 | Operations, Option Period 1 | 12 | Month |',
        '| 2001 | Operations, Option Period 2 | 12 | Month |',
        '| 3001 | Option to extend services (up to 6 months) | 6 | Month |',
      ],
      [
        '0001   Support services   12 MO',
        '1001   Support services   12 MO',
        '2001   Services extension, six months   6 MO',
      ],
    ];
    const kinds = schedules.map(
      (rows) => shape(rows.join('\n'))?.kinds.filter((k) => k.startsWith('option')).length,
    );
    expect(kinds).toEqual([1, 2, 1]);
    // An option period that merely mentions services is still an option.
    expect(
      shape(['0001   Services   12 MO', '1001   Services   12 MO', '2001   Services   12 MO'].join('\n'))
        ?.total,
    ).toBe(36);
  });

  it('does not take invoice, quote or start-up durations for the period', () => {
    const r = read(
      'Quotations must be valid for 60 calendar days after the quotation response date.',
      'The period of performance for each invoice shall be for one calendar month. The POP is expected to begin within 10 days after award.',
    );
    expect(r.periods).toBeNull();
    expect(r.notes[0]).toMatchObject({ kind: 'missing', askContractingOfficer: true });
    expect(r.notes[0]?.text).toMatch(/^No period of performance found/);
  });

  it('prefers stated base and options over a single date range of the whole contract', () => {
    const s = shape(
      'Period of Performance: 01/01/2026 to 12/31/2035',
      'The delivery order is one (12) month base period and nine (12) month option periods.',
    );
    expect(s?.kinds.length).toBe(10);
  });

  it('notes documents that state different periods', () => {
    const r = read(
      'The period of performance is a one-year base period and four one-year option periods.',
      'The period of performance is a one-year base period and two one-year option periods.',
    );
    expect(r.notes.some((n) => n.kind === 'conflict')).toBe(true);
  });

  it('quotes the sentence each period comes from', () => {
    const p = read('Intro.\n\nThe POP is a one-year base period with two one-year option periods.').periods;
    expect(p?.periods[0]).toMatchObject({
      document: 'doc 0',
      quote: 'The POP is a one-year base period with two one-year option periods.',
      offset: 8,
    });
  });

  it('does not read other durations as the period of performance', () => {
    for (const text of [
      'Records shall be retained for three (3) years after final payment.',
      'The warranty period is one year from acceptance.',
      'Option periods may be exercised by written notice within 60 days.',
      'Key personnel shall have five (5) years of experience.',
      'The contractor shall submit the training plan within 10 days of award.',
    ])
      expect(read(text).periods, text).toBeNull();
  });

  it('takes the clause limit of an extension as its length', () => {
    const s = shape(
      'The period of performance is one (1) base year and two (2) option years.',
      'The option provision may be exercised more than once, but the total extension of performance hereunder shall not exceed 6 months (FAR 52.217-8).',
    );
    expect(s?.kinds.at(-1)).toBe('extension:6');
    expect(s?.total).toBe(36);
  });

  it('reads option ranges and ordering periods', () => {
    expect(
      shape('The base year is followed by Option Year 1 through Option Year 4, each twelve months.')?.total,
    ).toBe(60);
    expect(shape('The ordering period of this BPA is five (5) years.')?.total).toBe(60);
  });

  it('reads more real-world phrasings', () => {
    const cases: [string, number, number][] = [
      [
        'Base Year (BY): 01 Oct 2025 – 30 Sep 2026\nOY1: 01 Oct 2026 – 30 Sep 2027\nOY2: 01 Oct 2027 – 30 Sep 2028',
        36,
        3,
      ],
      [
        'Base Period: Date of Award – 12 months\nOption Period I: 12 months\nOption Period II: 12 months',
        36,
        3,
      ],
      [
        'The contract will have a twelve (12) month base period, plus four (4) twelve (12) month option periods.',
        60,
        5,
      ],
      ['This is a BPA with one base period of 12 months and 4 one-year options.', 60, 5],
      ['The POP will be a 6-month base period with one 6-month option.', 12, 2],
      ['Performance shall be completed within 120 calendar days after receipt of order.', 3.9, 1],
      [
        'Period of Performance: 09/30/2025 through 09/29/2026 (Base Year) with four one-year option periods.',
        60,
        5,
      ],
    ];
    for (const [text, total, count] of cases) {
      const s = shape(text);
      expect(s?.total, text).toBe(total);
      expect(s?.kinds.length, text).toBe(count);
    }
  });

  it('does not call a listing cut by a page break a conflict', () => {
    const firstPage = 'Base Period: 6/1/2026 - 5/31/2027\nOption Period 1: 6/1/2027 - 5/31/2028';
    const full = 'The contract has one base year and four (4) option years.';
    expect(
      read(`${firstPage}\n\n${'x '.repeat(2000)}\n\n${full}`).notes.filter((n) => n.kind === 'conflict'),
    ).toEqual([]);
  });
});
