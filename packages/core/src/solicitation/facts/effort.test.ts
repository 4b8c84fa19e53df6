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

describe('stated effort and budget', () => {
  it('reads no head count from a people noun that names a thing', () => {
    for (const t of [
      'The Government furnishes the rooms, two staff work areas and eight reserved parking spaces.',
      'The Government provides three (3) personnel lockers and one staff lounge for the team.',
      'Two staff offices are furnished at the project site.',
    ])
      expect(read(t)).toEqual([]);
    expect(read('The Government estimates the project team at two staff.')[0]).toMatchObject({
      kind: 'people',
      value: 2,
    });
  });

  it('reads FTE, people and team sizes with ranges and ceilings', () => {
    expect(
      read("The Government's requirement for this work is 6.50 Full Time Equivalents (FTE's) per year.")[0],
    ).toMatchObject({ kind: 'fte', value: 6.5, scope: 'per-year' });
    expect(
      read('The Government estimates this project will require no more than 10 personnel.')[0],
    ).toMatchObject({ kind: 'people', value: 10, ceiling: true });
    expect(
      read('The Government estimates this project will require no more than 4-5 personnel.')[0],
    ).toMatchObject({ kind: 'people', min: 4, max: 5, value: 5 });
    expect(read('We anticipate a team of approximately four to seven FTE.')[0]).toMatchObject({
      kind: 'fte',
      min: 4,
      max: 7,
    });
  });

  it('counts every team when the size is of each of several teams, in any phrasing', () => {
    for (const [text, value] of [
      ['The Government anticipates that the work requires two (2) scrum teams of seven (7) people each.', 14],
      ['The work is expected to require 3 agile teams of 6 team members each.', 18],
      ['The contractor shall staff two delivery teams, each of five (5) personnel.', 10],
      ['The Government estimates four field crews of three (3) people each.', 12],
      ['The Government anticipates a team of seven (7) people.', 7],
      ['The Government anticipates two teams of up to 8 people.', 8],
    ] as const)
      expect(read(text)[0], text).toMatchObject({ kind: 'people', value });
  });

  it('adds the named full-time roles a sentence puts on top of the stated team', () => {
    const efforts = read(
      'The Government anticipates that the work requires two (2) scrum teams of seven (7) people each. In addition to the two teams, the Contractor shall provide a Delivery Manager and a Technical Architect who serve both teams full time.',
    );
    expect(Math.max(...efforts.filter((e) => e.kind === 'people').map((e) => e.value))).toBe(16);
    const one = read(
      'The Government estimates the work requires 6 FTE. In addition to this staff, the Contractor shall provide a full-time Program Manager.',
    );
    expect(Math.max(...one.map((e) => e.value))).toBe(7);
    // Part-time or unstated roles add nothing.
    const none = read(
      'The Government estimates the work requires 6 FTE. In addition to this staff, the Contractor shall provide a Program Manager as needed.',
    );
    expect(Math.max(...none.map((e) => e.value))).toBe(6);
  });

  it('marks team sizes of reference projects as weaker evidence', () => {
    const [f] = read(
      'Source code samples from recent projects involving teams of approximately four to seven full-time equivalent (FTE) personnel are preferable.',
    );
    expect(f).toMatchObject({ kind: 'fte', min: 4, max: 7, reference: true });
  });

  it('leaves out key people, staffing plan factors and exceptions', () => {
    expect(read('The contractor shall propose two key personnel.')).toEqual([]);
    expect(read('Factor 3 Staffing Plan Factor 4 Corporate Experience')).toEqual([]);
    expect(read('For all but two staff, the place of performance is the contractor facility.')).toEqual([]);
  });

  it('reads stated hours with their scope, not an hours-per-FTE convention', () => {
    expect(read('The level of effort shall not exceed 6,000 hours per year.')[0]).toMatchObject({
      kind: 'hours',
      value: 6000,
      scope: 'per-year',
      ceiling: true,
    });
    expect(read('The Government estimates 1,920 hours represent one FTE.')).toEqual([]);
  });

  it('reads a level-of-effort list by period with its optional increment', () => {
    const text = [
      'LEVEL OF EFFORT',
      'Period                 Level of Effort (Hours)',
      'Base Period            35,470',
      'Option Period 1        35,470',
      'Option Period 2        36,000',
      'Option to Extend Services up to    22,430',
      '',
      'ADDITIONAL LOE OPTION       9,390',
      '-- Base Period',
      'ADDITIONAL LOE OPTION       9,390',
      '-- Option Period 1',
    ].join('\n');
    const [f] = read(text).filter((e) => e.scope === 'per-period');
    expect(f?.perPeriod).toEqual([
      { period: 'Base Period', value: 35470 },
      { period: 'Option Period 1', value: 35470 },
      { period: 'Option Period 2', value: 36000 },
      { period: 'Option to Extend Services', value: 22430 },
    ]);
    expect(f?.optional).toMatchObject({ label: 'ADDITIONAL LOE OPTION', value: 9390 });
    expect(f?.optional?.perPeriod?.map((p) => p.period)).toEqual(['Base Period', 'Option Period 1']);
  });

  it('does not read dated period rows as hours', () => {
    expect(
      read(
        'Level of Effort (LOE) Hours\nBase Period        6/1/2026 – 5/31/2027\nOption Period 1    6/1/2027 – 5/31/2028',
      ),
    ).toEqual([]);
  });

  it('reads budgets with scope and what they cover', () => {
    const [b] = read(
      'The estimated cost for this effort is $1.4 million for requested services and authorized travel incurred during the base period.',
    );
    expect(b).toMatchObject({
      kind: 'budget',
      value: 1_400_000,
      scope: 'base-period',
      includesNonLabour: true,
    });
    expect(read('Funding for this effort will not exceed $2,500,000 per year.')[0]).toMatchObject({
      value: 2_500_000,
      scope: 'per-year',
      ceiling: true,
    });
  });

  it('leaves clause thresholds out of budgets', () => {
    expect(
      read('If the estimated cost of the contract may exceed $650,000, a subcontracting plan is required.'),
    ).toEqual([]);
    expect(read('Travel plug in figure $20,000 limit - Base Period.')).toEqual([]);
  });
});

