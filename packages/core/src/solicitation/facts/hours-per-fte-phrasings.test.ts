import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readHoursPerFte } from './hours-per-fte';

const read = (text: string) =>
  readHoursPerFte(buildContext([{ name: 'pws', index: 0, text }], { sections: [] })).hoursPerFte?.value;

describe('hours per FTE: the net figure, however it is worded', () => {
  it('reads the convention in words and digits, net of the paid hours it explains', () => {
    const cases: [string, number][] = [
      [
        'For pricing purposes, an instructor full-time equivalent is 1,880 available hours per year (2,080 paid hours less holidays, leave and training).',
        1880,
      ],
      [
        'One full-time equivalent (FTE) provides 1,920 productive hours a year (2,080 paid hours less 160 hours of holidays and leave).',
        1920,
      ],
      ['An FTE is 2,080 paid hours less 200 hours of leave, or 1,880 net hours.', 1880],
      ['One FTE equals 1,860 chargeable hours per year.', 1860],
      ['Offerors shall use one thousand nine hundred twenty (1,920) hours per FTE.', 1920],
      ['Price each full-time position at 2,080 hours.', 2080],
    ];
    for (const [text, want] of cases) expect(read(text), text).toBe(want);
  });

  it('does not read an amount of work as the convention', () => {
    expect(read('The work shall not exceed 2,000 hours for one full-time analyst.')).toBeUndefined();
  });
});

// The convention stated only as a full-time week times the weeks of a year.
describe('hours per FTE: a full-time week times the weeks of a year', () => {
  it('multiplies the weekly hours by the weeks, in either order, in words or digits', () => {
    const cases: [string, number][] = [
      ['Each full-time employee works 52 weeks a year at forty hours per week.', 2080],
      ['One FTE is a 40-hour week for 48 weeks per year, net of leave.', 1920],
      ['Full-time staff: 37.5 hrs/week x 50 weeks per year.', 1875],
      ['Price each position at thirty-six (36) hours a week and fifty (50) weeks a year.', 1800],
    ];
    for (const [text, want] of cases) expect(read(text), text).toBe(want);
  });

  it('does not read opening hours, a week without its weeks, or a part-time week as the convention', () => {
    expect(read('The mail room is open 40 hours per week, 52 weeks a year.')).toBeUndefined();
    expect(read('Each full-time position works 40 hours per week.')).toBeUndefined();
    expect(read('The part-time position is staffed 20 hours per week for 52 weeks a year.')).toBeUndefined();
    expect(read('Each full-time guard stands a 12-hour shift, 52 weeks a year.')).toBeUndefined();
  });
});

// The convention stated only as the paid year less the hours it deducts, with no net figure.
describe('hours per FTE: the paid year less stated deductions', () => {
  it('subtracts every hours figure of the "less" clause from the paid year', () => {
    const cases: [string, number][] = [
      [
        'An FTE is 2,080 paid hours a year less 88 hours of federal holidays and less 120 hours of annual and sick leave.',
        1872,
      ],
      [
        'Each full-time employee is priced at 2,080 hours minus 80 hours of holidays, 96 hours of leave and 40 hours of training.',
        1864,
      ],
      ['One FTE: 2,088 hours per year reduced by 10 holidays (80 hours) and vacation (136 hours).', 1872],
    ];
    for (const [text, want] of cases) expect(read(text), text).toBe(want);
  });

  it('keeps a stated net figure, a rate per day, and a difference outside a year', () => {
    expect(read('An FTE is 2,080 paid hours less 200 hours of leave, or 1,880 net hours.')).toBe(1880);
    expect(read('One FTE is 2,080 hours less holidays at 8 hours a day.')).toBe(2080);
    expect(read('One FTE is 2,080 hours less 900 hours of reserve duty.')).toBe(2080);
    expect(read('The contract is 2,080 hours less 88 hours of holidays in total.')).toBeUndefined();
  });
});

describe('hours per FTE: the deducted year beside yearly hours of a category', () => {
  it('prefers the deducted year nearest the FTE over a category line run into it', () => {
    expect(
      read(
        '• Database Administrator: 2,000 hours per year One FTE: 2,088 paid hours per year reduced by 11 holidays (88 hours) and vacation (128 hours).',
      ),
    ).toBe(1872);
  });
});
