import { describe, expect, it } from 'vitest';
import { readProseRuns } from './prose-runs';
import { qualifyingCount } from './count-scope';

const titles = (text: string) =>
  readProseRuns({ name: 'rfq', index: 0, text }, { sections: [] } as never, () => false).flatMap((r) =>
    r.categories.map((c) => c.title),
  );

describe('a floor on the crew’s qualifications is not its size', () => {
  it.each([
    'Provide proof that the work crew includes not less than one (1) Certified Welder and one Rigger.',
    'The quoter shall demonstrate that its team has at least two Licensed Electricians.',
    'Each field crew must include a minimum of one Registered Land Surveyor.',
    'Include resumes showing that the staff includes at least one Network Technician with a current vendor certification.',
  ])('%s', (text) => {
    expect(titles(text)).toEqual([]);
    const at = text.search(/\b(?:one|two|1)\b/);
    expect(qualifyingCount(text, at)).toBe(true);
  });

  it('still reads a crew the document sizes, and a floor with no credential', () => {
    expect(titles('The Contractor shall provide two (2) Certified Welders on each shift.').length).toBe(1);
    expect(titles('The crew shall include at least three (3) Laborers at all times.').length).toBe(1);
  });
});

describe('the people someone led before is experience, not staffing', () => {
  it.each([
    'Key Personnel: Site Manager (at least five years of security management over at least 15 officers).',
    'The Project Manager shall have ten years of experience supervising a staff of 20 or more Custodians.',
    'Resumes must show three years managing teams of at least twelve Software Developers.',
  ])('%s', (text) => {
    const at = text.search(/\b(?:15|20|twelve)\b/);
    expect(qualifyingCount(text, at)).toBe(true);
  });

  it('still reads a count the document asks for next to an experience clause', () => {
    const text = 'The Contractor shall provide 15 Security Officers with at least two years of experience.';
    expect(qualifyingCount(text, text.indexOf('15'))).toBe(false);
  });
});
