import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/index';
import { columnRole } from './columns';
import { periodLabel } from './period-labels';

// "Base" is a period of performance ("Base Year", "Base", "Base FTE") and also the head of a
// place or thing named with it ("Seymour Air Base", "Naval Base Harlow", "Knowledge Base").
// A site column named "... Air Base" was read as the base period, and a table of FTE by site
// then kept that one column as its only period: every other site's staffing was dropped.
// Invented shapes in clinics, fire protection and dining.
describe('"base" in a place or thing name is not a period', () => {
  it.each([
    'Seymour Air Base',
    'Kessler Air Reserve Base',
    'Naval Base Harlow',
    'Joint Base Corrin-Vale',
    'Forward Operating Base Tamsin',
    'Marine Corps Logistics Base',
    'Knowledge Base',
    'Base Operations',
    'Base Housing Office',
  ])('%s names no period', (label) => {
    expect(periodLabel(label)).toBeNull();
    expect(columnRole(label).role).not.toBe('amount');
  });

  it.each([
    'Base',
    'BASE',
    'Base Year',
    'Base Period',
    'Base Yr',
    'Base FTE',
    'Base Hours',
    'Base Year Hours',
    'Hours - Base',
    'Base (12 months)',
    'Base 10/01/2026 - 09/30/2027',
    'Revised Base Year',
    'Est. Base Hours',
  ])('%s still names the base period', (label) => {
    expect(periodLabel(label)).toEqual({ kind: 'base', n: 0 });
  });
});

const POP =
  '## F Period of performance\nThe period of performance is a base year of twelve (12) months and one (1) twelve-month option year.\n';
const table = (sites: string[], rows: string[]) => `## C.5 Staffing
C.5.1 The Contractor shall provide, at a minimum, the full-time equivalents (FTE) by labor category and site shown in Table C-1. An FTE is 2,080 hours, including paid leave and holidays.

Table C-1 Minimum FTE by Labor Category and Site

| Labor Category | ${sites.join(' | ')} | Total |
|${sites.map(() => '---|').join('')}---|---|
${rows.join('\n')}
`;
const plan = (body: string) => estimatePlan({ primary: { name: 'pws.md', text: `${POP}${body}` } });
const total = (p: ReturnType<typeof plan>, period = 0) =>
  p.tasks.reduce((s, t) => s + (t.periods?.[period]?.hours ?? 0), 0);

describe('a table of FTE by site with an air or naval base among the sites', () => {
  it('clinics: every site column reaches the plan', () => {
    const p = plan(
      table(
        ['Fort Delmar', 'Seymour Air Base', 'Naval Station Orly'],
        [
          '| Registered Nurse | 2.0 | 1.0 | 1.0 | 4.0 |',
          '| Pharmacy Technician | 1.0 | 0.5 | 0.5 | 2.0 |',
          '| Total | 3.0 | 1.5 | 1.5 | 6.0 |',
        ],
      ),
    );
    expect(total(p, 0)).toBe(6 * 2080);
    expect(total(p, 1)).toBe(6 * 2080);
  });

  it('fire protection: a reserve base first among the sites', () => {
    const p = plan(
      table(
        ['Kessler Air Reserve Base', 'Camp Linwood', 'Pratt Army Depot'],
        [
          '| Firefighter | 6.0 | 3.0 | 3.0 | 12.0 |',
          '| Fire Inspector | 1.0 | 1.0 | 0 | 2.0 |',
          '| Total | 7.0 | 4.0 | 3.0 | 14.0 |',
        ],
      ),
    );
    expect(total(p, 0)).toBe(14 * 2080);
  });

  it('dining: a naval base named after the word "Base"', () => {
    const p = plan(
      table(
        ['Naval Base Harlow', 'Harlow Annex'],
        [
          '| Cook | 4.0 | 1.0 | 5.0 |',
          '| Food Service Worker | 6.0 | 2.0 | 8.0 |',
          '| Total | 10.0 | 3.0 | 13.0 |',
        ],
      ),
    );
    expect(total(p, 0)).toBe(13 * 2080);
  });

  it('still reads a table of FTE by base and option period', () => {
    const p = plan(`## C.5 Staffing
C.5.1 The Contractor shall provide the full-time equivalents (FTE) in Table C-1. An FTE is 2,080 hours.

Table C-1 Minimum FTE by Labor Category and Period

| Labor Category | Base Year | Option Year 1 |
|---|---|---|
| Registered Nurse | 2.0 | 3.0 |
| Pharmacy Technician | 1.0 | 1.0 |
`);
    expect(total(p, 0)).toBe(3 * 2080);
    expect(total(p, 1)).toBe(4 * 2080);
  });
});
