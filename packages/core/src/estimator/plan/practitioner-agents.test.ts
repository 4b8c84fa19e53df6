import { describe, expect, it } from 'vitest';
import { readSubject } from '../../solicitation/facts/subject';
import { estimatePlan } from '../estimate';
import { subjectRoles } from './subject-roles';

// Twelfth session (blind, layer "who and where"): a service named by its activity noun is done
// by the agent noun of that activity ("Inspections" by an Inspector, "Testing" by a Tester,
// "Arbitration" by an Arbitrator), formed by English derivation (-ction -> -ctor, -ation ->
// -ator, -ing -> -er/-or) and kept only when the result is a person's job noun. Titles invented.

describe('the practitioner of an activity is its agent noun', () => {
  it.each([
    ['Chimney Inspections', 'facilities', ['Chimney Inspector']],
    [
      'Backflow Testing and Cross-Connection Surveys',
      'facilities',
      ['Backflow Tester', 'Cross-Connection Surveyor'],
    ],
    ['Grievance Arbitration', 'professional', ['Grievance Arbitrator']],
    ['Technical Writing', 'professional', ['Technical Writer']],
    ['Energy Auditing', 'other', ['Energy Auditor']],
    ['PIANO TUNING', 'other', ['Piano Tuner']],
    ['Workplace Mediation', 'professional', ['Workplace Mediator']],
    ['Elevator Inspection', 'facilities', ['Elevator Inspector']],
  ] as const)('%s (%s) -> %j', (subject, domain, roles) => {
    expect(subjectRoles(subject, domain)).toEqual(roles);
  });

  // Must not fire: activities whose "agent" is a machine, an instrument or no person's title.
  it.each([
    ['AMBIENT AIR MONITORING STATION OPERATION AND MAINTENANCE', 'other'],
    ['Freedom of Information Act (FOIA) Request Processing', 'professional'],
    ['Ergonomic Workstation Assessments', 'medical'],
    ['Records Digitization', 'professional'],
    ['Test Equipment Calibration', 'facilities'],
    ['Network Monitoring', 'it'],
    ['Soil Compaction Testing', 'research'],
    ['Specimen Inspection', 'medical'],
  ] as const)('%s (%s) keeps its specialist or technician', (subject, domain) => {
    const roles = subjectRoles(subject, domain);
    expect(roles.join(' | ')).not.toMatch(
      /(?:Assessor|Processor|Operator|Monitor|Calibrator|Digitizer|Maintainer|Tester|Inspector)\b/,
    );
  });
});

describe('a title of an activity with its place after a dash is the subject', () => {
  it.each([
    [
      'RFQ 140R-26-Q-0031\nChimney Inspections - Ridley Lake Fish Hatchery\n\n1. Scope\n',
      'Chimney Inspections',
    ],
    [
      'REQUEST FOR QUOTATIONS\nBACKFLOW TESTING AND CROSS-CONNECTION SURVEYS\n',
      'BACKFLOW TESTING AND CROSS-CONNECTION SURVEYS',
    ],
    ['# Grievance Arbitration — Western Region\n\n1. Scope\n', 'Grievance Arbitration'],
  ])('%j -> %s', (text, subject) => {
    expect(readSubject(text)).toBe(subject);
  });

  it.each([
    'SECTION E\nInspection and Acceptance\n',
    'Attachment 2 - Site Surveys\n',
    'Wage Determination - Surveys\n',
  ])('%j names no subject', (text) => {
    expect(readSubject(text)).toBeUndefined();
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

describe('a plan with no stated titles staffs the agent of the service', () => {
  it.each([
    [
      'Chimney Inspections - Ridley Lake Fish Hatchery',
      'inspect and clean the chimneys and flues of the residences once a year',
      /Chimney Inspector/,
    ],
    [
      'Grievance Arbitration Services',
      'hear and decide grievances referred by the agency',
      /Grievance Arbitrator/,
    ],
    [
      'Backflow Testing and Cross-Connection Surveys',
      'test each backflow preventer yearly and survey each building for cross-connections',
      /Backflow Tester/,
    ],
  ])('%s', (title, work, want) => {
    const lcats = estimatePlan({ primary: { name: 'rfq.txt', text: rfq(title, work) } }).tasks.map(
      (t) => t.lcat,
    );
    expect(lcats.join(' | ')).toMatch(want);
  });
});
