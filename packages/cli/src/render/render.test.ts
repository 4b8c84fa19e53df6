import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_HOURS_PER_FTE,
  DEFAULT_TOKEN_LIMIT,
  GeneratedPlanSchema,
  TokenStatsSchema,
} from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { createOutput } from '../cli/output';
import { renderPlanReport } from './plan-notes';
import { renderPlanTable } from './plan-table';
import { alertFor, renderUsage, usageBar } from './usage';

const plain = createOutput(
  { write: () => true },
  { write: () => true },
  { noColor: true, forceColor: false },
);
const NOW = new Date('2026-11-22T12:00:00Z');
const FIXTURE = fileURLToPath(new URL('../../test/fixtures/confidence-plan.json', import.meta.url));

describe('renderPlanTable', () => {
  it('prints the planner columns, right-aligned hours, inferred location and the totals footer', () => {
    const lines = renderPlanTable(
      {
        hoursPerFte: DEFAULT_HOURS_PER_FTE,
        tasks: [
          {
            taskId: '1',
            lcat: 'Program Manager',
            hours: DEFAULT_HOURS_PER_FTE,
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
    expect(renderPlanTable({ hoursPerFte: DEFAULT_HOURS_PER_FTE, tasks: [] }, plain)).toEqual([
      'No data available',
    ]);
    const long = renderPlanTable(
      {
        hoursPerFte: DEFAULT_HOURS_PER_FTE,
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
      currentMonth: {
        percentUsed,
        weightedTokens: (percentUsed * DEFAULT_TOKEN_LIMIT) / 100,
        limit: DEFAULT_TOKEN_LIMIT,
        ...extra,
      },
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

describe('renderPlanReport (confidence, sources, notes)', () => {
  const plan = GeneratedPlanSchema.parse(JSON.parse(readFileSync(FIXTURE, 'utf8')));
  const lines = renderPlanReport(plan, plain, 200);
  const text = lines.join('\n');

  it('starts with the confidence line and the counts by source', () => {
    expect(lines[0]).toBe(
      'Confidence: Medium confidence. Key staff are stated; help desk hours are derived from ticket volume.',
    );
    expect(lines[1]).toBe('Sources: 1 stated · 1 derived · 1 assumed');
  });

  it('adds a Source column in plain words after Hours, and totals FTE at the plan hours per FTE', () => {
    const header = lines.find((l) => l.startsWith('Task Number')) ?? '';
    expect(header).toMatch(/Hours\s+Source\s+Calculation Method/);
    expect(lines.find((l) => l.startsWith('1.1'))).toMatch(/4,160 h\s+Stated\s+/);
    expect(lines.find((l) => l.startsWith('3.1'))).toMatch(/520 h\s+Assumed\s+/);
    expect(text).toContain('Total Hours: 10,920 h   Total FTE: 5.25 FTE');
    expect(text).toContain('FTE basis: 2,080 hours per FTE');
    expect(text).not.toContain('\u001b[');
  });

  it('lists hours by period, assumptions, open questions (CO marked) and stated vs planned after the table', () => {
    expect(text).toMatch(/Base Year\s+12\s+5,720 h\s+2\.75 FTE/);
    expect(text).toContain('A task without hours by period counts all its hours in the first period.');
    expect(text).toContain('- 0.5 h per ticket (industry norm).');
    expect(text).toContain(
      '- [Ask CO] Is the 12,000-ticket volume per year or for the whole period? (C.4.2)',
    );
    expect(text).toContain('- Check whether surge support is priced separately.');
    expect(text).toMatch(/Labour Category\s+Base Year\n/);
    expect(text).toMatch(/Program Manager \(Key\)\s+2,080 h\n/);
    expect(text).toMatch(/Whole plan\s+2\.50 FTE \(stated 3\.00 FTE\)\n/);
    expect(text).toContain('1 of 2 stated figures differ from the plan.');
    expect(text).toContain('Does not foot: Base Year: the stated total is 6,240 but its rows sum to 6,000.');
    expect(text).toContain('Budget $1,200,000 (Base Year) buys 5.02 FTE at $115.00/h (assumed rate)');
    const order = ['Total Hours', 'Hours by period', 'Assumptions', 'Open questions', 'Stated vs planned'];
    const at = order.map((h) => lines.findIndex((l) => l.startsWith(h)));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('colours sources and the confidence level only on a terminal', () => {
    const tty = { write: () => true, isTTY: true };
    const colored = renderPlanReport(
      plan,
      createOutput(tty, tty, { noColor: false, forceColor: false }),
      200,
    );
    expect(colored[0]).toContain('\u001b[33mMedium confidence\u001b[39m');
    expect(colored.join('\n')).toContain('\u001b[32mStated');
  });

  it('warns in yellow when the hours by period do not add up to the task total', () => {
    const annual = GeneratedPlanSchema.parse({
      tasks: [
        {
          taskId: '1',
          lcat: 'PM',
          hours: DEFAULT_HOURS_PER_FTE,
          periods: [{ name: 'Period of Performance', hours: 9400 }],
        },
      ],
    });
    expect(renderPlanReport(annual, plain)).toContain(
      'The periods add up to 9,400 h while the tasks total 1,880 h.',
    );
  });

  it('prints an older plan without the new sections', () => {
    const old = renderPlanReport(
      {
        hoursPerFte: DEFAULT_HOURS_PER_FTE,
        tasks: [{ taskId: '1', lcat: 'PM', hours: DEFAULT_HOURS_PER_FTE, mathRationale: '', basis: '' }],
      },
      plain,
    );
    expect(old[0]).toMatch(/^Task Number\s+Location\s+Role\s+Hours\s+Calculation Method\s+Notes$/);
    expect(old.join('\n')).not.toMatch(/Confidence|Source|Assumptions|Stated vs planned/);
  });
});
