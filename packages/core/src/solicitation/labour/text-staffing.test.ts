import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../../../test/cpu-time';
import type { Structure } from '../parts';
import { readFlatRows } from './flat-rows';
import { readFlatTables, splitNames } from './flat-tables';
import { setAsideAlternatives } from './alternatives';
import { readPostLines } from './post-lines';
import { readProseRuns } from './prose-runs';

const structure = { sections: [], tables: [] } as unknown as Structure;
const doc = (text: string) => ({ name: 'pws', index: 0, text });

describe('readPostLines', () => {
  const exhibit = (gap: string) =>
    [
      'The guards shall staff the posts below. Guards rotate. Each Guard carries a radio.',
      `1. Productive:${gap}15,106 HOURS`,
      '',
      `Console Control${gap}0001-${gap}24${gap}7${gap}(8,736)${gap}YES`,
      `Post 400${gap}2400`,
      '',
      `East Gate Entrance${gap}0500-${gap}17.5${gap}7${gap}(6,370)${gap}YES`,
      `Post 401${gap}2230`,
      '',
      `2. Supervisory${gap}2,080 HOURS`,
      `Shift Supervisor${gap}0800-1600${gap}8${gap}*5${gap}(2,080)${gap}YES`,
    ].join('\n');

  it.each([' ', '     '])(
    'reads posts with wrapped names, their schedules and annual hours (gap %j)',
    (gap) => {
      const reads = readPostLines(doc(exhibit(gap)), structure);
      expect(
        reads.map((r) => r.categories.map((c) => [c.title, c.shift, c.family, c.stated[0]?.hours])),
      ).toEqual([
        [
          ['Console Control Post 400', '0001-2400', 'Guard', 8736],
          ['East Gate Entrance Post 401', '0500-2230', 'Guard', 6370],
        ],
        [['Shift Supervisor', '0800-1600', 'Shift Supervisor', 2080]],
      ]);
      expect(reads[0]?.table.foots).toEqual([{ period: 'Annual', rowSum: 15106, stated: 15106, ok: true }]);
    },
  );

  it('ignores rows whose annual hours do not match hours a day and days a week', () => {
    expect(readPostLines(doc('Lobby 0800- 8 5 (9,999) YES\nDock 0800- 8 5 (12,000) NO'), structure)).toEqual(
      [],
    );
  });
});

describe('readProseRuns', () => {
  it.each([
    [
      'Program Manager (Key)* NTE 4,800 hours; Systems Engineer II NTE 3,840 hours; Help Desk Specialist NTE 9,600 hours.',
      [
        ['Program Manager', true, 4800],
        ['Systems Engineer II', false, 3840],
        ['Help Desk Specialist', false, 9600],
      ],
    ],
    [
      'Labor hours: Registered Nurse II: 4,160 hrs, Licensed Practical Nurse I: 2,080 hrs',
      [
        ['Registered Nurse II', false, 4160],
        ['Licensed Practical Nurse I', false, 2080],
      ],
    ],
    [
      'The team consists of 1 Project Manager, 2 Database Developers and one (1) Quality Assurance Analyst.',
      [
        ['Project Manager', false, 1],
        ['Database Developer', false, 2],
        ['Quality Assurance Analyst', false, 1],
      ],
    ],
    [
      'Staffing: Project Manager (1.0 FTE), Data Engineer (2.5 FTE).',
      [
        ['Project Manager', false, 1],
        ['Data Engineer', false, 2.5],
      ],
    ],
    [
      'The Contractor shall provide two (2) full-time Registered Nurses and a staff of 12 call center agents.',
      [
        ['Registered Nurse', false, 2],
        ['Call Center Agent', false, 12],
      ],
    ],
  ])('%s', (text, expected) => {
    const reads = readProseRuns(doc(text), structure, () => false);
    expect(
      reads.flatMap((r) =>
        r.categories.map((c) => [
          c.title,
          c.key,
          c.stated[0]?.hours ?? c.stated[0]?.fte ?? c.stated[0]?.people,
        ]),
      ),
    ).toEqual(expected);
  });

  it('reads no staffing from hours that belong to no job', () => {
    expect(
      readProseRuns(
        doc(
          'Support is required Monday through Friday, 8 hours a day. Section 3 Project Manager duties. The contractor shall respond within 4 hours.',
        ),
        structure,
        () => false,
      ),
    ).toEqual([]);
    expect(
      readProseRuns(doc('Staffing estimates require 2\nSenior Database Developers.'), structure, () => false),
    ).toEqual([]);
  });
});

describe('readFlatTables', () => {
  it('reads a labour mix flattened into one line, with its total column', () => {
    const text =
      "It is estimated that the labor hours are constituted as follows: Full Time Equivalents Labor Category Professional Project Manager Support Totals Year 1 0.20 1.00 5.30 6.50 Year 2 0.20 1.00 5.30 6.50 NOTE: The labor mix provided above is the Government's estimate and should not be considered restrictive.";
    const [read] = readFlatTables(doc(text), structure, null);
    expect(read?.categories.map((c) => [c.title, c.stated.map((s) => s.fte)])).toEqual([
      ['Professional', [0.2, 0.2]],
      ['Project Manager', [1, 1]],
      ['Support', [5.3, 5.3]],
    ]);
    expect(read?.table.measure).toBe('fte');
    expect(read?.table.indicative).toBe(true);
  });

  it('splits runs of names at known titles', () => {
    expect(splitNames(['Project', 'Manager', 'Senior', 'Systems', 'Engineer', 'Guard'], 3)).toEqual([
      'Project Manager',
      'Senior Systems Engineer',
      'Guard',
    ]);
  });
});

