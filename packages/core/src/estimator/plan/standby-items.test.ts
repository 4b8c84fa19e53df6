import { describe, expect, it } from 'vitest';
import { standbyItems } from './standby-items';

// Price schedules written for this test, in the forms documents give them (aligned text from a
// PDF, Markdown pipe rows from Word), none from a corpus document.
describe('line items ordered only when something happens', () => {
  it.each([
    ['0004   Weather standby (half-day rate) — Base Year                10    Day', '0004'],
    ['| 0002 | Special-event medical standby, two-person crew (labor hour) | 200 | HR |', '0002'],
    ['CLIN 0003AA  Stand-by day, dredge survey crew held at the dock     6   EA', '0003AA'],
    ['| 1005 | Storm surge response crew, per call-out | 4 | EA |', '1005'],
    ['0006  Weather delay day, crew on site                       12  Day', '0006'],
  ])('says %s is left out of the hours', (line, clin) => {
    const said = standbyItems([`SECTION B\n${line}\n`]);
    expect(said).toHaveLength(1);
    expect(said[0]).toContain(`CLIN ${clin}`);
  });

  it.each([
    '0005  Standby generator inspection and load test            4   EA',
    '| 0001 | Field survey, one three-person crew | 150 | Crew-day |',
    'The Contractor shall remain on standby at the dock when the survey is delayed.',
    '2024 was a year of severe weather; standby crews were used 14 times.',
  ])('does not take %s for a standby item', (line) => {
    expect(standbyItems([line])).toEqual([]);
  });

  it('says an item once, for the base year and its options', () => {
    const text = [
      '0004   Weather standby (half-day rate) — Base Year   10  Day',
      '1004   Weather standby (half-day rate) — Option Year 1   10  Day',
    ].join('\n');
    expect(standbyItems([text])).toHaveLength(1);
  });
});
