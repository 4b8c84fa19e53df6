import { TriangleAlert } from 'lucide-react';
import { Alert, AlertTitle } from '../../../components/ui/alert';

/**
 * Custom instructions the generator could not act on, said where the pricer looks (not only in
 * the thinking narrative): edit the plan by chat or by hand to apply them.
 * @example
 * <InstructionsBanner notApplied={['Use our preferred subcontractor']} />
 */
export function InstructionsBanner({ notApplied }: { notApplied: readonly string[] }) {
  if (notApplied.length === 0) return null;
  return (
    <Alert variant="warning" data-testid="instructions-banner" className="flex gap-3">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 text-foreground">
        <AlertTitle className="text-warning">
          {notApplied.length === 1
            ? 'One custom instruction was not applied'
            : `${notApplied.length} custom instructions were not applied`}
        </AlertTitle>
        <ul className="list-disc pl-4">
          {notApplied.map((clause) => (
            <li key={clause}>“{clause}”</li>
          ))}
        </ul>
        <p className="mt-1 text-muted-foreground">
          The estimator could not act on these. Ask the AI Assistant or edit the table to apply them.
        </p>
      </div>
    </Alert>
  );
}
