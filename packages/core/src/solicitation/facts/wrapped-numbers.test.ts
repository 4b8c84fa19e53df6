import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { splitUnits } from './text-units';

// A hard-wrapped line that opens with a number goes on with the sentence when the line before
// ends in a word that cannot close one ("through", "of", "to", "and") or in a dash or comma.
const periods = (text: string) => {
  const p = readSolicitation({ primary: { name: 'rfq.txt', text } }).periods;
  return p ? p.periods.map((x) => `${x.kind}/${x.months}`).join(', ') : null;
};

describe('a wrapped line that opens with a number', () => {
  it.each([
    'SECTION F\nF.2 Base Period: 1 October 2031 through 30 September 2032. Option Period 1: 1 October 2032 through\n30 September 2033. Option Period 2: 1 October 2033 through 30 September 2034.',
    'PERIOD OF PERFORMANCE\nThe base year runs from 15 June 2030 to 14 June 2031. Option Year One runs from 15 June 2031 to\n14 June 2032. Option Year Two runs from 15 June 2032 to 14 June 2033.',
    'PERIOD OF PERFORMANCE\nBase Year: 1 March 2030 - 28 February 2031; Option Year 1: 1 March 2031 -\n28 February 2032; Option Year 2: 1 March 2032 - 28 February 2033.',
  ])('keeps each dated period whole: %s', (text) => {
    expect(periods(text)).toBe('base/12, option/12, option/12');
  });

  it('joins the sentence across the wrap', () => {
    expect(
      splitUnits('The team inspects a total of\n12 Pumping Stations each quarter.').map((u) => u.text),
    ).toEqual(['The team inspects a total of 12 Pumping Stations each quarter.']);
    expect(
      splitUnits('Sample kits are shipped to\n40 Regional Offices, one a week.').map((u) => u.text),
    ).toEqual(['Sample kits are shipped to 40 Regional Offices, one a week.']);
  });

  it('still opens an item after a line that closes a sentence or a heading', () => {
    expect(
      splitUnits('The tasks are listed below.\n1 Scope of the work\n2 Deliverables').map((u) => u.text),
    ).toEqual(['The tasks are listed below.', '1 Scope of the work', '2 Deliverables']);
    expect(splitUnits('SECTION 3 TASKS\n1 Intake and triage\n2 Closeout').map((u) => u.text)).toEqual([
      'SECTION 3 TASKS',
      '1 Intake and triage',
      '2 Closeout',
    ]);
  });
});
