import { describe, expect, it } from 'vitest';
import { repairScannedText } from './ocr-repair';

// A scan's text: enough numbers read with letters for digits to be judged scanned.
const scanned = (body: string) => `CLIN 1O01 2O02 3OO3 4O04\n${body}`;

describe('a word a scan splits the same way each time', () => {
  it.each([
    ['The Lead Loc ksmith is key personnel.\nA loc ksmith is on call.\nLOCKSMITH SERVICES', 'Lead Locksmith'],
    [
      'The Chief Elec trician is key personnel.\nEach elec trician holds a license.\nELECTRICIAN',
      'Chief Electrician',
    ],
    [
      'The Senior Vet erinarian supervises.\nA vet erinarian reads the charts.\nVeterinarian services',
      'Senior Veterinarian',
    ],
  ])('%s', (body, whole) => {
    expect(repairScannedText(scanned(body))).toContain(whole);
  });
  it.each([
    // both halves are words the document uses on their own
    ['The car pet is cleaned weekly. Each car and each pet is logged. Carpet repair.', 'car pet'],
    // the joined word is never used whole
    ['The quar terly report is due.\nEach quar terly review is logged.', 'quar terly'],
  ])('left as it is: %s', (body, kept) => {
    expect(repairScannedText(scanned(body))).toContain(kept);
  });
});
