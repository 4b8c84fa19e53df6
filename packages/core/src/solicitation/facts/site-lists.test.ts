import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { buildContext } from './context';
import { readSectionSites, readTableSites, siteName } from './site-lists';
import { readSites } from './sites';

const read = (text: string) => readSites(buildContext([{ name: 'pws', index: 0, text }], { sections: [] }));

describe('site lists and site columns', () => {
  it('keeps facilities of a lettered list without states, and with their city', () => {
    for (const marker of ['a.', '(a)', '-', '1)'])
      expect(
        read(
          `The Contractor shall provide custodial services at the following Government sites:\n\n${marker} Building 12 Annex\n${marker} Harbor Clinic - Portsmouth\n${marker} Oceana Warehouse, Virginia Beach, Virginia`,
        ).map((s) => s.name),
      ).toEqual(['Building 12 Annex', 'Harbor Clinic - Portsmouth', 'Oceana Warehouse, Virginia Beach, VA']);
  });

  it('reads a city named after a state as the city ("Virginia Beach, Virginia")', () => {
    expect(read('Work is performed at the office in Virginia Beach, Virginia.').map((s) => s.city)).toEqual([
      'Virginia Beach',
    ]);
  });

  it('does not read tasks after a colon as sites', () => {
    expect(
      read('The contractor shall perform the following tasks at the site:\na. Clean floors\nb. Empty trash'),
    ).toEqual([]);
    expect(siteName('a. Provide daily cleaning of restrooms')).toBeNull();
    expect(siteName('Site Acres')).toBeNull();
  });

  it('reads the site column of a staffing table, each site once', () => {
    const table: Table = {
      id: 't',
      document: 'pws',
      ref: '3',
      sectionId: null,
      header: ['Site', 'Position', 'Shift', 'FTE'],
      rows: [
        ['Building 12 Annex', 'Janitor', 'Day', '4'],
        ['Building 12 Annex', 'Janitor', 'Night', '2'],
        ['Fort Huachuca, AZ', 'Janitor', 'Day', '3'],
      ],
      origin: 'aligned',
      start: 0,
      end: 0,
    };
    expect(readTableSites([table]).map((s) => [s.name, s.state ?? ''])).toEqual([
      ['Building 12 Annex', ''],
      ['Fort Huachuca, AZ', 'AZ'],
    ]);
    expect(readTableSites([{ ...table, header: ['Task', 'Position', 'Shift', 'FTE'] }])).toEqual([]);
  });
});

describe('sites listed under a heading that names their kind', () => {
  const sites = (text: string) => readSectionSites([{ name: 'pws', index: 0, text }]).map((s) => s.name);
  it.each([
    'C.4  Clinics.\n  (a) Bayview Family Clinic, 40 Harbor Road, Norfolk, Virginia - two exam rooms;\n      a pharmacy window and a lab.\n  (b) Ridge Clinic, 8 Hill Street, Roanoke, Virginia',
    '4. FIELD OFFICES\n1. Bayview Family Clinic, Norfolk, VA\n2. Ridge Clinic, Roanoke, VA\n5. HOURS OF WORK',
    '## Stations:\n- Bayview Family Clinic, Norfolk, Virginia\n- Ridge Clinic, Roanoke, Virginia',
  ])('reads each item as a site: %s', (text) => {
    expect(sites(text)).toEqual(['Bayview Family Clinic, Norfolk, VA', 'Ridge Clinic, Roanoke, VA']);
  });

  it('reads nothing under a heading that names no sites, or a sentence about offices', () => {
    expect(sites('C.4  Reports.\n(a) Bayview Family Clinic, Norfolk, Virginia - monthly report')).toEqual([]);
    expect(sites('The clinics are open on weekdays.\n(a) Bayview Family Clinic, Norfolk, Virginia')).toEqual(
      [],
    );
  });
});

describe('sites in the rows of a column-aligned table under a site heading', () => {
  const sites = (text: string) => readSectionSites([{ name: 'scan', index: 0, text }]).map((s) => s.name);
  it.each([
    'C.2 CLINICS.\nNo.  Clinic           Address                          Rooms\n1    Astoria, OR      12 Pier Road, Astoria, OR 97103     4\n2    Bend, OR         80 Butte Street, Bend, OR 97701     6',
    'STATIONS\nl    Astoria, OR (main station and     12 Pier Road, Astoria, OR 97103\n     annex)\nl1   Bend, OR                          80 Butte Street, Bend, OR 97701',
    '4. Offices:\nAstoria, OR      12 Pier Road, Astoria, OR 97103      9,800 sq ft\nBend, OR         80 Butte Street, Bend, OR 97701      6,100 sq ft',
  ])('reads the first cell of each row as the site: %s', (text) => {
    expect(sites(text)).toEqual(['Astoria, OR', 'Bend, OR']);
  });

  it('takes no wrapped header word for a heading or a site', () => {
    const text =
      'C.2 OFFICES.\nNo.  Office           Address                          Bait\n                                                      Stations\n1    Astoria, OR      12 Pier Road, Astoria, OR 97103     4';
    expect(sites(text)).toEqual(['Astoria, OR']);
  });
});
