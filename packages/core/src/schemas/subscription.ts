import { z } from 'zod';

/**
 * The three subscription tiers, in upgrade order.
 * @example
 * TierSchema.parse('professional')
 */
export const TierSchema = z.enum(['basic', 'professional', 'enterprise']);
export type Tier = z.infer<typeof TierSchema>;

const tierWithDefault = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.toLowerCase() : 'professional'),
  TierSchema.catch('professional'),
);

/**
 * Answer of the status, session-sync and lookup calls. `tier` defaults to 'professional'
 * when the server gives none (docs/product.md, Records).
 * @example
 * SubscriptionStatusSchema.parse({ hasSubscription: true }).tier // 'professional'
 */
export const SubscriptionStatusSchema = z.looseObject({
  hasSubscription: z.boolean(),
  tier: tierWithDefault,
  customerId: z.string().nullish(),
  status: z.string().optional(),
  message: z.string().optional(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * Body of `POST /api/auth/session-sync`.
 * @example
 * SessionSyncRequestSchema.parse({ email: 'a@b.co' })
 */
export const SessionSyncRequestSchema = z.object({
  email: z.string().optional(),
  customerId: z.string().nullish(),
});
export type SessionSyncRequest = z.infer<typeof SessionSyncRequestSchema>;

/**
 * Body of `POST /api/subscription/lookup-by-email`.
 * @example
 * LookupByEmailRequestSchema.parse({ email: 'a@b.co' })
 */
export const LookupByEmailRequestSchema = z.object({ email: z.string() });
export type LookupByEmailRequest = z.infer<typeof LookupByEmailRequestSchema>;

/**
 * Answer of `GET /api/subscription/details` (docs/product.md, Records: Subscription status and details).
 * @example
 * SubscriptionDetailsSchema.parse({ hasSubscription: false })
 */
export const SubscriptionDetailsSchema = z.looseObject({
  hasSubscription: z.boolean(),
  subscriptionId: z.string().nullish(),
  email: z.string().nullish(),
  status: z.string().nullish(),
  tier: tierWithDefault,
  planName: z.string().nullish(),
  currentPeriodEnd: z.string().nullish(),
  cancelAtPeriodEnd: z.boolean().default(false),
  usage: z.object({ used: z.number(), limit: z.number() }).nullish(),
  customerId: z.string().nullish(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/**
 * Body of cancel and reactivate.
 * @example
 * SubscriptionIdRequestSchema.parse({ subscriptionId: 'sub_1' })
 */
export const SubscriptionIdRequestSchema = z.object({
  subscriptionId: z.string().min(1, 'Subscription ID not found'),
});
export type SubscriptionIdRequest = z.infer<typeof SubscriptionIdRequestSchema>;

/**
 * Body of `POST /api/subscription/change-tier`.
 * @example
 * ChangeTierRequestSchema.parse({ subscriptionId: 'sub_1', email: 'a@b.co', tier: 'enterprise' })
 */
export const ChangeTierRequestSchema = z.object({
  subscriptionId: z.string().min(1, 'Subscription ID not found'),
  email: z.string().optional(),
  tier: TierSchema,
});
export type ChangeTierRequest = z.infer<typeof ChangeTierRequestSchema>;

/**
 * Body of `POST /api/create-checkout-session` (both fields optional).
 * @example
 * CheckoutRequestSchema.parse({ tier: 'basic' })
 */
export const CheckoutRequestSchema = z.object({
  email: z.string().optional(),
  tier: TierSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/**
 * Answer carrying a URL to send the browser to (checkout, change tier, portal).
 * @example
 * UrlResponseSchema.parse({ url: 'http://localhost:8787/billing/checkout/cs_1' })
 */
export const UrlResponseSchema = z.looseObject({ url: z.string() });
export type UrlResponse = z.infer<typeof UrlResponseSchema>;

/**
 * Answer of cancel, reactivate and dev-access.
 * @example
 * SubscriptionChangeResponseSchema.parse({ success: true, cancelAtPeriodEnd: true })
 */
export const SubscriptionChangeResponseSchema = z.looseObject({
  success: z.boolean(),
  cancelAtPeriodEnd: z.boolean().optional(),
  currentPeriodEnd: z.string().nullish(),
  tier: TierSchema.optional(),
  url: z.string().optional(),
  message: z.string().optional(),
});
export type SubscriptionChangeResponse = z.infer<typeof SubscriptionChangeResponseSchema>;
