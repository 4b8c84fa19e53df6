import { describe, expect, it } from 'vitest';
import { SavedPlanSchema, UpdatePlanRequestSchema } from '../schemas/plan';
import { FULL_PLAN } from './full-plan.fixture';
import { normalizePlan } from './normalize';
import { PERIOD_FALLBACK_RULE, periodBreakdown } from './period-hours';
import { footingLines } from './stated-view';
import { periodTotals } from './totals';
import { contractingOfficerText, periodMismatchText, planView } from './view';
import { budgetText, citationText, formatQuantity } from './view-labels';

describe('planView', () => {
  const view = planView(FULL_PLAN);

  it("totals hours and FTE with the plan's own hours per FTE", () => {
    expect(view.hoursPerFte).toBe(2080);
    expect(view.totals).toEqual({ totalHours: 10_920, totalFte: 5.25, uniqueRoles: 3, taskCount: 3 });
  });

  it('breaks hours down by period, a task without periods counting in the first', () => {
    expect(view.periods).toEqual([
      { name: 'Base Year', months: 12, hours: 5720, fte: 2.75 },
      { name: 'Option Year 1', months: 12, hours: 5200, fte: 2.5 },
    ]);
    expect(view.periodFallbackTasks).toBe(1);
    expect(view.periodsTotal).toEqual({ months: 24, hours: 10_920, matchesTasks: true });
    expect(periodMismatchText(view)).toBe('');
    expect(view.rows.map((r) => r.periodHours)).toEqual([
      [2080, 2080],
      [3120, 3120],
      [520, 0],
    ]);
    expect(PERIOD_FALLBACK_RULE).toMatch(/first period/);
  });

  it('labels each line with its source and citation', () => {
    expect(view.rows.map((r) => r.sourceLabel)).toEqual(['Stated', 'Derived', 'Assumed']);
    expect(view.rows[0]?.citation).toBe('"Program Manager (Key) 2,080 hours per year" (Table 3, pws.pdf)');
    expect(view.rows[2]?.citation).toBe('No requirement states this line');
    expect(view.rows[1]?.location).toBe('Not specified');
  });

  it('counts lines by source and summarises confidence', () => {
    expect(view.sources).toEqual([
      { source: 'stated', label: 'Stated', tasks: 1, hours: 4160 },
      { source: 'derived', label: 'Derived', tasks: 1, hours: 6240 },
      { source: 'assumed', label: 'Assumed', tasks: 1, hours: 520 },
    ]);
    expect(view.sourceSummary).toBe('1 stated · 1 derived · 1 assumed');
    expect(view.confidence).toMatchObject({ level: 'medium', label: 'Medium confidence' });
  });

  it('keeps assumptions and picks the questions for the contracting officer', () => {
    expect(view.assumptions).toHaveLength(2);
    expect(view.openQuestions).toHaveLength(2);
    expect(contractingOfficerText(view)).toBe(
      '1. Is the 12,000-ticket volume per year or for the whole period? (C.4.2)',
    );
  });

  it('shows stated vs planned with the difference, footing and budget', () => {
    expect(view.stated?.rows).toEqual([
      expect.objectContaining({ lcat: 'Program Manager (Key)', difference: 0, matches: true }),
      expect.objectContaining({ lcat: 'Whole plan', period: 'Base Year', difference: -0.5, matches: false }),
    ]);
    expect(view.stated?.foots[0]?.ok).toBe(false);
    expect(budgetText(view.stated?.budget ?? FULL_PLAN.statedComparison!.budget!)).toBe(
      'Budget $1,200,000 (Base Year) buys 5.02 FTE at $115.00/h (assumed rate); the plan has 2.50 FTE.',
    );
  });

  it('is quiet about what an older plan does not carry', () => {
    const old = planView({ tasks: [{ taskId: '1', lcat: 'PM', hours: 1880, mathRationale: '', basis: '' }] });
    expect(old.totals.totalFte).toBe(1);
    expect(old.periods).toEqual([]);
    expect(old.sourceSummary).toBe('');
    expect(old.sources).toEqual([{ source: 'unspecified', label: 'Not given', tasks: 1, hours: 1880 }]);
    expect(old.rows[0]).toMatchObject({ sourceLabel: '', citation: '' });
    expect(old.confidence).toBeNull();
    expect(old.stated).toBeNull();
  });
});

