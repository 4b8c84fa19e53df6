import { describe, expect, it } from 'vitest';
import { readScopedRoles, splitPhasePeople } from './phase-scopes';

const scopes = (t: string) => readScopedRoles(t).map((r) => [r.title, r.phases ?? null, r.one]);

describe('roles named beside a table of people by phase, with their phases', () => {
  it.each([
    [
      'A Survey Manager leads every phase. The rest are Field Technicians (phases 2 and 3) and, in phase 1 only, Records Clerks.',
      [
        ['Survey Manager', 'all', true],
        ['Field Technician', [2, 3], false],
        ['Records Clerk', [1], false],
      ],
    ],
    [
      'The team is led by a Translation Coordinator (Key Personnel), who works throughout. Translators work in phases II and III; Editors (phase 4) review the output.',
      [
        ['Translation Coordinator', 'all', true],
        ['Translator', [2, 3], false],
        ['Editor', [4], false],
      ],
    ],
    [
      'One Crew Supervisor is present in all phases. In phase 2, Pesticide Applicators and Biological Technicians do the treatment.',
      [
        ['Crew Supervisor', 'all', true],
        ['Pesticide Applicator', [2], false],
        ['Biological Technician', [2], false],
      ],
    ],
  ])('%s', (text, want) => {
    expect(scopes(text)).toEqual(want);
  });

  it('splits each phase over its roles: one for a one-person role in every phase, the rest shared', () => {
    const roles = readScopedRoles(
      'A Team Leader works in each phase. The others are Indexers (phases 1 and 3) and, in phase 2 only, Scanning Operators and Quality Inspectors.',
    );
    expect(splitPhasePeople([3, 9, 2], roles)).toEqual([
      [
        { title: 'Team Leader', people: 1 },
        { title: 'Indexer', people: 2 },
      ],
      [
        { title: 'Team Leader', people: 1 },
        { title: 'Scanning Operator', people: 4 },
        { title: 'Quality Inspector', people: 4 },
      ],
      [
        { title: 'Team Leader', people: 1 },
        { title: 'Indexer', people: 1 },
      ],
    ]);
  });

  it.each([
    'The Government Program Office and the Contracting Officer review each phase.',
    'Key Personnel shall be available in every phase.',
    'The Contractor staffs all phases with qualified staff.',
  ])('names no role: %s', (text) => {
    expect(readScopedRoles(text)).toEqual([]);
  });

  it('leaves a phase whose people no role covers unsplit', () => {
    const roles = readScopedRoles('An Analyst (phase 1) and a Writer (phase 2) do the work.');
    expect(splitPhasePeople([1, 1, 3], roles)).toBeUndefined();
  });
});
