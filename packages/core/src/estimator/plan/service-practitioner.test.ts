import { describe, expect, it } from 'vitest';
import { readService, readSubject } from '../../solicitation/facts/subject';
import { estimatePlan } from '../estimate';
import { roleFor } from './roles';
import { subjectRoles } from './subject-roles';

// Eleventh session (blind): when the documents give no title for the people who do the work,
// the practitioner of the service the title names is built from the service's own noun phrase
// ("ergonomic workstation assessments" -> an Ergonomic Assessment Specialist, "fingerprint and
// credential enrollment" -> a Credential Enrollment Specialist, operation and maintenance of an
// air monitoring network -> an Air Monitoring Technician), not from a fixed list of services.
// Titles and domains are invented.

describe('a title that names its service by an activity noun is the subject', () => {
  it.each([
    [
      'REQUEST FOR QUOTATIONS\nErgonomic Workstation Assessments\n\nSECTION C\n',
      'Ergonomic Workstation Assessments',
    ],
    ['RFQ 12-Q-0044\nFINGERPRINT AND CREDENTIAL ENROLLMENT\n', 'FINGERPRINT AND CREDENTIAL ENROLLMENT'],
    [
      'OPERATION AND MAINTENANCE OF THE QUARRIN BASIN AMBIENT AIR MONITORING NETWORK\n',
      'AMBIENT AIR MONITORING NETWORK OPERATION AND MAINTENANCE',
    ],
    ['# Groundwater Well Sampling\n\n1. Scope\n', 'Groundwater Well Sampling'],
    [
      'Statement of Work: Hearing Conservation Audiometric Testing\n',
      'Hearing Conservation Audiometric Testing',
    ],
    ['REQUEST FOR PROPOSALS\nArchival Film Digitization\n', 'Archival Film Digitization'],
  ])('%j -> %s', (text, subject) => {
    expect(readSubject(text)).toBe(subject);
  });

  it.each([
    // A section heading after the title block, a document's own name, an agency, a wage determination.
    'SECTION E\nInspection and Acceptance\n',
    'C.1 Scope\nRecords Digitization\n',
    'PERFORMANCE WORK STATEMENT\nQuality Assurance Surveillance Plan\n',
    'HEALTH RESOURCES AND SERVICES ADMINISTRATION\n',
    'WAGE DETERMINATION NO. 2015-4281 REVISION 24\n',
    'Solicitation Amendment\n',
    'The Contractor shall perform ergonomic assessments.\n',
  ])('%j names no subject', (text) => {
    expect(readSubject(text)).toBeUndefined();
  });
});

describe('the practitioner is built from the service noun phrase', () => {
  it.each([
    ['Ergonomic Workstation Assessments', 'medical', /^Ergonomic Assessment (?:Specialist|Technician)$/],
    [
      'FINGERPRINT AND CREDENTIAL ENROLLMENT',
      'security',
      /^Credential Enrollment (?:Specialist|Technician)$/,
    ],
    ['AMBIENT AIR MONITORING NETWORK OPERATION AND MAINTENANCE', 'other', /^Air Monitoring Technician$/],
    ['AMBIENT AIR MONITORING STATION OPERATION AND MAINTENANCE', 'facilities', /^Air Monitoring Technician$/],
    ['Groundwater Well Sampling', 'other', /^Groundwater Well Technician$/],
    ['Archival Film Digitization', 'professional', /^Archival Digitization Specialist$/],
  ] as const)('%s (%s)', (subject, domain, want) => {
    expect(subjectRoles(subject, domain)[0]).toMatch(want);
  });

  it('keeps the workers of a list of services that do not share their activity', () => {
    expect(subjectRoles('Language Interpretation and Translation', 'professional')).toEqual([
      'Language Interpreter',
      'Translator',
    ]);
  });
});

const rfq = (title: string, work: string) =>
  [
    'REQUEST FOR QUOTATIONS',
    title,
    '',
    'SECTION C - STATEMENT OF WORK',
    `C.1 Scope. The Contractor shall ${work}.`,
    'C.2 The Government cannot estimate the number of requests; the Contractor shall staff to demand.',
    'C.3 Period. The base period is twelve (12) months from award.',
  ].join('\n');

