import { describe, expect, it } from 'vitest';
import { segmentSections } from '../sections';
import { extractDrivers } from './index';
import { locationOf } from './place';
import { splitCategoryNames } from './roles';
import { annualHours } from './workload';

const drivers = (text: string) => extractDrivers(segmentSections(text, 'pws'));

describe('extractDrivers', () => {
  it('reads counts with units and coverage windows with the staffed function', () => {
    const d = drivers(
      '## C.4 Help Desk\nThe help desk shall operate 24x7 and support 1,200 users and 300 tickets per month.',
    );
    expect(d.counts.map((c) => [c.value, c.unit, c.per])).toEqual([
      [1200, 'users', undefined],
      [300, 'tickets', 'month'],
    ]);
    expect(d.coverageWindows[0]).toMatchObject({
      label: '24x7',
      annualHours: 8760,
      function: 'help desk',
      ref: 'C.4',
    });
  });

  it('computes coverage windows: 24x7 = 8,760, 8x5 = 2,080, hours a day x days a week', () => {
    expect(annualHours(24, 7)).toBe(8760);
    expect(annualHours(8, 5)).toBe(2080);
    const d = drivers('## 3 Desk\nThe front desk shall be staffed 10 hours per day, 5 days per week.');
    expect(d.coverageWindows[0]).toMatchObject({ hoursPerDay: 10, daysPerWeek: 5, annualHours: 2600 });
  });

  it('reads the place of performance', () => {
    expect(
      drivers(
        '## 6.3 Place of Performance\nThe primary place of performance will be at the contractor’s facility.',
      ).places[0]?.location,
    ).toBe('Contractor facility');
    expect(locationOf('Location: 310 Lowell Street, Andover, MA.')).toBe('310 Lowell Street, Andover, MA');
    expect(locationOf('Staff may work remotely from their homes.')).toBe('Remote');
  });

  it("reads key personnel but not the Government's own leads", () => {
    const d = drivers(
      '## 5.7.2 Key Personnel\nAt a minimum, a Project Manager and a Technical Lead must be identified and designated as Key Personnel. ' +
        'Key Personnel will be a direct liaison to the GSA TTS Technical Lead.',
    );
    expect(d.keyPersonnel.map((k) => k.role)).toEqual(['Project Manager', 'Technical Lead']);
  });

  it("reads the document's labour categories", () => {
    const d = drivers(
      '## 4.0 Scope\nCategory 1 - Product Manager        Category 7 - Backend Web Developer\nCategory 8 - DevOps Engineer',
    );
    expect(d.labourCategories.map((c) => c.role)).toEqual([
      'Product Manager',
      'Backend Web Developer',
      'DevOps Engineer',
    ]);
    expect(splitCategoryNames('Principal Investigator Lab Technician', 3)).toEqual([
      'Principal Investigator',
      'Lab',
      'Technician',
    ]);
  });
});

describe('extractDrivers: more phrasings', () => {
  it('reads "a 12-month base period and four 12-month option periods"', () => {
    const d = drivers(
      '## F.2 Period of Performance\nThe period of performance is a 12-month base period and four 12-month option periods.',
    );
    expect(d.period?.period.months).toBe(60);
  });

  it('reads a city and state or the Government site from the place of performance', () => {
    expect(
      drivers('## 6 Place of Performance\nWork will be performed in Arlington, VA.').places[0]?.location,
    ).toBe('Arlington, VA');
    expect(
      drivers('## 6 Place of Performance\nWork will be performed at the Government site.').places[0]
        ?.location,
    ).toBe('On-site (Government facility)');
  });

  it('reads key personnel listed as bullets under a Key Personnel heading', () => {
    const d = drivers(
      '## H.3 Key Personnel\nThe following positions are key:\n- Program Manager\n- Database Administrator',
    );
    expect(d.keyPersonnel.map((k) => k.role)).toEqual(['Program Manager', 'Database Administrator']);
  });
});