describe('readFlatRows and alternative mixes', () => {
  const text = [
    'Full Time Equivalents Labor Category Professional Project Manager Support Totals Year 1 0.20 1.00 5.30 6.50 Year 2 0.20 1.00 5.30 6.50',
    'ATTACHMENT 5',
    "FULL TIME EQUIVALENTS Yr 1 Yr 2 Labor Category Principal Investigator 0.20 0.20 Project Manager 1.00 1.00 Research Technician 5.30 5.30 Total 6.50 6.50 NOTE: The labor mix provided above is the Government's estimate.",
    'Option 7 .30 Option 8 .30',
    'FULL TIME EQUIVALENTS Yr 1 Yr 2 Labor Category Project Manager 0.05 0.05 Research Technician 0.25 0.25 Total 0.30 0.30',
  ].join('\n\n');

  it('reads a mix flattened row by row, its total, and the option increment after it', () => {
    const [read, ...rest] = readFlatRows(doc(text), structure, null);
    expect(rest).toEqual([]);
    expect(read?.categories.map((c) => [c.title, c.stated.map((s) => s.fte)])).toEqual([
      ['Principal Investigator', [0.2, 0.2]],
      ['Project Manager', [1, 1]],
      ['Research Technician', [5.3, 5.3]],
    ]);
    expect(read?.table.foots?.every((f) => f.ok)).toBe(true);
    expect(read?.table.optional?.map((o) => o.label)).toEqual([
      'Option: Project Manager',
      'Option: Research Technician',
    ]);
  });

  it('sets aside a second mix of the same effort, with a question', () => {
    const reads = [
      ...readFlatTables(doc(text), structure, null),
      ...readFlatRows(doc(text), structure, null),
    ];
    const { reads: kept, notes } = setAsideAlternatives(reads);
    expect(kept.map((r) => r.categories.map((c) => c.title))).toEqual([
      ['Professional', 'Project Manager', 'Support'],
    ]);
    expect(notes[0]?.kind).toBe('ambiguous');
    expect(notes[0]?.askContractingOfficer).toBe(true);
  });
});

describe('readProseRuns: an article counts one beside counted titles', () => {
  const titles = (text: string) =>
    readProseRuns(doc(text), structure, () => false).flatMap((r) =>
      r.categories.map((c) => `${c.title.toLowerCase()}=${c.stated[0]?.people ?? c.stated[0]?.fte}`),
    );

  it.each([
    [
      'The Contractor shall provide a Program Manager and two (2) Developers for 12 months.',
      'program manager=1',
    ],
    ['Staffing: three (3) Business Analysts and a Data Scientist.', 'data scientist=1'],
    [
      'The team consists of 2 Database Administrators and an Information System Security Officer.',
      'information system security officer=1',
    ],
  ])('%s', (text, expected) => {
    expect(titles(text)).toContain(expected);
  });

  it('does not count an article alone or far from a counted title', () => {
    expect(titles('A Program Manager shall attend the kickoff meeting.')).toEqual([]);
    const far = `A Program Manager shall report monthly. ${'Status reports go to the COR each week. '.repeat(3)}The Contractor shall provide 2 Developers.`;
    expect(titles(far).some((t) => t.startsWith('program manager'))).toBe(false);
  });
});

describe('readProseRuns: staff a sentence excludes are no count', () => {
  const titles = (text: string) =>
    readProseRuns(doc(text), structure, () => false).flatMap((r) =>
      r.categories.map((c) => `${c.title.toLowerCase()}=${c.stated[0]?.people ?? c.stated[0]?.fte}`),
    );

  it.each([
    'The Contractor shall furnish two (2) Help Desk Technicians. A Network Engineer is not required.',
    'The Contractor shall furnish 2 Help Desk Technicians; no Network Engineer will be needed.',
    'The Contractor shall furnish two Help Desk Technicians, but three (3) Network Engineers are outside the scope of this order.',
    'The Contractor will not be required to furnish one (1) Network Engineer. The Contractor shall furnish two (2) Help Desk Technicians.',
  ])('%s', (text) => {
    const read = titles(text);
    expect(read).toContain('help desk technician=2');
    expect(read.some((t) => t.startsWith('network engineer'))).toBe(false);
  });

  it('keeps a count whose sentence only limits it', () => {
    expect(titles('The Contractor shall furnish not less than two (2) Network Engineers.')).toContain(
      'network engineer=2',
    );
    expect(
      titles('No later than 30 days after award, the Contractor shall furnish two (2) Network Engineers.'),
    ).toContain('network engineer=2');
  });
});

describe('readProseRuns on blanked text', () => {
  it('stays linear on long lines of spaces (sections the scope gate blanked)', () => {
    // A flattened PDF page is one long line; blanked, it is all spaces. Two runs of spaces side
    // by side in a list-line pattern split such a line in every way: minutes, not milliseconds.
    const blank = ' '.repeat(60_000);
    const text = [blank, 'Boiler Mechanic – 2', blank, '2 x Boiler Mechanic', blank].join('\n');
    expect(cpuMillis(() => readProseRuns(doc(text), structure, () => false))).toBeLessThan(3_000);
  });
});
