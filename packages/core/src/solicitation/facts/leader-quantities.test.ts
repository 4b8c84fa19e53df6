import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { readQuantities } from './quantities';

const read = (text: string) =>
  readQuantities(buildContext([{ name: 'rfq', index: 0, text }], { sections: [] })).map((q) => [
    q.value,
    q.noun,
  ]);

describe('values set after dot leaders count the noun of their own label', () => {
  it.each([
    [
      'WORKLOAD ESTIMATES\n\n   Registered participants ............ 450\n   Panel sessions .................... 12\n   Exhibitor tables ...... 20',
      [
        [450, 'participant'],
        [12, 'session'],
        [20, 'table'],
      ],
    ],
    [
      'Annual volumes:\n  Inbound shipments (all carriers) …… 3,200\n  Outbound parcels …… 1,150',
      [
        [3200, 'shipment'],
        [1150, 'parcel'],
      ],
    ],
    [
      'Forms processed .. 900\nAppeals logged .. 75',
      [
        [900, 'form'],
        [75, 'appeal'],
      ],
    ],
  ])('%s', (text, want) => {
    expect(read(text)).toEqual(expect.arrayContaining(want));
    expect(read(text)).toHaveLength(want.length);
  });

  it('keeps a unit the value states itself, and numbers in running text', () => {
    expect(read('Room block ........ 300 room-nights')).toEqual([[300, 'room-night']]);
    expect(read('The contractor supports 1,200 users and 40 printers.')).toEqual([
      [1200, 'user'],
      [40, 'printer'],
    ]);
  });
});
