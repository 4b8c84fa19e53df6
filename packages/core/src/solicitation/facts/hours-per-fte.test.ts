import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readHoursPerFte } from './hours-per-fte';

const read = (...texts: string[]) =>
  readHoursPerFte(
    buildContext(
      texts.map((text, index) => ({ name: `doc ${index}`, index, text })),
      { sections: [] },
    ),
  );

describe('hours-per-FTE convention', () => {
  it('reads the convention stated in words', () => {
    const cases: [string, number][] = [
      [
        'Proposed level of effort for each member (use 1,920 hours to represent one year of full-time work, 960 hours for half time).',
        1920,
      ],
      ['For pricing purposes, one FTE equals 2,080 hours.', 2080],
      ['Staffing is based on 1,880 productive hours per FTE.', 1880],
      ['| Labor Category | Hours (1,880/FTE) | Rate |', 1880],
      ['1 FTE = 1,860 hours per year.', 1860],
      ['A full-time equivalent is 2,080 work hours per year.', 2080],
    ];
    for (const [text, value] of cases)
      expect(read(text).hoursPerFte, text).toMatchObject({ value, stated: true });
  });

  it('does not read an amount of work as a convention', () => {
    expect(
      read('The contractor shall not exceed 2,000 hours per year for this FTE pool.').hoursPerFte,
    ).toBeNull();
    expect(read('The help desk answers 1,900 tickets per month.').hoursPerFte).toBeNull();
  });

  it('infers the convention from rows whose hours are FTE times a constant', () => {
    const sheet = [
      '| # of FTE | LABOR CATEGORY | Rate | Est. Hours |',
      '| 1 | Project Manager | | 1880 |',
      '| 2 | Database Developer | | 3760 |',
      '| 1 | Quality Assurance Analyst | | 1880 |',
    ].join('\n');
    expect(read(sheet).hoursPerFte).toMatchObject({
      value: 1880,
      stated: false,
      quote: '| 1 | Project Manager | | 1880 |',
    });
  });

  it('notes documents that mix conventions', () => {
    const r = read('Use 1,920 hours for one FTE.', 'One FTE equals 2,080 hours.', 'Each FTE is 1,920 hours.');
    expect(r.hoursPerFte?.value).toBe(1920);
    expect(r.notes[0]).toMatchObject({ kind: 'conflict', askContractingOfficer: true });
  });
});
