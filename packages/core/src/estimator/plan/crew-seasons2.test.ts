import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation/read-solicitation';
import { buildPlan } from './build-plan';

// Second pass on crews by season, written blind: a crew-week column that counts each crew's
// weeks (it fits in the season's dates), the season's weeks stated apart from the crews ("Each
// season runs twenty (20) work weeks"). Invented shapes in several kinds of field work; none is
// a corpus document's.
const hours = (text: string) => {
  const p = buildPlan(readSolicitation({ primary: { name: 'rfq.md', text } }), { texts: [text] });
  return Object.fromEntries(p.tasks.map((t) => [t.lcat, t.periods?.map((x) => x.hours)]));
};

const periods2 = (y: number, from: string, to: string) =>
  `## F. Period of Performance\nBase Season: ${from} ${y} through ${to} ${y}. Option Season 1: ${from} ${y + 1} through ${to} ${y + 1}.`;

describe('a crew-week column whose values fit in the row dates counts weeks per crew', () => {
  const tables: [string, string, string, string, number][] = [
    // header, crew sentence, leader title, member title, weeks
    [
      '| Season | Crew work weeks | Crews | Persons per crew | Dates |',
      'Each crew shall consist of one (1) Crew Leader and two (2) Crew Members.',
      'Crew Leader',
      'Crew Member',
      18,
    ],
    [
      '| Field season | Crew weeks | No. of crews | Crew size | Work window |',
      'Each survey party consists of one (1) Party Chief and two (2) Instrument Technicians.',
      'Party Chief',
      'Instrument Technician',
      16,
    ],
    [
      '| Year | Crew-weeks | Teams | Persons | Dates |',
      'Each sampling team is one (1) Team Lead and two (2) Samplers.',
      'Team Lead',
      'Sampler',
      17,
    ],
  ];
  tables.forEach(([header, crew, lead, member, weeks], i) => {
    it(`layout ${i}: ${header.split('|')[2]?.trim()}`, () => {
      const text = `## C. Work\nC.1 ${crew} Crews work forty (40) hours a week.\n\n${header}\n|---|---|---|---|---|\n| 2034 (base) | ${weeks} | 2 | 3 | 4 June through 5 October 2034 |\n| 2035 (option 1) | ${weeks} | 3 | 3 | 3 June through 4 October 2035 |\n\n${periods2(2034, '1 June', '15 October')}\n`;
      const h = hours(text);
      expect(h[lead]).toEqual([2 * weeks * 40, 3 * weeks * 40]);
      expect(h[member] ?? h[`${member}s`]).toEqual([2 * 2 * weeks * 40, 3 * 2 * weeks * 40]);
    });
  });

  it('must not: a crew-week column larger than the season dates is a total (crews x weeks)', () => {
    const text = `## C. Work\nC.1 Each crew shall consist of one (1) Crew Leader and two (2) Crew Members. Crews work forty (40) hours a week.\n\n| Season | Crew work weeks | Crews | Dates |\n|---|---|---|---|\n| 2034 (base) | 30 | 2 | 1 June 2034 - 30 September 2034 |\n| 2035 (option 1) | 34 | 2 | 1 June 2035 - 30 September 2035 |\n\n${periods2(2034, '1 June', '30 September')}\n`;
    const h = hours(text);
    expect(h['Crew Leader']).toEqual([1200, 1360]);
  });

  it('must not: a column headed as a total stays a total though it fits the dates', () => {
    const text = `## C. Work\nC.1 Each crew shall consist of one (1) Crew Leader and two (2) Crew Members. Crews work forty (40) hours a week.\n\n| Season | Total crew weeks | Crews | Dates |\n|---|---|---|---|\n| 2034 (base) | 12 | 2 | 1 June 2034 - 30 September 2034 |\n| 2035 (option 1) | 14 | 2 | 1 June 2035 - 30 September 2035 |\n\n${periods2(2034, '1 June', '30 September')}\n`;
    const h = hours(text);
    expect(h['Crew Leader']).toEqual([480, 560]);
  });

  it('must not: a crew-week column with no dates stays a total', () => {
    const text = `## C. Work\nC.1 Each crew shall consist of one (1) Crew Leader and two (2) Crew Members. Crews work forty (40) hours a week.\n\n| Season | Crew work weeks | Crews |\n|---|---|---|\n| 2034 (base) | 12 | 2 |\n| 2035 (option 1) | 14 | 2 |\n\n${periods2(2034, '1 June', '30 September')}\n`;
    const h = hours(text);
    expect(h['Crew Leader']).toEqual([480, 560]);
  });
});

