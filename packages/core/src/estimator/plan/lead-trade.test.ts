import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { namedRoster } from './named-roster';

const roster = (text: string) =>
  namedRoster(readSolicitation({ primary: { name: 'rfp.md', text } })).map(
    (c) => `${c.title}${c.key ? '*' : ''}`,
  );

describe('a lead of a trade named alone brings the trade', () => {
  it.each([
    [
      'H.1 Key Personnel. The Lead Locksmith is key personnel and shall be on site during duty hours.',
      'Locksmith',
    ],
    [
      'H.1 Key Personnel. The Lead Electrician is key personnel and shall hold a master license.',
      'Electrician',
    ],
    [
      'H.2 Key Personnel. The Lead Painter shall have ten years of commercial experience and is key personnel.',
      'Painter',
    ],
  ])('%s', (text, trade) => {
    expect(roster(text)).toContain(trade);
  });
  it.each([
    // a manager heads no trade
    'H.1 Key Personnel. The Project Manager is key personnel and shall be on site.',
    // a lead named among the workers: the workers are named already
    'H.1 Key Personnel. The Lead Custodian is key personnel. Custodian staff shall hold a license.',
  ])('no trade added: %s', (text) => {
    expect(
      roster(text).filter((t) => !t.endsWith('*') && !/custodian/i.test(t) && !/manager/i.test(t)),
    ).toEqual([]);
  });
  it.each([
    'H.1 Key Personnel. The Lead Dentist is key personnel and shall be licensed in the State.',
    'H.1 Key Personnel. The Lead Locksmith is key personnel and shall be on site during duty hours.',
    'C.5 The Lead Groundskeeper is key personnel.',
  ])('no trade when workload already sizes the lines: %s', (text) => {
    const model = readSolicitation({ primary: { name: 'rfp.md', text } });
    expect(namedRoster(model, true)).toEqual([]);
  });
});
