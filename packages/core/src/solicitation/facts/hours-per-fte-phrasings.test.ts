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
