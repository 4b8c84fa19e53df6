import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/estimate';
import { readSolicitation } from '../read-solicitation';

// Eleventh session (blind): the land unit or facility a solicitation's title line, or the first
// sentence of its background, names by a proper name before a unit noun ("<Name> Herd Management
// Area", "<Name> National Wildlife Refuge", "<Name> Basin", "<Name> Road", "<Name> Job Corps
// Center") is a place of the work, beside the towns or counties other sentences name. Every name
// here is invented; the shapes were imagined from the general cause, not taken from a document.
const sites = (text: string) =>
  readSolicitation({ primary: { name: 'rfq.txt', text } })
    .sites.map((s) => s.name)
    .join(' | ');
const locations = (text: string) =>
  estimatePlan({ primary: { name: 'rfq.txt', text } }).tasks.map((t) => t.location ?? '');

const OFFICE = 'DEPARTMENT OF PUBLIC LANDS\nContracting Office, 410 Elm Street, Redfield, NV 89001\n';
const WORK = [
  'C.2 Scope. The Contractor shall provide all labor, supervision and equipment to perform the work in Kelso, Nevada.',
  'C.3 Staffing. The Contractor shall provide one (1) Project Supervisor and four (4) Technicians.',
  'C.4 Period. The base period is twelve (12) months from award.',
].join('\n');
const doc = (title: string, background: string, work = WORK) =>
  `${OFFICE}\n${title}\n\nSECTION C - STATEMENT OF WORK\nC.1 Background. ${background}\n${work}\n`;

describe('a unit the title names before its work is a place of the work', () => {
  const cases: [string, string, string, string][] = [
    [
      'range: a herd management area in capitals, the work after it',
      'TALLOW FLATS HERD MANAGEMENT AREA WILD HORSE GATHER',
      'The Department manages about 600 wild horses on public lands.',
      'Tallow Flats Herd Management Area',
    ],
    [
      'wildlife: a refuge with its county and state in parentheses',
      'Mosquito Surveillance and Control, Brackwater Slough National Wildlife Refuge (Fenner County, Oregon)',
      'Mosquitoes breed in the marsh units each summer.',
      'Brackwater Slough National Wildlife Refuge',
    ],
    [
      'environment: a basin before the network it holds',
      'OPERATION AND MAINTENANCE OF THE QUARRIN BASIN AMBIENT AIR MONITORING NETWORK',
      'Eight stations measure ozone and particulates.',
      'Quarrin Basin',
    ],
    [
      'construction: a road before its rehabilitation',
      'LODGEPOLE GULCH ROAD REHABILITATION - TRAFFIC CONTROL',
      'The road carries logging and recreation traffic.',
      'Lodgepole Gulch Road',
    ],
    [
      'security: a job corps center with its city and state',
      'Residential Living Security Posts, Alder Bench Job Corps Center, Tilden, Oregon',
      'The campus houses 220 students in six dormitories.',
      'Alder Bench Job Corps Center',
    ],
    [
      'forestry: two ranger districts sharing their kind',
      'Trail Crews, Ossian and Marrow Fork Ranger Districts',
      'The districts maintain 200 miles of trail.',
      'Marrow Fork Ranger District',
    ],
    [
      'training: a training center in a markdown heading',
      '# Classroom Instruction at the Wendall Cove Training Center',
      'Courses run forty weeks a year.',
      'Wendall Cove Training Center',
    ],
  ];
  it.each(cases)('%s', (_, title, background, want) => {
    const text = doc(title, background);
    expect(sites(text)).toContain(want);
    // The town a scope sentence names stays a place of the work beside it.
    expect(sites(text)).toContain('Kelso');
    for (const location of locations(text)) expect(location).toContain(want);
  });

  it('names the unit beside the stated team without spreading the work over it', () => {
    const text = doc(
      'TALLOW FLATS HERD MANAGEMENT AREA WILD HORSE GATHER',
      'The Department manages about 600 wild horses.',
    );
    const plan = estimatePlan({ primary: { name: 'rfq.txt', text } });
    const plain = estimatePlan({
      primary: { name: 'rfq.txt', text: text.replace('TALLOW FLATS HERD MANAGEMENT AREA ', '') },
    });
    expect(plan.tasks.length).toBe(plain.tasks.length);
    expect(plan.tasks.reduce((s, t) => s + t.hours, 0)).toBe(plain.tasks.reduce((s, t) => s + t.hours, 0));
  });
});

