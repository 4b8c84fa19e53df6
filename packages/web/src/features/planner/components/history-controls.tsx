import { formatHours, type PlanHistory, type PlanVersion } from '@staffplan/core';
import { History, Redo2, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { versionLabel } from '../hooks/history-toast';

const SOURCE_NAMES = { generated: 'Generated', chat: 'Chat', edit: 'Edit', amendment: 'Amendment' } as const;

/** Whether a key press is typed into a field (then Ctrl+Z belongs to the field). */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Undo or Redo, its title saying which edit it would take back or bring back (or that there is none). */
function StepButton({
  verb,
  icon,
  edit,
  enabled,
  onClick,
}: {
  verb: 'Undo' | 'Redo';
  icon: ReactNode;
  edit: PlanVersion | null | undefined;
  enabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={!enabled}
      onClick={onClick}
      title={edit ? `${verb} ${versionLabel(edit)}` : `Nothing to ${verb.toLowerCase()}`}
    >
      {icon} {verb}
    </Button>
  );
}

/**
 * The Undo and Redo buttons (each saying which edit it would take back or bring back) and the
 * plan's version history, all read from the server; floating from 640 px, in the planner's bottom
 * bar on a phone. Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes when no field has the
 * focus.
 * @example
 * <HistoryControls history={doc.history} canUndo={doc.canUndo} canRedo={doc.canRedo} onUndo={doc.undo} onRedo={doc.redo} />
 */
export function HistoryControls({
  history,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  history: PlanHistory | null;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || inField(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key === 'z' && !event.shiftKey && canUndo) onUndo();
      else if (redo && canRedo) onRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canUndo, canRedo, onUndo, onRedo]);

  const versions = history?.versions ?? [];
  if (!canUndo && !canRedo && versions.length === 0) return null;
  return (
    <div
      className="flex gap-1 rounded-lg bg-card sm:fixed sm:bottom-6 sm:left-6 sm:z-30 sm:border sm:p-1 sm:shadow-lg"
      data-testid="history-controls"
    >
      <StepButton verb="Undo" icon={<Undo2 />} edit={history?.undo} enabled={canUndo} onClick={onUndo} />
      <StepButton verb="Redo" icon={<Redo2 />} edit={history?.redo} enabled={canRedo} onClick={onRedo} />
      {versions.length > 0 ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" aria-label="Version history">
              <History />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" side="top" className="max-h-96 w-80 overflow-y-auto">
            <DropdownMenuLabel className="font-medium">Version history</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {versions.map((v) => (
              <DropdownMenuItem
                key={v.seq}
                className={`grid gap-0.5 ${v.undone ? 'opacity-60' : ''}`}
                data-testid="version"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-medium">
                    {SOURCE_NAMES[v.source as keyof typeof SOURCE_NAMES] ?? v.source}
                    {v.seq === history?.current ? ' · current' : v.undone ? ' · undone' : ''}
                  </span>
                  <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                    {formatHours(v.total_hours)}
                  </span>
                </span>
                {v.source === 'generated' && !v.message ? null : (
                  <span className="line-clamp-2 text-xs text-muted-foreground">{versionLabel(v)}</span>
                )}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
}
