import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readStatedEffort } from './effort';

const read = (...texts: string[]) =>
  readStatedEffort(
    buildContext(
      texts.map((text, index) => ({ name: `doc ${index}`, index, text })),
      { sections: [] },
    ),
  );

describe('stated effort: a street address is no head count', () => {
  it('reads no people from a house number before a street named after staff', () => {
    for (const t of [
      'NORTHERN REGIONAL CONTRACTING OFFICE 2210 Personnel Way, Suite 400, Dayton, Ohio 45433. The Government requires the services below.',
      'Proposals shall be delivered to 415 Staff Drive, Building 12, Fort Example, Texas. The Government estimates the work below.',
      'The project office is at 88 Employees Road. The Government requires monthly cleaning of the office.',
      'Deliveries go to 1200 People Street NW, Washington, DC. Services are required on weekdays.',
    ])
      expect(read(t)).toEqual([]);
  });

  it('still reads a head count that a street address does not follow', () => {
    expect(read('The Government estimates the work requires 4 staff at the depot.')[0]).toMatchObject({
      kind: 'people',
      value: 4,
    });
    // A verb "drive" after lower-case staff is work, not a street.
    expect(
      read('The Government estimates that two staff drive the shuttle route each weekday.')[0],
    ).toMatchObject({ kind: 'people', value: 2 });
  });
});
