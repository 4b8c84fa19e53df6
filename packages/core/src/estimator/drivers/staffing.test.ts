import { describe, expect, it } from 'vitest';
import { segmentSections } from '../sections';
import { extractStatedStaffing } from './staffing';

const staffing = (text: string) => extractStatedStaffing(segmentSections(text, 'rfp'));

describe('extractStatedStaffing', () => {
  it('reads an FTE level of effort and its labour mix', () => {
    const s = staffing(
      "## L.d Level of Effort\nThe Government's requirement for the work is 6.50 Full Time Equivalents (FTE's) per year. " +
        'Full Time Equivalents Labor Category Professional Project Manager Support Totals Year 1 0.20 1.00 5.30 6.50 Year 2 0.20 1.00 5.30 6.50',
    );
    expect(s).toMatchObject({ form: 'fte', totalFte: 6.5, ref: 'L.d' });
    expect(s?.form === 'fte' && s.mix).toEqual([
      { category: 'Professional', fte: 0.2 },
      { category: 'Project Manager', fte: 1 },
      { category: 'Support', fte: 5.3 },
    ]);
  });

  it('reads a personnel ceiling and whether staff are part time', () => {
    const s = staffing(
      '## 5.8 Estimated Level of Effort\nThe Government estimates this project will require no more than 4-5 personnel --- though not all will be needed on a full time basis.',
    );
    expect(s).toMatchObject({ form: 'ceiling', maxPersonnel: 5, minPersonnel: 4, partTime: true });
  });

  it('ignores staffing figures of past projects and optional increases', () => {
    expect(
      staffing(
        '## f. Similar Experience\nProjects chosen must have been completed within three years, with staffing profiles of approximately four (4) to five (5) Full Time Equivalent (FTE) personnel.',
      ),
    ).toBeNull();
    expect(
      staffing(
        '## G Options\nIf the Government exercises this Option, the Contractor shall provide an additional .30 FTE.',
      ),
    ).toBeNull();
  });

  it('reads hours by category and by post, posts under their category', () => {
    const s = staffing(
      [
        'EXHIBIT 1',
        '1. Productive:      11,466 HOURS',
        'Console Control              0001-           24              7               (8,736)           YES',
        'Post 400                     2400',
        'Magnetometer                 0700-           10.5            *5              (2,730)           YES',
        '2. Supervisory     8,736 HOURS',
        'Shift Supervisor             0001-2400       24              7               (8,736)          YES',
      ].join('\n'),
    );
    expect(s?.form).toBe('hours');
    if (s?.form !== 'hours') return;
    expect(s.categories.map((c) => [c.name, c.annualHours, c.posts.length])).toEqual([
      ['Productive', 11466, 2],
      ['Supervisory', 8736, 1],
    ]);
    expect(s.categories[0]?.posts[0]).toMatchObject({
      name: 'Console Control Post 400',
      hoursPerDay: 24,
      daysPerWeek: 7,
    });
  });

  it('returns null when nothing is stated', () => {
    expect(staffing('## C.1 Scope\nThe contractor shall develop an API.')).toBeNull();
  });
});

describe('extractStatedStaffing: tables and hour statements', () => {
  it('reads a Markdown table of labour categories with FTE', () => {
    const s = staffing(
      '## B.2 Staffing\n| Labor Category | FTE |\n|---|---|\n| Program Manager | 1 |\n| Help Desk Technician | 4.5 |\n| Total | 5.5 |',
    );
    expect(s).toMatchObject({ form: 'fte', totalFte: 5.5 });
    expect(s?.form === 'fte' && s.mix.map((m) => m.category)).toEqual([
      'Program Manager',
      'Help Desk Technician',
    ]);
  });

  it('reads a plain-text table of labour categories with annual hours', () => {
    const s = staffing(
      'B.3 ESTIMATED HOURS\nLabor Category            Base Year Hours\nProgram Manager           1,920\nNetwork Engineer          3,840\n',
    );
    expect(s?.form === 'hours' && s.categories.map((c) => [c.name, c.annualHours])).toEqual([
      ['Program Manager', 1920],
      ['Network Engineer', 3840],
    ]);
  });

  it('reads an annual level of effort in hours, but not hours over the whole contract', () => {
    expect(
      staffing('## L.4 Level of Effort\nThe estimated level of effort is 9,400 labor hours per year.'),
    ).toMatchObject({ form: 'fte', totalFte: 5 });
    expect(
      staffing(
        '## L.4 Level of Effort\nThe estimated total level of effort is 47,000 hours over the life of the contract.',
      ),
    ).toBeNull();
  });
});