describe('lines located at places inside the unit name the unit too', () => {
  it.each([
    [
      'security posts by building',
      'Residential Living Security Posts, Alder Bench Job Corps Center, Tilden, Oregon',
      'Dormitory A',
      'Main Gate',
    ],
    [
      'visitor posts by station',
      'VISITOR DESK OPERATIONS - ORRIN LAKE RECREATION AREA',
      'North Shore Station',
      'Dam Overlook',
    ],
  ])('%s', (_, title, first, second) => {
    const text = `${OFFICE}\n${title}\n\nSECTION C - STATEMENT OF WORK\nC.1 Background. The site has six buildings.\nC.2 Scope. The Contractor shall staff the following posts:\n| Post | Location | Hours per day | Days per week |\n| Post 1 | ${first} | 24 | 7 |\n| Post 2 | ${second} | 16 | 5 |\nC.3 Period. The base period is twelve (12) months from award.\n`;
    const unit = title.replace(/^.*?(?:, | - )/, '').replace(/, Tilden, Oregon$/, '');
    const plan = estimatePlan({ primary: { name: 'rfq.txt', text } });
    for (const t of plan.tasks) expect((t.location ?? '').toLowerCase()).toContain(unit.toLowerCase());
    expect(plan.tasks.some((t) => (t.location ?? '').includes(first))).toBe(true);
  });
});

describe('a unit the first sentence of the background names is a place of the work', () => {
  it.each([
    ['The Wickmoor State Forest covers 40,000 acres of mixed conifer stands.', 'Wickmoor State Forest'],
    [
      'The Pellory Creek Wildlife Management Area (Dunholt County, Iowa) holds 14 wetland impoundments.',
      'Pellory Creek Wildlife Management Area',
    ],
    ['Work centres on the Haskell Draw Grazing Allotment, 22,000 acres of sagebrush.', 'Haskell Draw'],
    ['The Orrin Lake Recreation Area draws 300,000 visitors a year.', 'Orrin Lake Recreation Area'],
  ])('%s', (background, want) => {
    const text = doc('GROUNDS AND FACILITY SERVICES', background);
    expect(sites(text)).toContain(want);
  });

  it.each([
    [
      'C.1 General. ',
      'The Alder Bench Job Corps Center, located in Tilden, Oregon, houses 220 students.',
      'Alder Bench Job Corps Center',
    ],
    [
      '1.0 DESCRIPTION OF SERVICES\n',
      'The Wickmoor State Forest covers 40,000 acres.',
      'Wickmoor State Forest',
    ],
  ])('the first sentence of a general or description section: %s', (head, sentence, want) => {
    const text = `${OFFICE}\nGROUNDS AND FACILITY SERVICES\n\nSECTION C - STATEMENT OF WORK\n${head}${sentence}\n${WORK}\n`;
    expect(sites(text)).toContain(want);
  });

  it('reads a title after a long form header', () => {
    const form = Array.from({ length: 16 }, (_, i) => `BLOCK ${i + 1}. FORM FIELD ${i + 1}`).join('\n');
    const text = `${OFFICE}\n${form}\nTALLOW FLATS HERD MANAGEMENT AREA WILD HORSE GATHER\n\nSECTION C - STATEMENT OF WORK\nC.1 Background. The Department manages public lands.\n${WORK}\n`;
    expect(sites(text)).toContain('Tallow Flats Herd Management Area');
  });

  it('reads only the first sentence of the background', () => {
    const text = doc(
      'GROUNDS AND FACILITY SERVICES',
      'The Department manages public lands. Staff once worked on the Grayling Basin restoration.',
    );
    expect(sites(text)).not.toContain('Grayling');
  });
});

describe('capitalised phrases that are no unit of the work are left alone', () => {
  it.each([
    ['an agency', 'BUREAU OF LAND MANAGEMENT WILD HORSE AND BURRO PROGRAM SUPPORT', 'Bureau|Program'],
    ['a system with no proper name', 'NATIONAL WILDLIFE REFUGE SYSTEM DATA ENTRY SUPPORT', 'Refuge'],
    ['a program named after a basin', 'Tallow Basin Restoration Program Support Services', 'Tallow'],
    ['an information system', 'WILDLAND INCIDENT TRACKING SYSTEM HELP DESK SUPPORT', 'Tracking|Wildland'],
    ['an agency named after a forest', 'USDA FOREST SERVICE - JANITORIAL SERVICES', 'Forest'],
    ['a city named after a lake', 'Custodial Services, Salt Lake City, Utah', 'Salt Lake(?! City)'],
    ['a work word before the unit', 'PROJECT MANAGEMENT AREA SUPPORT SERVICES', 'Project'],
  ])('%s', (_, title, not) => {
    expect(sites(doc(title, 'The Department manages public lands.'))).not.toMatch(new RegExp(not));
  });

  it('does not take the issuing office named after a unit', () => {
    const text = `Issued by: Carver Valley Field Office, 12 Main Street, Redfield, NV 89001\nFENCE REPAIR SERVICES\n\nC.1 Background. The Department manages public lands.\n${WORK}`;
    expect(sites(text)).not.toContain('Carver');
  });
});
