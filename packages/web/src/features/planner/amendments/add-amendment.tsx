import { amendmentLabel, type GeneratedPlan, planAmendments } from '@staffplan/core';
import { FilePlus2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { AmendmentDiff } from './amendment-diff';
import { useAmendment } from './use-amendment';

const ACCEPT = '.pdf,.doc,.docx,.xlsx,.txt,.md,.markdown';

/**
 * The planner's "Add amendment" action for a saved plan: pick an amendment, Q&A or revised
 * attachment; the server applies it and the dialog shows the staffing diff with the sentence
 * behind each change. Undo (the history controls) steps back over it.
 * @example
 * <AddAmendment planId={doc.loaded?.id ?? null} disabled={doc.saving} onAmended={doc.adopt} />
 */
export function AddAmendment({
  planId,
  plan,
  disabled,
  onAmended,
}: {
  planId: string | null;
  /** The plan on screen: the amendments it reflects are listed beside the action. */
  plan?: GeneratedPlan | null;
  disabled?: boolean;
  onAmended: (plan: GeneratedPlan) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { state, add, reset } = useAmendment(planId, onAmended);
  if (!planId) return null;
  const busy = state.status === 'busy';
  const reflected = plan ? planAmendments(plan) : [];
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-end gap-2">
        {reflected.length > 0 ? (
          <p className="text-xs text-muted-foreground" data-testid="plan-amendments">
            Reflects {reflected.map(amendmentLabel).join(' · ')}
          </p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || busy}
          onClick={() => input.current?.click()}
          aria-label="Add amendment"
        >
          <FilePlus2 />
          {busy ? `Reading ${state.fileName}…` : 'Add amendment'}
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="hidden"
          data-testid="amendment-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void add(file);
          }}
        />
      </div>
      <Dialog
        open={state.status === 'done' || state.status === 'failed'}
        onOpenChange={(open) => !open && reset()}
      >
        {state.status === 'done' ? (
          <DialogContent title="Amendment added" className="max-w-2xl">
            <AmendmentDiff report={state.result.amendment.report} />
          </DialogContent>
        ) : state.status === 'failed' ? (
          <DialogContent title="The amendment was not added" description={state.fileName}>
            <p className="text-sm">{state.message}</p>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
