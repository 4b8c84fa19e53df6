import type { SubscriptionRow } from '../db/schema';

/** Whether a subscription row grants the product now. */
export type Access =
  | { kind: 'none' }
  | { kind: 'active'; row: SubscriptionRow }
  /** past_due: the account stays visible, generation, chat and upload wait for payment. */
  | { kind: 'suspended'; row: SubscriptionRow };

const LIVE = new Set(['active', 'trialing', 'past_due']);

/**
 * The access rule. Local rows are rolled forward (or ended) before this is asked. A Stripe
 * row whose period passed without a renewal event keeps access until Stripe says otherwise
 * (webhooks may lag), unless it was set to cancel at the period end.
 */
export function accessOf(row: SubscriptionRow | undefined, now: Date): Access {
  if (!row || !LIVE.has(row.status)) return { kind: 'none' };
  const ended = row.current_period_end !== null && row.current_period_end <= now;
  if (ended && (row.provider === 'local' || row.cancel_at_period_end)) return { kind: 'none' };
  return row.status === 'past_due' ? { kind: 'suspended', row } : { kind: 'active', row };
}

/** The clear message of a suspended (past_due) subscription. */
export const PAST_DUE_MESSAGE =
  'Your last subscription payment failed, so generation, chat and uploads are suspended until the payment succeeds. Update your payment method under Account > Billing.';
