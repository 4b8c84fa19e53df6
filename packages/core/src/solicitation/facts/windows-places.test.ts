import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { findTimeWindows } from './time-windows';

const read = (text: string) => readSolicitation({ primary: { name: 'pws.txt', text } });

describe('a window that ends with an event, at its usual time', () => {
  it('reads the usual end time in parentheses', () => {
    for (const [text, hours] of [
      [
        'Staff the ferry ticket booth from 6:00 a.m. until the last sailing departs (about 9:30 p.m.) daily.',
        15.5,
      ],
      ['The gatehouse is attended from 7:00 a.m. until the final tour ends (approximately 4:00 p.m.).', 9],
      ['Keep the sterile lab open from 0600 until the last run is logged (normally 1800).', 12],
    ] as const)
      expect(findTimeWindows(text)[0]?.hoursPerDay).toBe(hours);
  });

  it('needs a clock time on both sides', () => {
    expect(findTimeWindows('from 6:00 a.m. until the last sailing departs (about nine boats).')).toEqual([]);
    expect(findTimeWindows('from 2019 until the contract ends (see 1.3).')).toEqual([]);
  });
});

describe('places named in a places-of-performance list, and counties', () => {
  const list = [
    'C.4 Places of performance.',
    '',
    '     • a. Riverside Depot, 410 Canal Street, Dayton, OH 45402 (maintenance bay).',
    '     • b. Airport Annex, 2 Hangar Road, Vandalia, OH 45377 (one van parks overnight).',
    '',
    'C.5 Hours. The Contractor shall work weekdays.',
  ].join('\n');

  it('reads the items under a plural "places of performance" heading', () => {
    expect(read(list).sites.map((s) => s.city)).toEqual(['Dayton', 'Vandalia']);
  });

  it('does not take a county for a city', () => {
    for (const text of [
      '1. Purpose. The Contractor shall operate vans in Anne Arundel County, Maryland.',
      "1. Purpose. Services are performed throughout St. Mary's County, Maryland.",
      '1. Purpose. Work is performed at parks in Orleans Parish, Louisiana.',
    ])
      expect(read(text).sites.filter((s) => /County|Parish/.test(s.city ?? ''))).toEqual([]);
  });
});
