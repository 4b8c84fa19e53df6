import type { AmendPlanResponse, GeneratedPlan } from '@staffplan/core';
import { useCallback, useState } from 'react';
import { loadClient } from '../../../lib/api-lazy';

/** What adding an amendment is doing: idle, reading and applying it, done (with its report), or failed. */
export type AmendmentState =
  | { status: 'idle' }
  | { status: 'busy'; fileName: string }
  | { status: 'done'; result: AmendPlanResponse }
  | { status: 'failed'; fileName: string; message: string };

/**
 * Adds an amendment or Q&A to the saved plan `planId` through the SDK (plans.amend): the
 * server reads it, re-estimates what it changed and saves the plan; `onAmended` then shows
 * the saved plan (and its history, where the amendment is a version undo can step back over).
 * @example
 * const amendment = useAmendment(id, doc.adopt); void amendment.add(file);
 */
export function useAmendment(planId: string | null, onAmended: (plan: GeneratedPlan) => void) {
  const [state, setState] = useState<AmendmentState>({ status: 'idle' });
  const add = useCallback(
    async (file: File) => {
      if (!planId) return;
      setState({ status: 'busy', fileName: file.name });
      try {
        const client = await loadClient();
        const [result] = await client.plans.amend(planId, [file]);
        if (!result) throw new Error('The server did not answer the amendment.');
        onAmended(result.plan.generated_plan);
        setState({ status: 'done', result });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setState({ status: 'failed', fileName: file.name, message });
      }
    },
    [planId, onAmended],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, add, reset };
}
