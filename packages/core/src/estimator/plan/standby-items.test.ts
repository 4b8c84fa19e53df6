import { describe, expect, it } from 'vitest';
import { planFrame } from './frame';
import type { PlanLine } from './lines';
import { contingentHourLines, standbyItems } from './standby-items';
import { model, periods } from './test-models';

// Price schedules written for this test, in the forms documents give them (aligned text from a
// PDF, Markdown pipe rows from Word), none from a corpus document.
describe('line items ordered only when something happens', () => {
  it.each([
    ['0004   Weather standby (half-day rate) — Base Year                10    Day', '0004'],
    ['| 0002 | Special-event medical standby, two-person crew (labor hour) | 200 | HR |', '0002'],
    ['CLIN 0003AA  Stand-by day, dredge survey crew held at the dock     6   EA', '0003AA'],
    ['| 1005 | Storm surge response crew, per call-out | 4 | EA |', '1005'],
    ['0006  Weather delay day, crew on site                       12  Day', '0006'],
    ['0003   Technician kept on site during plant downtime, when directed   8   Day', '0003'],
    ['| 2004 | Vessel idle time awaiting tide or weather, per day | 5 | Day |', '2004'],
    ['0007  Interpreter held over (stand-down of hearing), per half day   20   EA', '0007'],
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
    '0008  Downtime reporting and outage metrics, monthly               12  Month',
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

// Contingent hours the Government estimates in a schedule, invented in the layouts documents use.
describe('estimated contingent labour hours in a price schedule', () => {
  const frame = planFrame(model({ periods: periods(2) }));
  const core = (title: string): PlanLine => ({
    lcat: title,
    key: false,
    workArea: 'Core staffing',
    source: 'stated',
    periodHours: [16640, 16640, 16640],
    hours: 16640,
    formula: '8 people x 2,080 h',
    basis: 'Stated in C.5.1',
    citation: null,
    requirements: [],
    requirementRefs: [],
  });
  it.each([
    ['0002 Base Period: Surge moving labor, Mover (estimated quantity)            2,500 HR', 'Mover', 2500],
    ['| 0004 | Surge support, Custodian (Government estimate) | 1,200 | Hours |', 'Custodian', 1200],
    [
      'CLIN 0003  Estimated surge hours, Help Desk Technician      800  labor hours',
      'Help Desk Technician',
      800,
    ],
    ['0005  Special event standby, Security Officer (estimated)   640   MH', 'Security Officer', 640],
  ])('prices %s as a line of the role it names', (line, role, hours) => {
    const lines = contingentHourLines([`SECTION B\n${line}\n`], [core(role), core('Project Manager')], frame);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.lcat).toBe(role);
    expect(lines[0]?.periodHours).toEqual([hours, hours, hours]);
    expect(standbyItems([line], lines)).toEqual([]);
  });

  it('gives each period its own item and the base quantity to a period with none', () => {
    const text = [
      '0002  Surge labor, Mover (estimated)   2,500 HR',
      '1002  Option Year 1: Surge labor, Mover (estimated)   3,000 HR',
    ].join('\n');
    expect(contingentHourLines([text], [core('Mover')], frame)[0]?.periodHours).toEqual([2500, 3000, 2500]);
  });

  it.each([
    // No estimate: an hourly rate for whatever is ordered.
    '0002  Surge moving labor, Mover   1 HR',
    // Days or events, not hours.
    '0004  Weather standby, Mover crew (estimated)   10  Day',
    // Not contingent: the core hours of a labour-hour schedule.
    '0001  Mover (estimated)   16,640 HR',
    // A role the plan does not have.
    '0002  Surge labor, Electrician (estimated)   500 HR',
    // Prose, not a schedule line.
    'The Government estimates 2,500 surge hours a year for the Mover crews.',
  ])('does not add %s', (line) => {
    expect(contingentHourLines([line], [core('Mover')], frame)).toEqual([]);
  });
});
