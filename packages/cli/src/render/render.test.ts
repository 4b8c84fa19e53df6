import { TokenStatsSchema } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { createOutput } from '../cli/output';
import { renderPlanTable } from './plan-table';
import { alertFor, renderUsage, usageBar } from './usage';

const plain = createOutput(
  { write: () => true },
  { write: () => true },
  { noColor: true, forceColor: false },
);
const NOW = new Date('2026-11-22T12:00:00Z');

describe('renderPlanTable', () => {
  it('prints the planner columns, right-aligned hours, inferred location and the totals footer', () => {
    const lines = renderPlanTable(
      {
        hoursPerFte: 1880,
        tasks: [
          {
            taskId: '1',
            lcat: 'Program Manager',
            hours: 1880,
            mathRationale: '1 FTE x 1,880 h',
            basis: 'Work on-site at HQ',
          },
          {
            taskId: '2',
            lcat: 'Developer',
            hours: 940,
            mathRationale: '0.5 FTE',
            basis: 'C.3.2',
            location: 'Remote',
          },
        ],
      },
      plain,
    );
    expect(lines[0]).toMatch(/^Task Number\s+Location\s+Role\s+Hours\s+Calculation Method\s+Notes$/);
    expect(lines[2]).toContain('On-site');
    expect(lines[2]).toContain('1,880 h');
    expect(lines[3]).toMatch(/Remote\s+Developer\s+940 h/);
    expect(lines.at(-1)).toBe('Total Hours: 2,820 h   Total FTE: 1.50 FTE   Unique Roles: 2   Tasks: 2');
  });

  it("shows 'No data available' for an empty plan and clips long cells to the width", () => {
    expect(renderPlanTable({ hoursPerFte: 1880, tasks: [] }, plain)).toEqual(['No data available']);
    const long = renderPlanTable(
      {
        hoursPerFte: 1880,
        tasks: [
          { taskId: '1', lcat: 'QA', hours: 1, mathRationale: 'x'.repeat(300), basis: 'y'.repeat(300) },
        ],
      },
      plain,
      100,
    );
    expect(Math.max(...long.map((l) => l.length))).toBeLessThanOrEqual(100);
    expect(long[2]).toContain('…');
  });
});

describe('usage', () => {
  const stats = (percentUsed: number, extra: Record<string, unknown> = {}) =>
    TokenStatsSchema.parse({
      currentMonth: { percentUsed, weightedTokens: percentUsed * 82_400, limit: 8_240_000, ...extra },
      subscription: { tier: 'basic' },
    });

  it('hides the alert under 80 %, approaches from 80 %, exceeds at 100 % or when flagged', () => {
    expect(alertFor(stats(79.9), NOW)).toBeNull();
    expect(alertFor(stats(80), NOW)?.title).toBe('Approaching Token Limit');
    expect(alertFor(stats(99), NOW)?.title).toBe('Approaching Token Limit');
    expect(alertFor(stats(100), NOW)?.title).toBe('Token Limit Exceeded');
    expect(alertFor(stats(10, { exceeded: true }), NOW)?.title).toBe('Token Limit Exceeded');
    expect(alertFor(stats(85, { resetDate: '2026-11-23T12:00:00Z' }), NOW)?.text).toContain(
      '1 day until reset',
    );
    expect(alertFor(stats(85), NOW)?.text).toContain('9 days until reset');
  });

  it('draws the bar and the tier', () => {
    expect(usageBar(50, 10)).toBe('█████░░░░░');
    expect(usageBar(150, 4)).toBe('████');
    const lines = renderUsage(stats(85), plain, NOW);
    expect(lines[0]).toBe('Basic Plan');
    expect(lines[1]).toBe(`${'█'.repeat(26)}${'░'.repeat(4)} 85% used`);
    expect(lines).toContain('Approaching Token Limit');
  });

  it('colours only when asked: NO_COLOR and pipes stay plain, FORCE_COLOR paints', () => {
    const tty = { write: () => true, isTTY: true };
    expect(createOutput(tty, tty, { noColor: true, forceColor: false }).paint('red', 'x')).toBe('x');
    expect(
      createOutput({ write: () => true }, tty, { noColor: false, forceColor: false }).paint('red', 'x'),
    ).toBe('x');
    expect(createOutput(tty, tty, { noColor: false, forceColor: false }).paint('red', 'x')).toBe(
      '\u001b[31mx\u001b[39m',
    );
    expect(createOutput({ write: () => true }, tty, { noColor: true, forceColor: true }).color).toBe(true);
  });
});