describe("the season's weeks stated apart from the crews", () => {
  const weekSentences = [
    'Each season runs twenty (20) work weeks.',
    'The field season lasts twenty (20) weeks.',
    'Each season consists of 20 work weeks.',
    'Every season is twenty (20) weeks long.',
    'Work is performed over twenty (20) work weeks each season.',
    'The treatment season comprises twenty (20) weeks.',
  ];
  const domains: [string, string, string][] = [
    [
      'The Contractor shall furnish two (2) crews in the 2034 season and three (3) crews in each option season. Each crew shall consist of one (1) Crew Leader and five (5) Crew Members.',
      'Crew Leader',
      'Crew Member',
    ],
    [
      'The Contractor shall field two (2) spray teams in the base season and three (3) spray teams in each option season. Each team consists of one (1) Team Lead and five (5) Applicators.',
      'Team Lead',
      'Applicator',
    ],
  ];
  const periods = `## F. Period\nBase Season: 1 May 2034 through 30 September 2034. Option Season 1: 1 May 2035 through 30 September 2035. Option Season 2: 1 May 2036 through 30 September 2036.`;
  weekSentences.forEach((weeks, i) => {
    domains.forEach(([crew, lead, member], d) => {
      it(`phrasing ${i}, domain ${d}: ${weeks}`, () => {
        const text = `## C. Work\nC.1 ${crew}\n\nC.2 ${weeks} Crews work ten (10) hours a day, four days a week, which averages forty (40) hours a week over the season.\n\n${periods}\n`;
        const h = hours(text);
        expect(h[lead]).toEqual([1600, 2400, 2400]);
        expect(h[member] ?? h[`${member}s`]).toEqual([8000, 12000, 12000]);
      });
    });
  });

  it('must not: a season that may be extended by some weeks is no count of weeks', () => {
    const text = `## C. Work\nC.1 The Contractor shall provide two (2) crews in each season. Each crew shall consist of one (1) Crew Leader and two (2) Crew Members. Crews work forty (40) hours a week.\n\nC.2 The Contracting Officer may extend the season by up to four (4) weeks.\n\n${periods2(2034, '1 June', '31 August')}\n`;
    const h = hours(text);
    // The weeks are the season's own span (1 June - 31 August, 13 weeks), not the four weeks.
    expect(h['Crew Leader']?.[0]).toBeGreaterThan(2 * 4 * 40);
  });
});

