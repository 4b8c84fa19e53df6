import { DEFAULT_HOURS_PER_FTE, planView, type Task } from '@staffplan/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlanTable } from './plan-table';

const task = (over: Partial<Task> & Pick<Task, 'taskId' | 'lcat' | 'hours'>): Task => ({
  mathRationale: '',
  basis: '',
  ...over,
});

const TASKS: Task[] = [
  task({
    taskId: '1.1',
    lcat: 'Program Manager',
    hours: DEFAULT_HOURS_PER_FTE,
    mathRationale: '1 FTE x 1,880 h',
    basis: 'Work on-site at HQ',
  }),
  task({ taskId: '1.2', lcat: 'Senior Developer (Java)', hours: 940, location: 'Remote' }),
  task({
    taskId: '1.3',
    lcat: 'Security Guard',
    hours: 50_000,
    quantity: 2,
    unit: 'posts',
    rate: 25_000,
    requirementRefs: ['C.3.2', 'C.4'],
  }),
  task({ taskId: '1.4', lcat: 'program manager', hours: 0, basis: 'No place given' }),
];

describe('PlanTable', () => {
  it('shows the six columns with right-aligned hours', () => {
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Task Number', 'Location', 'Role', 'Hours', 'Calculation Method', 'Notes']);
    expect(screen.getByRole('columnheader', { name: 'Hours' }).className).toContain('text-right');
  });

  it('infers the location from the texts and shows Not specified otherwise', () => {
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('On-site')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Remote')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Not specified')).toBeTruthy();
  });

  it('colours roles by case-insensitive containment, the most specific match winning', () => {
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    const role = (name: string) => screen.getByRole('button', { name }) as HTMLElement;
    const dot = (el: HTMLElement) => (el.querySelector('span[aria-hidden]') as HTMLElement).style.background;
    expect(dot(role('Program Manager'))).toBe(dot(role('program manager')));
    expect(dot(role('Program Manager'))).not.toBe(dot(role('Senior Developer (Java)')));
  });

  it('shows the role description in a tooltip after 700 ms of hover, and at once on keyboard focus', async () => {
    const user = userEvent.setup();
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    await user.hover(screen.getByRole('button', { name: 'Senior Developer (Java)' }));
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip', {}, { timeout: 1500 })).textContent).toMatch(/develop/i);
    await user.unhover(screen.getByRole('button', { name: 'Senior Developer (Java)' }));
    await user.keyboard('{Escape}');
    // Keyboard: Tab from the task button of row 1.3 reaches its role, which opens the tooltip.
    screen.getByRole('button', { name: 'Task 1.3 details' }).focus();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Security Guard');
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Labour category outside the standard catalogue',
    );
  });

  it('sizes hours bars as min(100, 20 + hours x 0.01) percent', () => {
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    const widths = screen.getAllByTestId('hours-bar').map((b) => b.style.width);
    expect(widths).toEqual(['38.8%', '29.4%', '100%', '20%']);
  });

  it('totals hours, FTE (hours / DEFAULT_HOURS_PER_FTE, two decimals), unique roles and tasks', () => {
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    expect(screen.getByTestId('total-hours').textContent).toBe('52,820 h');
    expect(screen.getByTestId('total-fte').textContent).toBe('28.10 FTE');
    expect(screen.getByTestId('unique-roles').textContent).toBe('4');
    expect(screen.getByTestId('task-count').textContent).toBe('4');
  });

  it('expands a row to show its requirement references and recomputable math', async () => {
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Task 1.3 details' }));
    expect(screen.getByText('C.3.2, C.4')).toBeTruthy();
    expect(screen.getByText('2 posts × 25,000 h = 50,000 h')).toBeTruthy();
  });

  it('keeps every cell of a row on one line, the full text in a title and in the expanded row', async () => {
    const notes =
      'Work on-site at HQ, five days a week, with quarterly travel to the three regional offices.';
    const method = '1 FTE x 1,880 h for the base year and each of the four option years (stated in L.4)';
    render(
      <PlanTable
        view={planView({
          tasks: [
            task({
              taskId: '1.1',
              lcat: 'Program Manager',
              hours: DEFAULT_HOURS_PER_FTE,
              mathRationale: method,
              basis: notes,
            }),
          ],
        })}
      />,
    );
    expect(screen.getByRole('table').className).toContain('table-fixed');
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(6);
    const [, location, role, , methodCell, notesCell] = cells as HTMLElement[];
    expect(methodCell?.className).toContain('truncate');
    expect(methodCell?.title).toBe(method);
    expect(notesCell?.className).toContain('truncate');
    expect(notesCell?.title).toBe(notes);
    expect(within(location as HTMLElement).getByText('On-site').className).toContain('truncate');
    expect(within(role as HTMLElement).getByText('Program Manager').className).toContain('truncate');
    expect(screen.queryByTestId('task-notes')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Task 1.1 details' }));
    expect(screen.getByTestId('task-notes').textContent).toBe(notes);
    expect(within(screen.getByTestId('task-details')).getByText(method)).toBeTruthy();
  });

  it('adds a Task Area column after Task Number when lines have work areas', () => {
    render(
      <PlanTable
        view={planView({
          tasks: [
            task({
              taskId: '1.1',
              lcat: 'Program Manager',
              hours: DEFAULT_HOURS_PER_FTE,
              workArea: 'Program Management',
            }),
            task({ taskId: '2.1', lcat: 'Developer', hours: 940 }),
          ],
        })}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Task Number',
      'Task Area',
      'Location',
      'Role',
      'Hours',
      'Calculation Method',
      'Notes',
    ]);
    const rows = screen.getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('Program Management');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('');
  });

  it('keeps the header at the top of the scrolling rows and the totals under them', () => {
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    const box = screen.getByTestId('plan-table-scroll');
    expect(box.querySelector('thead')?.className).toContain('sticky');
    // The totals are outside the scrolling box: they stay in view while the rows scroll.
    expect(box.contains(screen.getByTestId('total-hours'))).toBe(false);
  });

  it('shows the empty state', () => {
    render(<PlanTable view={planView({ tasks: [] })} />);
    expect(screen.getByText('No data available')).toBeTruthy();
  });

  it('renders only a window of a 2,000-task plan, with totals of all of them', () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      task({ taskId: String(i + 1), lcat: 'Developer', hours: 94 }),
    );
    render(<PlanTable view={planView({ tasks: many })} />);
    expect(screen.getAllByTestId('hours-bar').length).toBeLessThan(60);
    expect(screen.getByTestId('total-hours').textContent).toBe('188,000 h');
    expect(screen.getByTestId('total-fte').textContent).toBe('100.00 FTE');
  });
});
