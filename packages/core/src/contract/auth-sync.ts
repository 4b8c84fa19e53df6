import { OkResponseSchema } from '../schemas/common';
import { SessionSyncRequestSchema, SubscriptionStatusSchema } from '../schemas/subscription';
import { defineRoute } from './route';

/**
 * The calls the web app makes around sign-in and sign-out (the auth service itself is the
 * GoTrue-compatible `/auth/v1`, outside this table).
 * @example
 * authSyncRoutes.sessionSync.method // 'POST'
 */
export const authSyncRoutes = {
  sessionSync: defineRoute({
    name: 'auth.sessionSync',
    method: 'POST',
    path: '/api/auth/session-sync',
    summary: "Subscription status after sign-in (the body's e-mail and customer id are not trusted)",
    auth: 'user',
    body: SessionSyncRequestSchema,
    response: SubscriptionStatusSchema,
    errors: ['unauthorized', 'bad_request'],
  }),
  signout: defineRoute({
    name: 'auth.signout',
    method: 'POST',
    path: '/api/auth/signout',
    summary: "End the token's auth session, when it still has one",
    auth: 'optional',
    response: OkResponseSchema,
    errors: [],
  }),
} as const;
