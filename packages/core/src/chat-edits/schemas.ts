import { z } from 'zod';

/**
 * Which tasks an edit touches: one task by id, every task of a role, or the whole plan.
 * @example
 * TaskTargetSchema.parse({ taskId: '1.2' })
 * TaskTargetSchema.parse({ role: 'QA Engineer' })
 */
export const TaskTargetSchema = z.union([
  z.object({ taskId: z.string().min(1).describe('The taskId of one task of the plan') }).strict(),
  z.object({ role: z.string().min(1).describe('Every task whose role (lcat) is this one') }).strict(),
  z.object({ all: z.literal(true).describe('Every task of the plan') }).strict(),
  z
    .object({
      taskIds: z.array(z.string().min(1)).min(1).describe('These tasks of the plan, by taskId'),
      label: z.string().max(200).optional().describe('How the user named them ("the Norfolk tasks")'),
    })
    .strict(),
]);
export type TaskTarget = z.infer<typeof TaskTargetSchema>;

/**
 * Add a new task (plan row).
 * @example
 * AddTaskEditSchema.parse({ op: 'add_task', lcat: 'QA Engineer', hours: 500 })
 */
export const AddTaskEditSchema = z.object({
  op: z.literal('add_task'),
  lcat: z.string().min(1).max(200),
  hours: z.number().finite().nonnegative(),
  location: z.string().max(200).optional(),
  mathRationale: z.string().max(2000).optional(),
  basis: z.string().max(4000).optional(),
  /** Work area of the new task; its id is numbered in that area ("3.4"). */
  workArea: z.string().max(200).optional(),
  /** Hours per period; filled from the plan's periods (hours x months / 12) when omitted. */
  periods: z.array(z.object({ name: z.string(), hours: z.number().nonnegative() })).optional(),
  hoursSource: z.enum(['stated', 'derived', 'assumed']).optional(),
});

/**
 * Remove the targeted tasks.
 * @example
 * RemoveTasksEditSchema.parse({ op: 'remove_tasks', target: { taskId: '2' } })
 */
export const RemoveTasksEditSchema = z.object({ op: z.literal('remove_tasks'), target: TaskTargetSchema });

/**
 * Change hours: to an absolute value, by +/- n hours, by +/- n percent, or to n FTE.
 * @example
 * SetHoursEditSchema.parse({ op: 'set_hours', target: { role: 'Developer' }, mode: 'percent', value: -10 })
 */
export const SetHoursEditSchema = z.object({
  op: z.literal('set_hours'),
  target: TaskTargetSchema,
  mode: z.enum(['absolute', 'delta', 'percent', 'fte']),
  value: z.number().finite().describe('Hours, +/- hours, +/- percent, or FTE (x the plan hours per FTE)'),
});

/**
 * Change the role (lcat) of the targeted tasks.
 * @example
 * SetRoleEditSchema.parse({ op: 'set_role', target: { taskId: '1.1' }, lcat: 'Senior Developer' })
 */
export const SetRoleEditSchema = z.object({
  op: z.literal('set_role'),
  target: TaskTargetSchema,
  lcat: z.string().min(1).max(200),
});

/**
 * Change the location of the targeted tasks.
 * @example
 * SetLocationEditSchema.parse({ op: 'set_location', target: { all: true }, location: 'Remote' })
 */
export const SetLocationEditSchema = z.object({
  op: z.literal('set_location'),
  target: TaskTargetSchema,
  location: z.string().min(1).max(200),
});

/**
 * Rescale the non-key tasks so the plan totals the given FTE.
 * @example
 * ScaleToFteEditSchema.parse({ op: 'scale_to_fte', fte: 10 })
 */
export const ScaleToFteEditSchema = z.object({
  op: z.literal('scale_to_fte'),
  fte: z.number().positive().max(100_000),
});

/**
 * Set the plan's hours per FTE; FTE-based lines (unit FTE, or math in FTE) are rescaled with it.
 * @example
 * SetHoursPerFteEditSchema.parse({ op: 'set_hours_per_fte', hoursPerFte: 1920 })
 */
export const SetHoursPerFteEditSchema = z.object({
  op: z.literal('set_hours_per_fte'),
  hoursPerFte: z.number().positive().max(8784),
});

/**
 * Split one task between several roles; shares are percentages (equal when omitted).
 * @example
 * SplitTaskEditSchema.parse({ op: 'split_task', taskId: '2', roles: [{ lcat: 'Developer', share: 60 }, { lcat: 'QA Engineer', share: 40 }] })
 */
export const SplitTaskEditSchema = z.object({
  op: z.literal('split_task'),
  taskId: z.string().min(1),
  roles: z
    .array(z.object({ lcat: z.string().min(1).max(200), share: z.number().positive().max(100).optional() }))
    .min(2)
    .max(10),
});

/**
 * Pricing (the plan's `pricing`): escalation percent a year.
 * @example
 * SetEscalationEditSchema.parse({ op: 'set_escalation', percent: 3 })
 */
export const SetEscalationEditSchema = z.object({
  op: z.literal('set_escalation'),
  percent: z.number().min(0).max(100).describe('Percent a year the rates rise from the rates date'),
});

/**
 * Pricing: one wrap rate in percent (fee is the fee of CPFF or the profit of FFP and T&M).
 * @example
 * SetWrapEditSchema.parse({ op: 'set_wrap', wrap: 'fee', percent: 8 })
 */
export const SetWrapEditSchema = z.object({
  op: z.literal('set_wrap'),
  wrap: z.enum(['fringe', 'overhead', 'ga', 'fee']),
  percent: z.number().min(0).max(500),
});

/**
 * Pricing: the direct hourly rate of the targeted tasks' labour categories, for this plan.
 * @example
 * SetRateEditSchema.parse({ op: 'set_rate', target: { role: 'Program Manager' }, rate: 165 })
 */
export const SetRateEditSchema = z.object({
  op: z.literal('set_rate'),
  target: TaskTargetSchema,
  rate: z.number().positive().max(100_000).describe('Direct hourly rate in dollars, before wraps'),
});

/**
 * Any edit of a plan that chat can make. Model providers receive these as tools.
 * @example
 * ChatEditSchema.parse({ op: 'scale_to_fte', fte: 12 })
 */
export const ChatEditSchema = z.discriminatedUnion('op', [
  AddTaskEditSchema,
  RemoveTasksEditSchema,
  SetHoursEditSchema,
  SetRoleEditSchema,
  SetLocationEditSchema,
  ScaleToFteEditSchema,
  SplitTaskEditSchema,
  SetHoursPerFteEditSchema,
  SetEscalationEditSchema,
  SetWrapEditSchema,
  SetRateEditSchema,
]);
export type ChatEdit = z.infer<typeof ChatEditSchema>;

/**
 * What the intent parser understood: an edit, a "why" question, or nothing it can act on.
 * @example
 * const intent: ChatIntent = { kind: 'explain', target: { taskId: '1' } };
 */
export type ChatIntent =
  | { kind: 'edit'; edit: ChatEdit }
  | { kind: 'explain'; target: TaskTarget | null }
  | { kind: 'unknown'; reason: string };
