import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { columnStreams, readHeaderSites, readListedFacilities } from './facility-lists';

const table = (
  header: string[],
  lead: string,
): [Table[], { name: string; index: number; text: string }[]] => {
  const text = `${lead}\n\n| ${header.join(' | ')} |\n`;
  return [
    [
      {
        id: 't1',
        document: 'd',
        ref: '5',
        sectionId: null,
        header,
        rows: [header.map(() => '2')],
        origin: 'pipe',
        start: lead.length + 2,
        end: text.length,
      },
    ],
    [{ name: 'd', index: 0, text }],
  ];
};
const across = (header: string[], lead: string) => readHeaderSites(...table(header, lead)).map((s) => s.name);

describe('sites across a table header', () => {
  it.each([
    [['Item', 'Elk Ridge', 'Bear Flat', 'Raven Point'], 'Table 2 gives the requirement station by station.'],
    [['Requirement', 'Juniper Rim', 'Coyote Wash'], 'Towers are the columns of Table 1.'],
    [['Task', 'North Fork Unit', 'Heron Slough Unit', 'Sage Flat Unit'], 'Hours for each refuge unit:'],
  ])('%j', (header, lead) => {
    expect(across(header, lead)).toEqual(header.slice(1));
  });
  it.each([
    [['Labor Category', 'Base Year', 'Option Year 1'], 'Hours by site and period:'],
    [['Site', 'Area', 'Task', 'Frequency'], 'Grounds frequencies at each site:'],
    [['Item', 'Project Manager', 'Senior Technician'], 'Staffing at each site:'],
    [['Item', 'Elk Ridge', 'Bear Flat'], 'Table 2 gives the unit prices by quantity.'],
  ])('not sites: %j', (header, lead) => {
    expect(across(header, lead)).toEqual([]);
  });
});

const twoColumns = (left: string[], right: string[]) =>
  left.map((l, i) => `${l.padEnd(62)}${right[i] ?? ''}`).join('\n');

describe('facilities listed in the place of performance', () => {
  it.each([
    'C.4 Field units (place of performance).\n1. Elk Flats Unit – Teton County, Idaho\n2. Bison Draw Unit – Park County, Wyoming',
    'Places of Performance\na) Heron Slough Wildlife Refuge\nb) Pine Knob Ranger Station',
    '3. WORK LOCATIONS\n(1) Cedar Gap Lookout\n(2) Raven Point Lookout\n(3) Lost Horse Lookout',
  ])('%s', (text) => {
    expect(readListedFacilities([{ name: 'd', index: 0, text }]).length).toBeGreaterThanOrEqual(2);
  });
  it('reads a list down the right column of a page set in two', () => {
    const text = twoColumns(
      [
        'B.3 The FTE is 1,920 hours a year.',
        'C.1 The Division owns 212 bridges.',
        'Spans range from 21 to 418 feet.',
        'C.2 Work. Routine inspections.',
        'Underwater inspections of 14.',
        'Fracture-critical members.',
        'Load ratings on request.',
      ],
      [
        'C.4 Field units (place of performance).',
        '1. Granite Bench Unit – Owyhee County',
        '   bridges)',
        '2. Coyote Rim Unit – Nye County',
        '   bridges)',
        '',
        'C.5 Government responsibilities.',
      ],
    );
    expect(columnStreams(text)).toHaveLength(2);
    expect(readListedFacilities([{ name: 'd', index: 0, text }]).map((s) => s.name)).toEqual([
      'Granite Bench Unit',
      'Coyote Rim Unit',
    ]);
  });
  it.each([
    // a numbered list outside the place of performance
    'C.3 Tasks.\n1. Elk Flats Unit surveys\n2. Bison Draw Unit surveys',
    // the offeror's facilities, under instructions
    'L.4 Past performance. List contracts:\n1. Staffing at the Pine Knob Federal Center\n2. Guards at the Cedar Gap Federal Center',
    // a place-of-performance heading followed by addresses of the contracting office
    'Place of performance: see C.2.\n\nContracting Office\n1. Network Contracting Office 9\n2. Payment Office, Denver',
  ])('not listed sites: %s', (text) => {
    expect(readListedFacilities([{ name: 'd', index: 0, text }])).toEqual([]);
  });
});
