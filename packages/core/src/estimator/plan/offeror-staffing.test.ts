import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../estimate';
import { unknownQuantities, withOfferorStaffing } from './offeror-staffing';

// Whole small solicitations that leave the staffing to the offeror, written for this test (an
// archive digitisation, a museum's guided tours, a warehouse's parcel sorting), none from a
// corpus document: how sure the plan can honestly be.
const doc = (...body: string[]) =>
  [
    'SECTION C - STATEMENT OF WORK',
    'C.1 BACKGROUND',
    ...body,
    'C.9 PERIOD OF PERFORMANCE',
    'The period of performance is one (1) twelve-month base period.',
  ].join('\n');
const level = (...body: string[]) =>
  estimatePlan({ primary: { name: 'sow', text: doc(...body) } }).confidence?.level;

const GOVERNMENT_STAFF = [
  'The Office of the Archivist has two staff archivists and one conservator, who will review the work.',
  'The agency employs 18 contract guards and six Government firefighters at the complex.',
  'Four (4) Government curators will accept the deliverables.',
];

describe('confidence when the documents leave the staffing to the offeror', () => {
  it('is low when people are counted but the team and the quantities are both left open', () => {
    const open = [
      [
        'The agency does not prescribe the team, its size or the hours.',
        'Quantities will be determined during performance.',
      ],
      [
        'The Government does not specify the number of personnel; the Contractor shall determine the staffing.',
        'The agency is not able to estimate the number of collections at this time.',
      ],
      [
        'The Government will not prescribe a head count or a level of effort.',
        'We cannot predict how many boxes will be sent for digitisation.',
      ],
    ];
    for (const [i, [team, quantities]] of open.entries())
      expect(level(GOVERNMENT_STAFF[i] ?? '', `C.2 ${team}`, `C.3 ${quantities}`), team).toBe('low');
  });

  it('is medium when people are counted beside the disclaimer and the workload is counted', () => {
    const workload = [
      '| Item | Unit | Est. Annual Qty |',
      '|---|---|---|',
      '| Smoke detector test | Each | 2,840 |',
      '| Service call | Each | 110 |',
    ].join('\n');
    expect(
      level(
        'The complex is protected by 22 protective security officers and six Government firefighters.',
        'C.2 The Government does not specify the number of personnel or the labor hours; the Contractor shall determine the staffing.',
        'C.3 Workload',
        workload,
      ),
    ).toBe('medium');
  });

  it('keeps a plan whose staffing is stated in hours or FTE high, whatever the disclaimer', () => {
    expect(
      level(
        'C.2 The Contractor shall provide three (3) full-time Help Desk Technicians and one (1) full-time Help Desk Lead.',
        'C.3 The Government does not prescribe the hours of each labor category.',
      ),
    ).toBe('high');
  });

  it('leaves a plan of a few events with no production workload low', () => {
    expect(
      level(
        'C.2 The Government does not specify the number of counselors or support staff.',
        'C.3 Workload',
        [
          '| Service | Unit | Est. Annual Qty |',
          '|---|---|---|',
          '| Critical incident response | Each | 4 |',
          '| Supervisor training session | Each | 10 |',
        ].join('\n'),
      ),
    ).toBe('low');
  });
});

describe('quantities the documents say are not known', () => {
  it.each([
    'Quantities will be determined during performance.',
    'The volume shall be established as orders are placed.',
    'NMHO is not able to estimate it at this time.',
    'The Government is unable to forecast demand.',
    'We cannot estimate how many interviews will be recorded.',
  ])('reads %s', (text) => {
    expect(unknownQuantities([text])).toBeDefined();
  });

  it.each([
    'Quantities are estimates only and are not guaranteed.',
    'The quantities shown are the Government’s best estimate of the annual workload.',
    'The Contractor shall estimate the hours for each task in its proposal.',
    'The Offeror shall not exceed 10 pages.',
  ])('does not read %s', (text) => {
    expect(unknownQuantities([text])).toBeUndefined();
  });
});

describe('an assumed plan beside a counted production workload', () => {
  const low = { level: 'low' as const, reason: 'The hours are assumed.' };
  const item = (value: number, name: string) => ({ item: name, value, ref: 'B.2', document: 'rfp' });
  const left = (items: ReturnType<typeof item>[], unknown?: string) => ({
    quote: 'It does not state the number of personnel, which the Contractor determines.',
    items,
    ...(unknown ? { unknownQuantities: unknown } : {}),
  });

  it.each([
    [item(936000, 'case')],
    [item(230400, 'transcript page'), item(6000, 'certified copy')],
    [item(14200, 'service order')],
  ])('is medium: the hours follow from the workload (%o)', (...items) => {
    expect(withOfferorStaffing(low, 'assumed', [], left(items)).level).toBe('medium');
  });

  it('stays low for a few events, unknown quantities, or documents that state no disclaimer', () => {
    expect(withOfferorStaffing(low, 'assumed', [], left([item(4, 'critical incident response')])).level).toBe(
      'low',
    );
    expect(
      withOfferorStaffing(low, 'assumed', [], left([item(9000, 'case')], 'not able to estimate')).level,
    ).toBe('low');
    expect(withOfferorStaffing(low, 'assumed', [], undefined).level).toBe('low');
  });
});
