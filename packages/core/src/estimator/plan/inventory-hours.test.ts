import { describe, expect, it } from 'vitest';
import type { Table } from '../../solicitation/model';
import { tableOf } from '../../solicitation/test-tables';
import { orderedHours } from './ordered-hours';
import { roleFor } from './roles';

const table = (header: string[], rows: string[][]): Table =>
  tableOf(header, rows, { id: 't1', document: 'att-j2.xlsx', ref: 'Sheet: Units', sectionId: 's1', end: 1 });

const read = (t: Table) => orderedHours(t)?.rows.map((r) => [r.label, r.hours.map((h) => h.value)]);

describe('an equipment inventory with an hours column is one work item, not a worker per unit', () => {
  it.each([
    [
      ['Building', 'Unit', 'Type', 'Make', 'Model', 'Maint. hours per year'],
      [
        ['Annex A', 'CH-1', 'Centrifugal chiller', 'Carrier', '19XR', '96'],
        ['Annex A', 'B-1', 'Fire-tube boiler', 'Cleaver-Brooks', 'CBEX', '48'],
        ['Annex B', 'AHU-3', 'Air handler', 'Trane', 'M-Series', '24'],
      ],
      ['Maint', [168]],
    ],
    [
      ['Site', 'Equipment', 'Manufacturer', 'Capacity (tons)', 'Installed', 'Annual PM hrs'],
      [
        ['North Plant', 'Generator G1', 'Caterpillar', '500', '2009', '40'],
        ['South Plant', 'Generator G2', 'Kohler', '350', '2014', '32'],
        ['Total', '', '', '', '', '72'],
      ],
      ['PM', [72]],
    ],
    [
      ['Tag', 'Description', 'Serial', 'Controller', 'Est. yearly service hours'],
      [
        ['E-1', 'Escalator, up', 'S-4471', 'Otis 506', '72'],
        ['L-2', 'Wheelchair platform lift', 'S-9902', 'n/a', '12'],
      ],
      ['service', [84]],
    ],
  ])('adds the rows up under the column name: %j', (header, rows, want) => {
    expect(read(table(header, rows))).toEqual([want]);
  });

  it('keeps one row per item in an hours table that lists no equipment', () => {
    const t = table(
      ['Service', 'Location', 'Hours per year'],
      [
        ['Courier runs', 'Building 1', '1,040'],
        ['Mail sorting', 'Building 2', '2,080'],
      ],
    );
    expect(read(t)).toHaveLength(2);
  });

  it('names the trade the listed equipment needs', () => {
    expect(roleFor('PM; Traction passenger (gearless); Hydraulic freight; Escalator', 'facilities')).toBe(
      'Elevator Mechanic',
    );
    expect(roleFor('Shuttle bus service for passengers between the campuses', 'facilities')).toBe(
      'Motor Vehicle Operator',
    );
  });
});
