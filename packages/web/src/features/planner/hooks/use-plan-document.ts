import {
  diffPlans,
  type GeneratedPlan,
  mergePlan,
  normalizePlan,
  type PlanDiff,
  UndoHistory,
} from '@staffplan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { PLANS_KEY } from './use-saved-plans';

/** Reads any plan shape into core's canonical form, or null. */
export function toPlan(value: unknown): GeneratedPlan | null {
  if (value === undefined || value === null) return null;
  const result = normalizePlan(value);
  return result.ok ? result.value : null;
}

/**
 * The plan on screen, the loaded saved plan's id and name, and undo (last 10 versions). Chat
 * updates merge by taskId and auto-save when the plan has an id.
 */
export function usePlanDocument(initial: unknown) {
  const [plan, setPlan] = useState<GeneratedPlan | null>(() => toPlan(initial));
  const [loaded, setLoaded] = useState<{ id: string; name: string } | null>(null);
  const history = useRef(new UndoHistory<GeneratedPlan>());
  const [undoSize, setUndoSize] = useState(0);
  const queryClient = useQueryClient();

  const save = useCallback(
    async (id: string, next: GeneratedPlan) => {
      try {
        await (await loadApi()).updatePlan(id, { generated_plan: next });
        void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      } catch {
        toast.error('Error', { description: 'Failed to update plan' });
      }
    },
    [queryClient],
  );

  const show = useCallback((next: GeneratedPlan | null, saved: { id: string; name: string } | null) => {
    history.current.clear();
    setUndoSize(0);
    setPlan(next);
    setLoaded(saved);
  }, []);

  /** Applies a chat update; returns the diff, or null when the update was unusable. */
  const applyUpdate = useCallback(
    (update: Record<string, unknown>, serverDiff?: PlanDiff): PlanDiff | null => {
      const current = plan ?? { tasks: [], hoursPerFte: 1880 };
      const merged = mergePlan(current, update);
      if (!merged.ok) return null;
      history.current.push(current);
      setUndoSize(history.current.size);
      setPlan(merged.value);
      if (loaded) void save(loaded.id, merged.value);
      else toast.warning('This plan is not saved yet. Generate or save it to keep your changes.');
      return serverDiff ?? diffPlans(current, merged.value);
    },
    [plan, loaded, save],
  );

  const undo = useCallback(() => {
    const previous = history.current.undo();
    setUndoSize(history.current.size);
    if (!previous) return;
    setPlan(previous);
    if (loaded) void save(loaded.id, previous);
  }, [loaded, save]);

  return { plan, loaded, setLoaded, show, applyUpdate, undo, canUndo: undoSize > 0, save };
}
