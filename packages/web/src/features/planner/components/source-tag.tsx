import { HOURS_SOURCE_HINTS, type TaskView } from '@staffplan/core';
import { Tooltip } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/utils';

const TONES: Readonly<Record<string, string>> = {
  stated: 'border-transparent bg-accent text-accent-foreground',
  derived: 'border-border bg-muted text-foreground',
  assumed: 'border-dashed border-muted-foreground/60 text-muted-foreground',
};

/**
 * The small Stated / Derived / Assumed tag of a row; its tooltip (hover or focus) says what the
 * source means and quotes the line's citation.
 */
export function SourceTag({ row }: { row: TaskView }) {
  if (!row.source) return null;
  return (
    <Tooltip
      content={
        <span className="grid gap-1">
          <span>{HOURS_SOURCE_HINTS[row.source]}</span>
          {row.citation ? <span className="opacity-80">{row.citation}</span> : null}
        </span>
      }
    >
      <button
        type="button"
        data-testid="source-tag"
        aria-label={`Hours ${row.sourceLabel.toLowerCase()}${row.citation ? `: ${row.citation}` : ''}`}
        className={cn(
          'inline-flex h-5 cursor-help items-center rounded border px-1.5 text-[11px] leading-none font-medium',
          TONES[row.source],
        )}
      >
        {row.sourceLabel}
      </button>
    </Tooltip>
  );
}
