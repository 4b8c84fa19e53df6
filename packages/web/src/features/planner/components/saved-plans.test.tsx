import type { PlanSummary } from '@staffplan/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { PLANS_KEY, type PlanPageSource, useSavedPlans } from '../hooks/use-saved-plans';
import { SavedPlans } from './saved-plans';

const summary = (i: number): PlanSummary => ({
  id: `plan-${i}`,
  name: `Solicitation ${i}`,
  total_fte: 2,
  approach: 'bottom_up',
  document_names: { primary: 'rfp.pdf', doc1: null, doc2: null },
  task_count: 3,
  total_hours: 5640,
  created_at: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
});

/** The server's paging over `count` plans, 50 a page; records the cursors asked for. */
function library(count: number) {
  const plans = Array.from({ length: count }, (_, i) => summary(i + 1));
  const asked: (string | null)[] = [];
  const source: PlanPageSource = async (cursor) => {
    asked.push(cursor);
    const start = Number(cursor ?? 0);
    const end = start + 50;
    return { plans: plans.slice(start, end), nextCursor: end < count ? String(end) : null, total: count };
  };
  return { source, asked };
}

function Harness({ source }: { source: PlanPageSource }) {
  const saved = useSavedPlans(true, source);
  return <SavedPlans list={saved} selectedId={null} onLoad={() => {}} onDelete={() => {}} />;
}

function renderList(source: PlanPageSource): QueryClient {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <Harness source={source} />
    </QueryClientProvider>,
  );
  return client;
}

const names = () =>
  within(screen.getByTestId('saved-plans'))
    .getAllByRole('button', { name: /^Solicitation/ })
    .map((b) => b.textContent?.replace(/3 tasks.*$/, ''));

describe('Saved Plans, a page at a time', () => {
  it('counts one task in the singular', async () => {
    const one = { ...summary(1), task_count: 1 };
    renderList(async () => ({ plans: [one, summary(2)], nextCursor: null, total: 2 }));
    await screen.findByText('Solicitation 2');
    expect(screen.getByText(/^1 task · /)).toBeTruthy();
    expect(screen.getByText(/^3 tasks · /)).toBeTruthy();
  });

  it('shows no "Show more plans" when the first page is all there is', async () => {
    renderList(library(30).source);
    await screen.findByText('Solicitation 30');
    expect(names()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more plans' })).toBeNull();
  });

  it('"Show more plans" appends the next page under the scrolling list until the last', async () => {
    const { source, asked } = library(120);
    const client = renderList(source);
    await screen.findByText('Solicitation 50');
    expect(names()).toHaveLength(50);
    expect(screen.getByTestId('saved-plans').className).toContain('max-h-64');

    await userEvent.click(screen.getByRole('button', { name: 'Show more plans' }));
    await screen.findByText('Solicitation 100');
    expect(names()).toEqual(Array.from({ length: 100 }, (_, i) => `Solicitation ${i + 1}`));

    // A save, rename or delete invalidates the list: the pages shown so far come back in order.
    await client.invalidateQueries({ queryKey: PLANS_KEY });
    expect(names()).toHaveLength(100);

    await userEvent.click(screen.getByRole('button', { name: 'Show more plans' }));
    await screen.findByText('Solicitation 120');
    expect(names()).toHaveLength(120);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more plans' })).toBeNull());
    expect(asked).toEqual([null, '50', null, '50', '100']);
  });
});
