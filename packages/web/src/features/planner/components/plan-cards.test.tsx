import { GeneratedPlanSchema, planView } from '@staffplan/core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PlanTable } from './plan-table';

const { tasks: TASKS } = GeneratedPlanSchema.parse({
  tasks: [
    {
      taskId: '1.1',
      lcat: 'Program Manager',
      hours: 2080,
      mathRationale: '1 FTE x 2,080 h (stated in Table 3)',
      basis: 'The PWS names a key Program Manager for the whole period.',
      location: 'Remote',
      hoursSource: 'stated',
      citation: { quote: 'Program Manager (Key) 2,080 hours per year', ref: 'Table 3' },
    },
    {
      taskId: '2.1',
      lcat: 'Help Desk Specialist II',
      hours: 6000,
      mathRationale: '12,000 tickets x 0.5 h',
      basis: 'Ticket volume from C.4.2.',
      hoursSource: 'derived',
      citation: null,
    },
  ],
});

/** A window whose width matches or not the phone query, with the listeners the hook adds. */
function stubScreen(phone: boolean) {
  const listeners = new Set<() => void>();
  const state = { phone };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(max-width: 639px)' && state.phone;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(toPhone: boolean) {
      state.phone = toPhone;
      for (const fn of listeners) fn();
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('PlanTable under 640 px: one card per task', () => {
  it('shows each task as a card with number, role, location, hours with its source, and the calculation; no table', () => {
    stubScreen(true);
    render(<PlanTable view={planView({ tasks: TASKS })} title="Help desk" />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('button', { name: 'Task 1.1 details' }).textContent).toBe('1.1');
    expect(first.getByTestId('role-name').textContent).toBe('Program Manager');
    expect(first.getByText('Remote')).toBeTruthy();
    expect(first.getByTestId('task-hours').textContent).toBe('Stated2,080');
    expect(first.getByText('1 FTE x 2,080 h (stated in Table 3)').className).toContain('truncate');
    const second = within(cards[1] as HTMLElement);
    expect(second.getByTestId('task-hours').textContent).toBe('Derived6,000');
    expect(second.getByText('Not specified')).toBeTruthy();
    // The same totals as the table, from core's planView.
    expect(screen.getByTestId('total-hours').textContent).toBe('8,080 h');
    expect(screen.getByTestId('task-count').textContent).toBe('2');
    expect(screen.getByText('Help desk')).toBeTruthy();
  });

  it('keeps the notes and citation for the expanded card', async () => {
    stubScreen(true);
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    expect(screen.queryByTestId('task-notes')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Task 2.1 details' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('task-notes').textContent).toBe('Ticket volume from C.4.2.');
    expect(screen.getByTestId('citation').textContent).toBe('No requirement states this line');
  });

  it('switches between the table and the cards as the window crosses 640 px', () => {
    const screenSize = stubScreen(false);
    render(<PlanTable view={planView({ tasks: TASKS })} />);
    expect(screen.getByRole('table')).toBeTruthy();
    act(() => screenSize.resize(true));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByTestId('plan-card')).toHaveLength(2);
    act(() => screenSize.resize(false));
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('renders only a window of a 2,000-task plan as cards', () => {
    stubScreen(true);
    const many = Array.from({ length: 2000 }, (_, i) => ({
      taskId: String(i + 1),
      lcat: 'Developer',
      hours: 94,
      mathRationale: '',
      basis: '',
    }));
    render(<PlanTable view={planView({ tasks: many })} />);
    expect(screen.getAllByTestId('plan-card').length).toBeLessThan(40);
    expect(screen.getByTestId('total-hours').textContent).toBe('188,000 h');
  });

  it('shows cards on a wide screen too when the panel is narrower than the table (the chat open beside it)', () => {
    stubScreen(false);
    // Only the plan's box is resized here (the virtualiser observes its own elements too).
    const observers: Array<(width: number) => void> = [];
    const resizeTo = (width: number) => {
      for (const resize of observers) resize(width);
    };
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        if (!(target instanceof HTMLElement) || target.dataset.testid !== 'plan-tasks') return;
        observers.push((width) =>
          this.callback(
            [{ target, contentRect: { width } } as unknown as ResizeObserverEntry],
            this as unknown as ResizeObserver,
          ),
        );
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      render(<PlanTable view={planView({ tasks: TASKS })} />);
      expect(screen.getByRole('table')).toBeTruthy();
      act(() => resizeTo(660));
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getAllByTestId('plan-card')).toHaveLength(2);
      act(() => resizeTo(1030));
      expect(screen.getByRole('table')).toBeTruthy();
    } finally {
      globalThis.ResizeObserver = original;
    }
  });
});
