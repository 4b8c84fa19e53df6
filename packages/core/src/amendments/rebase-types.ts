import type { GeneratedPlan } from '../schemas/plan';

/** One thing the rebase did to a line of the user's plan. */
export interface RebaseChange {
  /** `added`/`removed`: a line the amendment added or removed; `changed`: a field it changed; `conflict`: both changed it. */
  kind: 'added' | 'removed' | 'changed' | 'conflict';
  /** The line's stable key (labour category, location, work area; see `lineKey`). */
  taskKey: string;
  /** The field, for `changed` and `conflict` ('hours', 'periods', ...); '*' for the whole line. */
  field?: string;
  /** Value before the amendment (the original plan's). */
  before?: unknown;
  /** Value the amendment gives (the regenerated plan's). */
  after?: unknown;
  /** Value the user set, for a conflict. */
  user?: unknown;
}

/** Where the amendment and the user changed the same thing differently: the user's value is kept. */
export interface RebaseConflict {
  taskKey: string;
  /** Labour category of the line, for messages. */
  lcat: string;
  field: string;
  before: unknown;
  /** What the amendment would set (undefined: it removes the line). */
  amendment: unknown;
  /** What the user set and the plan keeps (undefined: the user removed the line). */
  user: unknown;
}

/** Result of `rebasePlan`. */
export interface RebaseResult {
  plan: GeneratedPlan;
  changes: RebaseChange[];
  conflicts: RebaseConflict[];
}
