import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '../../../lib/utils';

/**
 * A table cell's content with an edit button (shown on hover and focus, always on touch
 * screens): the button turns it into an input; Enter or leaving the field saves, Esc cancels.
 * A number that is not a whole, non-negative number of hours is not saved.
 * @example
 * <EditableCell label="Hours of task 1.1" value="2080" kind="number" onSave={(v) => edit(0, v)}>2,080</EditableCell>
 */
export function EditableCell({
  label,
  value,
  kind = 'text',
  disabled = false,
  align = 'left',
  onSave,
  children,
}: {
  label: string;
  value: string;
  kind?: 'text' | 'number';
  disabled?: boolean;
  align?: 'left' | 'right';
  onSave: (value: string) => void;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    const commit = () => {
      setDraft(null);
      const next = draft.trim();
      if (next === value.trim()) return;
      if (kind === 'number' && !(next !== '' && Number.isFinite(Number(next)) && Number(next) >= 0)) return;
      onSave(next);
    };
    return (
      <input
        // biome-ignore lint/a11y/noAutofocus: the user just asked to edit this cell
        autoFocus
        aria-label={label}
        type={kind === 'number' ? 'number' : 'text'}
        min={kind === 'number' ? 0 : undefined}
        inputMode={kind === 'number' ? 'decimal' : undefined}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
        className={cn(
          'h-8 w-full min-w-20 rounded-md border border-input bg-background px-2 text-sm tabular-nums shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring',
          align === 'right' && 'text-right',
        )}
      />
    );
  }
  return (
    <div className={cn('group/cell flex items-start gap-1', align === 'right' && 'justify-end')}>
      {children}
      {disabled ? null : (
        <button
          type="button"
          aria-label={`Edit ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
          title="Edit"
          onClick={() => setDraft(value)}
          className="shrink-0 rounded-sm p-0.5 text-muted-foreground opacity-0 transition-opacity hover:text-foreground focus-visible:opacity-100 group-hover/cell:opacity-100 [@media(hover:none)]:opacity-60"
        >
          <Pencil className="size-3.5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
