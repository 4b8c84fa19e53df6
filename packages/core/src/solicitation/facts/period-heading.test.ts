import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const months = (text: string) =>
  readSolicitation({ primary: { name: 'rfq.txt', text } }).periods?.periods.map(
    (p) => `${p.kind}:${p.months}`,
  ) ?? null;

const doc = (heading: string, body: string) =>
  [
    '1. STATEMENT OF WORK',
    '',
    '1.1 Background. The office records interviews with retired mariners.',
    '',
    `1.2 ${heading}`,
    body,
    '',
    '1.3 Place of performance. The Contractor facility.',
    '',
  ].join('\n');

describe('a period of performance whose heading names it and whose body is the bare length', () => {
  it('reads one period of the stated length, whatever the length and wording', () => {
    const cases: [string, string, number][] = [
      [
        'Period of performance.',
        'Eighteen (18) months from the date of award (anticipated 1 December 2032). There are no option periods.',
        18,
      ],
      ['Period of Performance', '9 months after award. No options will be included.', 9],
      ['Term of the order.', 'Fifteen months from the effective date of the order.', 15],
      ['Contract term:', 'It is twenty-four (24) months beginning on award; the order has no options.', 24],
      ['Performance period', 'a 6-month period starting the day after award.', 6],
      [
        'PERIOD OF PERFORMANCE',
        'The Contractor shall submit a Quality Control Plan within 30 days after award.\nNine (9) months from the date of award. The order has no options.',
        9,
      ],
    ];
    for (const [heading, body, n] of cases)
      expect(months(doc(heading, body)), heading).toEqual([`base:${n}`]);
  });

  it('does not take a deliverable or another heading for the length of the work', () => {
    expect(
      months(
        doc('Deliverables.', 'Thirty (30) days after award the Contractor shall deliver a program plan.'),
      ),
    ).toBeNull();
    expect(
      months(doc('Past performance.', 'Five (5) years of similar interviews, described in ten pages.')),
    ).toBeNull();
  });
});

// The bare length under the heading given as a limit on performance ("Performance shall be
// within sixty (60) calendar days ..."): the work's length all the same. A deliverable's limit
// under the heading stays no period. Invented wordings.
describe('a period of performance whose body is the length within which performance falls', () => {
  it('reads one period of that length', () => {
    const cases: [string, string, number][] = [
      [
        'Period of Performance',
        'Performance shall be within ninety (90) calendar days beginning 1 March 2035. There are no options.',
        3,
      ],
      [
        'PERIOD OF PERFORMANCE',
        'Performance will be within four (4) months from the date of award. No options are included.',
        4,
      ],
      ['Term of the order.', 'The period is within six (6) months after notice to proceed.', 6],
    ];
    const wrong = cases.filter(([heading, body, n]) => months(doc(heading, body))?.join(',') !== `base:${n}`);
    expect(wrong.map(([h, b]) => `${h} ${b} => ${months(doc(h, b))}`)).toEqual([]);
  });

  it('a deliverable submitted within some days beside it is no period; the performance length is', () => {
    expect(
      months(
        doc(
          'Period of Performance',
          'The work plan shall be submitted within 10 days after award. Performance is within twelve (12) months from award.',
        ),
      ),
    ).toEqual(['base:12']);
  });
});
