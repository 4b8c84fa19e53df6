import { z } from 'zod';

/**
 * A message on `WebSocket /api/ws/thinking`. 'thinking' carries text to append; 'done' and
 * 'error' end a generation.
 * @example
 * ThinkingMessageSchema.parse({ type: 'thinking', content: 'Reading section C.3', generationId: 'g1' })
 */
export const ThinkingMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('thinking'), content: z.string(), generationId: z.string().optional() }),
  z.object({ type: z.literal('start'), generationId: z.string() }),
  z.object({ type: z.literal('done'), generationId: z.string(), planId: z.string().optional() }),
  z.object({ type: z.literal('error'), message: z.string(), generationId: z.string().optional() }),
  z.object({ type: z.literal('ready') }),
]);
export type ThinkingMessage = z.infer<typeof ThinkingMessageSchema>;
