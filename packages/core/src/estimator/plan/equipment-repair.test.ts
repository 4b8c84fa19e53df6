import { describe, expect, it } from 'vitest';
import { readSubject } from '../../solicitation/facts/subject';
import { estimatePlan } from '../estimate';

// Twelfth session (blind, layer "who and where"): a title of the repair of a piece of equipment
// ("Patient Monitor Repair") is the subject of the work, and its worker is a technician of that
// equipment, never a clinical or office role drawn from the equipment's name. Titles invented.
const doc = (title: string, scope: string) =>
  [
    'REQUEST FOR QUOTATIONS',
    title,
    'SECTION C - STATEMENT OF WORK',
    `C.1 Scope. ${scope}`,
    'C.3 Period. The base period is twelve (12) months from award.',
  ].join('\n');

describe('a title of equipment repair', () => {
  it.each([
    ['RFQ 36C-26-Q-0101\nPatient Monitor Repair\n', 'Patient Monitor Repair'],
    ['REQUEST FOR QUOTATIONS\nDENTAL CHAIR REPAIRS\n', 'DENTAL CHAIR REPAIRS'],
    ['# Bleacher Repair - Harlan Field House\n', 'Bleacher Repair'],
  ])('%j -> %s', (text, subject) => {
    expect(readSubject(text)).toBe(subject);
  });

  it.each(['Attachment 4 - Repairs\n', 'C.2 Repair\n', 'SECTION H\nRepairs\n'])(
    '%j names no subject',
    (text) => {
      expect(readSubject(text)).toBeUndefined();
    },
  );

  it.each([
    [
      'Patient Monitor Repair',
      'The Contractor shall repair the patient monitors and telemetry units on call.',
      /Patient Monitor Technician/,
    ],
    [
      'Dental Chair Repairs',
      'The Contractor shall repair dental chairs and delivery units in four clinics.',
      /Dental Chair Technician/,
    ],
  ])('%s is staffed by a technician of the equipment', (title, scope, want) => {
    const lcats = estimatePlan({ primary: { name: 'rfq.txt', text: doc(title, scope) } })
      .tasks.map((t) => t.lcat)
      .join(' | ');
    expect(lcats).toMatch(want);
    expect(lcats).not.toMatch(/Nurse|Customer Service|Dentist|Hygienist/);
  });

  it('a nurse call system is no nurse', () => {
    const lcats = estimatePlan({
      primary: {
        name: 'rfq.txt',
        text: doc(
          'Nurse Call System Maintenance Services',
          'The Contractor shall inspect, test and repair the nurse call system in three wards twice a year.',
        ),
      },
    })
      .tasks.map((t) => t.lcat)
      .join(' | ');
    expect(lcats).not.toMatch(/Registered Nurse|Nurse(?! Call)/);
  });
});
