import { CHAT_MESSAGE_MAX_CHARS } from '../contract/limits';
import { z } from 'zod';

/**
 * A chat message. Any role other than 'assistant' is read as 'user' and content is always a
 * string (docs/product.md, Journeys and rules: Chatting).
 * @example
 * ChatMessageSchema.parse({ role: 'system', content: 5 }) // { role: 'user', content: '5' }
 */
export const ChatMessageSchema = z.object({
  role: z.preprocess((r) => (r === 'assistant' ? 'assistant' : 'user'), z.enum(['user', 'assistant'])),
  content: z.preprocess((c) => (typeof c === 'string' ? c : c == null ? '' : String(c)), z.string()),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * Body of `POST /api/chat/message` (docs/product.md, Records: Chat request and answer).
 * @example
 * ChatRequestSchema.parse({ message: 'Add a QA Engineer for 500 hours', planData: { tasks: [] } })
 */
export const ChatRequestSchema = z.object({
  message: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Message must not be empty').max(CHAT_MESSAGE_MAX_CHARS)),
  planData: z.unknown(),
  rfpText: z.string().nullish(),
  supportingDoc1: z.string().nullish(),
  supportingDoc2: z.string().nullish(),
  customInstructions: z.string().nullish(),
  history: z.preprocess((h) => (Array.isArray(h) ? h : []), z.array(ChatMessageSchema)).default([]),
  planId: z.string().optional(),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;
export type ChatRequestInput = z.input<typeof ChatRequestSchema>;

/**
 * A description of what a chat edit changed (core's diffPlans output, serialised).
 * @example
 * PlanDiffSchema.parse({ added: [], removed: [], changed: [], hoursBefore: 10, hoursAfter: 20, fteBefore: 0.01, fteAfter: 0.01 })
 */
export const PlanDiffSchema = z.object({
  added: z.array(z.object({ taskId: z.string(), lcat: z.string(), hours: z.number() })),
  removed: z.array(z.object({ taskId: z.string(), lcat: z.string(), hours: z.number() })),
  changed: z.array(
    z.object({
      taskId: z.string(),
      lcat: z.string(),
      hoursBefore: z.number(),
      hoursAfter: z.number(),
      fields: z.array(z.string()),
    }),
  ),
  hoursBefore: z.number(),
  hoursAfter: z.number(),
  fteBefore: z.number(),
  fteAfter: z.number(),
});
export type PlanDiff = z.infer<typeof PlanDiffSchema>;

/**
 * Answer of `POST /api/chat/message`: the reply and the complete updated plan.
 * @example
 * ChatResponseSchema.parse({ message: 'Done.', updatedPlan: { tasks: [] } })
 */
export const ChatResponseSchema = z.looseObject({
  message: z.string(),
  updatedPlan: z.record(z.string(), z.unknown()),
  diff: PlanDiffSchema.optional(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;
