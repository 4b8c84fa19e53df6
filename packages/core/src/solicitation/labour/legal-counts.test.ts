import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readProseRuns } from './prose-runs';

const structure = { sections: [] } as unknown as Structure;
const read = (text: string) =>
  readProseRuns({ name: 'pws.md', index: 0, text }, structure, () => false).flatMap((r) => r.categories);
const counts = (text: string) =>
  read(text).map((c) => [c.title, c.stated[0]?.people, c.site ?? null, c.key] as const);

describe('counted titles in the legal form the vocabulary does not know', () => {
  it('reads every counted title of an enumeration, known or not', () => {
    const got = counts(
      'The Contractor shall staff the North Depot with one (1) Yard Foreman, who is also Key Personnel; three (3) Hangar Attendants; and one (1) Tool and Supply Clerk.',
    );
    expect(got).toEqual([
      ['Yard Foreman', 1, 'North Depot', true],
      ['Hangar Attendant', 3, 'North Depot', false],
      ['Tool and Supply Clerk', 1, 'North Depot', false],
    ]);
  });

  it('keeps a second site of the same title apart', () => {
    const got = counts(
      'The Contractor shall staff the Main Garage with two (2) Fleet Mechanics. The Contractor shall staff the East Annex with one (1) Fleet Mechanic.',
    );
    expect(got.map((g) => [g[1], g[2]])).toEqual([
      [2, 'Main Garage'],
      [1, 'East Annex'],
    ]);
  });

  it.each([
    'The building has two (2) Service Centers and four (4) Generators.',
    'Provide three (3) Printers and one (1) Computer for the office.',
    'within two (2) Business Days of the request',
    'Offerors shall submit three (3) Past Performance References.',
  ])('reads no staff from things counted the same way: %s', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('never reads a count whose number word and digits disagree', () => {
    expect(read('The team has two (3) Crane Operators.')).toEqual([]);
  });

  it('reads any number word with its digits, whatever the title words', () => {
    const words = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
    const heads = ['Operator', 'Mechanic', 'Clerk', 'Attendant', 'Technician', 'Inspector', 'Supervisor'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom('Boiler', 'Dock', 'Range', 'Field', 'Water Plant'),
        fc.constantFrom(...heads),
        (n, lead, head) => {
          const title = `${lead} ${head}`;
          const got = read(`The Contractor shall provide ${words[n - 1]} (${n}) ${title}s for the work.`);
          expect(got.map((c) => c.stated[0]?.people)).toEqual([n]);
          expect(got[0]?.title.startsWith(lead)).toBe(true);
        },
      ),
    );
  });
});
