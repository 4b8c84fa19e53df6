import { describe, expect, it } from 'vitest';
import { extractDrivers } from '../drivers/index';
import { extractRequirements } from '../requirements';
import { segmentSections } from '../sections';
import { buildTasks } from './index';
import { allocate } from './stated';
import { areaFte } from './team';

function build(text: string) {
  const sections = segmentSections(text, 'pws.md');
  return buildTasks(extractDrivers(sections), extractRequirements(sections));
}
const lastNumber = (s: string) => Number((s.split('=').pop() ?? '').replace(/[^\d.]/g, ''));

describe('buildTasks', () => {
  it('follows a stated labour mix and writes recomputable rationales', () => {
    const { tasks, staffingSource } = build(
      "## L.d Level of Effort\nThe Government's requirement is 2.50 Full Time Equivalents (FTE's) per year. " +
        'Labor Category Project Manager Support Totals Year 1 0.50 2.00 2.50\n## 1.2 Period of Performance\nThe period of performance is one base year and two option years.',
    );
    expect(staffingSource).toBe('stated');
    expect(tasks.map((t) => [t.lcat, t.hours])).toEqual([
      ['Project Manager', 940],
      ['Support', 3760],
    ]);
    for (const t of tasks) {
      expect(lastNumber(t.mathRationale)).toBe(t.hours);
      expect(t.quantity! * t.rate!).toBeCloseTo(t.hours, 0);
      expect(t.periods?.map((p) => p.name)).toEqual(['Base Year', 'Option Year 1', 'Option Year 2']);
      expect(t.basis).toMatch(/^L\.d: "/);
    }
  });

  it('builds one task per stated post with the rule in the rationale', () => {
    const { tasks } = build(
      'EXHIBIT 1\nLocation: 310 Lowell Street, Andover, MA.\n1. Productive: 8,736 HOURS\nConsole Post 400 0001-2400 24 7 (8,736) YES\nThe guards shall patrol.',
    );
    expect(tasks[0]).toMatchObject({
      lcat: 'Security Guard',
      hours: 8736,
      unit: 'post',
      location: '310 Lowell Street, Andover, MA',
    });
    expect(tasks[0]?.mathRationale).toBe('1 post x 24 h x 7 d x 52 wk = 8,736');
  });

  it('estimates a team when no staffing is stated, covering a short period only', () => {
    const { tasks, staffingSource } = build(
      [
        '## 3 Period of Performance',
        'The Period of Performance (POP) is 60 days with no option periods.',
        '## 5 Key Personnel',
        'A Project Manager and a Technical Lead must be designated as Key Personnel.',
        '## 2 Scope',
        'The contractor shall develop the application. The contractor shall write code for the API. The contractor shall build features of the API.',
      ].join('\n'),
    );
    expect(staffingSource).toBe('estimated');
    expect(tasks.map((t) => t.lcat)).toEqual(['Project Manager', 'Technical Lead', 'Developer']);
    expect(tasks[0]?.mathRationale).toBe('1 FTE x 1,880 h x 2/12 yr = 313');
    expect(tasks[0]?.keyPersonnel).toBe(true);
  });

  it('staffs 24x7 functions as posts of 8,760 hours', () => {
    const { tasks } = build('## C.4 Help Desk\nThe contractor shall staff the help desk 24x7.');
    expect(tasks.find((t) => t.unit === 'post')).toMatchObject({ lcat: 'Help Desk Technician', hours: 8760 });
  });
});

describe('sizing rules', () => {
  it('sizes work areas by requirement count and splits people proportionally', () => {
    expect([1, 4, 8, 15, 40].map(areaFte)).toEqual([0.5, 1, 1.5, 2, 3]);
    expect(allocate(5, [2, 1, 1])).toEqual([3, 1, 1]);
    expect(allocate(0, [1])).toEqual([0]);
  });
});

describe('buildTasks: coverage posts and named roles', () => {
  it('reads posts defined with their hours as staffing stated by post, one task per post', () => {
    const { tasks, staffingSource } = build(
      '## C.5 Access Control\nThe contractor shall staff two (2) guard posts 24 hours a day, 7 days a week.',
    );
    expect(staffingSource).toBe('stated');
    expect(tasks.map((t) => [t.lcat, t.hours, t.unit])).toEqual([
      ['Security Guard', 8760, 'post'],
      ['Security Guard', 8760, 'post'],
    ]);
    expect(tasks[0]?.mathRationale).toBe('1 post x 24 h x 365 d = 8,760');
  });

  it('adds roles the requirements name', () => {
    const { tasks } = build(
      '## C.7 Databases\nThe contractor shall provide a Database Administrator to tune the databases.',
    );
    expect(tasks.map((t) => t.lcat)).toContain('Database Administrator');
  });
});

describe('buildTasks: posts are not counted twice', () => {
  it('does not add requirement-sized guards on top of the guard posts', () => {
    const { tasks } = build(
      '## C.5 Guard Services\nThe contractor shall provide armed guards at three (3) posts 24 hours a day, 7 days a week. ' +
        'The guards shall patrol the perimeter. The guards shall inspect vehicles at the gate. The guards shall screen visitors.',
    );
    expect(tasks.map((t) => t.hours)).toEqual([8760, 8760, 8760]);
  });

  it('sizes a 24x7 help desk as a post in an estimated plan', () => {
    const { tasks, staffingSource } = build(
      '## C.4 Help Desk\nThe contractor shall staff the help desk 24x7 with two (2) technicians. The help desk shall log tickets.',
    );
    expect(staffingSource).toBe('estimated');
    expect(tasks.filter((t) => t.lcat === 'Help Desk Technician')).toMatchObject([
      { quantity: 2, hours: 17520 },
    ]);
  });
});
