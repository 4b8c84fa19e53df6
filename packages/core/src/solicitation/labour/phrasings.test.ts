import { describe, expect, it } from 'vitest';
import type { Table } from '../model';
import { pipeTableOf } from '../test-tables';
import { readTableStaffing } from './table-staffing';

const pipeTable = (text: string, caption?: string): Table =>
  pipeTableOf(text, { id: 't', document: 'doc', ref: 'B', caption });

const read = (text: string, caption?: string) => {
  const r = readTableStaffing(pipeTable(text, caption), [], null);
  if (r?.categories.some((c) => c.key))
    return r.categories.map((c) => [
      c.title,
      c.key ? 'key' : '',
      ...c.stated.map((s) => `${s.period}=${s.hours ?? s.fte ?? s.people}`),
    ]);
  if (r?.categories.some((c) => c.site))
    return r.categories.map((c) => [
      c.title,
      `@${c.site}`,
      ...c.stated.map((s) => `${s.period}=${s.hours ?? s.fte ?? s.people}`),
    ]);
  return r?.categories.map((c) => [
    c.title,
    ...c.stated.map((s) => `${s.period}=${s.hours ?? s.fte ?? s.people}`),
  ]);
};

describe('staffing tables in many phrasings', () => {
  it.each([
    [
      '| Position | FTE |\n|---|---|\n| Program Manager | 1 |\n| Help Desk Technician | 4.5 |',
      undefined,
      [
        ['Program Manager', 'Annual=1'],
        ['Help Desk Technician', 'Annual=4.5'],
      ],
    ],
    [
      '| Labor Category | Hours |\n|---|---|\n| Janitor | 6,240 |\n| Floor Technician | 2,080 |',
      'Base Year',
      [
        ['Janitor', 'Base Year=6240'],
        ['Floor Technician', 'Base Year=2080'],
      ],
    ],
    [
      '| Position | Number of Staff |\n|---|---|\n| Registered Nurse II | 6 |\n| Licensed Practical Nurse I | 4 |',
      undefined,
      [
        ['Registered Nurse II', 'Annual=6'],
        ['Licensed Practical Nurse I', 'Annual=4'],
      ],
    ],
    [
      '| LCAT | BY | OY1 | OY2 |\n|---|---|---|---|\n| SYSTEMS ENGINEER III | 1,920 | 1,920 | 960 |',
      undefined,
      [['SYSTEMS ENGINEER III', 'BY=1920', 'OY1=1920', 'OY2=960']],
    ],
    [
      '| Labor Category | Year 1 | Year 2 | Total |\n|---|---|---|---|\n| Call Center Agent | 20,800 | 20,800 | 41,600 |',
      undefined,
      [['Call Center Agent', 'Year 1=20800', 'Year 2=20800']],
    ],
    [
      '| Labor Category | FY26 Hours | FY27 Hours |\n|---|---|---|\n| Data Analyst | 2,080 | 2,080 |',
      undefined,
      [['Data Analyst', 'FY26 Hours=2080', 'FY27 Hours=2080']],
    ],
    [
      '| Labor Category | Base Period (12 months) | Option Period 1 (12 months) |\n|---|---|---|\n| **Medical Transcriptionist** | 4,160 | 4,160 |',
      undefined,
      [['Medical Transcriptionist', 'Base Period (12 months)=4160', 'Option Period 1 (12 months)=4160']],
    ],
    [
      '| Labor Category | Hourly Rate | Estimated Hours | Extended Price |\n|---|---|---|---|\n| Electrician | $45.10 | 1,880 | $84,788 |',
      undefined,
      [['Electrician', 'Annual=1880']],
    ],
    [
      '| Post | Hours per Day | Days per Week | Guards per Shift |\n|---|---|---|---|\n| Main Gate | 24 | 7 | 2 |\n| Lobby | 10 | 5 | 1 |',
      undefined,
      [
        ['Main Gate', 'Annual=17472'],
        ['Lobby', 'Annual=2600'],
      ],
    ],
    [
      '| Labor Category | Hours |\n|---|---|\n| Cook II | 4,160 |\n| Food Service Worker | 8,320 |',
      'Sheet: Option Year 2',
      [
        ['Cook II', 'Option Year 2=4160'],
        ['Food Service Worker', 'Option Year 2=8320'],
      ],
    ],
    [
      '| Position | FTE |\n|---|---|\n| Columbus, OH | |\n| Janitor | 3 |\n| Dayton, OH | |\n| Janitor | 2 |',
      undefined,
      [
        ['Janitor', '@Columbus, OH', 'Annual=3'],
        ['Janitor', '@Dayton, OH', 'Annual=2'],
      ],
    ],
    [
      '| Labor Category | Key? | Base Year |\n|---|---|---|\n| Project Manager | Y | 2,080 |\n| Analyst II | N | 4,160 |',
      undefined,
      [
        ['Project Manager', 'key', 'Base Year=2080'],
        ['Analyst II', '', 'Base Year=4160'],
      ],
    ],
    [
      '| Labor Category | Base Year |\n|---|---|\n| Senior Systems | 2,080 |\n| Engineer | |\n| Help Desk | 4,160 |\n| Specialist (Tier 2) | |',
      undefined,
      [
        ['Senior Systems Engineer', 'Base Year=2080'],
        ['Help Desk Specialist (Tier 2)', 'Base Year=4160'],
      ],
    ],
  ])('%#: %s', (text, caption, expected) => {
    expect(read(text, caption)).toEqual(expected);
  });
});
