import { describe, expect, it } from 'vitest';
import type { SectionNode } from '../model';
import { buildContext } from './context';
import { stateCode, isPlace, findInstallations } from './gazetteer';
import { readSites } from './sites';
import { readSolicitation } from '../read-solicitation';

const read = (text: string, sections: SectionNode[] = []) =>
  readSites(buildContext([{ name: 'pws', index: 0, text }], { sections }));
const names = (text: string) =>
  read(text).map((s) => [s.installation ?? s.city ?? s.name, s.state ?? '', s.setting ?? '']);

describe('places of performance', () => {
  it('reads every city of a site list, with full state names', () => {
    expect(
      names(
        'FLETC TDPs are located in Glynco, Georgia, Charleston, South Carolina, Cheltenham, Maryland and Artesia, New Mexico.',
      ),
    ).toEqual([
      ['Glynco', 'GA', ''],
      ['Charleston', 'SC', ''],
      ['Cheltenham', 'MD', ''],
      ['Artesia', 'NM', ''],
    ]);
  });

  it('reads a lettered list under a sentence about where work is performed', () => {
    const text =
      'Work will be performed at the following locations:\na. Andover, MA\nb. Kansas City, MO\nc. Ogden, UT';
    expect(names(text).map((n) => n[0])).toEqual(['Andover', 'Kansas City', 'Ogden']);
  });

  it('keeps street addresses and tells a state name used as a city ("Washington, DC")', () => {
    const [site] = read(
      'The Contractor shall perform the work on-site at DOT Headquarters: 1200 New Jersey Ave SE, Washington, DC 20590.',
    );
    expect(site).toMatchObject({
      name: '1200 New Jersey Ave SE, Washington, DC',
      city: 'Washington',
      state: 'DC',
      setting: 'government',
    });
  });

  it('reads installations with their state, listed or not', () => {
    expect(names('Services shall be performed at Fort Meade and Joint Base Lewis-McChord.')).toEqual([
      ['Fort Meade', 'MD', 'government'],
      ['Joint Base Lewis-McChord', 'WA', 'government'],
    ]);
    expect(findInstallations('support at Fort Example and Smith Air Force Base').map((i) => i.name)).toEqual([
      'Fort Example',
      'Smith Air Force Base',
    ]);
  });

  it('reads the contractor facility and remote work as settings', () => {
    expect(names('The primary place of performance will be at the contractor’s facility.')).toEqual([
      ['Contractor facility', '', 'contractor'],
    ]);
    expect(names('The Contractor is allowed to work remotely unless specified.')).toEqual([
      ['Remote', '', 'remote'],
    ]);
    expect(names('Contractors may telework during a government shutdown.')).toEqual([]);
  });

  it("reads the contractor's own premises by their kind", () => {
    expect(names('Stage 1 takes place at the Contractor’s own workshop, within 100 miles.')).toEqual([
      ["Contractor's workshop", '', 'contractor'],
    ]);
    expect(names('Every assay shall be run in the contractor’s accredited laboratory.')).toEqual([
      ["Contractor's laboratory", '', 'contractor'],
    ]);
    expect(names('Panels are printed at the Contractor’s plant and trucked in.')).toEqual([
      ["Contractor's plant", '', 'contractor'],
    ]);
  });

  it("reads no premises from the contractor's papers or people", () => {
    expect(names('Submit the Contractor’s shop drawings within 20 days.')).toEqual([]);
    expect(names('Results from the contractor’s laboratory reports are due monthly.')).toEqual([]);
    expect(names('The Contractor’s lab manager attends each meeting.')).toEqual([]);
  });

  it('leaves out offices that contract, pay or receive mail, and references', () => {
    expect(read('Submit invoices to the payment office at 123 Main Street, Kansas City, MO 64106.')).toEqual(
      [],
    );
    expect(read('Issued by: Contracting Office, 400 Seventh Street SW, Washington, DC 20590.')).toEqual([]);
    expect(read('Past performance references for work performed in Denver, Colorado are required.')).toEqual(
      [],
    );
  });

  it('does not take ordinary capitalised words with a state code for a city', () => {
    expect(read('Work performed under this Task Order, IN accordance with the PWS.')).toEqual([]);
  });

  it('reads places in a section about the place of performance', () => {
    const text = 'Place of Performance\nAndover, MA and Methuen, Massachusetts.';
    const sections: SectionNode[] = [
      {
        id: 's1',
        ref: '6',
        title: 'Place of Performance',
        level: 1,
        parentId: null,
        document: 'pws',
        start: 0,
        end: text.length,
        kind: 'performance',
      },
    ];
    expect(read(text, sections).map((s) => s.city)).toEqual(['Andover', 'Methuen']);
  });

  it('knows states and places', () => {
    expect(stateCode('New Mexico')).toBe('NM');
    expect(stateCode('GA')).toBe('GA');
    expect(stateCode('ga')).toBeNull();
    expect(isPlace('Andover', 'MA')).toBe(true);
    expect(isPlace('Taskorder', 'IN')).toBe(false);
  });

  it('reads short installation names, bulleted location lists, and leaves travel destinations out', () => {
    expect(names('Work is performed at Wright-Patterson AFB, Ohio and Hill AFB, Utah.')).toEqual([
      ['Wright-Patterson Air Force Base', 'OH', 'government'],
      ['Hill Air Force Base', 'UT', 'government'],
    ]);
    expect(names('Locations:\n• Atlanta, GA\n• Dallas, TX\n• Kansas City, MO').map((n) => n[0])).toEqual([
      'Atlanta',
      'Dallas',
      'Kansas City',
    ]);
    expect(
      names(
        'The primary place of performance is Norfolk, Virginia, with occasional travel to San Diego, California.',
      ),
    ).toEqual([['Norfolk', 'VA', '']]);
  });
});

