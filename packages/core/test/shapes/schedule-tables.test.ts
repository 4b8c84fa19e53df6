import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../src/solicitation/read-solicitation';
import { type ScheduleResult, scheduleGrid, scheduleReport, scoreSchedule } from './schedule-gen';

// Staffing tables stated against schedules (weekly hours, day-type grids, turned, amended rows
// and cells) over a fixed slice of the generated grid; node bench/schedule-tables.mjs runs more.
const results: ScheduleResult[] = scheduleGrid(11, 3).map((c) =>
  scoreSchedule(
    c,
    readSolicitation({
      primary: { name: 'rfp.md', text: c.primary },
      ...(c.amendment ? { supporting: [{ name: 'amendment-0001.txt', text: c.amendment }] } : {}),
    }).labourCategories,
  ),
);

describe('staffing tables stated against schedules', () => {
  it('reads hours a year per position from every kind and carrier', () => {
    const positions = results.reduce((s, x) => s + Object.keys(x.case.truth).length, 0);
    const right = results.reduce((s, x) => s + x.right, 0);
    const exact = results.filter((x) => x.right === Object.keys(x.case.truth).length && !x.phantoms.length);
    if (exact.length < results.length) console.log(scheduleReport(results));
    expect(right / positions).toBeGreaterThanOrEqual(0.8);
    expect(exact.length / results.length).toBeGreaterThanOrEqual(0.7);
    expect(results.filter((x) => x.phantoms.length > 0).length).toBeLessThanOrEqual(2);
  });
});
