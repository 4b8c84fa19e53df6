import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { findPlaces } from './place-phrases';
import { readSites } from './sites';

const cities = (text: string) => findPlaces(text).map((p) => p.city ?? p.installation ?? p.name);

describe('multi-word place names before a full state name', () => {
  it.each([
    ['site visits at Moose, Wyoming and Mammoth Hot Springs, Wyoming', ['Moose', 'Mammoth Hot Springs']],
    ['headquarters at Mammoth Hot Springs, Wyoming (Task 2)', ['Mammoth Hot Springs']],
    ['work at the Lake Mead Recreation Area office in Boulder City, Nevada', ['Boulder City']],
    ['interviews in Sault Ste. Marie, Michigan', ['Sault Ste. Marie']],
    ['meetings in West Yellowstone, Montana', ['West Yellowstone']],
  ])('%s', (text, want) => {
    expect(cities(text)).toEqual(want);
  });

  it.each([
    ['at Mammoth Hot Springs, WY', 'Mammoth Hot Springs'],
    ['on site at Point Mugu, CA', 'Point Mugu'],
    ['meetings at Fort Yukon Village, AK', 'Fort Yukon Village'],
  ])('a place-shaped name with a state code: %s', (text, city) => {
    expect(cities(text)).toEqual([city]);
  });

  it('keeps out capitalised words that are no place before a state code', () => {
    expect(cities('Submit to the Contracting Officer, VA')).toEqual([]);
    expect(cities('Program Manager, MD')).toEqual([]);
  });

  it('leaves words that are not the place out of the name', () => {
    expect(cities('Work is performed at the Contractor Facility, Virginia')).not.toContain(
      'Contractor Facility',
    );
    expect(cities('The Site Office In Denver, Colorado')).toEqual(['Denver']);
  });
});

describe('remote work, not remote geography', () => {
  const settings = (text: string) =>
    readSites(buildContext([{ name: 'sow', index: 0, text }], { sections: [] })).map(
      (s) => s.setting ?? s.name,
    );
  it.each([
    'Contractor staff may perform the work remotely.',
    'Work may be performed from a remote location approved by the COR.',
    'Telework is permitted for all tasks.',
  ])('remote: %s', (text) => {
    expect(settings(text)).toContain('remote');
  });
  it.each([
    'Estimate construction costs using current regional cost data for remote sites.',
    'The parks are remote sites with limited housing.',
  ])('not remote: %s', (text) => {
    expect(settings(text)).not.toContain('remote');
  });
});

describe('installations, looked for only where a word of one is present', () => {
  it.each([
    ['work at ex-Fort Meade sites', 'Fort Meade'],
    ['(Wright-Patterson AFB) hangar 4', 'Wright-Patterson Air Force Base'],
    ['support at Joint Base Lewis-McChord, WA', 'Joint Base Lewis-McChord'],
    ['at Fort Nowhere in the hills', 'Fort Nowhere'],
    ['the Tallgrass Army Depot motor pool', 'Tallgrass Army Depot'],
  ])('%s', (text, want) => {
    expect(findPlaces(text).map((p) => p.installation ?? p.name)).toContain(want);
  });

  it('names none in a line without such a word', () => {
    expect(findPlaces('The contractor shall provide guard service at building 12 every day.')).toEqual([]);
  });
});
