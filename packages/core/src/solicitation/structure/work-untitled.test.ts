import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

describe('work in sections not titled as a work statement', () => {
  const text = [
    'NAICS 561210, Facilities Support Services.',
    '## B.1 Estimated Value',
    "The Government's estimated value of this requirement is approximately $31 million a year.",
    '## 1.0 ANNEX 1 - MANAGEMENT AND ADMINISTRATION',
    '1.1 The Contractor shall provide a Project Manager (Key) and submit monthly performance reports.',
    '## 2.0 ANNEX 2 - FACILITIES MAINTENANCE AND REPAIR',
    '2.1 **Preventive maintenance.** Perform the PM program for building systems (HVAC, electrical, plumbing).',
    '## 3.0 ANNEX 3 - PEST CONTROL',
    '3.1 Provide integrated pest management by certified pesticide applicators; about 1,200 service calls a year.',
  ].join('\n\n');

  it('reads the contractor obligations as the work, and says the work statement was not found', () => {
    const m = readSolicitation({ primary: { name: 'rfp.md', text } });
    expect(m.requirements.length).toBeGreaterThanOrEqual(3);
    expect(m.taskAreas.map((a) => a.title)).toEqual(
      expect.arrayContaining(['ANNEX 2 - FACILITIES MAINTENANCE AND REPAIR', 'ANNEX 3 - PEST CONTROL']),
    );
    expect(m.workStatement.found).toBe(false);
    expect(m.notes.some((n) => /sections that state the contractor's work/.test(n.text))).toBe(true);
  });

  it('reads nothing from clauses and instructions', () => {
    const m = readSolicitation({
      primary: {
        name: 'rfp.md',
        text: [
          '## I.1 Clauses',
          'The Contractor shall comply with FAR 52.204-21.',
          '## L.1 Instructions to Offerors',
          'Offerors shall submit three volumes.',
        ].join('\n\n'),
      },
    });
    expect(m.requirements).toEqual([]);
  });
});
