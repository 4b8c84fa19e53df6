import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Crews x persons x weeks x hours a week, by season or period: the number of crews and their
// weeks may change from one season to the next (a shorter first season, more crews in the
// options). Invented shapes in several kinds of field work (trail crews, mosquito control, snow
// removal, survey parties, inspection teams, invasive-plant crews); none is a corpus document's.
const plan = (text: string) =>
  buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
const hours = (text: string) => {
  const p = plan(text);
  return Object.fromEntries(p.tasks.map((t) => [t.lcat, t.periods?.map((x) => x.hours)]));
};

const seasons = (first: string, second: string, third: string) =>
  `Base period: ${first}. Option period 1: ${second}. Option period 2: ${third}. No work is ordered between seasons.`;

describe('crews by season from a table of crews, crew weeks and persons per crew', () => {
  it('trail crews: crew work weeks by season, four ten-hour days, a key person by the week each season', () => {
    const text = `# Request for Quotations: Trail Maintenance Crews

## C. Performance Work Statement

C.1 The Contractor shall furnish trail crews to clear, brush and repair system trails.

C.2 Crews. The Contractor shall provide two (2) crews in the 2034 season and three (3) crews in each option season. Each crew shall consist of six (6) persons: one (1) Crew Leader and five (5) Crew Members.

C.3 Work week. Crews work four ten-hour days (40 hours) a week, Monday through Thursday.

| Season | Crew work weeks | Crews | Persons per crew | Dates |
|---|---|---|---|---|
| 2034 (Base) | 18 | 2 | 6 | 1 July 2034 - 30 September 2034 |
| 2035 (Option 1) | 22 | 3 | 6 | 1 June 2035 - 30 September 2035 |
| 2036 (Option 2) | 22 | 3 | 6 | 1 June 2036 - 30 September 2036 |

C.4 The Project Manager (key personnel) shall work sixteen (16) hours a week for twenty-two (22) weeks each season.

## F. Period of Performance

${seasons('1 May 2034 through 31 October 2034 (the 2034 season)', '1 May 2035 through 31 October 2035', '1 May 2036 through 31 October 2036')}
`;
    // A crew work week is one crew working one week: the column counts crews and weeks at once.
    const h = hours(text);
    expect(h['Crew Leader']).toEqual([720, 880, 880]);
    expect(h['Crew Member']).toEqual([3600, 4400, 4400]);
    expect(h['Project Manager']).toEqual([352, 352, 352]);
  });

  it('invasive-plant crews: a table by option period with weeks and crews, eight-hour days five days a week', () => {
    const text = `## SECTION C
C.4 Each treatment crew consists of one (1) Crew Lead and three (3) Applicators. Crews work five (5) eight-hour days a week.

Table 1. Crew schedule
| Period | Crews | Weeks |
|---|---|---|
| Base Period | 1 | 10 |
| Option Period 1 | 2 | 14 |

## SECTION F
Base Period: 1 April 2031 through 30 September 2031. Option Period 1: 1 April 2032 through 30 September 2032.
`;
    const h = hours(text);
    expect(h['Crew Lead']).toEqual([400, 1120]);
    expect(h.Applicator ?? h.Applicators).toEqual([1200, 3360]);
  });
});

