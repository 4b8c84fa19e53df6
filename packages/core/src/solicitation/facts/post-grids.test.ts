import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { dayTypeOf, statedDayCounts } from './day-types';

// Posts over operating windows: a grid of titles (rows) by day types, seasons or sites (columns)
// whose cells give a window and a count, or "all open hours" of a facility whose hours another
// table or sentence gives (as amended). Every snippet is invented; no dev document's words.

const read = (text: string, amendment?: string) =>
  readSolicitation({
    primary: { name: 'rfp.md', text },
    ...(amendment ? { supporting: [{ name: 'amendment-0001.txt', text: amendment }] } : {}),
  }).coverage.filter((c) => c.position && c.staffed && !c.negated);

/** Post-hours a year of the facts read. */
const hoursOf = (facts: ReturnType<typeof read>) =>
  Math.round(facts.reduce((s, c) => s + c.posts * c.hoursPerDay * (c.daysPerYear ?? 0), 0));
const titles = (facts: ReturnType<typeof read>) => [...new Set(facts.map((c) => c.position))].sort();

interface Column {
  header: string;
  daysPerYear: number;
}
const DAY_COLUMNS: Column[][] = [
  [
    { header: 'Monday – Friday', daysPerYear: 260 },
    { header: 'Saturday – Sunday', daysPerYear: 104 },
  ],
  [
    { header: 'Tue-Fri', daysPerYear: 208 },
    { header: 'Sat and Sun', daysPerYear: 104 },
  ],
  [
    { header: 'Weekdays', daysPerYear: 260 },
    { header: 'Weekends', daysPerYear: 104 },
  ],
  [
    { header: 'Peak season (16 weeks): Thursday – Monday', daysPerYear: 80 },
    { header: 'Off season (36 weeks): Saturday only', daysPerYear: 36 },
  ],
  [{ header: 'Daily', daysPerYear: 365 }],
];
// Windows in 24-hour and am/pm forms with their hours a day.
const WINDOWS: [string, number][][] = [
  [
    ['0700 – 1500', 8],
    ['1000–2200', 12],
  ],
  [
    ['6:30 a.m. - 2:30 p.m.', 8],
    ['9 a.m. to 3 p.m.', 6],
  ],
  [
    ['1400 - 2330', 9.5],
    ['0800-1200', 4],
  ],
];
const TITLES = [
  ['Kiosk Clerk', 'Rink Monitor'],
  ['Exhibit Docent', 'Admissions Greeter'],
  ['Bridge Tender', 'Toll Collector'],
];
const SITES = ['Marlow Visitor Center', 'Eastgate Rink', 'Harbor Bridge No. 2'];

interface Case {
  name: string;
  text: string;
  hours: number;
  titles: string[];
  site: string;
}

/** A grid: one row per title, one column per day type, each cell "window, N posts". */
function gridCases(): Case[] {
  const out: Case[] = [];
  for (const [d, columns] of DAY_COLUMNS.entries())
    for (const [w, windows] of WINDOWS.entries()) {
      const names = TITLES[(d + w) % TITLES.length] as string[];
      const site = SITES[(d + 2 * w) % SITES.length] as string;
      const counts = [1 + ((d + w) % 3), 1 + (w % 2)];
      let hours = 0;
      const rows = names.map((title, r) => {
        const cells = columns.map((c, k) => {
          const [window, h] = windows[(k + r) % windows.length] as [string, number];
          const n = (counts[(r + k) % 2] ?? 1) as number;
          hours += n * h * c.daysPerYear;
          return `${window}, ${n} post${n === 1 ? '' : 's'}`;
        });
        return `| ${title} | ${cells.join(' | ')} |`;
      });
      const text = `## C.3 Posts

C.3.1 Each post below is one person on duty for the whole window on each day the window applies.

**Table C-1. ${site} (open all year)**

| Position title | ${columns.map((c) => c.header).join(' | ')} |
|${'---|'.repeat(columns.length + 1)}
${rows.join('\n')}
`;
      out.push({ name: `grid ${d}.${w}`, text, hours, titles: [...names].sort(), site });
    }
  return out;
}

/** The same posts with windows and counts in separate columns per day type. */
function pairedCases(): Case[] {
  return WINDOWS.map((windows, w) => {
    const names = TITLES[w] as string[];
    const [[wa, ha], [wb, hb]] = windows as [[string, number], [string, number]];
    const text = `C.4 Staffing. The Contractor shall staff these posts during the windows shown.

| Post | Weekday window | Weekend window | Posts weekdays | Posts weekends |
|---|---|---|---|---|
| ${names[0]} | ${wa} | ${wb} | 2 | 1 |
| ${names[1]} | ${wb} | ${wa} | 1 | 3 |
`;
    const hours = 2 * ha * 260 + 1 * hb * 104 + 1 * hb * 260 + 3 * ha * 104;
    return { name: `paired ${w}`, text, hours, titles: [...names].sort(), site: '' };
  });
}

