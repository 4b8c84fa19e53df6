import { describe, expect, it } from 'vitest';
import { formatFte, formatHours } from '../format/number';
import { hoursBarWidth, periodTotals, planTotals } from './totals';

const t = (lcat: string, hours: number) => ({ taskId: lcat, lcat, hours, mathRationale: '', basis: '' });

describe('planTotals', () => {
  it('turns 1880 h into 1.00 FTE', () => {
    expect(planTotals([t('Developer', 1880)])).toEqual({
      totalHours: 1880,
      totalFte: 1,
      uniqueRoles: 1,
      taskCount: 1,
    });
  });

  it('rounds FTE to two decimals and counts distinct roles', () => {
    const totals = planTotals([
      t('Program Manager', 1880),
      t('Developer', 500),
      t('Developer', 0.1),
      t('Developer', 0.2),
    ]);
    expect(totals).toEqual({ totalHours: 2380.3, totalFte: 1.27, uniqueRoles: 2, taskCount: 4 });
  });

  it('uses the plan hours per FTE when given', () => {
    expect(planTotals([t('PM', 2080)], 2080).totalFte).toBe(1);
  });

  it('is zero for an empty plan', () => {
    expect(planTotals([])).toEqual({ totalHours: 0, totalFte: 0, uniqueRoles: 0, taskCount: 0 });
  });
});

describe('periodTotals', () => {
  it('gives hours and FTE per period, in the period of performance order', () => {
    const plan = {
      hoursPerFte: 1880,
      periodOfPerformance: {
        months: 30,
        periods: [
          { name: 'Base Year', months: 12 },
          { name: 'Option Year 1', months: 12 },
          { name: 'Transition', months: 6 },
        ],
      },
      tasks: [
        {
          ...t('PM', 1880),
          periods: [
            { name: 'Option Year 1', hours: 1880 },
            { name: 'Base Year', hours: 1880 },
          ],
        },
        {
          ...t('Dev', 940),
          periods: [
            { name: 'Transition', hours: 940 },
            { name: 'Base Year', hours: 1880 },
          ],
        },
      ],
    };
    expect(periodTotals(plan)).toEqual([
      { name: 'Base Year', months: 12, hours: 3760, fte: 2 },
      { name: 'Option Year 1', months: 12, hours: 1880, fte: 1 },
      { name: 'Transition', months: 6, hours: 940, fte: 1 },
    ]);
  });

  it('is empty when no task has periods', () => {
    expect(periodTotals({ tasks: [t('PM', 10)] })).toEqual([]);
  });
});

describe('hoursBarWidth', () => {
  it('is min(100, 20 + hours x 0.01)', () => {
    expect(hoursBarWidth(0)).toBe(20);
    expect(hoursBarWidth(1880)).toBe(38.8);
    expect(hoursBarWidth(8000)).toBe(100);
    expect(hoursBarWidth(50_000)).toBe(100);
    expect(hoursBarWidth(Number.NaN)).toBe(20);
  });
});

describe('formatHours and formatFte', () => {
  it('format numbers for people', () => {
    expect(formatHours(1880)).toBe('1,880 h');
    expect(formatHours(2380.25)).toBe('2,380.25 h');
    expect(formatFte(4.656)).toBe('4.66 FTE');
    expect(formatFte(1)).toBe('1.00 FTE');
  });
});
