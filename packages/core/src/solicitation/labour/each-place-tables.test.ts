import { describe, expect, it } from 'vitest';
import type { Site } from '../model';
import { repeatAtEachPlace } from './each-place-tables';
import type { StaffingRead } from './staffing-read';

const site = (name: string): Site => ({ name, document: 'doc', ref: 'C.2', quote: name }) as Site;
const SITES = [site('Harbor Depot'), site('Ridge Annex'), site('Pine Laboratory')];
const read = (): StaffingRead =>
  ({
    table: { periods: ['Base Year'], categoryTitles: ['Boiler Mechanic', 'Kennel Aide'], measure: 'fte' },
    categories: [
      { title: 'Boiler Mechanic', key: false, stated: [{ period: 'Base Year', fte: 2 }] },
      { title: 'Kennel Aide', key: false, stated: [{ period: 'Base Year', hours: 1500 }] },
    ],
  }) as unknown as StaffingRead;
const placed = (r: StaffingRead) => r.categories.map((c) => `${c.title}@${c.site ?? '-'}`);

describe('a staffing table the text before it says repeats at each place', () => {
  it.each([
    'The positions below are required at each of the three (3) depots.',
    'The following staffing shall be provided at each site:',
    'Staff each facility as shown in the table below; the team applies to every location.\nThe personnel below are needed at every location.',
  ])('"%s" puts the rows at each listed place', (lead) => {
    const r = repeatAtEachPlace(read(), lead, SITES);
    expect(r.categories).toHaveLength(6);
    expect(placed(r)).toContain('Kennel Aide@Ridge Annex');
  });
  it('multiplies the amounts when the list does not hold the number of places stated', () => {
    const r = repeatAtEachPlace(
      read(),
      'The team in the table below is required at each of the four (4) clinics.',
      SITES,
    );
    expect(r.categories.map((c) => c.stated[0])).toEqual([
      { period: 'Base Year', fte: 8 },
      { period: 'Base Year', hours: 6000 },
    ]);
  });
  it.each([
    'One team supports all sites; the staffing below is for the whole contract.',
    'The Contractor shall keep a log at each site. Table 2. Estimated Hours',
    'The staffing below is required for the contract.',
  ])('"%s" leaves the table as it is', (lead) => {
    expect(placed(repeatAtEachPlace(read(), lead, SITES))).toEqual(['Boiler Mechanic@-', 'Kennel Aide@-']);
  });
  it('a table already by place is left as it is', () => {
    const byPlace = read();
    for (const c of byPlace.categories) c.site = 'Harbor Depot';
    expect(
      repeatAtEachPlace(byPlace, 'The staffing below is required at each site.', SITES).categories,
    ).toHaveLength(2);
  });
});