describe('a plan with no stated titles names the practitioner', () => {
  it.each([
    [
      'Ergonomic Workstation Assessments',
      'perform ergonomic workstation assessments of employee workstations and recommend adjustments',
      /Ergonom/,
    ],
    [
      'Fingerprint and Credential Enrollment',
      'perform fingerprint and credential enrollment of applicants at three enrollment centers',
      /Enrollment/,
    ],
    [
      'AMBIENT AIR MONITORING STATION OPERATION AND MAINTENANCE',
      'operate and maintain eight ambient air monitoring stations, calibrate analyzers and replace filters',
      /Monitoring Technician/,
    ],
  ])('%s', (title, work, want) => {
    const lcats = estimatePlan({ primary: { name: 'rfq.txt', text: rfq(title, work) } }).tasks.map(
      (t) => t.lcat,
    );
    expect(lcats.join(' | ')).toMatch(want);
  });
});

describe('the service a scope sentence performs, when the title names none', () => {
  it.each([
    [
      '1.1 The Contractor shall perform ergonomic workstation assessments of employee desks.',
      'ergonomic workstation assessments',
    ],
    ['C.2 The Contractor shall conduct groundwater well sampling at 14 wells.', 'groundwater well sampling'],
    [
      'The Contractor shall perform fingerprint and credential enrollment for applicants.',
      'fingerprint and credential enrollment',
    ],
    [
      'The Contractor shall perform audiometric hearing examinations of noise-exposed staff.',
      'audiometric hearing examinations',
    ],
    [
      '2.1 The Contractor shall conduct bridge deck condition inspections twice a year.',
      'bridge deck condition inspections',
    ],
    ['The Quoter shall perform archival film digitization in its own studio.', 'archival film digitization'],
  ])('%s', (text, service) => {
    expect(readService(text)).toBe(service);
  });

  it.each([
    'The Contractor shall perform all work in accordance with the PWS.',
    'The Contractor shall conduct quarterly meetings with the COR.',
    'The Contractor shall perform the following tasks:',
    'The Contractor shall provide written notification of any delay.',
    'The Contractor shall perform monthly briefings for the program office.',
    'The Government shall perform acceptance inspections of each delivery.',
  ])('%s names no service', (text) => {
    expect(readService(text)).toBeUndefined();
  });

  it('names the practitioner of a service stated in the work over a domain role that shares a word', () => {
    const work = subjectRoles('ergonomic workstation assessments', 'medical');
    expect(work[0]).toMatch(/^Ergonomic Assessment/);
    expect(
      roleFor('Perform ergonomic workstation assessments and recommend equipment.', 'medical', work),
    ).toMatch(/^Ergonomic Assessment/);
    // Work that does not state the service keeps its domain role.
    expect(roleFor('Clean the restrooms daily.', 'facilities', work)).toBe('Custodian');
  });
});

describe('a plan whose title names no service names the practitioner of the scope', () => {
  it.each([
    [
      'OCCUPATIONAL HEALTH SERVICES',
      'perform ergonomic workstation assessments of employee workstations',
      /Ergonom/,
    ],
    [
      'IDENTITY CARD OFFICE SUPPORT',
      'perform fingerprint and credential enrollment of applicants',
      /Enrollment/,
    ],
  ])('%s', (title, work, want) => {
    const lcats = estimatePlan({ primary: { name: 'rfq.txt', text: rfq(title, work) } }).tasks.map(
      (t) => t.lcat,
    );
    expect(lcats.join(' | ')).toMatch(want);
  });
});

describe('a service the scope provides as services, or operates and maintains', () => {
  it.each([
    [
      'The Contractor shall provide fingerprint and credential enrollment services at three centers.',
      'fingerprint and credential enrollment',
    ],
    [
      'The Contractor shall provide hearing conservation testing services for 400 employees.',
      'hearing conservation testing',
    ],
    [
      '1.2 The Contractor shall operate and maintain eight (8) ambient air monitoring stations.',
      'ambient air monitoring station operation and maintenance',
    ],
    [
      'The Contractor shall operate and maintain the stream gaging network.',
      'stream gaging network operation and maintenance',
    ],
    [
      'The Contractor shall maintain and calibrate the weather observation systems.',
      'weather observation system operation and maintenance',
    ],
  ])('%s', (text, service) => {
    expect(readService(text)).toBe(service);
  });

  it.each([
    'The Contractor shall provide all management services.',
    'The Contractor shall provide transition services.',
    'The Contractor shall maintain records of all visits.',
    'The Contractor shall operate and maintain its own vehicles.',
  ])('%s names no service', (text) => {
    expect(readService(text)).toBeUndefined();
  });

  it('names the technician of the stations it operates', () => {
    expect(subjectRoles('ambient air monitoring station operation and maintenance', 'other')[0]).toBe(
      'Air Monitoring Technician',
    );
  });
});
