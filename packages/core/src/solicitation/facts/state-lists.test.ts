import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { findPlaces } from './place-phrases';
import { readSites } from './sites';

const states = (text: string) => findPlaces(text).map((p) => [p.name, p.state, p.city ?? null]);
const siteNames = (text: string) =>
  readSites(buildContext([{ name: 'pws', index: 0, text }], { sections: [] })).map((s) => s.name);

describe('lists of whole states as places of performance', () => {
  it.each([
    [
      'Enumerators work in Iowa, Nebraska, South Dakota and Minnesota.',
      ['Iowa', 'Nebraska', 'South Dakota', 'Minnesota'],
    ],
    ['Inspections are performed in Oregon or Washington.', ['Oregon', 'Washington']],
    [
      'Home visits are conducted in the states of Arkansas, Louisiana, and Mississippi',
      ['Arkansas', 'Louisiana', 'Mississippi'],
    ],
    ['Field work: New Mexico, Arizona, Utah', ['New Mexico', 'Arizona', 'Utah']],
  ])('%s', (text, want) => {
    expect(states(text).map(([name]) => name)).toEqual(want);
    expect(states(text).every(([, state, city]) => state && city === null)).toBe(true);
  });

  it('reads the longer name of two that share a word ("West Virginia", not "Virginia")', () => {
    expect(states('Crews travel within Maryland, West Virginia and Pennsylvania.').map(([n]) => n)).toEqual([
      'Maryland',
      'West Virginia',
      'Pennsylvania',
    ]);
  });

  it('does not read a state as the city of the next one', () => {
    expect(states('Services are performed in Georgia, Alabama and Florida.').some(([, , c]) => c)).toBe(
      false,
    );
  });

  it('keeps a city with its state, and a state alone is no list', () => {
    expect(states('Work is performed in Kansas City, Missouri and Kansas.').map(([n]) => n)).toEqual([
      'Kansas City, Missouri',
    ]);
    expect(states('Work is performed in Columbus, Ohio.').map(([n]) => n)).toEqual(['Columbus, Ohio']);
    expect(states('Support is provided in New York, New York.').map(([n]) => n)).not.toContain('New York');
    expect(states('Meetings are held in Virginia and Washington, DC.').map(([n]) => n)).not.toContain(
      'Washington',
    );
  });

  it('drops a state as a site when a place in it is named', () => {
    const text = [
      'Services are performed at two field offices in Montana and Wyoming.',
      'The sites are located at 12 Main Street, Billings, Montana and 40 Elm Street, Casper, Wyoming.',
    ].join('\n\n');
    expect(siteNames(text)).toEqual(['12 Main Street, Billings, Montana', '40 Elm Street, Casper, Wyoming']);
    expect(siteNames('Field interviewing is performed in Iowa, Nebraska and Kansas.')).toEqual([
      'Iowa',
      'Nebraska',
      'Kansas',
    ]);
  });
});
