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
});

/**
 * Remove the targeted tasks.
 * @example
 * RemoveTasksEditSchema.parse({ op: 'remove_tasks', target: { taskId: '2' } })
 */
export const RemoveTasksEditSchema = z.object({ op: z.literal('remove_tasks'), target: TaskTargetSchema });

/**
 * Change hours: to an absolute value, by +/- n hours, or by +/- n percent.
 * @example
 * SetHoursEditSchema.parse({ op: 'set_hours', target: { role: 'Developer' }, mode: 'percent', value: -10 })
 */
export const SetHoursEditSchema = z.object({
  op: z.literal('set_hours'),
  target: TaskTargetSchema,
  mode: z.enum(['absolute', 'delta', 'percent']),
  value: z.number().finite(),
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