describe('crews by season stated in prose', () => {
  it('mosquito control: crews by season, weeks each season, hours a week', () => {
    const text = `## Statement of Work
3.1 The Contractor shall field two (2) crews in the base season and three (3) crews in each option season. Each crew consists of four (4) persons: one (1) Crew Chief and three (3) Field Technicians.

3.2 Crews shall work twenty (20) weeks each season, forty (40) hours a week, spraying and trapping.

## Period of Performance
${seasons('1 May 2030 through 31 October 2030', '1 May 2031 through 31 October 2031', '1 May 2032 through 31 October 2032')}
`;
    const h = hours(text);
    expect(h['Crew Chief']).toEqual([1600, 2400, 2400]);
    expect(h['Field Technician'] ?? h['Field Technicians']).toEqual([4800, 7200, 7200]);
  });

  it('snow removal: one crew of three for the weeks of each season, five 8-hour shifts a week', () => {
    const text = `PERFORMANCE WORK STATEMENT
1. The Contractor shall provide one (1) plow crew for each of the twenty-two (22) weeks of the snow season. The crew shall consist of one (1) Operator Lead and two (2) Equipment Operators, each working five (5) 8-hour shifts a week.

2. Base Season: 1 November 2031 through 31 March 2032. Option Season 1: 1 November 2032 through 31 March 2033.
`;
    const h = hours(text);
    expect(h['Operator Lead']).toEqual([880, 880]);
    expect(h['Equipment Operator'] ?? h['Equipment Operators']).toEqual([1760, 1760]);
  });

  it('inspection teams: teams by period, weeks each period, a 50-hour week', () => {
    const text = `C.5 STAFFING
C.5.1 The Contractor shall provide three (3) inspection teams in the base period and four (4) inspection teams in each option period. Each team shall consist of two (2) Bridge Inspectors.
C.5.2 Teams work twenty-six (26) weeks in each period at fifty (50) hours a week.

F.1 Base Period: 1 March 2033 through 31 August 2033. Option Period 1: 1 March 2034 through 31 August 2034.
`;
    const h = hours(text);
    expect(h['Bridge Inspector'] ?? h['Bridge Inspectors']).toEqual([7800, 10400]);
  });

  it('survey parties: crew weeks from the CLIN lines of each season', () => {
    const text = `## Section B
| CLIN | Description | Quantity | Unit |
|---|---|---|---|
| 0001 | Survey crew, Base Season | 18 | Crew week |
| 1001 | Survey crew, Option Season 1 | 20 | Crew week |

## Section C
C.2 A survey crew is one (1) Party Chief and two (2) Survey Technicians, each working fifty (50) hours a week.

## Section F
Base Season: 1 May 2032 through 30 September 2032. Option Season 1: 1 May 2033 through 30 September 2033.
`;
    const h = hours(text);
    expect(h['Party Chief']).toEqual([900, 1000]);
    expect(h['Survey Technician'] ?? h['Survey Technicians']).toEqual([1800, 2000]);
  });
});

describe('a key person stated by the week for each season', () => {
  it('takes the stated hours in every season, not a share of a year', () => {
    const text = `## C. Work
C.2 The Contractor shall provide two (2) crews in each season. Each crew shall consist of one (1) Crew Leader and four (4) Crew Members. Crews work fourteen (14) weeks each season at forty (40) hours a week.

C.3 Project Manager (Key Personnel). The Project Manager shall work sixteen (16) hours a week for twenty-two (22) weeks each season.

## F. Period
${seasons('1 May 2034 through 31 October 2034', '1 May 2035 through 31 October 2035', '1 May 2036 through 31 October 2036')}
`;
    const h = hours(text);
    expect(h['Crew Leader']).toEqual([1120, 1120, 1120]);
    expect(h['Crew Member']).toEqual([4480, 4480, 4480]);
    expect(h['Project Manager']).toEqual([352, 352, 352]);
  });
});

describe('crews whose documents also name Government staff or a key crew leader', () => {
  it('prices the crew though a sentence names Government personnel, the leader key', () => {
    const text = `C.1 Government personnel will inspect the crews' work weekly and may be full-time staff of the district.

C.2 The Contractor shall provide one (1) crew. The crew shall consist of one (1) Crew Leader and three (3) Crew Members. The Crew Leader is key personnel.

C.3 The crew shall work eighteen (18) weeks each season at forty (40) hours a week.

F.1 Base Period: 1 May 2030 through 31 October 2030. Option Period 1: 1 May 2031 through 31 October 2031.`;
    const h = hours(text);
    expect(h['Crew Leader']).toEqual([720, 720]);
    expect(h['Crew Member']).toEqual([2160, 2160]);
  });
});

