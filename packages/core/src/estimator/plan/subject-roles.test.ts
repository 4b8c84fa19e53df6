import { describe, expect, it } from 'vitest';
import { roleFor, subjectFit } from './roles';
import { subjectRoles } from './subject-roles';

describe('workers named from the work a subject names', () => {
  it.each([
    ['FIRE ALARM / SPRINKLER ITM', 'other', ['Fire Alarm Technician', 'Sprinkler Technician']],
    ['Fire Alarm and Sprinkler Systems ITM', 'facilities', ['Fire Alarm Technician', 'Sprinkler Technician']],
    ['Freedom of Information Act (FOIA) Request Processing', 'professional', ['FOIA Processing Specialist']],
    ['SHELF STOCKING', 'other', ['Shelf Stocker']],
    ['Commissary Stocking', 'logistics', ['Commissary Stocker']],
    ['Campground Gatehouse Attendant', 'other', ['Campground Gatehouse Attendant']],
    ['STERILE PROCESSING TECHNICIAN', 'medical', ['Sterile Processing Technician']],
    ['Hazardous Waste Management, Pickup and Disposal', 'facilities', ['Hazardous Waste Technician']],
    ['Language Interpretation and Translation', 'professional', ['Language Interpreter', 'Translator']],
    ['Housekeeping', 'facilities', ['Housekeeper']],
    ['HYDROGRAPHIC SURVEY', 'construction', ['Hydrographic Surveyor']],
    ['PROTECTIVE SECURITY OFFICER (PSO)', 'security', ['Protective Security Officer']],
  ] as const)('%s (%s) -> %j', (subject, domain, roles) => {
    expect(subjectRoles(subject, domain)).toEqual(roles);
  });

  it.each([
    ['Base Operations', 'facilities'],
    ['Facilities Maintenance', 'facilities'],
    ['Professional and Technical Support', 'professional'],
    ['Program Management', 'other'],
    ['Annuitant Contact Center', 'call-center'],
  ] as const)('%s names no particular worker', (subject, domain) => {
    expect(subjectRoles(subject, domain).filter((r) => /Center|Maintenance$|Management$/.test(r))).toEqual(
      [],
    );
    if (subject !== 'Annuitant Contact Center') expect(subjectRoles(subject, domain)).toEqual([]);
  });

  it('gives no worker without a subject', () => {
    expect(subjectRoles(undefined, 'it')).toEqual([]);
  });
});

describe('the subject’s worker in the role of a piece of work', () => {
  const work = ['Fire Alarm Technician', 'Sprinkler Technician'];

  it('takes work no role of the domain fits, or only a broad one does', () => {
    expect(roleFor('Test each smoke detector annually.', 'other', work)).toBe('Fire Alarm Technician');
    expect(roleFor('Flow test each sprinkler riser quarterly.', 'other', work)).toBe('Sprinkler Technician');
    expect(roleFor('Log the requests and keep the records.', 'professional', ['FOIA Specialist'])).toBe(
      'FOIA Specialist',
    );
    expect(
      roleFor('Complete preventive maintenance work orders.', 'facilities', ['Hazardous Waste Technician']),
    ).toBe('Hazardous Waste Technician');
  });

  it('leaves work a specific role fits to that role', () => {
    expect(roleFor('Clean the restrooms daily.', 'facilities', ['Housekeeper'])).toBe('Custodian');
    expect(roleFor('Resolve help desk tickets.', 'it', ['Accessibility Specialist'])).toBe(
      'Help Desk Technician',
    );
  });

  it('keeps the domain default without a subject', () => {
    expect(roleFor('Do the work.', 'other')).toBe('Program Analyst');
  });

  it('picks the worker whose words the work shares', () => {
    expect(subjectFit(work, 'inspect the sprinkler heads')).toBe('Sprinkler Technician');
    expect(subjectFit(work, 'general duties')).toBe('Fire Alarm Technician');
  });
});
