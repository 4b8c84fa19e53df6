import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// Places named in the scope or title of the work, written for this test (none from a corpus document).
const sites = (text: string) =>
  readSolicitation({ primary: { name: 'rfp.txt', text } }).sites.map((s) => s.name);

describe('the facility the scope names after a long list of what is provided', () => {
  it.each([
    [
      'B.1 The Contractor shall provide all labor, supervision, tools, test equipment, and materials (except replacement parts priced under CLIN 0003) to inspect, test and maintain the fire alarm and sprinkler systems at the Larkspur Federal Complex, 200 Mill Street, Larkspur, Ohio 43001.',
      'Larkspur Federal Complex',
    ],
    [
      'C.1 The Contractor shall furnish all personnel, equipment, transportation, supervision and other items necessary to clean, service and restock the vending areas in the Fenwick Federal Building.',
      'Fenwick Federal Building',
    ],
    [
      'C.1 The Contractor shall perform preventive maintenance, corrective repairs, calibration and annual certification of all laboratory hoods, biosafety cabinets and fume extraction at the Osprey Bay Research Laboratory.',
      'Osprey Bay Research Laboratory',
    ],
  ])('%s', (text, name) => {
    expect(sites(text).some((s) => s.includes(name))).toBe(true);
  });

  it('does not take the contracting office or the invoice address for the place', () => {
    expect(
      sites(
        'G.1 The Contractor shall submit all invoices, with the supporting records and the monthly reports required by this contract, to the Granite Federal Center, Denver, Colorado.',
      ),
    ).toEqual([]);
  });
});

describe('the places a sentence counts and names after a colon', () => {
  it.each([
    'C.1 Services are provided from two stations: Station 1, Main Post, Building 210; and Station 2, North Range Complex, Building 5120.',
    'C.1 The Contractor shall staff the ambulances at two (2) stations: Station 1, Main Post, Building 210; and Station 2, North Range Complex, Building 5120.',
    'C.1 Crews respond in 2 fire stations: Station 1, Main Post, Building 210; Station 2, North Range Complex, Building 5120.',
  ])('%s', (text) => {
    const found = sites(text);
    expect(found.some((s) => s.includes('Station 1'))).toBe(true);
    expect(found.some((s) => s.includes('North Range'))).toBe(true);
  });
});

describe('a facility named in a title in capitals', () => {
  it.each([
    ['SHELF STOCKING SERVICES - HARBOR VIEW COMMISSARY, NAVAL STATION HARBOR VIEW', 'Harbor View Commissary'],
    ['CUSTODIAL SERVICES - MAPLE RIDGE FEDERAL CENTER, MAPLE RIDGE, OREGON', 'Maple Ridge Federal Center'],
    ['Grounds Maintenance Services, Willow Creek Commissary, Fort Dunmore', 'Willow Creek Commissary'],
  ])('%s', (title, name) => {
    const found = sites(`${title}\n\n1. SCOPE\nThe Contractor shall keep the store stocked.`);
    expect(found.some((s) => s.includes(name))).toBe(true);
    expect(found).not.toContain('Naval Station');
  });
});
