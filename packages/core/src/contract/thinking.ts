import { z } from 'zod';
import { ThinkingMessageSchema } from '../schemas/thinking';
import { THINKING_SOCKET_MAX_PAYLOAD_BYTES } from './limits';
import { optionalQueryString } from './params';
import { defineRoute } from './route';

/**
 * Query of the thinking socket: the access token (browsers cannot set headers on a socket;
 * the `bearer.<token>` subprotocol works too) and, optionally, the one generation to follow.
 * @example
 * ThinkingSocketQuerySchema.parse({ generationId: 'g1' })
 */
export const ThinkingSocketQuerySchema = z.object({
  access_token: optionalQueryString(),
  generationId: optionalQueryString(),
});

/**
 * The thinking stream: a WebSocket upgrade, not a Koa route. Each message is a
 * ThinkingMessage of the caller's own generations; with `generationId` the socket closes
 * (1000) after that generation's done or error message.
 * @example
 * thinkingRoutes.socket.transport // 'websocket'
 */
export const thinkingRoutes = {
  socket: defineRoute({
    name: 'thinking.socket',
    method: 'GET',
    path: '/api/ws/thinking',
    summary: 'WebSocket: the thinking, start, done and error messages of your generations',
    auth: 'user',
    transport: 'websocket',
    query: ThinkingSocketQuerySchema,
    response: ThinkingMessageSchema,
    errors: ['unauthorized', 'not_found'],
    limits: { THINKING_SOCKET_MAX_PAYLOAD_BYTES },
  }),
} as const;
