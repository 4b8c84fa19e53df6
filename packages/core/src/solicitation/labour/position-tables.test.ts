import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';

const titles = (text: string) =>
  readSolicitation({ primary: { name: 'rfq.md', text } }).labourCategories.map(
    (c) => `${c.title}:${c.stated.map((s) => s.people ?? s.fte ?? s.hours).join('/')}`,
  );
const doc = (lead: string, table: string) => `## 3. Work\n\n3.2 ${lead}\n\n${table}\n`;

// A table headed by positions or roles with a count column states the crew whatever its titles
// are. It was read only when one of its titles was in the vocabulary, so a crew of trades no
// list holds (a wrangler, a drover, a kiln tender) was dropped whole. Invented in four trades.
describe('a position table of titles no vocabulary holds', () => {
  it('reads each position and its count', () => {
    const cases: [string, string, string[]][] = [
      [
        'The Contractor shall furnish one crew of six (6) persons on every drive day:',
        '| Position | Number | Duties |\n|---|---|---|\n| Trail Boss | 1 | Leads the drive |\n| Drover | 3 | Moves the herd |\n| Fence Rider | 2 | Checks fences |',
        ['Trail Boss:1', 'Drover:3', 'Fence Rider:2'],
      ],
      [
        'Each firing shift is staffed as follows:',
        '| Role | Persons | Notes |\n|---|---|---|\n| Kiln Tender | 2 | Both kilns |\n| Setter | 3 | Loads the cars |\n| Drawer | 2 | Unloads |',
        ['Kiln Tender:2', 'Setter:3', 'Drawer:2'],
      ],
      [
        'The sorting line on each harvest day:',
        '| Position | Count |\n|---|---|\n| Line Boss | 1 |\n| Culler | 4 |\n| Bin Hand | 2 |',
        ['Line Boss:1', 'Culler:4', 'Bin Hand:2'],
      ],
    ];
    const wrong = cases
      .map(([lead, table, want]) => ({ got: titles(doc(lead, table)), want, table }))
      .filter(({ got, want }) => !want.every((w) => got.includes(w)));
    expect(wrong.map(({ got, table }) => `${table.split('\n')[2]} => ${got.join(', ')}`)).toEqual([]);
  });

  it('must not: a position table of places or events states no staff', () => {
    const cases = [
      doc(
        'Trap sites:',
        '| Position | Latitude | Longitude |\n|---|---|---|\n| Trap Site A | 41 | 108 |\n| Holding Pen | 42 | 109 |',
      ),
      doc('Meetings:', '| Role | Count |\n|---|---|\n| Planning Meetings | 4 |\n| Site Visits | 2 |'),
    ];
    for (const text of cases)
      expect(
        titles(text).filter((t) => !t.endsWith(':')),
        text,
      ).toEqual([]);
  });
});
