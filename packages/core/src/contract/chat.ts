import { ChatRequestSchema, ChatResponseSchema } from '../schemas/chat';
import { CHAT_MESSAGE_MAX_CHARS, DEFAULT_TOKEN_LIMIT } from './limits';
import { defineRoute } from './route';

/**
 * The planner's chat: one turn on the client's plan. The answer carries the changed plan and
 * its diff; generation itself is `plansRoutes.create`.
 * @example
 * chatRoutes.message.path // '/api/chat/message'
 */
export const chatRoutes = {
  message: defineRoute({
    name: 'chat.message',
    method: 'POST',
    path: '/api/chat/message',
    summary: 'One chat turn: an answer, and the plan changed by it when it asked for a change',
    auth: 'user',
    body: ChatRequestSchema,
    response: ChatResponseSchema,
    errors: [
      'unauthorized',
      'bad_request',
      'subscription_required',
      'limit_reached',
      'unprocessable',
      'context_too_large',
      'upstream_error',
    ],
    limits: { CHAT_MESSAGE_MAX_CHARS, DEFAULT_TOKEN_LIMIT },
  }),
} as const;
