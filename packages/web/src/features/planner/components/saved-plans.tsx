import type { PlanSummary } from '@staffplan/core';
import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/utils';
import type { SavedPlansList } from '../hooks/use-saved-plans';

/**
 * Saved Plans: load on click, delete with confirmation; scrolls at a maximum height. The list
 * comes a page at a time: 'Show more plans' under it appends the next page while there is one.
 */
export function SavedPlans({
  list,
  selectedId,
  onLoad,
  onDelete,
}: {
  list: SavedPlansList;
  selectedId: string | null;
  onLoad: (id: string) => void;
  onDelete: (id: string) => void;
}) {
  const { plans, isLoading: loading, hasMore, loadingMore, showMore } = list;
  const [doomed, setDoomed] = useState<PlanSummary | null>(null);
  return (
    <section aria-labelledby="saved-plans-title" className="grid gap-2">
      <h2 id="saved-plans-title" className="text-sm font-semibold">
        Saved Plans
      </h2>
      {loading ? (
        <div className="grid gap-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      ) : !plans || plans.length === 0 ? (
        <p className="text-sm text-muted-foreground">No saved plans yet.</p>
      ) : (
        <ul className="grid max-h-64 gap-1 overflow-y-auto pr-1" data-testid="saved-plans">
          {plans.map((p) => (
            <li key={p.id} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onLoad(p.id)}
                className={cn(
                  'min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted',
                  selectedId === p.id && 'bg-accent text-accent-foreground',
                )}
              >
                <span className="block truncate font-medium">{p.name}</span>
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {p.task_count} {p.task_count === 1 ? 'task' : 'tasks'} ·{' '}
                  {new Date(p.updated_at).toLocaleDateString('en-US')}
                </span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${p.name}`}
                onClick={() => setDoomed(p)}
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!loading && hasMore ? (
        <Button variant="outline" size="sm" onClick={showMore} disabled={loadingMore}>
          {loadingMore ? <Loader2 className="animate-spin" /> : null}
          Show more plans
        </Button>
      ) : null}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete this plan?"
        description={`"${doomed?.name ?? ''}" will be removed from your library.`}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (doomed) onDelete(doomed.id);
          setDoomed(null);
        }}
      />
    </section>
  );
}
