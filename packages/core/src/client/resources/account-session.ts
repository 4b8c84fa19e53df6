import { z } from 'zod';
import { type PingResponse, PingResponseSchema } from '../../schemas/common';
import {
  SessionSyncRequestSchema,
  type SubscriptionStatus,
  SubscriptionStatusSchema,
} from '../../schemas/subscription';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { checked } from './validate';

/**
 * The product server's side of the session: ping, session sync after sign-in, sign-out.
 * @example
 * const { hasSubscription, tier } = await client.session.sync({ email: 'ann@example.com' });
 */
export class SessionResource {
  constructor(private readonly api: ApiContext) {}

  /**
   * Initialises the server session (`GET /api/ping`).
   * @example
   * await client.session.ping();
   */
  async ping(options?: RequestOptions): Promise<PingResponse> {
    return this.api.call({
      method: 'GET',
      path: '/api/ping',
      auth: 'optional',
      schema: PingResponseSchema,
      options,
    });
  }

  /**
   * Syncs the signed-in session with the server; answers the subscription status.
   * @example
   * await client.session.sync({ email, customerId });
   */
  sync(
    body: { email?: string; customerId?: string | null } = {},
    options?: RequestOptions,
  ): Promise<SubscriptionStatus> {
    return this.api.call({
      method: 'POST',
      path: '/api/auth/session-sync',
      json: checked(SessionSyncRequestSchema, body),
      schema: SubscriptionStatusSchema,
      options,
    });
  }

  /**
   * Tells the server the user signs out (`POST /api/auth/signout`). Use `client.auth.signOut()`
   * to end the auth session itself.
   * @example
   * await client.session.signout();
   */
  async signout(options?: RequestOptions): Promise<void> {
    await this.api.call({
      method: 'POST',
      path: '/api/auth/signout',
      auth: 'optional',
      schema: z.unknown(),
      options,
    });
  }
}
