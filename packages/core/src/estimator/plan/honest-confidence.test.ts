import { describe, expect, it } from 'vitest';
import type { StatedEffort } from '../../solicitation/model';
import { withOfferorStaffing } from './offeror-staffing';
import type { PlanLine } from './lines';
import { confidenceOf, withReportedUnitRate } from './review';
import { workloadItems } from './unknowns';

const high = { level: 'high' as const, reason: 'The government states the staffing.' };
const medium = { level: 'medium' as const, reason: 'The government states the total effort.' };
const left = { quote: 'The agency does not prescribe the number of personnel or the hours.', items: [] };
const team = (quote: string, kind: StatedEffort['kind'] = 'people'): StatedEffort =>
  ({ document: 'rfq', ref: '1', quote, kind, value: 2, scope: 'total' }) as StatedEffort;

// A crew paid per unit of work at a time per unit reported from experience is medium at most.
describe('a crew paid per unit at a reported time per unit', () => {
  it.each([
    'Crews have historically logged about 1.5 hours of duty for each billed flight hour.',
    'Survey crews averaged nine (9) hours on site per trip in FY 2030.',
    'Each sortie typically takes 3 hours of crew time, briefing included.',
    'On average a port crew is paid 8 hours for each in-port workday.',
  ])('is medium: %s', (quote) => {
    expect(withReportedUnitRate(high, [quote]).level).toBe('medium');
  });

  it('stays high when the documents set the time per unit, and never raises a level', () => {
    expect(
      withReportedUnitRate(high, ['A crew-day is ten (10) hours for each of the three crew members.']).level,
    ).toBe('high');
    expect(
      withReportedUnitRate(high, ['Each member is paid twelve (12) hours for each sea day.']).level,
    ).toBe('high');
    expect(withReportedUnitRate(high, []).level).toBe('high');
    expect(withReportedUnitRate(medium, ['about 2 hours per trip']).level).toBe('medium');
  });
});

// A team size read from someone else's staff while the documents leave the staffing open.
describe("a stated team that is not the contractor's", () => {
  it.each([
    "Until now the valuations were prepared by the Chief Actuary and two staff actuaries, who will review the Contractor's work.",
    'The program office has two (2) analysts who review each deliverable.',
    'Two Government inspectors observe the work.',
  ])('is low with no counted workload: %s', (quote) => {
    expect(withOfferorStaffing(medium, 'stated-effort', [], left, team(quote)).level).toBe('low');
  });

  it("keeps the contractor's own team, and plans the documents do not leave open", () => {
    const own = team('The Contractor shall perform the work with a team of three (3) persons.');
    expect(withOfferorStaffing(medium, 'stated-effort', [], left, own).level).toBe('medium');
    expect(
      withOfferorStaffing(medium, 'stated-effort', [], left, team("The quoter's team shall be two people."))
        .level,
    ).toBe('medium');
    expect(
      withOfferorStaffing(medium, 'stated-effort', [], undefined, team('two staff actuaries')).level,
    ).toBe('medium');
    expect(
      withOfferorStaffing(medium, 'stated-effort', [], left, team('About 1,000 hours', 'hours')).level,
    ).toBe('medium');
  });
});

