import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../index';

const doc = (table: string) =>
  `SECTION C - PERFORMANCE WORK STATEMENT\n\nC.1 SCOPE\n\nThe Contractor shall deliver instructor-led courses to agency employees.\n\nC.2 PERIOD OF PERFORMANCE\n\nThe period of performance consists of one (1) twelve-month base period and two (2) twelve-month option periods.\n\nC.3 COURSES\n\n${table}\n`;
const derivedByPeriod = (table: string) => {
  const tasks = estimatePlan({ primary: { name: 'pws', text: doc(table) } }).tasks.filter(
    (t) => t.hoursSource === 'derived',
  );
  return [0, 1, 2].map((i) => tasks.reduce((s, t) => s + (t.periods?.[i]?.hours ?? 0), 0));
};

describe('classes priced per class are counted once', () => {
  it('a schedule with classes by period, hours and preparation a class: instructor hours by period', () => {
    const table = [
      'The Contractor shall deliver the classes below.',
      '',
      '| Course | Base Year Classes | Option Year 1 Classes | Option Year 2 Classes | Hours per Class | Prep Hours per Class |',
      '|---|---|---|---|---|---|',
      '| Forklift Operator Safety | 12 | 14 | 16 | 8 | 2 |',
      '| Confined Space Entry | 6 | 6 | 8 | 16 | 4 |',
      '| Fall Protection | 10 | 10 | 12 | 4 | 1 |',
    ].join('\n');
    // Base: 12 x 10 + 6 x 20 + 10 x 5 = 290; option 1: 140 + 120 + 50; option 2: 160 + 160 + 60.
    expect(derivedByPeriod(table)).toEqual([290, 310, 380]);
  });

  it('a schedule with a quantity of classes and hours a class: the course reader alone', () => {
    const table = [
      'The Contractor shall deliver the classes below each year.',
      '',
      '| Course | Quantity | Hours per Class |',
      '|---|---|---|',
      '| Boater Safety | 20 | 6 |',
      '| Hunter Education | 15 | 10 |',
      '| Wildlife Awareness | 8 | 3 |',
    ].join('\n');
    // (20 x 6 + 15 x 10 + 8 x 3) x 1.5 (assumed preparation).
    expect(derivedByPeriod(table)).toEqual([441, 441, 441]);
  });

  it.each([
    // Hours per inspection by period: no course, the unit-effort line stays.
    [
      [
        'The Government estimates hours per inspection as follows.',
        '',
        '| Inspection | Base Year | Option Year 1 | Option Year 2 | Hours per Inspection |',
        '|---|---|---|---|---|',
        '| Boiler | 20 | 20 | 24 | 6 |',
        '| Elevator | 15 | 15 | 15 | 10 |',
        '| Fire pump | 8 | 10 | 10 | 3 |',
      ].join('\n'),
      [294, 300, 324],
    ],
  ])('must keep unit efforts that are no class: %#', (table, hours) => {
    expect(derivedByPeriod(table)).toEqual(hours);
  });

  it('must keep a unit effort beside a course schedule when it sizes other work', () => {
    const table = [
      'The Contractor shall deliver the classes below each year.',
      '',
      '| Course | Quantity | Hours per Class |',
      '|---|---|---|',
      '| Boater Safety | 20 | 6 |',
      '| Hunter Education | 15 | 10 |',
      '',
      'The Government estimates hours per inspection as follows.',
      '',
      '| Inspection | Base Year | Option Year 1 | Option Year 2 | Hours per Inspection |',
      '|---|---|---|---|---|',
      '| Boiler | 20 | 20 | 24 | 6 |',
      '| Elevator | 15 | 15 | 15 | 10 |',
    ].join('\n');
    // Classes (120 + 150) x 1.5 = 405, and the inspections 270 / 270 / 294.
    expect(derivedByPeriod(table)).toEqual([675, 675, 699]);
  });
});