describe('a crew counted in persons with no titles', () => {
  it.each([
    [
      'C.2 The Contractor shall provide two (2) crews in each season. Each crew shall consist of six (6) persons. Crews shall work fifteen (15) weeks each season at forty (40) hours a week.\n\nC.3 The Project Manager (key personnel) shall work eight (8) hours a week for fifteen (15) weeks each season.',
      [7200, 7200],
    ],
    [
      'C.2 One (1) seasonal survey party of four (4) people shall work twenty (20) weeks each season, four ten-hour days a week.\n\nC.3 The Contractor shall designate one (1) Project Manager (key personnel).',
      [3200, 3200],
    ],
  ])('prices the crew as crew members: %s', (work, want) => {
    const h = hours(
      `${work}\n\nF.1 Base Period: 1 May 2030 through 31 October 2030. Option Period 1: 1 May 2031 through 31 October 2031.`,
    );
    expect(h['Crew Member']).toEqual(want);
  });
});

describe('a crew of persons read also as a team total', () => {
  it('keeps one line for the key person and the crew, not a remainder of the team', () => {
    const text = `C.2 The Contractor shall provide two (2) crews in each season. Each crew shall consist of six (6) persons.

| Season | Crew work weeks | Crews |
|---|---|---|
| Base Period | 18 | 2 |
| Option Period 1 | 22 | 2 |

C.3 The Project Manager (key personnel) shall work sixteen (16) hours a week for twenty-two (22) weeks each season.

F.1 Base Period: 1 May 2030 through 31 October 2030. Option Period 1: 1 May 2031 through 31 October 2031.`;
    const tasks = plan(text).tasks;
    expect(
      tasks.filter((t) => t.lcat === 'Project Manager').map((t) => t.periods?.map((p) => p.hours)),
    ).toEqual([[352, 352]]);
    expect(tasks.find((t) => t.lcat === 'Crew Member')?.periods?.map((p) => p.hours)).toEqual([4320, 5280]);
  });
});

describe('crews that must be left alone', () => {
  const noCrewWeeks = (text: string) =>
    plan(text).tasks.every((t) => !/crew weeks?|crews? x/i.test(t.mathRationale));

  it('crews of Government employees', () => {
    const text = `C.1 The Government will provide two (2) crews in each season, each of six (6) persons, for twenty (20) weeks each season. The Contractor shall provide one (1) Safety Officer full time.

F.1 Base Period: 1 May 2030 through 31 October 2030. Option Period 1: 1 May 2031 through 31 October 2031.`;
    expect(noCrewWeeks(text)).toBe(true);
  });

  it('a crew count with no duration', () => {
    const text = `C.1 The Contractor shall provide two (2) crews. Each crew shall consist of one (1) Crew Leader and three (3) Laborers.

F.1 Base Year: 1 October 2030 through 30 September 2031.`;
    expect(noCrewWeeks(text)).toBe(true);
  });

  it('a year-round crew in a contract that mentions a season', () => {
    const text = `C.1 The Contractor shall provide one (1) grounds crew year-round, consisting of one (1) Crew Leader and three (3) Groundskeepers. The mowing season is 1 April through 31 October.

F.1 Base Year: 1 October 2030 through 30 September 2031. Option Year 1: 1 October 2031 through 30 September 2032.`;
    expect(noCrewWeeks(text)).toBe(true);
  });

  it('a crew of persons that is a size limit', () => {
    const text = `C.1 The Contractor shall provide one (1) Site Supervisor full time. Crews shall be no larger than six (6) persons and work about 20 weeks each season.

F.1 Base Period: 1 May 2030 through 31 October 2030.`;
    expect(noCrewWeeks(text)).toBe(true);
  });

  it('a crew size limit with weeks of work', () => {
    const text = `C.1 The Contractor shall provide one (1) Site Supervisor and four (4) Laborers. Work parties shall not exceed six (6) persons at any one time. The work takes about 20 weeks each season.

F.1 Base Period: 1 May 2030 through 31 October 2030.`;
    expect(noCrewWeeks(text)).toBe(true);
  });
});
