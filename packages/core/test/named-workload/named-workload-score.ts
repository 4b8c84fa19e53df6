/**
 * Scores the plan of a solicitation that names its team and states the workload: every named
 * title a plan line with its key flag (the named-roles scorer's match), the workload's hours
 * within the workload scorer's tolerance, the derived hours on the named category that does
 * the work, and no role the documents do not name (a generic role for work a named one fits).
 */
import { estimatePlan } from '../../src/estimator/estimate';
import { namesTitle } from '../roles/named-score';
import { scoreWorkload } from '../workload/workload-score';
import type { NamedWorkloadCase } from './named-workload-gen';

export interface NamedWorkloadScore {
  titles: [found: number, of: number];
  keys: [right: number, of: number];
  /** The workload scorer's volume, hours and period hours all right. */
  hours: boolean;
  /** Derived lines exist and each is the named category that does the work. */
  onNamed: boolean;
  /** Plan lines that name no named category. */
  unnamed: string[];
  missing: string[];
  exact: boolean;
  got: string;
}

/**
 * Plans one case and scores it.
 * @example
 * scoreNamedWorkload(namedWorkloadCase(1, namedWorkloadGrid()[0])).exact
 */
export function scoreNamedWorkload(c: NamedWorkloadCase): NamedWorkloadScore {
  const plan = estimatePlan({ primary: { name: 'rfp', text: c.text } });
  const cats = c.truth.categories;
  const missing: string[] = [];
  let keys = 0;
  let found = 0;
  for (const t of cats) {
    const line = plan.tasks.find((x) => namesTitle(x.lcat, t.title));
    if (!line) {
      missing.push(t.title);
      continue;
    }
    found++;
    if (Boolean(line.keyPersonnel) === t.key) keys++;
  }
  const w = scoreWorkload(c.workload, plan);
  const hours = w.volume && w.hours && w.periodHours;
  const derived = plan.tasks.filter((t) => t.hoursSource === 'derived');
  const onNamed = derived.length > 0 && derived.every((t) => namesTitle(t.lcat, c.truth.doer));
  const unnamed = [
    ...new Set(plan.tasks.filter((t) => !cats.some((x) => namesTitle(t.lcat, x.title))).map((t) => t.lcat)),
  ];
  return {
    titles: [found, cats.length],
    keys: [keys, found],
    hours,
    onNamed,
    unnamed,
    missing,
    exact: !missing.length && keys === found && hours && onNamed && !unnamed.length,
    got: plan.tasks
      .map(
        (t) =>
          `${t.lcat}${t.keyPersonnel ? ' (key)' : ''} [${t.hoursSource}] ${t.hours} h: ${t.mathRationale}`,
      )
      .join(' | '),
  };
}
