import { contractingOfficerText, type PlanView } from '@staffplan/core';
import { ClipboardCopy, MessageSquareWarning } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';

/** 'Assumptions & open questions': what the plan assumes, and the questions worth asking, CO ones marked. */
export function AssumptionsPanel({ view }: { view: PlanView }) {
  const { assumptions, openQuestions, contractingOfficerQuestions } = view;
  if (assumptions.length === 0 && openQuestions.length === 0) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(contractingOfficerText(view));
      toast.success(`Copied ${contractingOfficerQuestions.length} questions for the contracting officer`);
    } catch {
      toast.error('Error', { description: 'Could not copy to the clipboard' });
    }
  };
  return (
    <section aria-labelledby="assumptions-title" className="rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="assumptions-title" className="flex items-center gap-2 font-medium">
          <MessageSquareWarning className="size-4 text-primary" aria-hidden="true" /> Assumptions &amp; open
          questions
        </h3>
        {contractingOfficerQuestions.length > 0 ? (
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <ClipboardCopy aria-hidden="true" /> Copy questions for the CO
          </Button>
        ) : null}
      </div>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-medium">Assumptions</h4>
          <ul
            className="mt-1 grid list-disc gap-1 pl-5 text-sm text-muted-foreground"
            aria-label="Assumptions"
          >
            {assumptions.map((a, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is static; texts may repeat
              <li key={i}>{a}</li>
            ))}
            {assumptions.length === 0 ? <li className="list-none -ml-5">None</li> : null}
          </ul>
        </div>
        <div>
          <h4 className="text-sm font-medium">Open questions</h4>
          <ul className="mt-1 grid gap-1.5 text-sm" aria-label="Open questions">
            {openQuestions.map((q, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is static; questions may repeat
              <li key={i} className="flex items-start gap-2">
                {q.askContractingOfficer ? (
                  <span
                    className="mt-0.5 shrink-0 rounded border border-primary/40 bg-accent px-1 text-[11px] font-medium text-accent-foreground"
                    title="Worth sending to the contracting officer"
                  >
                    Ask CO
                  </span>
                ) : null}
                <span>
                  {q.question}
                  {q.citation ? <span className="text-muted-foreground"> ({q.citation.ref})</span> : null}
                </span>
              </li>
            ))}
            {openQuestions.length === 0 ? <li className="text-muted-foreground">None</li> : null}
          </ul>
        </div>
      </div>
    </section>
  );
}
