import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/estimate';
import { readSolicitation } from '../read-solicitation';

// Twelfth session (blind): a short job done inside a window the document gives by its dates or
// its length ("performed only during the summer recess, from ... through ...", "within the
// six-week building closure"). The window is the period of performance. Invented wordings in
// several kinds of work (mowing, school painting, pool repairs, abatement, lock repairs,
// dredging); none is a corpus document's. Look-alikes that must not fire: a response time, a
// cure period, work done in a past year, a yearly window inside a longer stated period, a window
// in which work is forbidden, a deliverable due after award.
const periods = (text: string) => {
  const p = readSolicitation({ primary: { name: 'sow.txt', text } }).periods;
  return p ? p.periods.map((x) => `${x.kind}/${Math.round(x.months * 10) / 10}`).join(', ') : null;
};

describe('work performed inside a dated window: the window is the period', () => {
  it.each([
    [
      'levee mowing, full dates',
      'All mowing shall be performed between 1 June 2035 and 31 July 2035.',
      'base/2',
    ],
    [
      'school painting, a named recess then the dates',
      'Work shall be performed only during the summer recess, from June 16, 2036 through August 15, 2036.',
      'base/2',
    ],
    [
      'pool repairs, one year at the end of a "between ... and ..."',
      'The tile work shall be carried out between 15 September and 14 November 2036, while the pool is closed.',
      'base/2',
    ],
    [
      'dredging, a dashed range after "from"',
      'Dredging operations will be conducted from 1 December 2036 - 28 February 2037.',
      'base/3',
    ],
  ])('%s', (_, text, want) => {
    expect(periods(text)).toBe(want);
  });
});

describe('work performed inside a window stated by its length', () => {
  it('abatement within a six-week closure is about a month and a half', () => {
    const p = readSolicitation({
      primary: {
        name: 'sow.txt',
        text: 'All asbestos abatement shall be completed within the six-week building closure.',
      },
    }).periods;
    expect(p?.periods).toHaveLength(1);
    expect(p?.periods[0]?.months).toBeGreaterThan(1.2);
    expect(p?.periods[0]?.months).toBeLessThan(1.6);
  });
  it('lock repairs during a ten (10) week outage are about two and a half months', () => {
    const p = readSolicitation({
      primary: {
        name: 'sow.txt',
        text: 'Repairs to the lock gates shall be performed during the ten (10) week navigation outage.',
      },
    }).periods;
    expect(p?.periods).toHaveLength(1);
    expect(p?.periods[0]?.months).toBeGreaterThan(2);
    expect(p?.periods[0]?.months).toBeLessThan(2.5);
  });
});

describe('look-alikes of a work window that are not the period', () => {
  it.each([
    [
      'a response time beside a stated year',
      'Emergency repairs shall be performed within four (4) hours of notification. The period of performance is twelve (12) months.',
      'base/12',
    ],
    ['a cure period', 'Corrective work shall be completed within the thirty (30) day cure period.', null],
    [
      'a response window stated by its length',
      'Repairs shall be completed within the ten (10) day response window. The period of performance is one (1) year.',
      'base/12',
    ],
    [
      'work of a past year',
      'Under the previous contract, similar work was performed between 1 June 2031 and 31 July 2031. The period of performance is one (1) base year and two (2) option years.',
      'base/12, option/12, option/12',
    ],
    [
      'a yearly window inside a stated longer period (window first)',
      'Striping shall be performed between 1 April 2036 and 31 May 2036. The period of performance is twelve (12) months from award.',
      'base/12',
    ],
    [
      'a window in which work is forbidden',
      'Work shall not be performed between 20 December 2035 and 2 January 2036.',
      null,
    ],
    [
      'a deliverable due after award',
      'The work plan shall be delivered within 30 days after award. The period of performance is twelve (12) months.',
      'base/12',
    ],
  ])('%s', (_, text, want) => {
    expect(periods(text)).toBe(want);
  });
});

describe('estimatePlan: a crew over a short dated window', () => {
  const doc = (window: string) =>
    [
      'SECTION C - STATEMENT OF WORK',
      'C.1 SCOPE',
      'The Contractor shall remove invasive vegetation from the levee slopes.',
      'C.2 SCHEDULE',
      window,
      'C.3 CREW',
      'The Contractor shall furnish a crew of six (one foreman, four laborers and one equipment operator) working eight-hour days, Monday through Friday.',
    ].join('\n');
  const total = (p: ReturnType<typeof estimatePlan>) => p.tasks.reduce((s, t) => s + t.hours, 0);

  it('makes one period of the window and prices the crew for it, not for a year', () => {
    const p = estimatePlan({
      primary: {
        name: 'sow.txt',
        text: doc(
          'The work shall be performed during the low-water window, between 1 August 2035 and 30 September 2035.',
        ),
      },
    });
    expect(p.periodOfPerformance?.periods).toHaveLength(1);
    expect(p.periodOfPerformance?.periods[0]?.months).toBe(2);
    const roles = Object.fromEntries(p.tasks.map((t) => [t.lcat, t.hours]));
    expect(Object.keys(roles).sort()).toEqual(['Equipment Operator', 'Foreman', 'Laborer']);
    // Six people, about 43 weekdays of eight hours: about 2,000 hours, not six years of 1,880.
    expect(total(p)).toBeGreaterThan(1700);
    expect(total(p)).toBeLessThan(2700);
    expect(roles.Laborer).toBeGreaterThan(3 * (roles.Foreman ?? 0));
  });

  it('keeps a year when the window is when work is forbidden', () => {
    const p = estimatePlan({
      primary: {
        name: 'sow.txt',
        text: doc(
          'The period of performance is twelve (12) months from award. Work shall not be performed between 1 August 2035 and 30 September 2035.',
        ),
      },
    });
    expect(p.periodOfPerformance?.periods[0]?.months).toBe(12);
    expect(total(p)).toBeGreaterThan(10_000);
  });
});
