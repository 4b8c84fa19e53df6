import { z } from 'zod';
import { PlanDiffSchema } from './chat';
import { PlanChangeSourceSchema } from './plan-change';
import { SavedPlanSchema } from './plan';

export * from './plan-change';

/**
 * One version of a plan's tasks in its history: its number, source and message, what
 * changed from the version before (summary and diff; null for the first), its totals, and
 * whether it was undone (redo brings it back until a new edit replaces it).
 * @example
 * PlanVersionSchema.parse({ seq: 2, source: 'chat', message: 'add a QA Engineer', summary: 'Added 1 task ...', diff: null, task_count: 5, total_hours: 9400, undone: false, created_at: '2026-11-25T03:00:00.000Z' })
 */
export const PlanVersionSchema = z.object({
  seq: z.number().int().positive(),
  source: PlanChangeSourceSchema,
  message: z.string().nullable(),
  summary: z.string(),
  diff: PlanDiffSchema.nullable(),
  task_count: z.number(),
  total_hours: z.number(),
  undone: z.boolean(),
  created_at: z.string(),
});
export type PlanVersion = z.infer<typeof PlanVersionSchema>;

/**
 * Answer of `GET /api/staffing/plans/:id/versions`: the versions, newest first; `current` is
 * the one on screen; `undo` is the version Undo would take back and `redo` the one Redo would
 * bring back (null when there is none).
 * @example
 * const { undo } = PlanHistorySchema.parse(body); // undo?.message: 'add a QA Engineer'
 */
export const PlanHistorySchema = z.object({
  versions: z.array(PlanVersionSchema),
  current: z.number().int().nonnegative(),
  undo: PlanVersionSchema.nullable(),
  redo: PlanVersionSchema.nullable(),
});
export type PlanHistory = z.infer<typeof PlanHistorySchema>;

/**
 * Answer of `POST /api/staffing/plans/:id/undo` and `/redo`: the plan as now saved, the
 * version that was undone or redone (its message and what it changed), and the history after.
 * @example
 * const { plan, step } = PlanHistoryStepSchema.parse(body); // step.message: 'add a QA Engineer'
 */
export const PlanHistoryStepSchema = z.object({
  plan: SavedPlanSchema,
  step: PlanVersionSchema,
  history: PlanHistorySchema,
});
export type PlanHistoryStep = z.infer<typeof PlanHistoryStepSchema>;
