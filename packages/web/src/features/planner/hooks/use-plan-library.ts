import type { GeneratedPlan } from '@staffplan/core';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import type { PlannerForm } from './use-planner-form';
import { PLANS_KEY } from './use-saved-plans';

type Loaded = { id: string; name: string } | null;

/** Loading and deleting saved plans. */
export function usePlanLibrary(
  loaded: Loaded,
  show: (plan: GeneratedPlan | null, saved: Loaded) => void,
  setForm: (form: PlannerForm) => void,
  stopGeneration: () => void,
) {
  const queryClient = useQueryClient();

  const load = async (id: string) => {
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
    } catch {
      toast.error('Error', { description: 'Failed to load plan' });
    }
  };

  const remove = async (id: string) => {
    try {
      await (await loadApi()).deletePlan(id);
      if (loaded?.id === id) show(null, null);
      await queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    } catch {
      toast.error('Error', { description: 'Failed to delete plan' });
    }
  };

  return { load, remove };
}
