import type { GeneratedPlan } from '../schemas/plan';
import { readSolicitation } from '../solicitation/read-solicitation';
import { applyFteTarget, applyInstructions, coveredYears, refreshComparison } from './adjust';
import { computeCoverage } from './coverage';
import { buildPlan } from './plan/build-plan';
import { fmt } from './text';
import type { EstimatorInput, EstimatorOptions } from './types';

/**
 * The local estimator: reads the documents into the solicitation model, builds the plan from
 * it (stated staffing wins; else stated effort, workload drivers or a short assumed draft),
 * applies the FTE target and the custom instructions, and maps requirements to tasks.
 * Deterministic, explainable, offline. `onThinking` receives each line as the stages run; the
 * first comes before any heavy work.
 * @example
 * estimatePlan({ primary: { name: 'pws.md', text: '## C.3 Help desk\nThe contractor shall staff the help desk 24x7.' } }).tasks.length > 0 // true
 */
export function estimatePlan(input: EstimatorInput, options: EstimatorOptions = {}): GeneratedPlan {
  const lines: string[] = [];
  const think = (line: string) => {
    lines.push(line);
    options.onThinking?.(line);
  };
  const docs = [input.primary, ...(input.supporting ?? [])];
  const chars = docs.reduce((s, d) => s + d.text.length, 0);
  think(`Reading ${docs.length} document${docs.length === 1 ? '' : 's'} (${fmt(chars)} characters).`);
  const read = readSolicitation({
    primary: input.primary,
    ...(input.supporting ? { supporting: input.supporting } : {}),
  });
  const model = options.adjustModel ? options.adjustModel(read) : read;
  think(
    `Read ${model.sections.length} sections, ${model.tables.length} tables, ${model.requirements.length} requirements, ` +
      `${model.labourCategories.length} labour categories, ${model.quantities.length} quantities.`,
  );
  let plan = buildPlan(model, { onThinking: think, texts: docs.map((d) => d.text) });
  const source = plan.staffingSource;
  if (input.fteTarget && input.fteTarget > 0) {
    plan = applyFteTarget({ ...plan, thinkingProcess: '' }, input.fteTarget);
    for (const line of plan.thinkingProcess?.split('\n') ?? []) if (line) think(line);
    if (source === 'stated') plan.staffingSource = 'mixed';
  }
  if (input.customInstructions?.trim()) {
    plan = applyInstructions({ ...plan, thinkingProcess: '' }, input.customInstructions);
    for (const line of plan.thinkingProcess?.split('\n') ?? []) if (line) think(line);
  }
  plan = refreshComparison(plan);
  const requirements = plan.requirements ?? [];
  const coverage = computeCoverage(requirements, plan.tasks);
  think(
    `Coverage: ${coverage.mapped.length}/${requirements.length} requirements listed under a task; ` +
      `${coverage.unmappedRequirements.length} requirements and ${coverage.unmappedTasks.length} tasks without one.`,
  );
  const hoursPerFte = plan.hoursPerFte;
  const total = plan.tasks.reduce((s, t) => s + t.hours, 0);
  const annualFte = total / hoursPerFte / coveredYears(plan);
  think(
    `Total: ${fmt(total)} h in the first period = ${fmt(Math.round(annualFte * 100) / 100)} FTE a year at ${fmt(hoursPerFte)} h. ` +
      `Staffing source: ${plan.staffingSource}; confidence ${plan.confidence?.level ?? 'not rated'}.`,
  );
  return { ...plan, coverage, thinkingProcess: lines.join('\n') };
}
