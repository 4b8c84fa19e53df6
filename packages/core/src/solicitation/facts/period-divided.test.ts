import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/estimate';
import { readSolicitation } from '../read-solicitation';

// Twelfth session (blind): a whole term stated once and then divided into equal years or
// periods ("The ordering period is thirty-six (36) months from award, divided into three (3)
// twelve-month ordering years"). Each part is a period of its own, named in the document's
// words. Invented wordings (equipment repair, records conversion, laboratory testing, IT
// support, grounds care); none is a corpus document's. Look-alikes that must not fire: work
// divided into phases beside a stated year, a term's quantity split into orders, reporting
// periods inside a year, and a term already divided into base and option periods.
const periods = (text: string) => {
  const p = readSolicitation({ primary: { name: 'sow.txt', text } }).periods;
  return p ? p.periods.map((x) => `${x.kind}/${x.months}`).join(', ') : null;
};
const names = (text: string) =>
  readSolicitation({ primary: { name: 'sow.txt', text } }).periods?.periods.map((x) => x.name) ?? [];

describe('a term divided into equal years or periods', () => {
  it.each([
    [
      'ordering years with the length in words and digits',
      'The ordering period is thirty-six (36) months from award, divided into three (3) twelve-month ordering years.',
      'base/12, option/12, option/12',
    ],
    [
      'performance periods with the length in digits',
      'The period of performance is 24 months, divided into two 12-month performance periods.',
      'base/12, option/12',
    ],
    [
      'a term consisting of one-year ordering periods',
      'The term of the agreement is five (5) years, consisting of five one-year ordering periods.',
      'base/12, option/12, option/12, option/12, option/12',
    ],
    [
      'ordering years with no length of their own take the term over their count',
      'The ordering period is 36 months from the date of award, divided into three ordering years.',
      'base/12, option/12, option/12',
    ],
    [
      'six-month periods split out of an eighteen-month term',
      'The contract term is eighteen (18) months, split into three six-month performance periods.',
      'base/6, option/6, option/6',
    ],
  ])('%s', (_, text, want) => {
    expect(periods(text)).toBe(want);
  });

  it('names each part in the document words', () => {
    expect(
      names(
        'The ordering period is thirty-six (36) months from award, divided into three (3) twelve-month ordering years.',
      ),
    ).toEqual(['Ordering Year 1', 'Ordering Year 2', 'Ordering Year 3']);
  });
});

describe('look-alikes of a divided term', () => {
  it.each([
    [
      'work divided into phases beside a stated year',
      'The work is divided into three phases. The period of performance is twelve (12) months.',
      'base/12',
    ],
    [
      'a term quantity split into orders',
      'The ordering period is 36 months. The estimated 4,500 inspections over the ordering period will be divided into quarterly task orders.',
      'base/36',
    ],
    [
      'reporting periods inside a year',
      'The 12-month period of performance is divided into four three-month reporting periods.',
      'base/12',
    ],
    [
      'a term already divided into base and option periods',
      'The period of performance is 30 months, divided into a 6-month base period and two 12-month option periods.',
      'base/6, option/12, option/12',
    ],
  ])('%s', (_, text, want) => {
    expect(periods(text)).toBe(want);
  });
});

describe('estimatePlan: ordering years as periods', () => {
  it('plans three twelve-month ordering years, not one long period', () => {
    const text = [
      'SECTION C - STATEMENT OF WORK',
      'C.1 SCOPE',
      'The Contractor shall calibrate laboratory instruments at the regional laboratories.',
      'C.2 ORDERING PERIOD',
      'The ordering period is thirty-six (36) months from award, divided into three (3) twelve-month ordering years.',
      'C.3 PERSONNEL',
      'The Contractor shall provide two (2) full-time Calibration Technicians.',
    ].join('\n');
    const p = estimatePlan({ primary: { name: 'sow.txt', text } });
    const pop = p.periodOfPerformance?.periods ?? [];
    expect(pop.map((x) => x.months)).toEqual([12, 12, 12]);
    const tech = p.tasks.find((t) => t.lcat === 'Calibration Technician');
    expect(tech?.periods?.map((x) => x.hours)).toEqual([3760, 3760, 3760]);
  });
});