describe('a person by the week over the season, beside the crews', () => {
  const periods = `## F. Period\nBase Season: 1 May 2034 through 30 September 2034. Option Season 1: 1 May 2035 through 30 September 2035.`;
  const crews =
    'C.1 The Contractor shall provide two (2) crews in each season. Each crew shall consist of one (1) Crew Leader and five (5) Crew Members. Crews work forty (40) hours a week.';
  const people: [string, string, number][] = [
    [
      'The Project Manager (key personnel), who is not a crew member, shall work twenty (20) hours a week over the season.',
      'Project Manager',
      20,
    ],
    [
      'The Contractor shall provide one (1) Safety Officer, on site sixteen (16) hours per week during each season.',
      'Safety Officer',
      16,
    ],
    [
      'The Program Manager (Key Personnel) works 10 hours a week throughout the season.',
      'Program Manager',
      10,
    ],
    [
      'The Contractor shall furnish one (1) Quality Control Manager who shall work twelve (12) hours each week of the field season.',
      'Quality Control Manager',
      12,
    ],
  ];
  people.forEach(([sentence, lcat, h], i) => {
    it(`phrasing ${i}: ${lcat}, the season's stated weeks`, () => {
      const text = `## C. Work\n${crews}\n\nC.2 Each season runs twenty (20) work weeks.\n\nC.3 ${sentence}\n\n${periods}\n`;
      const got = hours(text);
      expect(got[lcat]).toEqual([h * 20, h * 20]);
      expect(got['Crew Member']).toEqual([8000, 8000]);
    });
  });

  it('with no weeks stated, the weeks of the season dates', () => {
    const text = `## C. Work\nC.1 The Contractor shall provide one (1) crew of one (1) Crew Leader and three (3) Crew Members for the season at forty (40) hours a week.\n\nC.3 The Site Manager (key personnel) shall work twenty (20) hours a week over the season.\n\n## F. Period\nBase Season: 1 June 2034 through 31 August 2034. Option Season 1: 1 June 2035 through 31 August 2035.\n`;
    const got = hours(text);
    // 1 June - 31 August is three months of the frame, 13 weeks.
    expect(got['Site Manager']).toEqual([260, 260]);
  });

  it('must not: a person by the week with no season keeps its hours', () => {
    const text = `## C. Work\n${crews}\n\nC.2 Each season runs twenty (20) work weeks.\n\nC.3 The Project Manager (key personnel) shall work twenty (20) hours a week.\n\n${periods}\n`;
    const got = hours(text);
    expect(got['Project Manager']?.[0]).not.toBe(400);
  });
});

// Third pass: the season's work weeks stated in a sentence that also gives its dates. The
// stated count is the crews' weeks; the dates only say when (a span of dates is not the work
// weeks, and a sentence with dates is still the season's own).
describe("the season's stated weeks beside its dates", () => {
  const periods = `## F. Period\nBase Season: 1 April 2034 through 31 October 2034. Option Season 1: 1 April 2035 through 31 October 2035. Option Season 2: 1 April 2036 through 31 October 2036.`;
  const crew =
    'The Contractor shall field two (2) crews in the base season and three (3) crews in each option season. Each crew consists of one (1) Crew Leader and four (4) Crew Members.';
  const cases: [string, number][] = [
    ['The field season lasts eighteen (18) weeks, 1 June through 5 October, as snow allows.', 18],
    ['Work is performed over 16 work weeks each season (about 15 May to 15 September).', 16],
    ['The treatment season comprises twenty (20) weeks between 20 April and 30 September.', 20],
    ['Each season runs fourteen (14) work weeks, from mid-June through September 30.', 14],
  ];
  cases.forEach(([sentence, weeks], i) => {
    it(`phrasing ${i}: ${weeks} weeks`, () => {
      const text = `## C. Work\nC.1 ${crew}\n\nC.2 ${sentence} Crews work forty (40) hours a week.\n\n${periods}\n`;
      const h = hours(text);
      expect(h['Crew Leader']).toEqual([2 * weeks * 40, 3 * weeks * 40, 3 * weeks * 40]);
      expect(h['Crew Member']).toEqual([2 * 4 * weeks * 40, 3 * 4 * weeks * 40, 3 * 4 * weeks * 40]);
    });
  });

  it('must not: a season given by its dates alone keeps the weeks of its dates', () => {
    const text = `## C. Work\nC.1 ${crew}\n\nC.2 The field season runs 1 June through 31 August. Crews work forty (40) hours a week.\n\n${periods}\n`;
    const h = hours(text);
    // 1 June - 31 August: 92 days, 13.14 weeks.
    expect(h['Crew Leader']?.[0]).toBeGreaterThan(2 * 13 * 40);
    expect(h['Crew Leader']?.[0]).toBeLessThan(2 * 14 * 40);
  });
});
