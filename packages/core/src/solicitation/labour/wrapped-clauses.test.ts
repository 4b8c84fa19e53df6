import { describe, expect, it } from 'vitest';
import type { Site } from '../model';
import type { Structure } from '../parts';
import { readProseRuns } from './prose-runs';
import { seasonOf, seasonShareIn } from './season-span';

const structure = { sections: [] } as unknown as Structure;
const site = (name: string): Site => ({ document: 'd', ref: '', quote: name, name, setting: 'government' });
const rows = (text: string, sites: Site[] = []) =>
  readProseRuns({ name: 'pws.txt', index: 0, text }, structure, () => false, null, sites)
    .flatMap((r) => r.categories)
    .map((c) => [c.title, c.stated[0]?.people ?? c.stated[0]?.fte, c.site ?? null, c.season ?? null]);

describe('a count bound to a clause that wraps over hard line breaks', () => {
  it.each([
    'The Contractor shall furnish two (2) full-time Kennel Attendants at each of the three (3)\nkennel buildings, and one (1) Kennel Supervisor who assigns the work.',
    'Provide 2 Kennel Attendants for the early and late feedings at each of the three\nkennel sites operated by the Service, seven days a week and on holidays.',
    '3.2  The Contractor shall assign two Kennel Attendants, both trained in animal restraint, at\neach of the three kennel facilities named in the work statement.',
  ])('multiplies by the places the wrapped clause names: %s', (text) => {
    expect(rows(text)[0]?.slice(0, 2)).toEqual(['Kennel Attendant', 6]);
  });

  it('stops at a new list item or a blank line (no wrap)', () => {
    const text =
      'The Contractor shall provide two (2) Kennel Attendants on the day shift as described below\n(a) at each of the three kennels, weekend feeding is by the Government.';
    expect(rows(text)[0]?.slice(0, 2)).toEqual(['Kennel Attendant', 2]);
    expect(
      rows(
        'Provide two (2) Kennel Attendants for the feeding rounds of the day\n\nat each of the three kennels.',
      )[0]?.[1],
    ).toBe(2);
  });
});

describe('a count bound to the listed site named right after its title', () => {
  const sites = [site('Harbor Point Clinic, Norfolk, VA'), site('Ridge Clinic, Roanoke, VA')];
  it.each([
    ['one (1) Dental Hygienist at Norfolk and one (1) Dental Hygienist at Roanoke.', 2],
    [
      'The Contractor shall provide 2 Dental Hygienists at the Roanoke clinic and 1 Dental Hygienist at Harbor Point.',
      2,
    ],
    ['Staff three (3) Dental Hygienists, at Ridge Clinic, during clinic hours.', 1],
  ])('reads the site: %s', (text, n) => {
    const got = rows(text, sites);
    expect(got).toHaveLength(n);
    expect(got.every((g) => typeof g[2] === 'string' && sites.some((s) => s.name === g[2]))).toBe(true);
  });

  it('binds no site the document does not list', () => {
    expect(rows('Provide one (1) Dental Hygienist at Government expense.', sites)[0]?.[2]).toBeNull();
    expect(rows('Provide one (1) Dental Hygienist at Baltimore.', sites)[0]?.[2]).toBeNull();
  });
});

describe('a count stated for a season of each year', () => {
  it.each([
    ['From June through August, the Contractor shall provide two (2) additional Lifeguard Attendants.', 0.5],
    [
      'During the harvest season (September 15 to December 15 each year) provide 3 extra full-time Grain Inspector Aides.',
      0.75,
    ],
    ['The Contractor shall provide four (4) additional Snow Plow Operators each winter (Dec–Feb).', 1],
  ])('scales the count by the months of the season: %s', (text, fte) => {
    const got = rows(text)[0];
    expect(got?.[1]).toBeCloseTo(fte, 2);
    expect(got?.[3]).toMatch(/through|to|–/);
  });

  it('leaves a period of performance with years and weekday spans alone', () => {
    expect(seasonOf('The base period is October 1, 2027 through June 30, 2028.')).toBeNull();
    expect(seasonOf('Staff two guards Monday through Friday.')).toBeNull();
    expect(seasonOf('from July 1 to June 30 of each year')).toBeNull();
    expect(rows('Provide two (2) Lifeguard Attendants Monday through Friday.')[0]?.[1]).toBe(2);
  });
});

describe('a season written day first, and counts of "more" staff', () => {
  it.each([
    [
      'Each year from 1 June through 30 September the Contractor shall provide two (2) more Aircraft Mechanics.',
      2 / 3,
    ],
    ['From 15 November to 15 February, furnish three more full-time Snow Plow Operators.', 0.75],
    [
      'From 1 September to 30 November of each year the Contractor shall provide 4 additional Grain Inspector Aides.',
      1,
    ],
  ])('reads the season and the count: %s', (text, fte) => {
    const got = rows(text)[0];
    expect(got?.[1]).toBeCloseTo(fte, 2);
    expect(got?.[3]).toMatch(/\d/);
  });

  it('reads no season from dated spans with years, and no title from a date', () => {
    expect(seasonOf('from 1 October 2029 through 30 September 2030')).toBeNull();
    expect(rows('The season runs from 1 June through 30 September of each year.')).toEqual([]);
    expect(rows('Provide two (2) more Aircraft Mechanics.')[0]?.slice(0, 2)).toEqual([
      'Aircraft Mechanic',
      2,
    ]);
  });
});

describe('the share of a season that falls in a dated period', () => {
  it.each([
    ['November 1 through March 31', 9, 9, 1],
    ['June through August', 9, 8, 0],
    ['June through August', 0, 7, 2 / 3],
    ['December - February', 0, 12, 1],
  ])('%s in a period from month %i of %i months', (span, start, months, share) => {
    const season = seasonOf(`from ${span} each year`);
    expect(season && seasonShareIn(season, start, months)).toBeCloseTo(share, 3);
  });

  it('leaves periods over a year to the plain share', () => {
    const season = seasonOf('from June through August');
    expect(season && seasonShareIn(season, 0, 18)).toBeNull();
  });
});