describe('a section titled or run in as just "Place"', () => {
  const sitesOf = (text: string) => {
    const model = readSolicitation({ primary: { text } });
    return model.sites.map((s) => s.city ?? s.name);
  };
  it.each([
    'C.3 PLACE. Hangar 4 and the paint shop, Lakeview Regional Airport, Klamath Falls, Oregon.',
    '2.4 Place.\nBuilding 12, Riverside Depot, Paducah, Kentucky.',
    '## 5 Places\nThe Annex and the Warehouse, Laredo, Texas.',
  ])('reads the place it names: %s', (text) => {
    expect(sitesOf(`1 SCOPE. The Contractor shall maintain the fleet.\n\n${text}`).length).toBe(1);
  });

  it('reads no place from a section about something else', () => {
    expect(
      sitesOf(
        '1 SCOPE. The Contractor shall maintain the fleet.\n\n3 PARTS. Parts come from Wichita, Kansas.',
      ),
    ).toEqual([]);
  });
});

describe('the place in a project title when no sentence says where', () => {
  const cities = (text: string) =>
    readSites(buildContext([{ name: 'ifb', index: 0, text }], { sections: [] } as never)).map((s) => s.city);
  it.each([
    ['Roof Replacement, Building 12, Bend, Oregon\n\nThe Contractor shall replace the roof.', 'Bend'],
    [
      '**Boiler Replacement and Controls Upgrade, Veterans Center, Ogden, Utah**\n\nThe Contractor shall furnish the boilers.',
      'Ogden',
    ],
    ['HVAC Maintenance Services - Federal Building, Casper, Wyoming\n\nScope of work follows.', 'Casper'],
  ])('%s', (text, city) => {
    expect(cities(text)).toContain(city);
  });
  it('keeps the issuing office out', () => {
    expect(
      cities(
        'Contracting Office, 100 Main Street, Reno, Nevada 89501\n\nRoof replacement of the annex.\n\nThe Contractor shall replace the roof.',
      ),
    ).not.toContain('Reno');
  });
});

describe('a facility with its short name in parentheses before its city', () => {
  it.each([
    [
      'C.2 Place of performance: the Rocky Ford National Fish Hatchery (RFNFH), Rocky Ford, Wyoming.',
      'Rocky Ford National Fish Hatchery, Rocky Ford, WY',
    ],
    [
      'C.2 The work shall be performed at the Marlow Veterans Medical Center (MVMC), Marlow, Kansas.',
      'Marlow Veterans Medical Center, Marlow, KS',
    ],
    [
      'C.2 Place of Performance. Eastfield Metrology Laboratory (EML) - Tyler, Texas.',
      'Eastfield Metrology Laboratory, Tyler, TX',
    ],
  ])('is one site in that city: %s', (sentence, site) => {
    expect(read(`C.1 The Contractor shall clean floors.\n${sentence}`).map((s) => s.name)).toEqual([site]);
  });

  it('keeps a long aside in parentheses apart from the city after it', () => {
    const found = read(
      'C.1 The Contractor shall clean floors.\nC.2 The work shall be performed at the Marlow Veterans Medical Center (the main hospital and its two annexes), Marlow, Kansas.',
    ).map((s) => s.name);
    expect(found).toContain('Marlow, Kansas');
  });
});
