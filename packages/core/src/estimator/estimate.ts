import type { GeneratedPlan, Task } from '../schemas/plan';
import { applyFteTarget, applyInstructions, coveredYears } from './adjust';
import { computeCoverage } from './coverage';
import { sectionsOf } from './digest';
import { extractDrivers } from './drivers/index';
import { extractRequirements } from './requirements';
import { buildTasks, HOURS_PER_FTE } from './tasks/index';
import { RULES } from './tasks/workload-rules';
import { fmt } from './text';
import type { Drivers, EstimatorInput, EstimatorOptions, StatedStaffing } from './types';

function driverThinking(d: Drivers): string[] {
  const lines: string[] = [];
  lines.push(
    d.period
      ? `Period of performance: ${fmt(d.period.period.months)} months (${d.period.period.periods.map((p) => `${p.name} ${fmt(p.months)} mo`).join(', ')}), from ${d.period.ref}.`
      : 'Period of performance: not stated; task hours cover one year.',
  );
  lines.push(
    d.places[0]
      ? `Place of performance: ${d.places[0].location} (${d.places[0].ref}).`
      : 'Place of performance: not stated.',
  );
  if (d.keyPersonnel.length) lines.push(`Key personnel: ${d.keyPersonnel.map((k) => k.role).join(', ')}.`);
  if (d.labourCategories.length)
    lines.push(`Labour categories named: ${d.labourCategories.map((c) => c.role).join(', ')}.`);
  if (d.coverageWindows.length)
    lines.push(
      `Coverage windows: ${d.coverageWindows.map((w) => `${w.label}${w.function ? ` ${w.function}` : ''} (${w.ref})`).join('; ')}.`,
    );
  if (d.counts.length)
    lines.push(
      `Workload counts: ${d.counts
        .slice(0, 8)
        .map((c) => `${fmt(c.value)} ${c.unit}`)
        .join(', ')}.`,
    );
  lines.push(
    d.staffing
      ? `Stated staffing found in ${d.staffing.ref} (${d.staffing.form}): "${d.staffing.quote}". Stated staffing wins over estimates.`
      : 'No staffing is stated in the documents: the hours below are estimated from the drivers, not quoted.',
  );
  lines.push(
    d.staffing
      ? staffingRule(d.staffing)
      : 'Rule: a manager at 1 FTE for the period; each key person at 1 FTE; each work area sized by its requirements ' +
          '(up to 2: 0.5 FTE, 5: 1, 10: 1.5, 20: 2, then +0.5 per 10, at most 4), net of the key personnel in it; ' +
          'roles the documents name at 0.5 FTE; staffed coverage as posts (24x7 = 8,760 h, 8x5 = 2,080 h a year); ' +
          `workload counts by productivity rules (${RULES.map((r) => r.rule).join('; ')}), ` +
          'which replace the requirement count of their area, a coverage window being the floor.',
  );
  return lines;
}

/** How the stated staffing becomes tasks, in one sentence. */
function staffingRule(s: StatedStaffing): string {
  if (s.form === 'hours') {
    return `Rule: one task per stated post (or per category when its posts do not add up to it); ${s.categories.map((c) => `${c.name} ${fmt(c.annualHours)} h`).join(', ')}.`;
  }
  if (s.form === 'fte') {
    return s.mix.length > 0
      ? `Rule: the stated labour mix, ${s.mix.map((m) => `${m.category} ${fmt(m.fte)} FTE`).join(', ')}, at 1,880 h per FTE.`
      : `Rule: ${fmt(s.totalFte)} FTE spread over the estimated team in proportion to its estimated sizes.`;
  }
  return (
    `Rule: a ceiling of ${fmt(s.maxPersonnel)} personnel; key personnel (at least the manager) full time, ` +
    `the other people ${s.partTime ? 'at 0.5 FTE because the document says not all are full time' : 'full time'}, ` +
    'spread over the work areas in proportion to their requirements.'
  );
}

const taskLine = (t: Task) =>
  `Task ${t.taskId} ${t.lcat} (${t.workArea ?? 'general'}): ${t.mathRationale} h.`;

/**
 * The local estimator: reads the documents and returns a bottom-up staffing plan with its
 * thinking process. Deterministic, explainable, offline. `onThinking` receives each line as
 * the stages run; the first comes before any heavy work.
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
  const sections = sectionsOf(input);
  think(
    `Found ${sections.length} sections, e.g. ${sections
      .slice(0, 6)
      .map((s) => s.ref)
      .join(', ')}.`,
  );
  const requirements = extractRequirements(sections);
  think(
    `Extracted ${requirements.length} requirements (shall, must, will provide, is required to, deliverables).`,
  );
  const drivers = extractDrivers(sections);
  for (const line of driverThinking(drivers)) think(line);
  const built = buildTasks(drivers, requirements);
  for (const t of built.tasks) think(taskLine(t));
  let plan: GeneratedPlan = {
    tasks: built.tasks,
    hoursPerFte: HOURS_PER_FTE,
    staffingSource: built.staffingSource,
    requirements,
    ...(drivers.period ? { periodOfPerformance: drivers.period.period } : {}),
  };
  if (input.fteTarget && input.fteTarget > 0) {
    plan = applyFteTarget({ ...plan, thinkingProcess: '' }, input.fteTarget);
    think(plan.thinkingProcess?.trim() ?? '');
    if (built.staffingSource === 'stated') plan.staffingSource = 'mixed';
  }
  if (input.customInstructions?.trim()) {
    plan = applyInstructions({ ...plan, thinkingProcess: '' }, input.customInstructions);
    for (const line of plan.thinkingProcess?.split('\n') ?? []) if (line) think(line);
  }
  const coverage = computeCoverage(requirements, plan.tasks);
  think(
    `Coverage: ${coverage.mapped.length}/${requirements.length} requirements mapped to tasks; ` +
      `${coverage.unmappedRequirements.length} requirements and ${coverage.unmappedTasks.length} tasks unmapped` +
      `${coverage.unmappedTasks.length ? ` (tasks ${coverage.unmappedTasks.join(', ')})` : ''}.`,
  );
  for (const r of coverage.unmappedRequirements.slice(0, 20))
    think(`Unmapped requirement ${r.id} (${r.ref}): ${r.text}`);
  const total = plan.tasks.reduce((s, t) => s + t.hours, 0);
  const annualFte = total / HOURS_PER_FTE / coveredYears(plan);
  think(
    `Total: ${fmt(total)} h = ${fmt(Math.round((total / HOURS_PER_FTE) * 100) / 100)} FTE by hours/1,880; ` +
      `${fmt(Math.round(annualFte * 100) / 100)} FTE a year. Staffing source: ${plan.staffingSource}.`,
  );
  return { ...plan, coverage, thinkingProcess: lines.join('\n') };
}
