import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from '../../solicitation/facts/dates';
import type { Table } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { model, src, total } from './test-models';
import { handleMinutes, tableVolumes } from './workload-tables';

/** A fiscal year's months, October first. */
const months = [...MONTH_NAMES.slice(9), ...MONTH_NAMES.slice(0, 9)];
const workload: Table = {
  id: 't1',
  document: 'rfq.docx',
  ref: '2.4',
  sectionId: 's1',
  caption: '2.4 Workload',
  header: [
    'Month',
    'Calls offered',
    'Calls answered',
    'Secure messages',
    'Average speed of answer (seconds)',
  ],
  rows: [
    ...months.map((m) => [m, '40,000', '36,000', '4,000', '70']),
    ['Total', '480,000', '432,000', '48,000', ''],
  ],
  origin: 'pipe',
  start: 0,
  end: 1,
};
const handle =
  'Average handle time for answered calls was 7.2 minutes of talk and hold time plus 1.5 minutes of after-call work. A secure message took on average 9 minutes to answer.';

describe('tableVolumes and handleMinutes', () => {
  it('reads yearly volumes from a monthly table, the answered column over the offered one', () => {
    expect(tableVolumes(model({ tables: [workload] })).map((q) => [q.noun, q.value, q.per])).toEqual([
      ['call', 432_000, 'year'],
      ['message', 48_000, 'year'],
    ]);
  });

  it('adds talk and after-call minutes, and reads each item its own handle time', () => {
    expect(handleMinutes([handle], 'call')).toBe(8.7);
    expect(handleMinutes([handle], 'message')).toBe(9);
    expect(handleMinutes(['The help desk is open 8 hours a day.'], 'call')).toBeUndefined();
  });

  it('sizes a contact centre from volume x handle time over occupancy and shrinkage, with supervisors', () => {
    const plan = buildPlan(
      model({
        domain: { domain: 'call-center', codes: [], serviceContractAct: true, evidence: [] },
        tables: [workload],
      }),
      {
        texts: [handle],
      },
    );
    const calls = plan.tasks.find((t) => t.unit === 'call');
    expect(calls?.mathRationale).toBe(
      '432,000 calls/yr x 8.7 min / 60 / 0.85 occupancy / 0.75 availability = 98,259',
    );
    expect(plan.tasks.some((t) => t.lcat === 'Call Center Supervisor')).toBe(true);
    expect(total(plan.tasks)).toBeGreaterThan(100_000);
    expect(plan.assumptions?.some((a) => /occupancy.*shrinkage/.test(a))).toBe(true);
    expect(plan.assumptions?.some((a) => /wage determination/.test(a))).toBe(true);
    expect(plan.confidence?.level).toBe('medium');
  });

  it('keeps a key person the stated staffing leaves out, as an assumed full-time line', () => {
    const plan = buildPlan(
      model({
        labourCategories: [
          {
            ...src('2.1', 'Post 1 | 24 hrs | 8,760'),
            title: 'Post 1 Main Gate',
            key: false,
            stated: [{ period: 'Annual', hours: 8760 }],
          },
        ],
        keyPersonnel: [
          { ...src('H.3', 'The Contract Manager is key personnel.'), title: 'Contract Manager' },
        ],
      }),
    );
    expect(plan.tasks.map((t) => [t.lcat, t.hoursSource, t.keyPersonnel])).toEqual([
      ['Security Guard (Post 1 Main Gate)', 'stated', false],
      ['Contract Manager', 'assumed', true],
    ]);
    expect(plan.assumptions?.some((a) => /relief/.test(a))).toBe(true);
  });
});
