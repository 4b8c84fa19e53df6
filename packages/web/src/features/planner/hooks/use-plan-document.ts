import {
  DEFAULT_HOURS_PER_FTE,
  diffPlans,
  type GeneratedPlan,
  mergePlan,
  normalizePlan,
  type PlanChange,
  type PlanDiff,
  type PlanHistory,
} from '@staffplan/core';
import type { Pricing } from '@staffplan/core/pricing';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { createSaveQueue } from '../../../lib/save-queue';
import { type CellEdit, cellEditMessage, cellEditUpdate } from './cell-edit';
import { stepToast } from './history-toast';
import { PLANS_KEY } from './use-saved-plans';

/** Reads any plan shape into core's canonical form, or null. */
export function toPlan(value: unknown): GeneratedPlan | null {
  if (value === undefined || value === null) return null;
  const result = normalizePlan(value);
  return result.ok ? result.value : null;
}

/** Whether an edit changed nothing (a question in chat): no save, no undo step. */
export function isEmptyDiff(diff: PlanDiff): boolean {
  return (
    diff.added.length + diff.removed.length + diff.changed.length === 0 &&
    diff.hoursBefore === diff.hoursAfter &&
    diff.fteBefore === diff.fteAfter
  );
}

type Loaded = { id: string; name: string } | null;

/**
 * The plan on screen as a document: the loaded saved plan's id and name, its edits (chat or a
 * cell) saved one at a time as versions on the server, undo and redo through the server's
 * history (so they survive a reload), and rename. A restored draft names its plan by id; the
 * plan is then read again from the server, which is the authority.
 */
