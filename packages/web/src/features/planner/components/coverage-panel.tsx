import type { GeneratedPlan } from '@staffplan/core';
import { CheckCircle2, ListChecks } from 'lucide-react';

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Requirements without hours and tasks without a requirement (plan.coverage). */
export function CoveragePanel({ plan }: { plan: GeneratedPlan }) {
  const coverage = plan.coverage;
  if (!coverage) return null;
  const missing = coverage.unmappedRequirements;
  const orphans = coverage.unmappedTasks;
  return (
    <section aria-labelledby="coverage-title" className="rounded-lg border bg-card p-4">
      <h3 id="coverage-title" className="flex items-center gap-2 font-medium">
        <ListChecks className="size-4 text-primary" aria-hidden="true" /> Requirement coverage
      </h3>
      <p className="mt-1 text-sm text-muted-foreground tabular-nums">
        {plural(coverage.mapped.length, 'requirement')} mapped · {missing.length} without hours ·{' '}
        {plural(orphans.length, 'task')} without a requirement
      </p>
      {missing.length === 0 && orphans.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 text-primary" aria-hidden="true" /> Every requirement has hours and
          every task a requirement.
        </p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <div>
            <h4 className="text-sm font-medium">Requirements with no hours</h4>
            <ul className="mt-1 grid max-h-48 gap-1 overflow-auto text-sm">
              {missing.map((r) => (
                <li key={r.id}>
                  <span className="font-medium">{r.ref}</span>{' '}
                  <span className="text-muted-foreground">{r.text}</span>
                </li>
              ))}
              {missing.length === 0 ? <li className="text-muted-foreground">None</li> : null}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-medium">Tasks with no requirement</h4>
            <p className="mt-1 text-sm text-muted-foreground">
              {orphans.length > 0 ? orphans.join(', ') : 'None'}
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
