import { Check, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

/**
 * The plan's name in the panel header, renamed in place: the pencil (or a click on the name)
 * opens a field; Enter or leaving it saves, Esc cancels. Beside it, whether edits are saved.
 * @example
 * <PlanName name="Guard services" saved onRename={rename} />
 */
export function PlanName({
  name,
  saved,
  saving,
  onRename,
}: {
  name: string;
  /** Whether the plan is a saved plan (its edits and name are saved as they happen). */
  saved: boolean;
  saving: boolean;
  onRename: (name: string) => Promise<void> | void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = name.trim() || 'Untitled plan';
  if (draft !== null) {
    const commit = () => {
      const next = draft.trim();
      setDraft(null);
      if (next === name.trim()) return;
      if (!next) {
        toast.error('Error', { description: 'Please enter a name for this plan' });
        return;
      }
      void onRename(next);
    };
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the user just asked to rename
        autoFocus
        aria-label="Plan name"
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
        className="h-7 w-64 max-w-full rounded-md border border-input bg-background px-2 text-sm font-medium text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
    );
  }
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <button
        type="button"
        className="min-w-0 truncate text-left font-medium text-foreground hover:underline"
        data-testid="plan-name"
        onClick={() => setDraft(name)}
        title="Rename plan"
      >
        {shown}
      </button>
      <button
        type="button"
        aria-label="Rename plan"
        className="rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
        onClick={() => setDraft(name)}
      >
        <Pencil className="size-3.5" aria-hidden="true" />
      </button>
      {saved ? (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" aria-live="polite">
          {saving ? (
            'Saving…'
          ) : (
            <>
              <Check className="size-3" aria-hidden="true" /> Saved
            </>
          )}
        </span>
      ) : null}
    </span>
  );
}