describe('level of effort on CLIN lines', () => {
  it('reads hours per period from a schedule of CLINs, the first line of each period', () => {
    const text = [
      'CLIN   Description                                   Qty      Unit',
      '0001   Base Year - PSO Services, post hours          34,600   HR',
      '0002   Base Year - Temporary Additional Services     500      HR',
      '1001   Option Year 1 - PSO Services                  34,600   HR',
      '1002   Option Year 1 - TAS                           500      HR',
    ].join('\n');
    const [f] = read(text).filter((e) => e.scope === 'per-period');
    expect(f?.perPeriod).toEqual([
      { period: 'Base Year', value: 34600 },
      { period: 'Option Year 1', value: 34600 },
    ]);
  });
});

describe('more ways of stating effort and money', () => {
  it('reads each phrasing with its kind, amount and scope', () => {
    const cases: [string, string][] = [
      ['The estimated level of effort is 10,000 hours per year.', 'hours 10000 per-year'],
      ['The Government anticipates 5 FTEs for this requirement.', 'fte 5 total'],
      ['The team is expected to include approximately 6-8 people.', 'people 8 total'],
      ['The total estimated labor hours for the base period is 20,800.', 'hours 20800 base-period'],
      ['Level of Effort: 4,160 hours', 'hours 4160 total'],
      ['The IGCE is $3.2M.', 'budget 3200000 total'],
      ['The estimated value of this task order is $5,000,000.', 'budget 5000000 total'],
      ['Funding in the amount of $500,000 is available for the base year.', 'budget 500000 base-period'],
    ];
    for (const [text, want] of cases) {
      const [f] = read(text);
      expect(f ? `${f.kind} ${f.value} ${f.scope}` : null, text).toBe(want);
    }
  });
});

describe('paragraph numbers are not team sizes', () => {
  it.each([
    'H.3 Personnel shall pass a background investigation before entering a facility.',
    'C.5 Personnel shall complete the required training.',
    'Section 4.2 Staff shall wear identification badges.',
  ])('%s', (text) => {
    expect(read(text).filter((e) => e.kind === 'people' || e.kind === 'fte')).toEqual([]);
  });
});

// A team size a person must have led is a qualification, not the size of this work.
describe('team sizes in qualifications', () => {
  it('does not read a team a key person must have managed as the team', () => {
    expect(
      read('Project Lead: seven years supervising records conversion crews of not less than 15 personnel.'),
    ).toEqual([]);
    expect(
      read(
        'The Site Manager shall have 10 yrs. of experience directing field groups of twelve (12) employees.',
      ),
    ).toEqual([]);
    expect(
      read('The Operations Lead must have successfully led organizations with over 30 staff members.'),
    ).toEqual([]);
    expect(
      read('The Chief Engineer, having managed a workforce of 40 people, shall oversee the work.'),
    ).toEqual([]);
  });

  it('still reads a team the contractor provides or a manager leads on this work', () => {
    expect(
      read('The Program Manager shall be responsible for managing a team of 12 staff on this project.')[0],
    ).toMatchObject({ kind: 'people', value: 12 });
    expect(read('The Contractor shall provide a team of six (6) personnel for five years.')[0]).toMatchObject(
      {
        kind: 'people',
        value: 6,
      },
    );
  });
});

describe('stated effort: what a place or a thing holds is no team size', () => {
  it('does not read lodging, seats or vehicles for so many people as the team', () => {
    const cases = [
      'The Government provides bunkhouse lodging at Sandhill Lakes for up to six people from 1 April to 31 July.',
      'The Government will furnish office space for 12 contractor staff in Building 4.',
      'The Government-furnished boat carries up to four people and is available on weekdays.',
    ];
    for (const text of cases)
      expect(
        read(text).filter((f) => f.kind === 'people'),
        text,
      ).toEqual([]);
  });

  it('still reads the team the work needs beside such a room', () => {
    const cases: [string, number][] = [
      ['The Government estimates the project will require no more than 8 personnel.', 8],
      ['The Government expects a team of up to five people; lodging is provided.', 5],
      ['The effort is estimated to need 4 staff for the season.', 4],
    ];
    for (const [text, want] of cases)
      expect(read(text).find((f) => f.kind === 'people')?.value, text).toBe(want);
  });
});
