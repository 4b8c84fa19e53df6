import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTitle } from './title';

describe('readTitle', () => {
  it.each([
    [
      'Sr. Systems Administrator (Unix/Linux)',
      'Sr. Systems Administrator (Unix/Linux)',
      false,
      'Senior',
      'Systems Administrator',
    ],
    [
      'Database Developer - Intermediate',
      'Database Developer - Intermediate',
      false,
      'Intermediate',
      'Database Developer',
    ],
    [
      'Information System Security Officer',
      'Information System Security Officer',
      false,
      undefined,
      'Information System Security Officer',
    ],
    ['Guard II', 'Guard II', false, 'II', 'Guard'],
    ['Registered Nurse II', 'Registered Nurse II', false, 'II', 'Registered Nurse'],
    ['Project Manager (Key)', 'Project Manager', true, undefined, 'Project Manager'],
    ['Program Manager (Key)*', 'Program Manager', true, undefined, 'Program Manager'],
    [
      'Program Manager (1 FTE/Contract Period is Key Personnel)',
      'Program Manager',
      true,
      undefined,
      'Program Manager',
    ],
    [
      'Sr. Customer Tech Support Specialist (Help Desk; Key)',
      'Sr. Customer Tech Support Specialist (Help Desk)',
      true,
      'Senior',
      'Help Desk Specialist',
    ],
    ['Systems Engineer Level 2', 'Systems Engineer Level 2', false, 'Level 2', 'Systems Engineer'],
    ['Technical Lead', 'Technical Lead', false, undefined, 'Technical Lead'],
    [
      'Principal Investigator - Key Personnel',
      'Principal Investigator',
      true,
      undefined,
      'Principal Investigator',
    ],
    ['Lead Developer', 'Lead Developer', false, 'Lead', 'Developer'],
    [
      'Systems Administrator (Level II)',
      'Systems Administrator (Level II)',
      false,
      'Level II',
      'Systems Administrator',
    ],
    ['Program Manager (Senior)*', 'Program Manager (Senior)', false, 'Senior', 'Program Manager'],
    ['Cook II', 'Cook II', false, 'II', 'Cook'],
    ['Journeyman Electrician', 'Journeyman Electrician', false, 'Journeyman', 'Electrician'],
  ])('%s', (raw, title, key, level, family) => {
    const r = readTitle(raw);
    expect(r.title).toBe(title);
    expect(r.key).toBe(key);
    expect(r.level).toBe(level);
    expect(r.family).toBe(family);
  });

  it('keeps any title verbatim with its level, and reads the key marker off it', () => {
    const base = fc.constantFrom(
      'Systems Administrator',
      'Database Developer',
      'Guard',
      'Registered Nurse',
      'Data Analyst',
      'Janitor',
    );
    const level = fc.constantFrom('', 'Sr. ', 'Junior ', 'Senior ');
    const grade = fc.constantFrom('', ' I', ' II', ' III', ' - Intermediate', ' (Unix/Linux)');
    const marker = fc.constantFrom(
      '',
      ' (Key)',
      ' (Key Personnel)',
      '*',
      ' (1 FTE/Contract Period is Key)',
      ' - Key',
    );
    fc.assert(
      fc.property(base, level, grade, marker, (b, l, g, m) => {
        const r = readTitle(`${l}${b}${g}${m}`);
        expect(r.title).toBe(`${l}${b}${g}`);
        expect(r.key).toBe(/key/i.test(m));
        expect(r.family).toBeDefined();
      }),
    );
  });
});

describe('readTitle: titles met in lower-case prose', () => {
  it.each([
    ['program manager', 'Program Manager'],
    ['manager of field operations', 'Manager of Field Operations'],
    ['information system security officer', 'Information System Security Officer'],
  ])('%s reads as %s', (raw, title) => {
    expect(readTitle(raw).title).toBe(title);
  });

  it('keeps any title with a capital as the document spells it', () => {
    expect(readTitle('Sr. Systems Administrator (Unix/Linux)').title).toBe(
      'Sr. Systems Administrator (Unix/Linux)',
    );
    expect(readTitle('eDiscovery Analyst').title).toBe('eDiscovery Analyst');
  });
});
