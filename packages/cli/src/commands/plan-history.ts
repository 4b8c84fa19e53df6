import { formatHours, type PlanVersion, planTotals } from '@staffplan/core';
import type { CommandContext } from '../cli/context';

/** What a version did, in one line: its message (chat text) or what changed. */
function describeVersion(v: PlanVersion): string {
  const what = v.source === 'generated' ? 'Generated' : v.message ? `"${v.message}"` : 'Manual edit';
  return v.summary ? `${what}: ${v.summary}` : what;
}

/**
 * `staffplan plans rename ID NAME`: renames a plan; its tasks and history stay.
 * @example
 * await renamePlan(ctx, 'p1', ['Guard', 'services'], {})
 */
export async function renamePlan(
  ctx: CommandContext,
  id: string,
  name: string[],
  opts: { json?: boolean },
): Promise<void> {
  const saved = await ctx.client.plans.rename(id, name.join(' '));
  if (opts.json) ctx.out.json(saved);
  else ctx.out.info(`Renamed plan ${saved.id} to "${saved.name}".`);
}

/**
 * `staffplan plans history ID`: the plan's versions, newest first, the current one marked.
 * @example
 * await planHistory(ctx, 'p1', {})
 */
export async function planHistory(ctx: CommandContext, id: string, opts: { json?: boolean }): Promise<void> {
  const history = await ctx.client.plans.versions(id);
  if (opts.json) {
    ctx.out.json(history);
    return;
  }
  const { out } = ctx;
  if (history.versions.length === 0) {
    out.info('No edits yet: the plan is as it was generated.');
    return;
  }
  // On a terminal each version is one line, cut at its width; piped output keeps it all.
  const width = out.interactive ? (process.stdout.columns ?? 0) : 0;
  const fit = (line: string) => (width > 0 && line.length > width ? `${line.slice(0, width - 1)}…` : line);
  out.line(out.paint('bold', `${'#'.padStart(3)}  ${'Source'.padEnd(9)}  ${'Hours'.padStart(10)}  Change`));
  for (const v of history.versions) {
    const mark = v.seq === history.current ? '*' : v.undone ? 'u' : ' ';
    const line = fit(
      `${String(v.seq).padStart(3)}${mark} ${v.source.padEnd(9)}  ${formatHours(v.total_hours).padStart(10)}  ${describeVersion(v)}`,
    );
    out.line(v.undone ? out.paint('dim', line) : line);
  }
  out.line(out.paint('dim', '* current  u undone (redo brings it back)'));
}

/**
 * `staffplan plans undo ID` and `staffplan plans redo ID`: one step back or forward in the
 * plan's history on the server, saying what was undone or redone.
 * @example
 * await stepPlan(ctx, 'undo', 'p1', {})
 */
async function stepPlan(
  ctx: CommandContext,
  direction: 'undo' | 'redo',
  id: string,
  opts: { json?: boolean },
): Promise<void> {
  const result = await ctx.client.plans[direction](id);
  if (opts.json) {
    ctx.out.json(result);
    return;
  }
  const verb = direction === 'undo' ? 'Undid' : 'Redid';
  ctx.out.info(`${verb}: ${describeVersion(result.step)}`);
  ctx.out.info(`Total now ${formatHours(planTotals(result.plan.generated_plan.tasks).totalHours)}.`);
}

/** `staffplan plans undo ID`. @example await undoPlan(ctx, 'p1', {}) */
export const undoPlan = (ctx: CommandContext, id: string, opts: { json?: boolean }) =>
  stepPlan(ctx, 'undo', id, opts);

/** `staffplan plans redo ID`. @example await redoPlan(ctx, 'p1', {}) */
export const redoPlan = (ctx: CommandContext, id: string, opts: { json?: boolean }) =>
  stepPlan(ctx, 'redo', id, opts);