describe('stated vs planned grid and footing', () => {
  it('lays rows out as labour category x period and words the footing', () => {
    const periods = ['Base Year', 'Option Year 1'];
    const view = planView({
      tasks: [],
      statedComparison: {
        rows: periods.flatMap((period) => [
          { lcat: 'Analyst', period, stated: 1, planned: 1, unit: 'fte' as const },
          { lcat: 'Engineer', period, stated: 2, planned: 2, unit: 'fte' as const },
        ]),
        foots: periods.map((period) => ({ period, statedTotal: 3, rowSum: 3, ok: true })),
      },
    });
    expect(view.stated?.grid.periods).toEqual(periods);
    expect(view.stated?.grid.lines.map((l) => [l.lcat, l.cells.map((c) => c?.planned)])).toEqual([
      ['Analyst', [1, 1]],
      ['Engineer', [2, 2]],
    ]);
    expect(footingLines(view.stated!)).toEqual(['The stated totals foot in all 2 periods.']);
    expect(footingLines(planView(FULL_PLAN).stated!)).toEqual([
      'Base Year: the stated total is 6,240 but its rows sum to 6,000.',
    ]);
  });
});

describe('period rule and labels', () => {
  it('says when the hours by period do not add up to the task total', () => {
    const annual = planView({
      tasks: [
        {
          taskId: '1',
          lcat: 'PM',
          hours: 1880,
          mathRationale: '',
          basis: '',
          periods: [{ name: 'Period of Performance', hours: 9400 }],
        },
      ],
    });
    expect(annual.periodsTotal?.matchesTasks).toBe(false);
    expect(periodMismatchText(annual)).toBe('The periods add up to 9,400 h while the tasks total 1,880 h.');
  });

  it('agrees when task hours are one year and the periods hold every year', () => {
    const yearly = planView({
      periodOfPerformance: {
        months: 42,
        periods: [
          { name: 'Base Period', months: 18 },
          { name: 'Option Period 1', months: 12 },
          { name: 'Option Period 2', months: 12 },
        ],
      },
      tasks: [
        {
          taskId: '1',
          lcat: 'PM',
          hours: 1880,
          mathRationale: '',
          basis: '',
          periods: [
            { name: 'Base Period', hours: 2820 },
            { name: 'Option Period 1', hours: 1880 },
            { name: 'Option Period 2', hours: 1880 },
          ],
        },
      ],
    });
    expect(yearly.periodsTotal?.matchesTasks).toBe(true);
    expect(periodMismatchText(yearly)).toBe('');
  });

  it('periodTotals follows the same rule as planView', () => {
    expect(periodTotals(FULL_PLAN)).toEqual(planView(FULL_PLAN).periods);
    expect(periodBreakdown({ tasks: [{ hours: 5 }] }).names).toEqual([]);
  });

  it('formats citations and quantities for people', () => {
    expect(citationText({ ref: 'C.1', quote: ' ' })).toBe('(C.1)');
    expect(formatQuantity(1, 'people')).toBe('1 person');
    expect(formatQuantity(2.5, 'fte')).toBe('2.50 FTE');
  });
});

describe('normalizePlan keeps the confidence fields', () => {
  it('keeps every new task and plan field', () => {
    const result = normalizePlan(FULL_PLAN);
    expect(result).toEqual({ ok: true, value: FULL_PLAN });
  });

  it('survives a save and load round trip (JSON, stored plan, PATCH body)', () => {
    const stored = JSON.parse(
      JSON.stringify({
        id: 'p1',
        name: 'Help desk',
        total_fte: null,
        rfp_text: null,
        supporting_doc1: null,
        supporting_doc2: null,
        custom_instructions: null,
        document_names: {},
        approach: 'bottom_up',
        generated_plan: FULL_PLAN,
        created_at: '2026-11-25T00:00:00Z',
        updated_at: '2026-11-25T00:00:00Z',
      }),
    );
    const saved = SavedPlanSchema.parse(stored);
    expect(saved.generated_plan).toEqual(FULL_PLAN);
    const patch = UpdatePlanRequestSchema.parse({ generated_plan: saved.generated_plan });
    const reloaded = normalizePlan(JSON.stringify({ generated_plan: patch.generated_plan }));
    expect(reloaded.ok && reloaded.value).toEqual(FULL_PLAN);
  });

  it('drops an invalid new field with a warning instead of losing the plan or the task', () => {
    const result = normalizePlan({
      confidence: { level: 'certain' },
      tasks: [{ ...FULL_PLAN.tasks[0], hoursSource: 'guessed', citation: 'C.3' }],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.confidence).toBeUndefined();
    expect(result.value.tasks[0]?.hoursSource).toBeUndefined();
    expect(result.value.tasks[0]?.citation).toBeUndefined();
    expect(result.value.tasks[0]?.lcat).toBe('Program Manager (Key)');
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        'confidence: invalid value dropped',
        'tasks.0.hoursSource: invalid value dropped',
      ]),
    );
  });
});
