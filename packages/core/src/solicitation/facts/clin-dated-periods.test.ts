import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

// A price schedule whose lines give each period's dates instead of a quantity in months: the
// lines are the periods, whatever their descriptions say.
const shape = (text: string) =>
  readSolicitation({ primary: { name: 'rfq.txt', text } }).periods?.periods.map(
    (p) => `${p.kind}:${p.months}`,
  ) ?? null;

describe('CLIN lines dated with their own periods', () => {
  it('reads an aligned schedule of lump-sum lines over a total not-to-exceed', () => {
    const text = [
      'SCHEDULE OF SUPPLIES/SERVICES',
      '',
      '  Item   Description                                  Performance dates            Unit',
      '  0001   Grounds upkeep, first year of the contract    01 Oct 2030 - 30 Sep 2031    LS',
      '  1001   Same, second year (option)                    01 Oct 2031 - 30 Sep 2032    LS',
      '  2001   Same, third year (option)                     01 Oct 2032 - 30 Sep 2033    LS',
      '',
      'FAR 52.217-9 applies; the total duration of this contract shall not exceed 36 months.',
    ].join('\n');
    expect(shape(text)).toEqual(['base:12', 'option:12', 'option:12']);
  });

  it('reads a pipe table whose periods differ in length', () => {
    const text = [
      '## B.2 Price schedule',
      '',
      '| CLIN | Description | Dates | Unit |',
      '|---|---|---|---|',
      '| 0001 | Janitorial work, initial term | 1 March 2031 – 31 August 2031 | JB |',
      '| 1001 | Janitorial work, first renewal | 1 September 2031 – 29 February 2032 | JB |',
      '| 2001 | Janitorial work, second renewal | 1 March 2032 – 28 February 2033 | JB |',
    ].join('\n');
    expect(shape(text)).toEqual(['base:6', 'option:6', 'option:12']);
  });

  it('reads numeric dates in a schedule of five-digit lines', () => {
    const text = [
      'Line Item   Supplies/Services                 Period                      Qty  Unit',
      '00001       Water sampling, Year 1             07/01/2030 - 06/30/2031     1    LOT',
      '10001       Water sampling, Year 2             07/01/2031 - 06/30/2032     1    LOT',
    ].join('\n');
    expect(shape(text)).toEqual(['base:12', 'option:12']);
  });

  it('does not make periods of one period’s several dated lines or of dated deliveries', () => {
    // Two lines of the same period (0001, 0002): one period, not a schedule of periods.
    const oneTerm = [
      '  Item   Description                         Dates                          Unit',
      '  0001   Mowing                               01 Apr 2031 - 30 Sep 2031      LS',
      '  0002   Leaf removal                         01 Oct 2031 - 30 Nov 2031      LS',
    ].join('\n');
    expect(shape(oneTerm)?.length ?? 0).toBeLessThan(2);
    // A deliverables table: numbered rows that are no line items.
    const deliveries = [
      '| No. | Deliverable | Window |',
      '|---|---|---|',
      '| 1 | Draft report | 1 May 2031 - 15 May 2031 |',
      '| 2 | Final report | 1 June 2031 - 30 June 2031 |',
    ].join('\n');
    expect(shape(deliveries)?.length ?? 0).toBeLessThan(2);
  });
});
