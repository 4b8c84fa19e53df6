import { formatFte, type GeneratedPlan } from '@staffplan/core';
import { CoveragePanel } from './coverage-panel';
import { ExportMenu } from './export-menu';
import { PeriodTable } from './period-table';
import { PlanTable } from './plan-table';
import { ThinkingSection } from './thinking-section';

/** The main panel: 'Generated Staffing Plan' with name, approach, FTE target, table and panels. */
export function PlanPanel({
  plan,
  planName,
  fteTarget,
}: {
  plan: GeneratedPlan | null;
  planName: string;
  fteTarget: string;
}) {
  const tasks = plan?.tasks ?? [];
  const target = Number(fteTarget);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold tracking-tight">Generated Staffing Plan</h1>
          <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1">
              <dt>Plan:</dt>
              <dd className="font-medium text-foreground" data-testid="plan-name">
                {planName.trim() || 'Untitled plan'}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>Approach:</dt>
              <dd className="text-foreground">Bottom-Up Analysis</dd>
            </div>
            <div className="flex gap-1">
              <dt>FTE Target:</dt>
              <dd className="text-foreground tabular-nums">
                {fteTarget.trim() && Number.isFinite(target) && target > 0 ? formatFte(target) : 'None'}
              </dd>
            </div>
          </dl>
        </div>
        <ExportMenu tasks={tasks} planName={planName} />
      </div>
      <PlanTable tasks={tasks} hoursPerFte={plan?.hoursPerFte ?? 1880} title={plan?.title} />
      {plan ? <PeriodTable plan={plan} /> : null}
      {plan ? <CoveragePanel plan={plan} /> : null}
      {plan?.thinkingProcess ? <ThinkingSection text={plan.thinkingProcess} /> : null}
    </div>
  );
}