describe('extractStatedStaffing: FTE by role', () => {
  it('reads FTE figures stated next to roles', () => {
    const s = staffing(
      '## C.2 Staffing\nThe contractor shall provide the following staffing: 2 FTE Help Desk Technicians, 1 FTE Network Engineer and 0.5 FTE Program Manager.',
    );
    expect(s?.form === 'fte' && s.mix).toEqual([
      { category: 'Help Desk Technician', fte: 2 },
      { category: 'Network Engineer', fte: 1 },
      { category: 'Program Manager', fte: 0.5 },
    ]);
    expect(s).toMatchObject({ totalFte: 3.5 });
  });

  it('keeps a stated total and shows the unassigned remainder', () => {
    const s = staffing(
      '## L.3 Level of Effort\nThe Government estimates 5 FTE per year, including a Program Manager at 1 FTE.',
    );
    expect(s?.form === 'fte' && s.mix).toEqual([
      { category: 'Program Manager', fte: 1 },
      { category: 'Additional Staff', fte: 4 },
    ]);
  });
});

describe('extractStatedStaffing: not the workforce served', () => {
  it('ignores the size of the population the work serves and hours that are not labour', () => {
    expect(
      staffing(
        '## 1.0 Background\nThe campus requires services for approximately 500 personnel and is expected to grow under this contract.',
      ),
    ).toBeNull();
    expect(
      staffing(
        '## 3 Availability\nThe system is estimated to require 2,000 hours of uptime under this task.',
      ),
    ).toBeNull();
  });
});

describe('extractStatedStaffing: tables from PDF text', () => {
  it('reads single-spaced rows under a header whose title gives the unit', () => {
    const s = staffing(
      'B.4 Estimated FTE by Year\nLabor Category Year 1 Year 2\nProgram Manager 1.0 1.0\nSystems Administrator 2.5 2.5\nTotal 3.5 3.5\n',
    );
    expect(s?.form === 'fte' && s.mix).toEqual([
      { category: 'Program Manager', fte: 1 },
      { category: 'Systems Administrator', fte: 2.5 },
    ]);
  });
});

describe('extractStatedStaffing: post tables in Markdown', () => {
  it('reads post rows of a Markdown table', () => {
    const s = staffing(
      '## Exhibit 2 Post Hours\n| Post | Hours/Day | Days/Week | Annual Hours |\n|---|---|---|---|\n| Main Gate Post 1 | 24 | 7 | 8,736 |\n| Lobby Post 2 | 12 | 5 | 3,120 |',
    );
    expect(s?.form === 'hours' && s.categories[0]?.posts.map((p) => [p.name, p.annualHours])).toEqual([
      ['Main Gate Post 1', 8736],
      ['Lobby Post 2', 3120],
    ]);
  });
});

describe('extractStatedStaffing: team size phrasings', () => {
  it('reads "we anticipate a team of 4-6 people"', () => {
    expect(
      staffing('## 4 Staffing\nWe anticipate a team of 4-6 people, though not all will be full time.'),
    ).toMatchObject({
      form: 'ceiling',
      minPersonnel: 4,
      maxPersonnel: 6,
      partTime: true,
    });
  });
});
