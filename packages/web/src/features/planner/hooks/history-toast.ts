import type { PlanVersion } from '@staffplan/core';
import { toast } from 'sonner';

/**
 * What a version was, in a few words: its chat message in quotes, the manual edit it made,
 * or the generation.
 * @example
 * versionLabel({ source: 'chat', message: 'add a QA Engineer', ... }) // '“add a QA Engineer”'
 */
export function versionLabel(version: Pick<PlanVersion, 'source' | 'message'>): string {
  if (version.source === 'chat') return version.message ? `“${version.message}”` : 'a chat edit';
  if (version.source === 'generated') return 'the regeneration';
  return version.message ?? 'a manual edit';
}

/**
 * Says what Undo or Redo just did: which edit (its message) and what it changed.
 * @example
 * stepToast('undo', result.step) // toast 'Undone: “add a QA Engineer”', 'Added 1 task ...'
 */
export function stepToast(direction: 'undo' | 'redo', step: PlanVersion): void {
  const title = `${direction === 'undo' ? 'Undone' : 'Redone'}: ${versionLabel(step)}`;
  toast.success(title, step.summary ? { description: step.summary } : undefined);
}
