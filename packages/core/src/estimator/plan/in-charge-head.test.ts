import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';

// Tenth session: with no manager named, the plan is headed by the one the documents put in
// charge of the work on site, not by a manager no document names. Invented documents.
const rfq = (work: string, lead: string) =>
  [
    'REQUEST FOR QUOTATIONS',
    '',
    '1 SCOPE',
    `1.1 The Contractor shall ${work}.`,
    '',
    '2 WORK',
    `2.1 ${work.replace(/^\w/, (c) => c.toUpperCase())}, to the standards of Attachment 1.`,
    '2.2 Staffing. The Government does not state a crew size, number of workers or hours.',
    `${lead}`,
    '',
    '3 PERIOD',
    '3.1 Base year and two option years of twelve months each.',
  ].join('\n');

describe('the head of a plan when no manager is named', () => {
  it.each([
    [
      'inspect and repair range fence on the grazing allotments',
      'A designated Crew Leader shall be on site whenever work is performed.',
      'Crew Leader',
    ],
    [
      'clear brush from drainage ditches along the levee',
      'A qualified Field Foreman shall be present whenever crews work.',
      'Field Foreman',
    ],
    [
      'survey and stake the parcel corners of the land exchange',
      'One Survey Party Chief shall be on site during all field work.',
      'Survey Party Chief',
    ],
    [
      'remove graffiti from the underpasses of the parkway',
      'A designated Work Leader shall be on site while work is under way.',
      'Work Leader',
    ],
    [
      'paint the steel railings of the dam crest',
      'A certified Coatings Supervisor must be on site whenever coating is applied.',
      'Coatings Supervisor',
    ],
    [
      'replace the roof membranes of the warehouses',
      'A Roofing Superintendent shall be on site whenever work is performed.',
      'Roofing Superintendent',
    ],
  ])('%s: headed by the %s', (work, lead, title) => {
    const lcats = estimatePlan({ primary: { name: 'rfq.txt', text: rfq(work, lead) } }).tasks.map(
      (t) => t.lcat,
    );
    expect(lcats).toContain(title);
    expect(lcats).not.toContain('Site Manager');
  });
});