/** The grid cases set as aligned text (a plain-text RFQ or a Word table saved as text): cells two or more spaces apart. */
function alignedCases(): Case[] {
  return gridCases()
    .filter((_, i) => i % 2 === 0)
    .map((c) => {
      const lines = c.text.split('\n');
      const table = lines.filter((l) => l.startsWith('|') && !/^\|-/.test(l));
      const cells = table.map((l) =>
        l
          .split('|')
          .slice(1, -1)
          .map((x) => x.trim()),
      );
      const widths = (cells[0] ?? []).map((_, k) => Math.max(...cells.map((r) => (r[k] ?? '').length)) + 4);
      const aligned = cells.map(
        (r) =>
          `  ${r
            .map((x, k) => x.padEnd(widths[k] ?? 0))
            .join('')
            .trimEnd()}`,
      );
      const text = lines
        .filter((l) => !l.startsWith('|'))
        .join('\n')
        .replace(/\n\n$/, `\n${aligned.join('\n')}\n`);
      return { ...c, name: `${c.name} aligned`, text };
    });
}

describe('day types', () => {
  it('counts the days a week of ranges, lists and words, and a season its weeks', () => {
    expect(dayTypeOf('Tuesday – Friday')).toMatchObject({ daysPerWeek: 4 });
    expect(dayTypeOf('Wed-Sun')).toMatchObject({ daysPerWeek: 5 });
    expect(dayTypeOf('Fri – Sat')).toMatchObject({ daysPerWeek: 2, kind: 'other' });
    expect(dayTypeOf('Saturday, Sunday and Federal holidays')).toMatchObject({
      daysPerWeek: 2,
      kind: 'weekend',
      holidays: true,
    });
    expect(dayTypeOf('weekdays')).toMatchObject({ daysPerWeek: 5, kind: 'weekday' });
    expect(dayTypeOf('Summer (14 weeks): daily')).toMatchObject({ daysPerWeek: 7, weeks: 14 });
    expect(dayTypeOf('every day')).toMatchObject({ daysPerWeek: 7, kind: 'daily' });
    expect(dayTypeOf('Position title')).toBeNull();
    expect(dayTypeOf('Sunday closed')).toMatchObject({ daysPerWeek: 1 });
    expect(dayTypeOf('Daily (closed Mondays)')).toMatchObject({ daysPerWeek: 6 });
    expect(dayTypeOf('every day except Tuesdays and Wednesdays')).toMatchObject({ daysPerWeek: 5 });
  });

  it('reads the weekday and weekend day counts a document gives for pricing', () => {
    expect(
      statedDayCounts(['For pricing assume 251 weekdays and 114 weekend days and holidays a year.']),
    ).toEqual({ weekday: 251, weekend: 114 });
    expect(
      statedDayCounts([
        'Assume 248 weekdays; the site keeps weekend hours on 117 days a year at weekend hours.',
      ]),
    ).toEqual({ weekday: 248, weekend: 117 });
    expect(statedDayCounts(['The 2,000 weekday visitors'])).toEqual({});
  });
});

