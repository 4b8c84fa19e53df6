import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../../../test/cpu-time';
import { familyOf, fitsDomain, recognise } from './index';

describe('familyOf', () => {
  it.each([
    ['Sr. Systems Administrator (Unix/Linux)', 'Systems Administrator'],
    ['Database Developer - Intermediate', 'Database Developer'],
    ['Information System Security Officer', 'Information System Security Officer'],
    ['Guard II', 'Guard'],
    ['Registered Nurse II', 'Registered Nurse'],
    ['Licensed Practical Nurse I', 'Licensed Practical Nurse'],
    ['Project Manager (Key)', 'Project Manager'],
    ['Principal Investigator', 'Principal Investigator'],
    ['Technical Lead', 'Technical Lead'],
    ['Lead Software Engineer', 'Software Engineer'],
    ['Customer Tech Support Specialist (Help Desk)', 'Help Desk Specialist'],
    ['Backend Web Developer', 'Back End Web Developer'],
    ['Janitor', 'Janitor'],
    ['Motor Vehicle Dispatcher', 'Dispatcher'],
    ['Medical Transcriptionist', 'Medical Transcriptionist'],
    ['Computer Operator III', 'Computer Operator'],
  ])('%s is a %s', (title, family) => {
    expect(familyOf(title)).toBe(family);
  });

  it('knows no family for words that are not a job', () => {
    expect(familyOf('Total (Excluding Surge)')).toBeUndefined();
    expect(familyOf('Base Year')).toBeUndefined();
  });
});

describe('recognise', () => {
  it('finds titles in running text with their levels and key markers', () => {
    const found = recognise(
      'The contractor shall provide a Sr. Systems Administrator (Key), two Registered Nurse II staff and Guards at each gate.',
    );
    expect(found.map((m) => m.text)).toEqual([
      'Sr. Systems Administrator (Key)',
      'Registered Nurse II',
      'Guards',
    ]);
  });

  it('leaves out the buyer’s roles and offices', () => {
    expect(
      recognise(
        'The Contracting Officer and the Chief Information Security Officer (CISO) approve. The Secretary of Labor signs.',
      ),
    ).toEqual([]);
  });

  it('does not read generic words or lower-case single words as titles', () => {
    expect(recognise('The analyst will guard against errors; an engineer reviews.')).toEqual([]);
  });

  it('reads 300,000 characters quickly', () => {
    const text = 'The Project Manager and a Database Administrator shall support the help desk. '.repeat(
      4000,
    );
    let found: ReturnType<typeof recognise> = [];
    // A guard against a blow-up, not a timing (bench/estimator.mjs measures the readers).
    expect(
      cpuMillis(() => {
        found = recognise(text);
      }),
    ).toBeLessThan(3_000);
    expect(found.length).toBe(8000);
  });
});

describe('fitsDomain', () => {
  it.each([
    ['UX Designer', 'facilities', false],
    ['QA Engineer', 'facilities', false],
    ['Guard', 'it', false],
    ['Janitor', 'facilities', true],
    ['Registered Nurse II', 'medical', true],
    ['Project Manager', 'construction', true],
    ['Database Developer', 'it', true],
  ] as const)('%s fits %s: %s', (title, domain, fits) => {
    expect(fitsDomain(title, domain)).toBe(fits);
  });
});
