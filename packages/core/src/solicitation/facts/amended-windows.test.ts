import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { buildContext } from './context';
import { readCoverage, withoutOldWindows } from './coverage';
import { findTimeWindows } from './time-windows';

const RFP = (hours: string, staffing: string) => `REQUEST FOR PROPOSAL No. 70XQ-31-R-0044
SECTION C - PERFORMANCE WORK STATEMENT
C.1 Scope. The Contractor shall provide certified attendants for the public observation deck.
C.4 Hours of Coverage and Staffing
C.4.1 Hours of coverage. ${hours}
C.4.2 Minimum staffing. ${staffing}
C.4.3 Reports. The Contractor shall deliver the monthly log by the 5th of the following month.
SECTION L - INSTRUCTIONS TO OFFERORS
L.1 Describe your staffing plan for the hours of coverage.`;

const AMENDMENT = (body: string) => `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT (SF 30)
2. AMENDMENT NO.: 0001
14. DESCRIPTION OF AMENDMENT/MODIFICATION
${body}
Except as provided herein, all terms and conditions remain unchanged and in full force and effect.`;

const STAFF =
  'At least one (1) certified attendant shall be on duty at the deck at all times during the hours of coverage.';
const TWENTY_FOUR =
  'Services shall be provided continuously, twenty-\nfour (24) hours a day, seven (7) days a week.';

const model = (hours: string, staffing: string, ...amendments: string[]) =>
  readSolicitation({
    primary: { name: 'rfp.txt', text: RFP(hours, staffing) },
    supporting: amendments.map((body, i) => ({ name: `amendment ${i + 1}.txt`, text: AMENDMENT(body) })),
  });
/** The staffed windows as "posts x hours a day x days a week", and whether one replaced another. */
const staffed = (m: ReturnType<typeof model>) =>
  m.coverage
    .filter((c) => c.staffed && !c.negated && !c.onCall && c.hoursPerWeek > 0)
    .map((c) => `${c.posts}x${c.hoursPerDay}x${c.daysPerWeek}`);
const replaced = (m: ReturnType<typeof model>) => m.coverage.some((c) => c.replaces);

const read = (...texts: string[]) =>
  readCoverage(
    buildContext(
      texts.map((text, index) => ({ name: `doc ${index}`, index, text })),
      { sections: [] },
    ),
  );

describe('windows and head counts', () => {
  it('reads a head count "at all times during the hours of coverage" as no round-the-clock window', () => {
    for (const text of [
      STAFF,
      'One qualified operator shall be on duty at all times while the facility is open.',
      'Two guards shall be present at all times during operating hours.',
      'The desk shall be staffed continuously during the hours of service.',
    ])
      expect(
        read(text).some((c) => c.is24x7),
        text,
      ).toBe(false);
    // Without a qualifier it is round the clock.
    expect(read('Two (2) guards shall be on duty at all times.')[0]?.is24x7).toBe(true);
  });

  it('reads round-the-clock wording broken at a line end', () => {
    expect(read(TWENTY_FOUR)[0]).toMatchObject({ is24x7: true, hoursPerWeek: 168 });
    expect(read('The line is answered twenty- four (24) hours a day.')[0]?.is24x7).toBe(true);
  });

  it('reads the days of a window written with numerals in brackets', () => {
    for (const [text, days] of [
      ['from 5:00 a.m. to 11:00 p.m. local time, seven (7) days a week', 7],
      ['0600-1800, six (6) days a week', 6],
      ['between 0700 and 1530, five (5) days a week', 5],
      ['from 0500 to 2300 each day', 7],
      ['8:00 a.m. to 4:30 p.m., 7-days a week', 7],
    ] as const)
      expect(findTimeWindows(text)[0]?.daysPerWeek, text).toBe(days);
  });

  it('takes the window after "changed from ... to", not the old one', () => {
    for (const text of [
      'The hours of coverage are changed from 24 hours a day, 7 days a week to 5:00 a.m. to 11:00 p.m. daily.',
      'Coverage is reduced from 24x7 to 0500-2300 daily.',
      'The operating hours are revised from 0600-2200 to 0500-2300, seven days a week.',
    ]) {
      const c = read(text);
      expect(
        c.some((x) => x.is24x7),
        text,
      ).toBe(false);
      expect(
        c.map((x) => x.hoursPerDay),
        text,
      ).toEqual([18]);
    }
    // Nothing to blank when no old window follows "from".
    const plain = 'Hours are changed from time to time by the COR.';
    expect(withoutOldWindows(plain)).toBe(plain);
  });
});

describe('an amendment that replaces the window', () => {
  it('prices the head count on the document window without an amendment', () => {
    expect(staffed(model(TWENTY_FOUR, STAFF))).toEqual(['1x24x7']);
    expect(replaced(model(TWENTY_FOUR, STAFF))).toBe(false);
  });

  it('replaces the window of the paragraph the amendment deletes, revises or substitutes', () => {
    for (const body of [
      '2. Section C, paragraph C.4.1 is deleted in its entirety and replaced with:\n   "C.4.1 Hours of coverage. Services shall be provided eighteen\n   (18) hours a day, from 5:00 a.m. to 11:00 p.m. local time, seven (7) days a week."',
      '1. PWS paragraph C.4.1 is revised to read: "Services shall be provided from 0500 to 2300 hours daily, including holidays."',
      '3. Delete paragraph C.4.1 and substitute the following: C.4.1 The deck shall be attended from 5 a.m. until 11 p.m., every day of the year.',
    ]) {
      const m = model(TWENTY_FOUR, STAFF, body);
      expect(staffed(m), body).toEqual(['1x18x7']);
      expect(replaced(m), body).toBe(true);
    }
  });

  it('replaces the hours of operation when the amendment names no paragraph', () => {
    const m = model(
      TWENTY_FOUR,
      STAFF,
      '1. The hours of coverage are changed. Services shall now be provided 0600-2200, seven days a week.',
    );
    expect(staffed(m)).toEqual(['1x16x7']);
  });

  it('keeps the window an amendment only restates as unchanged, or does not touch', () => {
    for (const body of [
      '4. Paragraph C.4.2 (at least one certified attendant on duty at all times during the hours of coverage) is unchanged.',
      '6. The date for receipt of proposals is extended from 3 October 2031 to 17 October 2031, 11:00 a.m. Central Time.',
      '5. Paragraph C.4.3 is revised to read: "deliver the monthly log by the 10th of the following month."',
    ]) {
      const m = model(TWENTY_FOUR, STAFF, body);
      expect(staffed(m), body).toEqual(['1x24x7']);
      expect(replaced(m), body).toBe(false);
    }
  });

  it('does not read an amendment window as replacing anything when it only adds coverage', () => {
    const m = model(
      TWENTY_FOUR,
      STAFF,
      '1. Add paragraph C.4.5: one additional attendant shall staff the gift shop from 1000 to 1800, Monday through Friday.',
    );
    expect(m.coverage.some((c) => c.is24x7 && !c.negated)).toBe(true);
    expect(replaced(m)).toBe(false);
  });
});
