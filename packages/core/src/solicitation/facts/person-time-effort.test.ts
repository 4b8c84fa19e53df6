import { describe, expect, it } from 'vitest';
import { estimatePlan } from '../../estimator/estimate';
import { buildContext } from './context';
import { readStatedEffort } from './effort';

// Effort stated in person-time in prose ("240 person-days per year", "18 staff-months") is a
// stated amount of staffing, read as hours at the documents' unit (8 h a day unless defined).
const read = (text: string) =>
  readStatedEffort(buildContext([{ name: 'pws.md', index: 0, text }], { sections: [] }));

describe('effort stated in person-time', () => {
  it.each([
    ['The Government estimates the work at 240 person-days per year.', 1920, 'per-year'],
    ['The level of effort is estimated at eighteen (18) staff-months over the contract.', 2880, 'total'],
    [
      'The Government anticipates 30 person-weeks of effort each year; a person-week is 36 hours.',
      1080,
      'per-year',
    ],
    ['The estimated effort is 120 man-days annually.', 960, 'per-year'],
  ])('reads "%s" as %d hours', (text, value, scope) => {
    expect(read(text).find((e) => e.kind === 'hours')).toMatchObject({ value, scope });
  });

  it('reads person-days stated period by period', () => {
    const e = read(
      'The work is estimated to require 240 person-days in the base year and 200 person-days in option year 1.',
    ).find((x) => x.kind === 'hours');
    expect(e?.perPeriod?.map((p) => p.value)).toEqual([1920, 1600]);
  });

  it.each([
    'Each inspection is estimated to take two (2) person-days, report included.',
    'The base year has 250 work days and the option year 250 work days.',
    'Offerors shall state their price per person-day for surge support.',
    'The Contractor shall complete the design review within 30 calendar days.',
  ])('reads no effort of the work from "%s"', (text) => {
    expect(read(text).filter((e) => e.kind === 'hours')).toEqual([]);
  });
});

const PWS = (work: string) => `# SECTION C - PERFORMANCE WORK STATEMENT

## C.1 Scope
The Contractor shall survey and map invasive plants on the refuge units.

## C.2 Level of Effort
${work}

## C.3 Period of Performance
The period of performance is a base year of twelve (12) months and one (1) option year of twelve (12) months.
`;
const plan = (text: string) => estimatePlan({ primary: { name: 'pws.md', text } });
// Hours over every period of the plan.
const total = (p: ReturnType<typeof plan>) =>
  p.tasks.reduce((s, t) => s + (t.periods ?? []).reduce((n, x) => n + x.hours, 0), 0);

describe('a plan sized from staffing stated in person-time or FTE', () => {
  it('plans the person-days of each year, high', () => {
    const p = plan(PWS('The Government estimates the work at 240 person-days per year.'));
    expect(total(p)).toBe(3840);
    expect(p.confidence?.level).toBe('high');
  });

  it('plans person-days stated period by period, high', () => {
    const p = plan(
      PWS(
        'The work is estimated to require 240 person-days in the base year and 200 person-days in option year 1.',
      ),
    );
    expect(total(p)).toBe(3520);
    expect(p.confidence?.level).toBe('high');
  });

  it('is high for the FTE the Government estimates each year', () => {
    const p = plan(PWS('The Government estimates 1.5 FTE of botanist support each year.'));
    expect(p.confidence?.level).toBe('high');
  });

  it('stays medium for a capped or ranged amount', () => {
    expect(plan(PWS('The effort shall not exceed 240 person-days per year.')).confidence?.level).toBe(
      'medium',
    );
    expect(
      plan(PWS('The Government estimates 1 to 2 FTE of botanist support each year.')).confidence?.level,
    ).toBe('medium');
  });
});
