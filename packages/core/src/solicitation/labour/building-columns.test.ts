import { describe, expect, it } from 'vitest';
import { readBlock } from './block-rows';
import { countsNonLabour } from './columns';

// A role x place table whose places are buildings by number or letter: the columns are sites,
// not counts of buildings (the composed generator's per-site tables, packages/core/test/composed).
const sites = (labels: string[]) =>
  readBlock(
    {
      labels: ['Position', ...labels],
      rows: [
        ['Boiler Mechanic', '2', '1'],
        ['Custodial Worker', '4', '3'],
      ],
    },
    { isPlace: () => false, aboutPlaces: true },
  )?.rows.flatMap((r) => r.amounts.map((a) => `${r.label}@${a.site}=${a.value}`));

describe('columns headed by one building each', () => {
  it.each([[['Building 534', 'Building 278']], [['Bldg. T-20', 'Bldg. 7']], [['Building C', 'Building D']]])(
    '%j are the sites of a role x site table',
    (labels) => {
      expect(sites(labels)).toContain(`Custodial Worker@${labels[1]}=3`);
    },
  );
  it.each(['Buildings', 'No. of Buildings', 'Buildings Cleaned', 'Building Sq Ft'])(
    '"%s" still counts buildings, not staff',
    (label) => {
      expect(countsNonLabour(label)).toBe(true);
    },
  );
});

describe('columns counting the work, not the labour', () => {
  it.each([
    'Specimens, Contract Period 1',
    'Assays per 12 months',
    'Claims in Option Year 2',
    'Kits, Base Year',
    'Shipments FY27',
  ])('"%s" counts work items, never hours', (label) => {
    expect(countsNonLabour(label)).toBe(true);
  });
  it.each(['Analyst hours, Contract Period 1', 'Technician Hours per 12 months', 'Labour Category Title'])(
    '"%s" is labour or a title',
    (label) => {
      expect(countsNonLabour(label)).toBe(false);
    },
  );
});