describe('posts over operating windows', () => {
  it.each(gridCases())(
    'reads a grid of titles by day types: $name',
    ({ text, hours, titles: names, site }) => {
      const facts = read(text);
      expect(titles(facts)).toEqual(names);
      expect(hoursOf(facts)).toBe(Math.round(hours));
      expect(new Set(facts.map((c) => c.site))).toEqual(new Set([site]));
    },
  );

  it.each(alignedCases())('reads the grid set as aligned text: $name', ({ text, hours, titles: names }) => {
    const facts = read(text);
    expect(titles(facts)).toEqual(names);
    expect(hoursOf(facts)).toBe(Math.round(hours));
  });

  it.each(pairedCases())(
    'reads windows and counts paired by day type: $name',
    ({ text, hours, titles: names }) => {
      const facts = read(text);
      expect(titles(facts)).toEqual(names);
      expect(hoursOf(facts)).toBe(Math.round(hours));
    },
  );

  it('takes "all open hours" from the facility hours table, by site and day type, and a person noun from the cell', () => {
    const text = `### 2.1 Hours of operation

| Branch | Monday - Friday | Saturday and Sunday |
|---|---|---|
| Northside Library | 8:00 a.m. - 8:00 p.m. | 10:00 a.m. - 4:00 p.m. |
| Pine Hollow Library | 9:00 a.m. - 5:00 p.m. | closed |

2.2 For pricing, assume 250 weekdays and 104 weekend days a year.

### 2.3 Desk staffing

The Contractor shall have on duty:

| Desk | Northside, weekdays | Northside, weekends | Pine Hollow, weekdays |
|---|---|---|---|
| Circulation desk | 2 clerks, all open hours | 1 clerk, all open hours | 1 clerk, all open hours |
| Homework help room | 1 tutor, 3:00 p.m. - 7:00 p.m. | none | none |
`;
    const facts = read(text);
    expect(titles(facts)).toEqual(['Clerk', 'Tutor']);
    // 2 x 12 x 250 + 1 x 6 x 104 + 1 x 8 x 250 + 1 x 4 x 250
    expect(hoursOf(facts)).toBe(6000 + 624 + 2000 + 1000);
    expect(new Set(facts.map((c) => c.site))).toEqual(new Set(['Northside', 'Pine Hollow']));
  });

  it('takes "all hours of operation" from the prose window, split by day type as an amendment restates it', () => {
    const text = `3.1 The depot is open from 0500 to 2100, seven days a week (sixteen hours a day).

3.2 For pricing, assume 252 weekdays and 113 weekend days and Federal holidays a year.

Table 3-1. Minimum staffing

| Position | Window | Days | Dispatchers on console |
|---|---|---|---|
| Yard Dispatcher | All hours of operation (3.1) | Every day | 1 |
| Fuel Island Attendant | 0600 - 1400 | Weekdays | 2 |
`;
    const amendment = `AMENDMENT OF SOLICITATION (SF 30)
1. Paragraph 3.1 is changed as follows.
   FROM: "The depot is open from 0500 to 2100, seven days a week (sixteen hours a day)."
   TO: "The depot is open from 0500 to 2300 on weekdays (eighteen hours a day) and from 0600 to 2000 on weekends and Federal holidays."
`;
    expect(hoursOf(read(text))).toBe(16 * 365 + 2 * 8 * 252);
    const amended = read(text, amendment);
    expect(titles(amended)).toEqual(['Fuel Island Attendant', 'Yard Dispatcher']);
    expect(hoursOf(amended)).toBe(18 * 252 + 14 * 113 + 2 * 8 * 252);
  });

  it('takes an amendment that replaces one row of a grid', () => {
    const text = `Table 4. Bridge posts

| Position | Mon-Fri | Sat-Sun |
|---|---|---|
| Bridge Tender | 0600-2200, 1 post | 0800-2000, 1 post |
| Toll Collector | 0600-1000, 2 posts | none |
`;
    const amendment = `AMENDMENT OF SOLICITATION/MODIFICATION OF CONTRACT (SF 30)
2. AMENDMENT NO.: 0001
14. DESCRIPTION OF AMENDMENT
1. Table 4, the row for Toll Collector, is deleted and replaced with the following row:
| Toll Collector | 0600-1000, 3 posts | 0900-1300, 1 post |
`;
    expect(hoursOf(read(text))).toBe(16 * 260 + 12 * 104 + 2 * 4 * 260);
    expect(hoursOf(read(text, amendment))).toBe(16 * 260 + 12 * 104 + 3 * 4 * 260 + 4 * 104);
  });
});

describe('what is not a post over a window', () => {
  it('leaves facility hours, delivery windows and Government-run desks alone', () => {
    const hoursOnly = `| Facility | Monday - Friday | Saturday |
|---|---|---|
| Visitor Center | 0800 - 1700 | 1000 - 1400 |
`;
    const deliveries = `Deliveries are accepted only in these windows:

| Dock | Weekdays | Saturday |
|---|---|---|
| Receiving Dock 2 | 0700-0900, 2 trucks | 0800-1000, 1 truck |
`;
    const government = `The Government operates its own call center with Government employees; it is not part of this contract.

| Desk | Weekdays | Weekends |
|---|---|---|
| Benefits help line | 0800-2000, 6 Government staff | 0900-1300, 2 Government staff |
`;
    const officeHours = `Government office hours for the COR's staff:

| Office | Monday – Friday |
|---|---|
| Contracting Office | 0730 - 1600, 3 specialists (Government) |
`;
    for (const text of [hoursOnly, deliveries, government, officeHours]) expect(read(text)).toEqual([]);
  });
});

describe('posts over a window in prose, by day type', () => {
  const week = (text: string) =>
    read(text).map((c) => `${c.posts} ${c.position}: ${c.hoursPerDay}h x ${c.daysPerWeek}d`);

  it.each([
    [
      'C.2 Two (2) clerks shall be on duty at the Marlow Visitor Center from 0900 to 1700, Tuesday through Saturday.',
      ['2 Clerk: 8h x 5d'],
    ],
    [
      'C.2 One (1) ranger shall be on duty at the kiosk from 10:00 a.m. to 4:00 p.m. on Saturdays and Sundays.',
      ['1 Ranger: 6h x 2d'],
    ],
    [
      'C.2 The Contractor shall keep two (2) attendants on duty from 0600 to 1800 Tue-Fri.',
      ['2 Attendant: 12h x 4d'],
    ],
    [
      'C.2 One (1) receptionist shall be on duty from 8:00 a.m. to 4:30 p.m., Monday through Friday.',
      ['1 Receptionist: 8.5h x 5d'],
    ],
  ])('%s', (text, expected) => {
    expect(week(text)).toEqual(expected);
  });
});
