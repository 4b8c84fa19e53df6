import type { PlanSummary } from '@staffplan/core';
import type { PlanPage } from '@staffplan/core/client';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { loadApi } from '../../../lib/api-lazy';

export const PLANS_KEY = ['/api/staffing/plans'] as const;

/** Reads one page of the saved plans: the first for null, else the page after `cursor`. */
export type PlanPageSource = (cursor: string | null) => Promise<PlanPage>;

const fromServer: PlanPageSource = async (cursor) => (await loadApi()).planPage(cursor);

/** The saved plans loaded so far, and how to load the next page while there is one. */
export type SavedPlansList = {
  plans: PlanSummary[] | undefined;
  isLoading: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  showMore: () => void;
};

/**
 * The saved plans of the signed-in user, a page (the server's 50) at a time; the one query
 * that refetches on window focus. A focus or an invalidation (save, rename, delete) refetches
 * every page loaded so far, in order; `showMore` appends the next page.
 */
export function useSavedPlans(enabled: boolean, source: PlanPageSource = fromServer): SavedPlansList {
  const query = useInfiniteQuery({
    queryKey: PLANS_KEY,
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => source(pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });
  const plans = useMemo(() => {
    if (!query.data) return undefined;
    // A plan saved in another tab between two pages can reach both: show it once.
    const seen = new Set<string>();
    return query.data.pages
      .flatMap((page) => page.plans)
      .filter((plan) => {
        if (seen.has(plan.id)) return false;
        seen.add(plan.id);
        return true;
      });
  }, [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return {
    plans,
    isLoading: query.isLoading,
    hasMore: hasNextPage,
    loadingMore: isFetchingNextPage,
    showMore: () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
  };
}