export function usePlanDocument(initial: unknown, initialId?: string, initialName?: string) {
  const [plan, setPlan] = useState<GeneratedPlan | null>(() => toPlan(initial));
  const [loaded, setLoaded] = useState<Loaded>(() =>
    initialId ? { id: initialId, name: initialName ?? '' } : null,
  );
  const [history, setHistory] = useState<PlanHistory | null>(null);
  const [stepping, setStepping] = useState(false);
  const [pending, setPending] = useState(0);
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const queryClient = useQueryClient();
  // One write at a time, in the order they were made: an Undo right after a chat edit must
  // never reach the server before that edit.
  const queue = useRef(createSaveQueue<never>(async () => undefined));

  const refreshHistory = useCallback(async (id: string) => {
    try {
      const next = await (await loadApi()).planVersions(id);
      if (loadedRef.current?.id === id) setHistory(next);
    } catch {
      // The buttons keep their last state; the next write reads the history again.
    }
  }, []);

  const write = useCallback(<R>(step: () => Promise<R>): Promise<R> => {
    setPending((n) => n + 1);
    return queue.current.run(step).finally(() => setPending((n) => n - 1));
  }, []);

  // After a reload the draft's copy may be stale (another tab, the CLI): read the plan again.
  const restoredId = useRef(initialId);
  useEffect(() => {
    const id = restoredId.current;
    if (!id) return;
    loadApi()
      .then((api) => api.getPlan(id))
      .then((saved) => {
        if (loadedRef.current?.id !== id) return;
        setPlan(saved.generated_plan);
        setLoaded({ id, name: saved.name });
        void refreshHistory(id);
      })
      .catch(() => {
        if (loadedRef.current?.id === id) setLoaded(null);
      });
  }, [refreshHistory]);

  // Closing the tab while a change is still being saved would lose it: the browser asks first.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (queue.current.busy) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const saveEdit = useCallback(
    (id: string, next: GeneratedPlan, change: PlanChange) =>
      write(async () => {
        try {
          await (await loadApi()).updatePlan(id, { generated_plan: next, change });
          void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
          await refreshHistory(id);
        } catch {
          toast.error('Error', { description: 'Failed to update plan' });
        }
      }),
    [write, queryClient, refreshHistory],
  );

  const show = useCallback(
    (next: GeneratedPlan | null, saved: Loaded) => {
      setHistory(null);
      setPlan(next);
      setLoaded(saved);
      loadedRef.current = saved;
      // Loaded, or generated again under the same id: its history is read again either way.
      if (saved) void refreshHistory(saved.id);
    },
    [refreshHistory],
  );

  /** Applies an edit; returns the diff (empty for a question), or null when it was unusable. */
  const apply = useCallback(
    (update: unknown, change: PlanChange, serverDiff?: PlanDiff): PlanDiff | null => {
      const current = plan ?? { tasks: [], hoursPerFte: DEFAULT_HOURS_PER_FTE };
      const merged = mergePlan(current, update);
      if (!merged.ok) return null;
      const diff = serverDiff ?? diffPlans(current, merged.value);
      // A chat pricing edit ("fee 8%") changes no task but is still a change to save.
      const samePricing = JSON.stringify(merged.value.pricing) === JSON.stringify(current.pricing);
      if (isEmptyDiff(diff) && samePricing) return diff;
      setPlan(merged.value);
      if (loaded) void saveEdit(loaded.id, merged.value, change);
      else toast.warning('This plan is not saved yet. Generate or save it to keep your changes.');
      return diff;
    },
    [plan, loaded, saveEdit],
  );

  /** A chat update, recorded with the message that asked for it. */
  const applyUpdate = useCallback(
    (update: Record<string, unknown>, serverDiff?: PlanDiff, message?: string) =>
      apply(update, { source: 'chat', ...(message ? { message } : {}) }, serverDiff),
    [apply],
  );

  /** A manual edit of one cell (hours, role or location of the task at `index`). */
  const editTask = useCallback(
    (index: number, edit: CellEdit) => {
      const task = plan?.tasks[index];
      if (!plan || !task || stepping) return;
      apply(cellEditUpdate(plan, index, edit), { source: 'edit', message: cellEditMessage(task, edit) });
    },
    [plan, stepping, apply],
  );

  const step = useCallback(
    (direction: 'undo' | 'redo') => {
      const id = loaded?.id;
      if (!id || stepping) return;
      setStepping(true);
      void write(async () => {
        try {
          const api = await loadApi();
          const result = direction === 'undo' ? await api.undoPlan(id) : await api.redoPlan(id);
          if (loadedRef.current?.id !== id) return;
          setPlan(result.plan.generated_plan);
          setHistory(result.history);
          stepToast(direction, result.step);
          void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
        } catch {
          toast.error('Error', { description: 'Failed to update plan' });
          await refreshHistory(id);
        } finally {
          setStepping(false);
        }
      });
    },
    [loaded, stepping, write, queryClient, refreshHistory],
  );

  /**
   * Keeps the Pricing view's pricing with the plan (generated_plan.pricing): saved in the same
   * queue as every edit, so a task edit made after it carries it too.
   */
  const savePricing = useCallback(
    (pricing: Pricing) => {
      if (!plan || stepping) return;
      const next = { ...plan, pricing };
      setPlan(next);
      if (loaded) void saveEdit(loaded.id, next, { source: 'edit', message: 'Pricing changed' });
    },
    [plan, loaded, stepping, saveEdit],
  );

  /** Renames the loaded plan (its tasks and history stay); true when saved. */
  const rename = useCallback(
    async (name: string): Promise<boolean> => {
      const id = loaded?.id;
      if (!id) return true;
      return write(async () => {
        try {
          const saved = await (await loadApi()).renamePlan(id, name);
          if (loadedRef.current?.id !== id) return true;
          setLoaded({ id, name: saved.name });
          // The server renames the title the plan took from its name (the table's caption).
          const title = saved.generated_plan.title;
          setPlan((current) => (current && current.title !== title ? { ...current, title } : current));
          void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
          return true;
        } catch {
          toast.error('Error', { description: 'Failed to update plan' });
          return false;
        }
      });
    },
    [loaded, write, queryClient],
  );

  return {
    plan,
    loaded,
    setLoaded,
    show,
    applyUpdate,
    editTask,
    undo: useCallback(() => step('undo'), [step]),
    redo: useCallback(() => step('redo'), [step]),
    rename,
    /** Shows a plan the server saved itself (an amendment added), then reads its history again. */
    adopt: useCallback(
      (next: GeneratedPlan) => {
        setPlan(next);
        const id = loadedRef.current?.id;
        if (id) void refreshHistory(id);
        void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      },
      [refreshHistory, queryClient],
    ),
    savePricing,
    history,
    canUndo: Boolean(loaded && history?.undo) && !stepping,
    canRedo: Boolean(loaded && history?.redo) && !stepping,
    saving: pending > 0,
    stepping,
  };
}
