import { DEFAULT_HOURS_PER_FTE, GeneratedPlanSchema } from '@staffplan/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import fixture from '../../../../test/fixtures/confidence-plan.json';
import { PlanPanel } from './plan-panel';

const PLAN = GeneratedPlanSchema.parse(fixture);
const show = (plan = PLAN) => render(<PlanPanel plan={plan} planName="Help desk" fteTarget="" />);

/** The text of each element with `role` in a region of the panel, in order. */
const textsIn = (region: HTMLElement, role: 'row' | 'listitem') =>
  within(region)
    .getAllByRole(role)
    .map((element) => element.textContent);

describe('PlanPanel: how far the plan can be trusted', () => {
  it('shows the confidence badge with its reason and the counts by source near the title', () => {
    show();
    const badge = screen.getByRole('region', { name: 'Plan confidence' });
    expect(within(badge).getByText('Medium confidence')).toBeTruthy();
    expect(
      within(badge).getByText('Key staff are stated; help desk hours are derived from ticket volume.'),
    ).toBeTruthy();
    expect(within(badge).getByTestId('source-summary').textContent).toBe(
      'Lines: 1 stated · 1 derived · 1 assumed',
    );
  });

  it('tags each row with its source and totals FTE at the plan hours per FTE', () => {
    show();
    expect(screen.getAllByTestId('source-tag').map((t) => t.textContent)).toEqual([
      'Stated',
      'Derived',
      'Assumed',
    ]);
    expect(screen.getByTestId('total-fte').textContent).toBe('5.25 FTE');
    expect(screen.getByTestId('fte-basis').textContent).toBe('at 2,080 h per FTE');
  });

  it('quotes the citation in the source tooltip and in the expanded row; says when no requirement states a line', async () => {
    const user = userEvent.setup();
    show();
    screen.getByRole('button', { name: 'Task 1.1 details' }).focus();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Stated');
    expect((await screen.findByRole('tooltip')).textContent).toContain(
      '"Program Manager (Key) 2,080 hours per year" (Table 3, pws.pdf)',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Task 3.1 details' }));
    expect(screen.getByTestId('citation').textContent).toBe('No requirement states this line');
    await user.click(screen.getByRole('button', { name: 'Task 2.1 details' }));
    expect(screen.getByText('C.4.3 Keep a knowledge base.')).toBeTruthy();
  });

  it('shows hours by period for the whole plan, with the first-period rule', () => {
    show();
    const periods = screen.getByRole('region', { name: 'Hours by period' });
    const rows = textsIn(periods, 'row');
    expect(rows).toContain('Base Year125,720 h2.75 FTE');
    expect(rows).toContain('Option Year 1125,200 h2.50 FTE');
    expect(rows).toContain('All periods2410,920 h—');
    expect(within(periods).getByText(/2,080 h per FTE × months \/ 12/)).toBeTruthy();
    expect(within(periods).getByText(/counts all its hours in the first period/)).toBeTruthy();
  });

  it('lists assumptions and open questions, marks the ones for the CO, and copies them all', async () => {
    const user = userEvent.setup();
    show();
    const panel = screen.getByRole('region', { name: 'Assumptions & open questions' });
    expect(textsIn(panel, 'listitem')).toEqual([
      '0.5 h per ticket (industry norm).',
      'Documentation needs a quarter of a writer.',
      'Ask COIs the 12,000-ticket volume per year or for the whole period? (C.4.2)',
      'Check whether surge support is priced separately.',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'Copy questions for the CO' }));
    expect(await navigator.clipboard.readText()).toBe(
      '1. Is the 12,000-ticket volume per year or for the whole period? (C.4.2)',
    );
  });

  it('compares stated with planned per labour category and period, with footing and budget', () => {
    show();
    const stated = screen.getByRole('region', { name: 'Stated vs planned' });
    expect(within(stated).getByTestId('stated-summary').textContent).toBe(
      '1 of 2 stated figures differ from the plan',
    );
    const rows = textsIn(stated, 'row');
    expect(rows).toEqual([
      'Labour categoryBase Year',
      'Program Manager (Key)2,080 h (as stated)',
      'Whole plan2.50 FTEstated 3.00 FTE',
    ]);
    expect(within(stated).getByRole('list', { name: 'Footing checks' }).textContent).toBe(
      'Does not footBase Year: the stated total is 6,240 but its rows sum to 6,000.',
    );
    expect(within(stated).getByTestId('budget-line').textContent).toBe(
      'Budget $1,200,000 (Base Year) buys 5.02 FTE at $115.00/h (assumed rate); the plan has 2.50 FTE.',
    );
  });

  it('lays a labour category x period table out as a grid, one line per category', () => {
    const periods = ['Base Year', 'Option Year 1'];
    show(
      GeneratedPlanSchema.parse({
        ...PLAN,
        statedComparison: {
          rows: periods.flatMap((period) => [
            { lcat: 'Analyst', period, stated: 1, planned: 1, unit: 'fte' },
            { lcat: 'Engineer', period, stated: 2, planned: period === 'Base Year' ? 2 : 1.5, unit: 'fte' },
          ]),
          foots: periods.map((period) => ({ period, statedTotal: 3, rowSum: 3, ok: true })),
        },
      }),
    );
    const stated = screen.getByRole('region', { name: 'Stated vs planned' });
    expect(textsIn(stated, 'row')).toEqual([
      'Labour categoryBase YearOption Year 1',
      'Analyst1.00 FTE (as stated)1.00 FTE (as stated)',
      'Engineer2.00 FTE (as stated)1.50 FTEstated 2.00 FTE',
    ]);
    expect(within(stated).getByRole('list', { name: 'Footing checks' }).textContent).toBe(
      'FootsThe stated totals foot in all 2 periods.',
    );
  });

  it('warns when the hours by period do not add up to the task total', () => {
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
    show(annual);
    expect(screen.getByTestId('period-mismatch').textContent).toBe(
      'The periods add up to 9,400 h while the tasks total 1,880 h.',
    );
  });

  it('shows none of it for a plan that does not carry these fields', () => {
    show(
      GeneratedPlanSchema.parse({
        tasks: [{ taskId: '1', lcat: 'Developer', hours: DEFAULT_HOURS_PER_FTE }],
      }),
    );
    expect(screen.queryByRole('region', { name: 'Plan confidence' })).toBeNull();
    expect(screen.queryByTestId('source-tag')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Stated vs planned' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Assumptions & open questions' })).toBeNull();
    expect(screen.getByTestId('total-fte').textContent).toBe('1.00 FTE');
  });

  it('shows skeletons, not the previous plan, while a saved plan loads', () => {
    render(<PlanPanel plan={PLAN} planName="Help desk" fteTarget="" loading />);
    expect(screen.getByTestId('plan-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading plan…');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('total-hours')).toBeNull();
  });
});
