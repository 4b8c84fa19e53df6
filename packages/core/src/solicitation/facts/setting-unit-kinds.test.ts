import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/estimate';
import { readSolicitation } from '../read-solicitation';

// Twelfth session (blind, layer "who and where"): more facilities and land units a title or the
// background's first sentence names by a proper name before the unit noun (an arboretum, a
// federal building and courthouse, a federal center, a district of a land agency, a dam whose
// name starts with a number word). Every name is invented.
const sites = (text: string) =>
  readSolicitation({ primary: { name: 'rfq.txt', text } })
    .sites.map((s) => s.name)
    .join(' | ');
const locations = (text: string) =>
  estimatePlan({ primary: { name: 'rfq.txt', text } }).tasks.map((t) => t.location ?? '');

const OFFICE = 'DEPARTMENT OF PUBLIC WORKS\nContracting Office, 410 Elm Street, Redfield, NV 89001\n';
const WORK = [
  'C.2 Scope. The Contractor shall provide all labor, supervision and equipment to perform the work.',
  'C.3 Staffing. The Contractor shall provide one (1) Project Supervisor and four (4) Technicians.',
  'C.4 Period. The base period is twelve (12) months from award.',
].join('\n');
const doc = (title: string, background: string) =>
  `${OFFICE}\n${title}\n\nSECTION C - STATEMENT OF WORK\nC.1 Background. ${background}\n${WORK}\n`;

describe('a facility or unit named before its noun is a place of the work', () => {
  it.each([
    [
      'Custodial Services, Kessling Federal Building and Courthouse',
      'The building has six floors.',
      'Kessling',
    ],
    [
      'BLM TWIN BUTTES DISTRICT FENCE REPAIR',
      'The district holds 300 miles of fence.',
      'Twin Buttes District',
    ],
    ['GROUNDS SERVICES', 'The Harrow Creek Arboretum is a 40-acre public garden.', 'Harrow Creek Arboretum'],
    [
      'Elevator Maintenance, Quill Ridge Federal Center',
      'The center has four elevators.',
      'Quill Ridge Federal Center',
    ],
    [
      'GROUNDS SERVICES',
      'The Pellam County Courthouse stands on a 4-acre square.',
      'Pellam County Courthouse',
    ],
    [
      'Custodial Services - Three Forks Diversion Dam',
      'The dam has a visitor gallery.',
      'Three Forks Diversion Dam',
    ],
  ])('%s / %s', (title, background, want) => {
    const text = doc(title, background);
    expect(sites(text)).toContain(want);
    for (const location of locations(text)) expect(location).toContain(want);
  });

  it('does not keep a number word cut from the name as another place', () => {
    const text = doc('Custodial Services - Three Forks Diversion Dam', 'The dam has a visitor gallery.');
    expect(sites(text).split(' | ')).not.toContain('Forks Diversion Dam');
  });
});

describe('districts and buildings that are no place of the work', () => {
  it.each([
    [
      'Eastern District of a court',
      'COURT REPORTING SERVICES, EASTERN DISTRICT OF ALMORA',
      'Eastern District',
    ],
    ['a school district', 'Kessling School District Bus Services', 'School District'],
    ['a water district', 'Harlow Water District Meter Reading Services', 'Water District'],
    ['a building with no name', 'FEDERAL BUILDING CUSTODIAL SERVICES', 'Federal Building'],
    ['a courthouse with no name', 'Courthouse Security Services', 'Courthouse'],
  ])('%s', (_, title, not) => {
    expect(sites(doc(title, 'The Department manages public works.'))).not.toContain(not);
  });
});
