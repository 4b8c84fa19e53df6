import { describe, expect, it } from 'vitest';
import { citedWindow, holidayDays } from './cited-windows';
import { buildContext } from './context';
import { readCoverage } from './coverage';
import { countedPositions } from './counted-positions';
import { withDutyPosts } from './duty-posts';
import { postSite } from './post-sites';

const sectioned = (paras: [string, string][]) => {
  let text = '';
  const sections = paras.map(([ref, body], i) => {
    const start = text.length;
    text += `${body}\n\n`;
    return { id: `s${i}`, document: 'pws', title: ref, ref, level: 2, start, end: text.length, kind: 'sow' };
  });
  return buildContext([{ name: 'pws', index: 0, text }], { sections } as never);
};
const crews = (paras: [string, string][], places: string[] = []) => {
  const ctx = sectioned(paras);
  return withDutyPosts(ctx, readCoverage(ctx), places)
    .filter((c) => c.position)
    .map(
      (c) =>
        `${c.posts} ${c.position} ${c.hoursPerDay}x${c.daysPerWeek}${c.daysPerYear ? `/${c.daysPerYear}` : ''}${c.site ? ` @${c.site}` : ''}`,
    );
};

describe('crews of named members', () => {
  it('counts crew members written as acronyms', () => {
    expect(countedPositions('crewed by one (1) Paramedic and one (1) EMT').map((p) => p.title)).toEqual([
      'Paramedic',
      'EMT',
    ]);
    expect(countedPositions('two LPNs and one RN').map((p) => `${p.count} ${p.title}`)).toEqual([
      '2 LPN',
      '1 RN',
    ]);
  });

  it('reads each member of a crew as its own post, at the site the sentence names', () => {
    const cases: [[string, string][], string[]][] = [
      [
        [
          [
            'C.5.1',
            'C.5.1 Station 1: one (1) ALS ambulance shall be in service at all times, crewed by one (1) Paramedic and one (1) EMT, 24 hours a day, 7 days a week.',
          ],
        ],
        ['1 Paramedic 24x7 @Station 1', '1 EMT 24x7 @Station 1'],
      ],
      [
        [
          [
            '3.2',
            '3.2 North Gate – the Contractor shall staff the gate around the clock with two (2) Security Officers.',
          ],
        ],
        ['2 Security Officer 24x7 @North Gate'],
      ],
      [
        [
          [
            '4',
            'At Riverside Clinic, one RN and two LPNs shall be on duty from 7:00 a.m. to 7:00 p.m., Monday through Friday.',
          ],
        ],
        ['1 RN 12x5 @Riverside Clinic', '2 LPN 12x5 @Riverside Clinic'],
      ],
    ];
    for (const [paras, want] of cases) expect(crews(paras), paras[0]?.[1]).toEqual(want);
  });

  it('takes the window of the paragraph a crew sentence cites, holidays left out', () => {
    const cases: [[string, string][], string[]][] = [
      [
        [
          [
            'C.4.2',
            'C.4.2 Station 2 operates from 6:00 a.m. to 6:00 p.m., Monday through Friday, every weekday except Federal holidays.',
          ],
          [
            'C.5.2',
            'C.5.2 Station 2: one (1) BLS ambulance shall be in service during the hours of C.4.2, crewed by two (2) EMTs.',
          ],
        ],
        ['2 EMT 12x5/249 @Station 2'],
      ],
      [
        [
          [
            '3.1',
            '3.1 The Annex reading room is open 0800-1600 Monday through Friday, excluding Federal holidays.',
          ],
          ['3.4', '3.4 Two (2) Library Technicians shall be on duty for the hours stated in paragraph 3.1.'],
        ],
        ['2 Library Technician 8x5/249'],
      ],
      [
        [
          ['2.3', '2.3 The tool crib is open 0600 to 1430, Monday through Saturday.'],
          [
            '2.6',
            '2.6 The Contractor shall staff the tool crib with one tool room attendant during the hours in Section 2.3.',
          ],
        ],
        ['1 Tool Room Attendant 8.5x6'],
      ],
    ];
    for (const [paras, want] of cases) expect(crews(paras), paras[1]?.[1]).toEqual(want);
  });

  it('names no site, window or post where the sentence gives none', () => {
    expect(postSite('At least two officers shall be on duty.')).toBeUndefined();
    expect(postSite('At all times, one operator shall be on duty.')).toBeUndefined();
    expect(postSite('Note: the Contractor shall staff the desk.')).toBeUndefined();
    expect(postSite('At Government request, two guards shall be posted.')).toBeUndefined();
    expect(holidayDays('seven days a week')).toBeUndefined();
    const ctx = sectioned([['5', 'See the hours of 5.9 for details.']]);
    expect(citedWindow('See the hours of 5.9 for details.', ctx.units, readCoverage(ctx))).toBeNull();
    // A person on duty designated to a role is no second post; Government staff and counts of things are none.
    expect(
      crews([
        [
          'C.4',
          'The unit is staffed 24 hours a day, 7 days a week. At least one RN on every shift shall be designated charge nurse.',
        ],
      ]),
    ).toEqual([]);
    expect(
      crews([
        ['C.1', 'Station 3: the Government fire department keeps two (2) engines in service 24 hours a day.'],
      ]),
    ).toEqual([]);
  });
});
