import { ChevronDown, ChevronUp, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** The full-panel, collapsible 'Extended Thinking in Progress' overlay with the streamed text. */
export function ThinkingOverlay({ text, error }: { text: string; error: string | null }) {
  const [collapsed, setCollapsed] = useState(false);
  const [atBottom, setAtBottom] = useState(true);
  const scroller = useRef<HTMLDivElement>(null);
  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    setAtBottom(true);
  }, []);
  useEffect(() => {
    if (atBottom && text) toBottom();
  }, [text, atBottom, toBottom]);

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="thinking-title"
      className={
        collapsed
          ? 'absolute inset-x-4 top-4 z-30 rounded-lg border bg-card shadow-lg'
          : 'absolute inset-0 z-30 flex flex-col bg-background p-4'
      }
    >
      <div className="flex items-center justify-between gap-2 px-2 py-2">
        <h2 id="thinking-title" className="flex items-center gap-2 font-semibold">
          <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" /> Extended Thinking in
          Progress
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={collapsed ? 'Expand thinking' : 'Collapse thinking'}
          onClick={() => setCollapsed((c) => !c)}
        >
          {collapsed ? <ChevronDown /> : <ChevronUp />}
        </Button>
      </div>
      {collapsed ? null : (
        <div className="relative flex min-h-0 flex-1 flex-col rounded-lg border bg-card">
          <div
            ref={scroller}
            data-testid="thinking-text"
            aria-live="polite"
            className="min-h-0 flex-1 overflow-auto p-4 text-sm whitespace-pre-wrap"
            onScroll={(e) => {
              const el = e.currentTarget;
              setAtBottom(el.scrollHeight - el.scrollTop - el.clientHeight < 24);
            }}
          >
            {text || <span className="text-muted-foreground">Waiting for thinking process to start...</span>}
            {error ? (
              <p role="alert" className="mt-2 text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          {text && !atBottom ? (
            <Button size="sm" className="absolute right-4 bottom-4" onClick={toBottom}>
              New thinking
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
