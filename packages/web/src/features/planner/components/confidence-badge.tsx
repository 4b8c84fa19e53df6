import type { PlanView } from '@staffplan/core';
import { Gauge } from 'lucide-react';
import { cn } from '../../../lib/utils';

const TONES: Readonly<Record<string, string>> = {
  high: 'border-primary/40 bg-accent text-accent-foreground',
  medium: 'border-warning/50 text-warning',
  low: 'border-destructive/50 text-destructive',
};

/** The plan's confidence next to its title: level, reason and how many lines are stated, derived, assumed. */
export function ConfidenceBadge({ view }: { view: PlanView }) {
  const confidence = view.confidence;
  if (!confidence && !view.sourceSummary) return null;
  return (
    <section
      aria-label="Plan confidence"
      className="flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 text-sm"
      data-testid="plan-confidence"
    >
      {confidence ? (
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
            TONES[confidence.level],
          )}
          data-level={confidence.level}
        >
          <Gauge className="size-3.5" aria-hidden="true" />
          {confidence.label}
        </span>
      ) : null}
      {confidence ? <span className="text-muted-foreground">{confidence.reason}</span> : null}
      {view.sourceSummary ? (
        <span className="text-xs text-muted-foreground tabular-nums" data-testid="source-summary">
          Lines: {view.sourceSummary}
        </span>
      ) : null}
    </section>
  );
}
