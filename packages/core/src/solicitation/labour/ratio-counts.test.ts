import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readKeyPersonnel } from './key-personnel';
import { readProseRuns } from './prose-runs';

const structure = { sections: [], tables: [] } as unknown as Structure;
const doc = (text: string) => ({ name: 'pws', index: 0, text });
const counted = (text: string) =>
  readProseRuns(doc(text), structure, () => false).flatMap((r) => r.categories.map((c) => c.title));

describe('a count per person is a ratio, not a head count', () => {
  it.each([
    '- Each dentist shall be supported by at least one dental assistant chair-side while treating patients.',
    'Every physician will be assisted by one (1) medical assistant.',
    'Each interpreter must have one scheduler assigned.',
    'Each instructor shall be supported by two (2) training assistants during field exercises.',
  ])('%s', (text) => {
    expect(counted(text)).toEqual([]);
  });

  it.each([
    ['Each shift shall be staffed by two (2) Security Officers.', 'Security Officer'],
    ['Each site shall have one Site Manager.', 'Site Manager'],
  ])('a count per shift or site stays a count: %s', (text, title) => {
    expect(counted(text)).toContain(title);
  });
});

describe('service desk managers are titles a key personnel clause names', () => {
  it.each([
    ['3.7.1 Key Personnel. The Service Desk Manager is Key Personnel.', 'Service Desk Manager'],
    ['The Help Desk Manager shall be designated as key personnel.', 'Help Desk Manager'],
  ])('%s', (text, title) => {
    expect(readKeyPersonnel([doc(text)], structure).map((k) => k.title)).toContain(title);
  });
});
