import { describe, expect, it } from 'vitest';
import { abbreviates, countedFacilities, findFacilities } from './facility-names';
import { readSolicitation } from '../read-solicitation';

const names = (text: string) => findFacilities(text).map((f) => f.name);
const sites = (text: string) =>
  readSolicitation({ primary: { name: 'rfp.md', text } }).sites.map((s) => s.name);

describe('facilities named by a proper name and their kind', () => {
  it.each([
    [
      'The Contractor shall provide custodial services at the Alder Bend Federal Center.',
      'Alder Bend Federal Center',
    ],
    [
      'Work is performed at the Osprey Point Ranger Station during the fire season.',
      'Osprey Point Ranger Station',
    ],
    [
      'Services shall be provided at the Quarry Hill Medical Center, Building 3.',
      'Quarry Hill Medical Center',
    ],
    ['GRANITE LAKE NATIONAL FISH HATCHERY - FEED DELIVERY SERVICES', 'Granite Lake National Fish Hatchery'],
  ])('%s', (text, name) => {
    expect(names(text)).toContain(name);
  });
  it('splits a plural kind over the names listed before it', () => {
    expect(names('services at the Elk Flats, Bison Draw and Heron Slough Wildlife Refuges.')).toEqual([
      'Elk Flats Wildlife Refuge',
      'Bison Draw Wildlife Refuge',
      'Heron Slough Wildlife Refuge',
    ]);
  });
  it.each([
    'Report each smoke to the Zone Dispatch Center within five minutes.',
    'The Data Center hosts the application servers.',
    'The Contractor shall staff the Central Station and each Field Unit.',
    'The Government operates three Training Complexes nationwide.',
    // a flat table's header: column words, not a name
    'Description Qty Unit',
    'Item Description Estimated Qty Unit Price Extended Price',
    'Labor Category Hours Rate Total Cost Unit',
  ])('no proper name, no facility: %s', (text) => {
    expect(names(text)).toEqual([]);
  });
});

describe('facilities a sentence counts and names', () => {
  it.each([
    'The Refuge manages three units: the Elk Flats Unit, the Bison Draw Unit and the Heron Slough Unit.',
    'Two (2) stations are covered: the Juniper Rim Station and the Coyote Wash Station.',
    'The district has 3 ranger stations, the Pine Knob Station, the Cedar Gap Station and the Lost Horse Station.',
  ])('%s', (text) => {
    expect(countedFacilities(text).length).toBeGreaterThanOrEqual(2);
  });
  it.each([
    // the count and the names disagree
    'The Refuge manages four units, among them the Elk Flats Unit and the Bison Draw Unit.',
    // no count of the kind
    'The Elk Flats Unit and the Bison Draw Unit border the river.',
  ])('not a list of the sites: %s', (text) => {
    expect(countedFacilities(text)).toEqual([]);
  });
});

describe('a column label abbreviating a facility', () => {
  it.each([
    ['Marten Creek NFH', 'Marten Creek National Fish Hatchery, Wapiti Bend, ID'],
    ['Alder Bend FC', 'Alder Bend Federal Center'],
    ['Heron Slough NWR', 'Heron Slough National Wildlife Refuge'],
  ])('%s is %s', (label, name) => {
    expect(abbreviates(label, name)).toBe(true);
  });
  it.each([
    ['Marten Creek NFH', 'Rocky Ford National Fish Hatchery'],
    ['Total FTE', 'Gilman Springs National Fish Hatchery'],
    ['Option Year', 'Option Year National'],
  ])('%s is not %s', (label, name) => {
    expect(abbreviates(label, name)).toBe(false);
  });
});

describe('places of performance from facility names', () => {
  it('a title naming the facility, the contracting office apart', () => {
    const text = [
      '# SOLICITATION',
      'Network Contracting Office 4, 12 Depot Street, Alder Bend, Ohio 43001',
      'Boiler Plant Operations and Maintenance, Alder Bend Federal Medical Center',
      'The Contractor shall operate the boiler plant as described in Section C.',
    ].join('\n\n');
    expect(sites(text)).toEqual(['Alder Bend Federal Medical Center']);
  });
  it('a facility before its address takes the address', () => {
    const text =
      'C.2 Places of performance. a. Heron Slough National Fish Hatchery, 40 Weir Road, Dayton, Ohio. b. Bison Draw National Fish Hatchery, 9 Dam Lane, Casper, Wyoming.';
    const found = sites(text);
    expect(found.some((s) => s.startsWith('Heron Slough National Fish Hatchery'))).toBe(true);
    expect(found.some((s) => s.startsWith('Bison Draw National Fish Hatchery'))).toBe(true);
  });
  it.each([
    'Past performance: the offeror staffed the Elk Flats Federal Center, Dayton, Ohio.',
    'Invoices shall be mailed to the payment office at the Pine Knob Federal Center.',
    "The offeror's facility, the Quarry Hill Annex, shall be described in the proposal.",
  ])('not a place of performance: %s', (text) => {
    expect(sites(`# RFP\n\n${text}`)).toEqual([]);
  });
});
