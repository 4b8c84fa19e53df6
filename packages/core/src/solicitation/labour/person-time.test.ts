import { describe, expect, it } from 'vitest';
import type { LabourCategory, Table } from '../model';
import { pipeTableOf } from '../test-tables';
import { mergeCategories } from './merge';
import { personTimeHours, personTimeUnit, WHOLE_TERM } from './person-time';
import { readTableStaffing } from './table-staffing';

const table = (text: string, caption?: string): Table =>
  pipeTableOf(text, { id: 't1', document: 'doc', ref: '6.2', caption, end: text.length });

const hoursOf = (text: string) =>
  Object.fromEntries(
    (readTableStaffing(table(text), [], null) ?? { categories: [] }).categories.map((c) => [
      c.title,
      c.stated.map((a) => [a.period, a.hours]),
    ]),
  );

describe('person-time: effort counted in person-weeks, staff-months or labor days', () => {
  it('names the unit a header counts, and only person-time', () => {
    expect(personTimeUnit('Person-weeks')).toBe('week');
    expect(personTimeUnit('Estimated Staff Months')).toBe('month');
    expect(personTimeUnit('Labor Days (est.)')).toBe('day');
    expect(personTimeUnit('Man-weeks')).toBe('week');
    for (const label of ['Weeks after award', 'Work days', 'Duration (months)', 'Hours', 'Personnel'])
      expect(personTimeUnit(label)).toBeNull();
  });

  it.each([
    ['week', 'A person-week is thirty-six (36) hours.', 36],
    ['month', 'For this estimate one staff-month equals 168 hours.', 168],
    ['day', 'Price each labor day at 7.5 hours per labor day.', 7.5],
    ['month', 'The figures are person-months of 152 hours.', 152],
    ['week', 'No definition is given here.', 40],
    ['month', 'Work 40 hours a week.', 160],
  ] as const)('%s: "%s" -> %d hours', (unit, context, hours) => {
    expect(personTimeHours(unit, context)).toBe(hours);
  });

  it('reads a person-weeks column as hours of the whole term, at the stated hours of a week', () => {
    const read = hoursOf(
      `| Position | Person-weeks |
| --- | --- |
| Team Lead | 10 |
| Curriculum Writer | 24 |
| Total | 34 |`,
    );
    expect(read).toEqual({ 'Team Lead': [[WHOLE_TERM, 400]], 'Curriculum Writer': [[WHOLE_TERM, 960]] });
  });

  it('uses the hours of a unit the caption defines, and months and days alike', () => {
    const months = readTableStaffing(
      table(
        `| Labor Category | Staff-Months |
| --- | --- |
| Senior Economist | 3 |
| Research Assistant | 6.5 |`,
        'Estimated effort (one staff-month equals 150 hours)',
      ),
      [],
      null,
    );
    expect(months?.categories.map((c) => c.stated[0]?.hours)).toEqual([450, 975]);
    const days = hoursOf(
      `| Role | Labor Days |
| --- | --- |
| Surveyor | 20 |
| Party Chief | 12 |`,
    );
    expect(days).toEqual({ Surveyor: [[WHOLE_TERM, 160]], 'Party Chief': [[WHOLE_TERM, 96]] });
  });

  it('leaves a table of heads, hours or weeks of schedule as it was', () => {
    const heads = readTableStaffing(
      table(`| Position | Headcount |
| --- | --- |
| Guard | 12 |
| Supervisor | 2 |`),
      [],
      null,
    );
    expect(heads?.categories.map((c) => c.stated[0]?.people)).toEqual([12, 2]);
    const hours = hoursOf(`| Labor Category | Hours |
| --- | --- |
| Analyst | 1,920 |
| Manager | 960 |`);
    expect(hours).toEqual({ Analyst: [['Annual', 1920]], Manager: [['Annual', 960]] });
  });
});

describe('a head count that a table states in hours adds no one', () => {
  const cat = (title: string, stated: LabourCategory['stated']): LabourCategory =>
    ({ document: 'doc', ref: '7', quote: title, title, stated }) as LabourCategory;

  it('drops "at least one Subject Matter Expert" beside the expert\'s hours, in either order', () => {
    const table = cat('Subject Matter Expert (pipeline safety)', [{ period: WHOLE_TERM, hours: 1920 }]);
    const prose = cat('Subject Matter Expert', [{ period: 'Annual', people: 1 }]);
    expect(mergeCategories([table, prose]).map((c) => c.title)).toEqual([table.title]);
    expect(mergeCategories([prose, table]).map((c) => c.title)).toEqual([table.title]);
  });

  it('keeps a count of another title, of another site, or beside heads only', () => {
    const hours = cat('Instructional Designer', [{ period: 'Annual', hours: 2560 }]);
    const other = cat('Graphic Artist', [{ period: 'Annual', people: 1 }]);
    const elsewhere = { ...cat('Instructional Designer', [{ period: 'Annual', people: 1 }]), site: 'Denver' };
    expect(mergeCategories([hours, other, elsewhere])).toHaveLength(3);
    const heads = cat('Guard (armed)', [{ period: 'Annual', people: 6 }]);
    const count = cat('Guard', [{ period: 'Annual', people: 2 }]);
    expect(mergeCategories([heads, count])).toHaveLength(2);
  });
});
