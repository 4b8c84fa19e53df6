import {
  type ChangeTierRequest,
  ChangeTierRequestSchema,
  type CheckoutRequest,
  CheckoutRequestSchema,
  LookupByEmailRequestSchema,
  type SubscriptionChangeResponse,
  SubscriptionChangeResponseSchema,
  type SubscriptionDetails,
  SubscriptionDetailsSchema,
  SubscriptionIdRequestSchema,
  type SubscriptionStatus,
  SubscriptionStatusSchema,
  type UrlResponse,
  UrlResponseSchema,
} from '../../schemas/subscription';
import type { ApiContext } from '../api-context';
import type { RequestOptions } from '../options';
import { checked } from './validate';
import { API_CONTRACT } from '../../contract/index';
import { at } from './route-at';

/** Query of `GET /api/subscription/status` (all optional; the server answers for the token's user). */
export interface StatusQuery {
  resetSession?: boolean;
  sessionId?: string;
  email?: string;
  customerId?: string;
}

/**
 * The subscription of the signed-in user: status, details, checkout and lifecycle calls.
 * @example
 * const { hasSubscription, tier } = await client.subscription.status();
 */
export class SubscriptionResource {
  constructor(private readonly api: ApiContext) {}

  /**
   * Whether the user has an active subscription, and its tier (default professional).
   * @example
   * if (!(await client.subscription.status()).hasSubscription) console.log('Choose a plan at /pricing');
   */
  async status(query: StatusQuery = {}, options?: RequestOptions): Promise<SubscriptionStatus> {
    return this.api.call({
      ...at(API_CONTRACT.subscription.status),
      query: {
        reset_session: query.resetSession,
        session_id: query.sessionId,
        email: query.email,
        customer_id: query.customerId,
      },
      auth: 'optional',
      schema: SubscriptionStatusSchema,
      options,
    });
  }

  /**
   * Subscription details: id, tier, period end, cancellation and plan usage.
   * @example
   * const { subscriptionId, currentPeriodEnd } = await client.subscription.details();
   */
  details(
    query: { email?: string; customerId?: string } = {},
    options?: RequestOptions,
  ): Promise<SubscriptionDetails> {
    return this.api.call({
      ...at(API_CONTRACT.subscription.details),
      query: { email: query.email, customer_id: query.customerId },
      schema: SubscriptionDetailsSchema,
      options,
    });
  }

  /**
   * Cancels at the end of the period (stays active until then).
   * @example
   * await client.subscription.cancel(details.subscriptionId);
   */
  async cancel(subscriptionId: string, options?: RequestOptions): Promise<SubscriptionChangeResponse> {
    return this.change(API_CONTRACT.subscription.cancel, subscriptionId, options);
  }

  /**
   * Undoes a cancellation before the period ends.
   * @example
   * await client.subscription.reactivate(details.subscriptionId);
   */
  async reactivate(subscriptionId: string, options?: RequestOptions): Promise<SubscriptionChangeResponse> {
    return this.change(API_CONTRACT.subscription.reactivate, subscriptionId, options);
  }

  private async change(
    route: typeof API_CONTRACT.subscription.cancel | typeof API_CONTRACT.subscription.reactivate,
    subscriptionId: string,
    options?: RequestOptions,
  ) {
    return this.api.call({
      ...at(route),
      json: checked(SubscriptionIdRequestSchema, { subscriptionId }),
      schema: SubscriptionChangeResponseSchema,
      options,
    });
  }

  /**
   * Changes the tier; answers the URL where the change is confirmed.
   * @example
   * const { url } = await client.subscription.changeTier({ subscriptionId, email, tier: 'enterprise' });
   */
  async changeTier(request: ChangeTierRequest, options?: RequestOptions): Promise<UrlResponse> {
    return this.api.call({
      ...at(API_CONTRACT.subscription.changeTier),
      json: checked(ChangeTierRequestSchema, request),
      schema: UrlResponseSchema,
      options,
    });
  }

  /**
   * Starts a checkout; answers the payment page URL to open.
   * @example
   * const { url } = await client.subscription.checkout({ tier: 'basic' });
   */
  async checkout(request: CheckoutRequest = {}, options?: RequestOptions): Promise<UrlResponse> {
    return this.api.call({
      ...at(API_CONTRACT.subscription.checkout),
      json: checked(CheckoutRequestSchema, request),
      schema: UrlResponseSchema,
      options,
    });
  }

  /**
   * Looks the subscription up by e-mail (the server answers for the signed-in user only).
   * @example
   * await client.subscription.lookupByEmail('ann@example.com');
   */
  async lookupByEmail(email: string, options?: RequestOptions): Promise<SubscriptionStatus> {
    return this.api.call({
      ...at(API_CONTRACT.subscription.lookupByEmail),
      json: checked(LookupByEmailRequestSchema, { email }),
      schema: SubscriptionStatusSchema,
      options,
    });
  }

  /**
   * Development bypass (only on a server with local billing and DEV_ACCESS=1; else 403).
   * @example
   * await client.subscription.devAccess();
   */
  async devAccess(options?: RequestOptions): Promise<SubscriptionChangeResponse> {
    return this.api.call({
      ...at(API_CONTRACT.subscription.devAccess),
      query: { dev: 1, redirect: '/staffing-planner' },
      schema: SubscriptionChangeResponseSchema,
      options,
    });
  }
}
