import { describe, expect, it } from 'vitest';
import { readSubject } from './subject';

describe('the subject a solicitation title names', () => {
  it.each([
    [
      '# REQUEST FOR QUOTATIONS OCRA-32-Q-0011\nFreedom of Information Act (FOIA) Request Processing Support\n',
      'Freedom of Information Act (FOIA) Request Processing',
    ],
    ['**SHELF STOCKING SERVICES — HARROW POINT COMMISSARY, NAVAL STATION**\n', 'SHELF STOCKING'],
    [
      'RFP 47PF0633R0012          OAKMONT FEDERAL COMPLEX          FIRE ALARM / SPRINKLER ITM\n',
      'FIRE ALARM / SPRINKLER ITM',
    ],
    [
      'Date: 6 December 2032\n\nCampground Gatehouse Attendant Services, Cedar Lake\n',
      'Campground Gatehouse Attendant',
    ],
    ['## Cataloging Backlog Reduction Services - HIPHS Library\n', 'Cataloging Backlog Reduction'],
    ['Title: Hazardous Waste Pickup and Disposal Services\n', 'Hazardous Waste Pickup and Disposal'],
    [
      'PERFORMANCE WORK STATEMENT\nSTERILE PROCESSING TECHNICIAN SERVICES — RIDGEMONT MEDICAL CENTER\n',
      'STERILE PROCESSING TECHNICIAN',
    ],
  ])('%j -> %s', (text, subject) => {
    expect(readSubject(text)).toBe(subject);
  });

  it.each([
    // An agency named "... Service", the buying office, the price schedule, a numbered heading, prose, a table row.
    'WATERWAYS RECREATION SERVICE\nCEDAR LAKE PROJECT\n',
    '**Office of Acquisition Services**\n4400 Westbrook Pike\n',
    'SECTION B - SUPPLIES OR SERVICES AND PRICES\n',
    '3.2 Surge Support\nThe Contractor shall provide surge support.\n',
    'The Contractor shall provide all management and support services for the depot.\n',
    'Offerors may propose support services in accordance with Section L.\n',
    '| 0001 | Gatehouse attendant services, Sandy Point | 1 | Season |\n',
    'NAICS 561720, Janitorial Services, size standard $22.0 million\n',
  ])('%j names no subject', (text) => {
    expect(readSubject(text)).toBeUndefined();
  });

  it('looks only at the head of the document', () => {
    expect(readSubject(`${'Background text here.\n'.repeat(400)}Shelf Stocking Services\n`)).toBeUndefined();
  });
});
