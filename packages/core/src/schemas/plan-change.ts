import { z } from 'zod';

/** The longest message a version keeps (a chat message is clipped to it, not refused). */
export const PLAN_CHANGE_MESSAGE_MAX_CHARS = 500;

/**
 * Where a version of a plan comes from: a generation (first or again), a chat message, or a
 * manual edit of a cell, or an amendment or Q&A added to the plan.
 * @example
 * PlanChangeSourceSchema.parse('chat') // 'chat'
 */
export const PlanChangeSourceSchema = z.enum(['generated', 'chat', 'edit', 'amendment']);
export type PlanChangeSource = z.infer<typeof PlanChangeSourceSchema>;

/**
 * What a client says about an edit it saves (`change` of `PATCH /api/staffing/plans/:id`):
 * a chat edit with the user's message, or a manual edit with what was edited. The server
 * works out what changed itself.
 * @example
 * PlanChangeSchema.parse({ source: 'chat', message: 'set task 1.1 to 0.5 FTE' })
 */
export const PlanChangeSchema = z.object({
  source: z.enum(['chat', 'edit']),
  message: z
    .string()
    .transform((s) => s.trim().slice(0, PLAN_CHANGE_MESSAGE_MAX_CHARS))
    .optional(),
});
export type PlanChange = z.infer<typeof PlanChangeSchema>;
