import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../../../test/cpu-time';
import type { Table } from '../model';
import type { Facts, Structure } from '../parts';
import { readLabour } from './index';

const facts: Facts = {
  quantities: [],
  periods: null,
  sites: [],
  hoursPerFte: null,
  coverage: [],
  statedEffort: [],
  domain: { domain: 'other', codes: [], serviceContractAct: false, evidence: [] },
  notes: [],
};

function table(id: string, caption: string, rows: string[][], document = 'sheet'): Table {
  return {
    id,
    document,
    ref: 'Sheet 1',
    sectionId: null,
    caption,
    header: rows[0] ?? [],
    rows: rows.slice(1),
    origin: 'sheet',
    start: 0,
    end: 0,
  };
}

function structure(tables: Table[]): Structure {
  return {
    documents: [],
    sections: [],
    tables,
    workStatement: { found: false, sectionIds: [], missingAnnexes: [] },
    taskAreas: [],
    requirements: [],
    notes: [],
  };
}

describe('readLabour', () => {
  const block = (id: string, period: string) =>
    table(id, `${period} - IT Support Services`, [
      ['', '', 'Rate', 'Est. Hours', 'Total Price'],
      ['# of FTE', 'LABOR CATEGORY', '', '', ''],
      ['1', 'Project Manager - Senior', '', '1880', ''],
      ['2', 'Database Developer - Senior', '', '3760', ''],
      ['3', 'Total', '', '', '$'],
    ]);

  it('joins a price schedule written as one table per period into one staffing table', () => {
    const labour = readLabour(
      [],
      structure([block('a', 'Base Period'), block('b', 'Option Period 1'), block('c', 'Option Period 2')]),
      facts,
    );
    expect(labour.staffingTables).toHaveLength(1);
    expect(labour.staffingTables[0]?.periods).toEqual(['Base Period', 'Option Period 1', 'Option Period 2']);
    expect(labour.labourCategories.map((c) => [c.title, c.stated.length])).toEqual([
      ['Project Manager - Senior', 3],
      ['Database Developer - Senior', 3],
    ]);
  });

  it('joins a sheet header split from its rows, so hours and period are read', () => {
    const split = (period: string, at: number): Table[] => [
      {
        ...table(`h${at}`, `${period} - IT Support Services`, [
          ['Rate', 'Est. Hours', '12 Month POP Total Price'],
        ]),
        start: at,
        end: at + 50,
      },
      {
        ...table(`r${at}`, '', [
          ['# of FTE', 'LABOR CATEGORY', '', ''],
          ['1', 'Project Manager - Senior', '1880', ''],
          ['2', 'Database Developer - Senior', '3760', ''],
          ['3', 'Total', '', '$'],
        ]),
        start: at + 60,
        end: at + 200,
      },
    ];
    const labour = readLabour(
      [],
      structure([...split('Base Period', 0), ...split('Option Period 1', 300)]),
      facts,
    );
    expect(labour.staffingTables.map((t) => t.periods)).toEqual([['Base Period', 'Option Period 1']]);
    expect(labour.labourCategories[1]?.stated.map((s) => [s.period, s.fte, s.hours])).toEqual([
      ['Base Period', 2, 3760],
      ['Option Period 1', 2, 3760],
    ]);
    expect(labour.inferredHoursPerFte?.value).toBe(1880);
  });

  it('uses the figures of an amendment that states the staffing again, and says what changed', () => {
    const original = table(
      'a',
      'Labor',
      [
        ['Labor Category', 'Base Year'],
        ['Systems Engineer', '4,160'],
        ['Analyst', '2,080'],
      ],
      'rfp',
    );
    const amended = table(
      'b',
      'Labor',
      [
        ['Labor Category', 'Base Year'],
        ['Systems Engineer', '6,240'],
        ['Analyst', '2,080'],
      ],
      'amendment 1',
    );
    const s = structure([original, amended]);
    s.documents = [
      { name: 'rfp', index: 0, role: 'solicitation', chars: 0 },
      { name: 'amendment 1', index: 1, role: 'amendment', chars: 0 },
    ];
    const labour = readLabour([], s, facts);
    expect(labour.staffingTables.map((t) => t.document)).toEqual(['amendment 1']);
    expect(labour.labourCategories.map((c) => c.stated[0]?.hours)).toEqual([6240, 2080]);
    expect(labour.notes.find((n) => /amends/.test(n.text))?.text).toContain(
      'Systems Engineer, Base Year: 4,160 -> 6,240',
    );
  });

  it('says by how much a table does not foot and that a row may be missing', () => {
    const rows = table('x', 'Level of Effort', [
      ['Labor Category', 'Base Year', 'OY1'],
      ['Systems Engineer', '4,160', '4,160'],
      ['Help Desk Specialist', '6,240', '8,320'],
      ['Total', '12,480', '14,560'],
    ]);
    const labour = readLabour([], structure([rows]), facts);
    const note = labour.notes.find((n) => n.kind === 'defect');
    expect(note?.text).toContain('Base Year: rows 10,400 vs total 12,480 (2,080 short)');
    expect(note?.text).toContain('a row may be missing');
    expect(note?.askContractingOfficer).toBe(true);
  });

  it('asks which hours per FTE apply when the rows follow another convention than the one stated', () => {
    const said: Facts = {
      ...facts,
      hoursPerFte: {
        document: 'rfq',
        ref: '1.2',
        quote: 'one FTE is 1,920 hours',
        value: 1920,
        stated: true,
      },
    };
    const rows = table('x', 'Base Year', [
      ['Labor Category', 'Base Year', 'Option Year 1'],
      ['Systems Engineer', '4,160', '4,160'],
      ['Help Desk Specialist', '6,240', '2,080'],
    ]);
    const labour = readLabour([], structure([rows]), said);
    expect(labour.inferredHoursPerFte?.value).toBe(2080);
    expect(labour.notes.map((n) => n.kind)).toContain('conflict');
  });

  it('flags the categories key personnel name, with or without their level, and keeps other documents’ categories apart', () => {
    const docs = [
      {
        name: 'rfq',
        index: 0,
        text: 'The Key Personnel, at a minimum, are: Project Manager; Database Developer - Senior.',
      },
      {
        name: 'soo',
        index: 1,
        text: 'We anticipate the following labor categories:\n1. Project Manager\n2. Data Architect\n3. Database Developer\n',
      },
    ];
    const labour = readLabour(docs, structure([block('a', 'Base Period')]), facts);
    expect(labour.labourCategories.map((c) => [c.title, c.key, c.stated.length])).toEqual([
      ['Project Manager - Senior', true, 1],
      ['Database Developer - Senior', true, 1],
      ['Data Architect', false, 0],
    ]);
    expect(labour.keyPersonnel.map((k) => k.title)).toEqual([
      'Project Manager',
      'Database Developer - Senior',
    ]);
  });

  it('reads a 300,000-character document quickly', () => {
    const para =
      'The Contractor shall provide a Project Manager (Key) and two (2) Help Desk Specialists. Systems Engineer II NTE 3,840 hours; Database Administrator NTE 1,920 hours. The guards shall patrol the perimeter.\n\n';
    const text = para.repeat(Math.ceil(300_000 / para.length));
    const docs = [{ name: 'pws', index: 0, text }];
    const rows = [
      ['Labor Category', 'Base Year', 'OY1'],
      ...Array.from({ length: 40 }, (_, i) => [`Analyst ${i}`, '2,080', '2,080']),
    ];
    const s = structure([table('t', 'Labor', rows)]);
    readLabour(docs, s, facts);
    // Not a timing: a guard against a blow-up (a quadratic scan of 300,000 characters takes
    // tens of seconds of CPU). Idle it takes well under 300 ms; CPU time, unlike wall time, stays
    // near that on a loaded host. The figure is measured side by side in bench/estimator.mjs.
    expect(cpuMillis(() => readLabour(docs, s, facts))).toBeLessThan(4_000);
  });
});
