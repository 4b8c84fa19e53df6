import { type GeneratedPlan, validateGenerateForm } from '@staffplan/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loadApi } from '../../../lib/api-lazy';
import { TOKEN_STATS_KEY } from '../../account/hooks/use-token-stats';
import { classifyGenerationError } from './generation-errors';
import type { PlannerForm } from './use-planner-form';
import { PLANS_KEY } from './use-saved-plans';

type Loaded = { id: string; name: string } | null;

/**
 * Generate Plan: PATCH the loaded plan when the name is unchanged, else POST a new one
 * (docs/product.md, Journeys and rules: Generating), with the error branches of Messages users see.
 */
export function useGenerate(
  form: PlannerForm,
  loaded: Loaded,
  show: (plan: GeneratedPlan | null, saved: Loaded) => void,
  thinking: { open: () => Promise<void>; close: () => void },
) {
  const [generating, setGenerating] = useState(false);
  const [limitOpen, setLimitOpen] = useState(false);
  // Bumped by stop(): an answer of a generation that was stopped is ignored.
  const run = useRef(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const generate = async () => {
    const checked = validateGenerateForm({
      rfpText: form.rfpText,
      planName: form.planName,
      fteTarget: form.fteTarget,
    });
    if (!checked.ok) {
      toast.error('Error', { description: checked.errors[0]?.message });
      return;
    }
    const { planName, fteTarget } = checked.value;
    const body = {
      approach: 'bottom_up' as const,
      total_fte: fteTarget,
      rfp_text: form.rfpText,
      supporting_doc1: form.supportingDoc1 || null,
      supporting_doc2: form.supportingDoc2 || null,
      custom_instructions: form.customInstructions || null,
      document_names: form.documentNames,
      name: planName,
    };
    setGenerating(true);
    const id = ++run.current;
    const current = () => id === run.current;
    try {
      const [api] = await Promise.all([loadApi(), thinking.open()]);
      if (loaded && loaded.name === planName) {
        const saved = await api.updatePlan(loaded.id, body);
        if (current()) show(saved.generated_plan, { id: saved.id, name: saved.name });
      } else {
        show(null, null);
        const created = await api.createPlan(body);
        if (current()) show(created.generated_plan, { id: created.id, name: planName });
        window.dispatchEvent(
          new CustomEvent('planCreated', { detail: { planId: created.id, timestamp: Date.now() } }),
        );
      }
      void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
      void queryClient.invalidateQueries({ queryKey: TOKEN_STATS_KEY });
    } catch (error) {
      if (!current()) return;
      const failure = classifyGenerationError(error);
      if (failure.kind === 'context-limit') setLimitOpen(true);
      else if (failure.kind === 'auth') {
        toast.error('Authentication Error', {
          description: 'Your session has expired. Please sign in again.',
        });
        setTimeout(() => navigate('/login'), 3000);
      } else if (failure.kind === 'token-limit') {
        toast.error('Monthly Token Limit Exceeded', {
          description: `You have reached the monthly token limit of your ${failure.tier} plan. It resets on ${failure.resetDate}.`,
        });
      } else toast.error('Error', { description: failure.message });
    } finally {
      if (current()) {
        thinking.close();
        setGenerating(false);
      }
    }
  };

  /** Stops showing the running generation (a saved plan was loaded instead). */
  const stop = () => {
    run.current++;
    thinking.close();
    setGenerating(false);
  };

  return { generate, generating, stop, limitOpen, setLimitOpen };
}