// An inventory by place counts its items in columns; a money quantity is no count of work.
describe('workload items of an inventory by place', () => {
  const items = (header: string[], rows: string[][]) =>
    workloadItems({ sections: [], tables: [{ header, rows, ref: 'C.3', document: 'rfp' }] } as never).map(
      (i) => `${i.item} ${i.value}`,
    );
  it.each([
    [
      ['BLDG', 'FACP', 'SMOKE DET', 'PULL STA'],
      [
        ['1', '3', '610', '96'],
        ['2', '2', '540', '80'],
        ['TOTAL', '5', '1,150', '176'],
      ],
      ['FACP 5', 'SMOKE DET 1150', 'PULL STA 176'],
    ],
    [
      ['Building', 'Elevators', 'Escalators'],
      [
        ['A', '4', '2'],
        ['B', '6', '0'],
      ],
      ['elevator 10', 'escalator 2'],
    ],
    [
      ['Site', 'Hydrants', 'Valves'],
      [
        ['North', '120', '300'],
        ['South', '80', '210'],
        ['Total', '200', '510'],
      ],
      ['hydrant 200', 'valve 510'],
    ],
  ])('%o', (header, rows, expected) => {
    expect(items(header, rows)).toEqual(expected);
  });

  it('reads no staffing, period or money columns as items', () => {
    expect(items(['Site', 'Base Year', 'Option Year 1'], [['North', '12', '12']])).toEqual([]);
    expect(items(['Building', 'Hours', 'Staff'], [['A', '2080', '2']])).toEqual([]);
    expect(items(['Position', 'Guards', 'Supervisors'], [['Gate', '4', '1']])).toEqual([]);
    expect(items(['Line', 'Description', 'Quantity'], [['0003', 'Ad hoc analyses', '$85,000']])).toEqual([]);
  });
});

const planLine = (
  lcat: string,
  hours: number,
  source: PlanLine['source'],
  over: Partial<PlanLine> = {},
): PlanLine => ({
  lcat,
  key: false,
  workArea: 'Work',
  source,
  periodHours: [hours],
  hours,
  formula: '',
  basis: '',
  citation: null,
  requirements: [],
  requirementRefs: [],
  ...over,
});

// One rule: the footing of the work's hours (stated, derived from a stated amount, assumed) decides
// the level; the heads a plan adds at an assumed share (a manager, key people) are not the work.
describe('a total effort stated through the people of each phase', () => {
  const effort = (quote: string): StatedEffort =>
    ({ document: 'rfq', ref: '4', quote, kind: 'hours', value: 3200, scope: 'total' }) as StatedEffort;
  const lines = [planLine('Lead', 800, 'stated', { key: true }), planLine('Technician', 2400, 'stated')];
  it.each([
    '| Phase | Weeks | People | Hours a week (each) | | 1. Survey | 4 | 3 | 40 | | 2. Report | 2 | 1 | 40 |',
    'During Phase 1 the agency expects three people full time for four weeks; Phase 2 needs one person for two weeks.',
    'Phase A: 2 staff at 40 hours a week for 6 weeks. Phase B: four (4) persons full time for 8 weeks.',
  ])('is high: %s', (quote) => {
    expect(confidenceOf('stated-effort', lines, false, effort(quote)).level).toBe('high');
  });

  it.each([
    'The Government estimates 3,200 labor hours for the transition report.',
    'Phase 1 takes about 3,200 hours; the phases after it are sized by the offeror.',
  ])('stays medium without the people of each phase: %s', (quote) => {
    expect(confidenceOf('stated-effort', lines, false, effort(quote)).level).toBe('medium');
  });
});

describe('heads added at an assumed share are not the work', () => {
  const line = (lcat: string, hours: number, source: PlanLine['source'], head = false) =>
    planLine(lcat, hours, source, head ? { head: true } : {});
  it('rates a plan derived from workload medium however large its assumed heads', () => {
    const lines = [
      line('Principal Investigator', 1880, 'assumed', true),
      line('Project Manager', 940, 'assumed', true),
      line('Field Technician', 930, 'derived'),
    ];
    expect(confidenceOf('derived', lines, false).level).toBe('medium');
  });
  it('rates a plan of heads alone by the heads', () => {
    expect(confidenceOf('assumed', [line('Program Manager', 1880, 'assumed', true)], false).level).toBe(
      'low',
    );
  });
  it('stays low when the work itself is assumed', () => {
    const lines = [line('Program Manager', 1880, 'assumed', true), line('Analyst', 1880, 'assumed')];
    expect(confidenceOf('derived', lines, false).level).toBe('low');
  });
});
