import { describe, expect, it } from 'vitest';
import type { Structure } from '../parts';
import { readFacts } from './index';

const EMPTY: Structure = {
  documents: [],
  sections: [],
  tables: [],
  workStatement: { found: false, sectionIds: [], missingAnnexes: [] },
  taskAreas: [],
  requirements: [],
  notes: [],
};

describe('readFacts', () => {
  it('reads every kind of fact from one small work statement, each with its source', () => {
    const text = [
      'NAICS code 561612, Security Guards and Patrol Services.',
      'The period of performance is a base period of twelve (12) months and four (4) twelve-month option periods.',
      'Services shall be performed at Fort Meade, Maryland.',
      'The contractor shall staff two (2) armed posts 24 hours a day, 7 days a week.',
      'For pricing, one FTE equals 2,080 hours.',
      'The Government estimates no more than 12 personnel.',
      'The facility has approximately 1,200 employees.',
    ].join('\n\n');
    const facts = readFacts([{ name: 'pws.txt', index: 0, text }], EMPTY);
    expect(facts.periods?.totalMonths).toBe(60);
    expect(facts.sites[0]).toMatchObject({ installation: 'Fort Meade', state: 'MD', document: 'pws.txt' });
    expect(facts.coverage[0]).toMatchObject({ is24x7: true, posts: 2, staffed: true });
    expect(facts.hoursPerFte).toMatchObject({ value: 2080, stated: true });
    expect(facts.statedEffort[0]).toMatchObject({ kind: 'people', value: 12, ceiling: true });
    expect(facts.quantities).toContainEqual(
      expect.objectContaining({ value: 1200, noun: 'employee', qualifier: 'about' }),
    );
    expect(facts.domain.domain).toBe('security');
    expect(facts.notes).toEqual([]);
    for (const f of [facts.periods?.periods[0], facts.sites[0], facts.coverage[0], facts.hoursPerFte])
      expect(text.slice(f?.offset ?? -1)).toContain(f?.quote.slice(0, 20));
  });

  it('says what it could not find, for the contracting officer', () => {
    const facts = readFacts(
      [{ name: 'soo.md', index: 0, text: 'The contractor shall modernise the grants system.' }],
      EMPTY,
    );
    expect(facts.periods).toBeNull();
    expect(facts.notes.map((n) => [n.kind, n.askContractingOfficer])).toEqual([
      ['missing', true],
      ['missing', true],
    ]);
  });
});
