import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// A crew on named weekdays inside one dated window: the plan counts the work days in the window
// (the weekdays named, less the holidays the documents leave out) and says how it counted them.
// Invented wordings (culvert lining, dune fencing, bat surveys); none is a corpus document's.
const doc = (window: string, crew: string) =>
  [
    'SECTION C - STATEMENT OF WORK',
    'C.1 SCOPE',
    'The Contractor shall perform the field work described below.',
    'C.2 SCHEDULE',
    window,
    'C.3 CREW',
    crew,
  ].join('\n');
const plan = (text: string) => estimatePlan({ primary: { name: 'sow.txt', text } });
const hoursOf = (p: ReturnType<typeof plan>) => Object.fromEntries(p.tasks.map((t) => [t.lcat, t.hours]));
const said = (p: ReturnType<typeof plan>) => (p.assumptions ?? []).join(' \n ');

describe('work days counted in a dated window', () => {
  it('Monday through Thursday, ten-hour days, excluding Labor Day', () => {
    const p = plan(
      doc(
        'The work shall be performed between 4 August 2036 and 26 September 2036, excluding Labor Day.',
        'The Contractor shall furnish a crew of four (one crew lead and three lining technicians) working ten-hour days, Monday through Thursday.',
      ),
    );
    expect(hoursOf(p)['Crew Lead']).toBe(310);
    expect(hoursOf(p)['Lining Technician']).toBe(930);
    expect(said(p)).toMatch(/31 work days/);
    expect(said(p)).toMatch(/Labor Day/);
  });

  it('Tuesday through Friday, eight-hour days, no holiday named', () => {
    const p = plan(
      doc(
        'Fence installation shall be performed between 2 June 2035 and 25 July 2035.',
        'The Contractor shall furnish a crew of three (one foreman and two laborers) working eight-hour days, Tuesday through Friday.',
      ),
    );
    expect(hoursOf(p).Foreman).toBe(240);
    expect(said(p)).toMatch(/30 work days/);
  });

  it('except Federal holidays leaves out each Federal holiday on a work day', () => {
    const p = plan(
      doc(
        'Fence installation shall be performed between 2 June 2035 and 25 July 2035, except Federal holidays.',
        'The Contractor shall furnish a crew of three (one foreman and two laborers) working eight-hour days, Tuesday through Friday.',
      ),
    );
    expect(hoursOf(p).Foreman).toBe(224);
    expect(said(p)).toMatch(/28 work days/);
  });

  it('Monday through Friday, excluding Memorial Day', () => {
    const p = plan(
      doc(
        'Acoustic surveys shall be performed from May 4, 2037 through June 26, 2037, excluding Memorial Day.',
        'The Contractor shall furnish a survey team of two (one field biologist and one technician) working ten-hour days, Monday through Friday.',
      ),
    );
    expect(hoursOf(p)['Field Biologist']).toBe(390);
    expect(said(p)).toMatch(/39 work days/);
  });

  it('must not: a holiday named as worked is not left out', () => {
    const p = plan(
      doc(
        'The work shall be performed between 4 August 2036 and 26 September 2036, including Labor Day.',
        'The Contractor shall furnish a crew of four (one crew lead and three lining technicians) working ten-hour days, Monday through Thursday.',
      ),
    );
    expect(hoursOf(p)['Crew Lead']).toBe(320);
    expect(said(p)).not.toMatch(/leaving out/);
  });

  it('must not: a year-long period counts no window days', () => {
    const p = plan(
      doc(
        'The period of performance is twelve (12) months from award.',
        'The Contractor shall furnish a crew of four (one crew lead and three lining technicians) working ten-hour days, Monday through Thursday.',
      ),
    );
    expect(said(p)).not.toMatch(/work days between/);
  });
});
