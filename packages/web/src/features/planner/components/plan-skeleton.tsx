import { Skeleton } from '../../../components/ui/skeleton';

const ROWS = 6;

/** The task table's shape while a saved plan loads: a header, six rows, the totals line. */
export function PlanSkeleton() {
  return (
    <div className="overflow-hidden rounded-lg border" aria-busy="true" data-testid="plan-skeleton">
      <span className="sr-only" role="status">
        Loading plan…
      </span>
      <div className="flex gap-6 bg-muted px-3 py-2.5">
        <Skeleton className="h-3 w-16 bg-background/70" />
        <Skeleton className="h-3 w-20 bg-background/70" />
        <Skeleton className="h-3 w-24 bg-background/70" />
        <Skeleton className="ml-auto h-3 w-12 bg-background/70" />
      </div>
      {Array.from({ length: ROWS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing to key on
        <div key={i} className="flex items-center gap-6 border-t px-3 py-3">
          <Skeleton className="h-4 w-10" />
          <Skeleton className="hidden h-4 w-20 sm:block" />
          <Skeleton className="h-4 w-32" />
          <Skeleton className="ml-auto h-4 w-14" />
          <Skeleton className="hidden h-4 w-1/4 md:block" />
        </div>
      ))}
      <div className="flex gap-6 border-t-2 px-3 py-2.5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-4 w-28" />
      </div>
    </div>
  );
}
