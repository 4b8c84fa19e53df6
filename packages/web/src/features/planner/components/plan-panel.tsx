import { DEFAULT_HOURS_PER_FTE, formatFte, type GeneratedPlan, planView } from '@staffplan/core';
import { FilePlus2 } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { AssumptionsPanel } from './assumptions-panel';
import { ConfidenceBadge } from './confidence-badge';
import { CoveragePanel } from './coverage-panel';
import { EditableTaskContext, type TaskEditor } from './editable-task';
import { ExportMenu } from './export-menu';
import { InstructionsBanner } from './instructions-banner';
import { PeriodTable } from './period-table';
import { PlanName } from './plan-name';
import { PlanSkeleton } from './plan-skeleton';
import { PlanTable } from './plan-table';
import { StatedTable } from './stated-table';
import { ThinkingSection } from './thinking-section';

const EMPTY_PLAN: GeneratedPlan = { tasks: [], hoursPerFte: DEFAULT_HOURS_PER_FTE };

/**
 * The main panel: 'Generated Staffing Plan' with name, approach, FTE target, confidence, table
 * and panels. planView is computed once here and every part renders it.
 */
export function PlanPanel({
  plan,
  planName,
  fteTarget,
  saved = false,
  saving = false,
  onRename = () => undefined,
  onEditTask,
  onNewPlan,
  loading = false,
}: {
  plan: GeneratedPlan | null;
  planName: string;
  fteTarget: string;
  /** Whether the plan on screen is a saved plan (edits and renames save as they happen). */
  saved?: boolean;
  saving?: boolean;
  onRename?: (name: string) => Promise<void> | void;
  /** Edits a cell of the task table; absent: the table is read-only. */
  onEditTask?: TaskEditor | undefined;
  /** Starts an empty plan (shown while a saved plan is open). */
  onNewPlan?: (() => void) | undefined;
  /** A saved plan is being fetched: skeletons stand in for the table and panels. */
  loading?: boolean;
}) {
  const view = useMemo(() => planView(plan ?? EMPTY_PLAN), [plan]);
  const target = Number(fteTarget);
  return (
    // minmax(0, 1fr): wide tables scroll inside their own boxes instead of widening the panel on a phone.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <div>
            <h1 className="text-xl font-semibold tracking-tight">Generated Staffing Plan</h1>
            <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
              <div className="flex gap-1">
                <dt>Plan:</dt>
                <dd className="min-w-0">
                  <PlanName name={planName} saved={saved} saving={saving} onRename={onRename} />
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
          {plan ? <ConfidenceBadge view={view} /> : null}
        </div>
        <div className="flex gap-2">
          {onNewPlan && saved ? (
            <Button variant="outline" onClick={onNewPlan}>
              <FilePlus2 /> New plan
            </Button>
          ) : null}
          <ExportMenu plan={plan} planName={planName} />
        </div>
      </div>
      <InstructionsBanner notApplied={plan?.instructionsNotApplied ?? []} />
      {loading ? (
        <PlanSkeleton />
      ) : (
        <>
          <EditableTaskContext.Provider value={onEditTask}>
            <PlanTable view={view} title={plan?.title} />
          </EditableTaskContext.Provider>
          {plan ? <PeriodTable view={view} /> : null}
          {plan ? <StatedTable view={view} /> : null}
          {plan ? <AssumptionsPanel view={view} /> : null}
          {plan ? <CoveragePanel plan={plan} /> : null}
          {plan?.thinkingProcess ? <ThinkingSection text={plan.thinkingProcess} /> : null}
        </>
      )}
    </div>
  );
}
