import type { GeneratedPlan } from '@staffplan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { EMPTY_FORM, type PlannerForm } from './use-planner-form';
import { PLANS_KEY } from './use-saved-plans';

type Loaded = { id: string; name: string } | null;

/**
 * Loading and deleting saved plans, and starting a new one. Switching plans resets the form to
 * the plan's own inputs (or empties it) and calls `onSwitch` (the chat starts over), so nothing
 * of the previous plan (its FTE target, its instructions) carries into the next.
 */
export function usePlanLibrary(
  loaded: Loaded,
  show: (plan: GeneratedPlan | null, saved: Loaded) => void,
  setForm: (form: PlannerForm) => void,
  stopGeneration: () => void,
  onSwitch: () => void = () => undefined,
) {
  const queryClient = useQueryClient();
  // The plan being fetched: the panel shows skeletons meanwhile rather than the previous plan.
  const [loadingId, setLoadingId] = useState<string | null>(null);

  const load = async (id: string) => {
    setLoadingId(id);
    try {
      const saved = await (await loadApi()).getPlan(id);
      stopGeneration();
      setForm({
        fteTarget: saved.total_fte === null ? '' : String(saved.total_fte),
        rfpText: saved.rfp_text ?? '',
        supportingDoc1: saved.supporting_doc1 ?? '',
        supportingDoc2: saved.supporting_doc2 ?? '',
        customInstructions: saved.custom_instructions ?? '',
        documentNames: saved.document_names,
        planName: saved.name,
      });
      // Already validated by core's SavedPlanSchema: no second normalisation pass.
      show(saved.generated_plan, { id: saved.id, name: saved.name });
      if (loaded?.id !== saved.id) onSwitch();
    } catch {
      toast.error('Error', { description: 'Failed to load plan' });
    } finally {
      setLoadingId((current) => (current === id ? null : current));
    }
  };

  const remove = async (id: string) => {
    try {
      await (await loadApi()).deletePlan(id);
      if (loaded?.id === id) startNew();
      await queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    } catch {
      toast.error('Error', { description: 'Failed to delete plan' });
    }
  };

  /** An empty planner: no plan, an empty form, a new conversation. */
  function startNew() {
    stopGeneration();
    show(null, null);
    setForm(EMPTY_FORM);
    onSwitch();
  }

  return { load, remove, startNew, loadingId };
}
