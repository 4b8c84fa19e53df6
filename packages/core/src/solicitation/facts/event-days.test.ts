import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const coverage = (text: string) => readSolicitation({ primary: { name: 'sow.txt', text } }).coverage;

describe('windows kept on the counted days of an event', () => {
  it('binds a window to the event days its sentence counts, with what it staffs', () => {
    const cases: [string, number, string][] = [
      [
        'During the move-in day and the two (2) workshop days, the Contractor shall staff the help table from 8:00 a.m. to 5:00 p.m.',
        3,
        'help table',
      ],
      [
        'On each of the five (5) conference days the Contractor shall: set up badges; and operate the coat check from 7:00 a.m. to 7:00 p.m.',
        5,
        'coat check',
      ],
      [
        'The three expo days run Friday to Sunday. The Contractor shall provide a floor captain who is on duty from 6:00 a.m. to 9:00 p.m. on the set-up day and each expo day.',
        4,
        'floor captain',
      ],
    ];
    for (const [text, days, thing] of cases) {
      const c = coverage(`1. Tasks. ${text}`).find((f) => f.days);
      expect(c).toMatchObject({ days, staffed: true, function: thing });
    }
  });

  it('keeps weekly windows weekly', () => {
    const weekly = [
      '1. Tasks. Answer registrant e-mail from 8:30 a.m. to 5:00 p.m. on business days until the three summit days.',
      '1. Tasks. The help desk is staffed from 7:00 a.m. to 6:00 p.m., Monday through Friday.',
      '1. Tasks. On the expo days, the Contractor shall staff the booth from 9:00 a.m. to 5:00 p.m.',
    ];
    // The first names days of the week in its clause, the second names no event, the third
    // does not say how many expo days there are.
    for (const text of weekly) expect(coverage(text).some((f) => f.days)).toBe(false);
  });
});
