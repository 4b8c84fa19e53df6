import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { crewLimit, readStatedEffort } from './effort';

// Numbers of people that are not the work's staffing: section headings, crew-size limits.

const people = (text: string) =>
  readStatedEffort(buildContext([{ name: 'doc', index: 0, text }], { sections: [] })).filter(
    (e) => e.kind === 'people' || e.kind === 'fte',
  );

describe('stated effort: headings and crew limits are no team', () => {
  it.each([
    '## 5.8 Personnel Requirements',
    '4.2 Staff Requirements',
    '### 3.10 Personnel Requirements and Qualifications',
  ])('"%s" is a heading', (text) => {
    expect(people(text)).toEqual([]);
  });

  it.each([
    'Crews shall be no larger than eight (8) persons on a single floor at one time.',
    'Work parties shall not exceed six people at any one time in the reading room.',
    'The team on site is limited to four (4) personnel per floor during public hours.',
    'Each crew shall be no bigger than ten staff.',
  ])('"%s" limits a crew', (text) => {
    expect(people(text)).toEqual([]);
  });

  it.each([
    ['The Government estimates the work requires a team of 6 personnel.', 6],
    ['The Government estimates no more than 12 personnel for the base period.', 12],
    ['The estimated staffing is 2.5 FTE per year.', 2.5],
  ])('"%s" still states the team', (text, value) => {
    expect(people(text)[0]?.value).toBe(value);
  });

  it('crewLimit reads the words around the count', () => {
    const t = 'Crews shall be no larger than eight (8) persons on a single floor.';
    expect(crewLimit(t, t.indexOf('eight'), t.indexOf('persons') + 7)).toBe(true);
    const u = 'The Contractor shall provide no more than 12 personnel.';
    expect(crewLimit(u, u.indexOf('12'), u.indexOf('personnel') + 9)).toBe(false);
  });
});
