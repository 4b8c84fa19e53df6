import { describe, expect, it } from 'vitest';
import type { LabourCategory } from '../model';
import { readSolicitation } from '../read-solicitation';
import { backgroundCount } from './count-scope';
import { keyMarks, withKeyMarks } from './key-markers';

const doc = (text: string) => [{ name: 'a', index: 0, text }];
const cat = (title: string, quote: string): LabourCategory => ({
  document: 'a',
  ref: '',
  quote,
  title,
  key: false,
  stated: [],
});

describe('marks a document declares for key positions', () => {
  it.each([
    ['The position marked (K) is Key Personnel.', '(K)'],
    ['Key positions are denoted by an asterisk.', '*'],
    ['Positions identified with a dagger (†) are key personnel.', '†'],
    ['* Key Personnel.', '*'],
    ['(KP) = Key Personnel', '(KP)'],
    ['[K] denotes a key position', '(K)'],
    ['Roles flagged "K" in the roster are key.', '(K)'],
  ])('%s', (text, mark) => {
    expect([...keyMarks(doc(text))]).toContain(mark);
  });

  it.each([
    '**Key Personnel**',
    'Key personnel shall be identified in the proposal (Section L.3).',
    '* Hours are estimates for pricing only.',
    'Salaries are shown in ($K) and marked by site.',
    'The position marked (K) is a crane operator.',
  ])('reads no mark from %s', (text) => {
    expect(keyMarks(doc(text)).size).toBe(0);
  });

  it('marks the rows that carry the mark, and takes a code off the title', () => {
    const marked = withKeyMarks(
      [
        cat('Production Manager', '1 | Production Manager * | 2,080'),
        cat('Press Operator', '2 | Press Operator | 2,080'),
        cat('Site Lead (K)', 'Site Lead (K) | 1 | 2,080'),
        cat('Program Manager', '**Program Manager** | 1'),
      ],
      new Set(['*', '(K)']),
    );
    expect(marked.map((c) => [c.title, c.key])).toEqual([
      ['Production Manager', true],
      ['Press Operator', false],
      ['Site Lead', true],
      ['Program Manager', false],
    ]);
  });

  it('reads a roster whose key row a legend explains, in a table and in aligned text', () => {
    const pipe = [
      'C.4 Roster. Positions marked with an asterisk are key.',
      '',
      '| No. | Position | Base | OY 1 |',
      '|---|---|---|---|',
      '| 1 | Site Manager * | 2,080 | 2,080 |',
      '| 2 | Clerk | 2,080 | 2,080 |',
      '| 3 | Driver | 1,040 | 1,040 |',
    ].join('\n');
    const aligned = [
      'C.4 Staffing. (S) = Key Personnel.',
      '',
      '  Position                 Persons    Annual Hours',
      '  Shop Supervisor (S)         1           2,080',
      '  Mechanic                    3           6,240',
      '  Parts Clerk                 1           2,080',
    ].join('\n');
    for (const [text, title] of [
      [pipe, 'Site Manager'],
      [aligned, 'Shop Supervisor'],
    ] as const) {
      const cats = readSolicitation({ primary: { text } }).labourCategories;
      expect(cats.filter((c) => c.key).map((c) => c.title)).toEqual([title]);
    }
  });
});

describe("the incumbent's people are no staffing", () => {
  it.each([
    'The incumbent has 14 employees, including 2 in the home office.',
    'The current contractor employs about 12 people at the site.',
    "The predecessor's team fielded 9 guards.",
  ])('%s', (s) => {
    expect(backgroundCount(s, s.search(/\d|about/))).toBe(true);
  });
  it('but the contractor providing people is', () => {
    const s = 'The Contractor shall provide 14 employees.';
    expect(backgroundCount(s, s.search(/\d/))).toBe(false);
  });
  it.each([
    ['The incumbent has 14 dispatchers and 2 shift leads.', '2 shift'],
    ['The current contractor employs 9 cooks, 3 bakers, and one dietitian.', 'one dietitian'],
    ['Agency staff: 6 librarians, 2 archivists and 4 clerks.', '4 clerks'],
    ['The predecessor fielded eleven guards plus two supervisors on the night shift.', 'two supervisors'],
  ])('and neither is the rest of their list: %s', (s, at) => {
    expect(backgroundCount(s, s.indexOf(at))).toBe(true);
  });
  it('a list the contractor provides stays staffing to its end', () => {
    const s = 'The Contractor shall provide 14 dispatchers and 2 shift leads.';
    expect(backgroundCount(s, s.indexOf('2 shift'))).toBe(false);
    const t = 'The incumbent has 14 staff; the Contractor shall provide 10 dispatchers and 2 leads.';
    expect(backgroundCount(t, t.indexOf('2 leads'))).toBe(false);
  });
});
