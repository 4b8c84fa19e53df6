import { describe, expect, it } from 'vitest';
import type { LabourCategory } from '../model';
import { familiesFromAcronyms } from './acronyms';

const cats = (...titles: string[]) => titles.map((title) => ({ title }) as LabourCategory);
const doc = (text: string) => [{ name: 'd', index: 0, text }];

describe('familiesFromAcronyms', () => {
  it('gives acronym titles the family of the words the document spells them out as', () => {
    const a = cats('CSO', 'Lead CSO');
    familiesFromAcronyms(a, doc('This RFP is for Court Security Officer (CSO) services.'));
    expect(a.map((c) => c.family)).toEqual([expect.any(String), expect.any(String)]);
    const b = cats('Senior LPN');
    familiesFromAcronyms(b, doc('Each clinic has a Licensed Practical Nurse ("LPN") on duty.'));
    expect(b[0]?.family).toBeTruthy();
    const c = cats('EMT II');
    familiesFromAcronyms(c, doc('Staffed by an Emergency Medical Technician (EMT) at all times.'));
    expect(c[0]?.family).toBeTruthy();
  });

  it('leaves titles alone when the spelled-out words do not match the initials or name no job', () => {
    const a = cats('CSO');
    familiesFromAcronyms(a, doc('The Contract Support Office (CSO) will review invoices.'));
    expect(a[0]?.family).toBeUndefined();
    const b = cats('QA');
    familiesFromAcronyms(b, doc('The Quality Program (QA) applies.'));
    expect(b[0]?.family).toBeUndefined();
    const c = cats('PM', 'Analyst');
    familiesFromAcronyms(c, doc('No acronyms defined here.'));
    expect(c.map((x) => x.family)).toEqual([undefined, undefined]);
  });
});
