import { randomBytes } from 'node:crypto';
import type { Tier } from '@staffplan/core';
import type { Kysely } from 'kysely';
import type { Database, SubscriptionRow } from '../db/schema';
import { AppError } from '../errors';
import { addMonths } from './period';
import type { Queryable } from './repository';

const SESSION_HOURS = 24;
const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('hex')}`;

export type LocalCheckoutState = 'open' | 'complete' | 'expired';

export interface LocalCheckout {
  id: string;
  userId: string;
  tier: Tier;
  state: LocalCheckoutState;
}

/** Opens a local test-mode checkout session; the id is the capability in the page URL. */
export async function createLocalCheckout(
  db: Queryable,
  userId: string,
  tier: Tier,
  now: Date,
): Promise<string> {
  const id = token('cs_local');
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3600_000);
  await db
    .insertInto('billing_checkout_sessions')
    .values({ id, user_id: userId, tier, expires_at: expiresAt })
    .execute();
  return id;
}

export async function readLocalCheckout(
  db: Queryable,
  id: string,
  now: Date,
): Promise<LocalCheckout | undefined> {
  const row = await db
    .selectFrom('billing_checkout_sessions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const state = row.status === 'open' && row.expires_at <= now ? 'expired' : row.status;
  return { id: row.id, userId: row.user_id, tier: row.tier, state };
}

/** The user's local customer id, created once. */
export async function ensureLocalCustomer(db: Queryable, userId: string): Promise<string> {
  await db
    .insertInto('billing_customers')
    .values({ user_id: userId, provider: 'local', customer_id: token('cus_local') })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('billing_customers')
    .select('customer_id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.customer_id;
}

/**
 * Starts (or switches to) a local subscription of `tier` for one month from `now`. An active
 * subscription keeps its id and period and only changes tier.
 */
export async function activateLocal(
  db: Queryable,
  userId: string,
  tier: Tier,
  now: Date,
): Promise<SubscriptionRow> {
  const customerId = await ensureLocalCustomer(db, userId);
  const fresh = {
    provider: 'local' as const,
    status: 'active',
    tier,
    customer_id: customerId,
    subscription_id: token('sub_local'),
    current_period_start: now,
    current_period_end: addMonths(now, 1),
    cancel_at_period_end: false,
    plans_used_this_period: 0,
    price_id: null,
    updated_at: now,
  };
  const existing = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const stillActive =
    existing?.provider === 'local' &&
    existing.status === 'active' &&
    existing.current_period_end !== null &&
    existing.current_period_end > now;
  if (existing && stillActive) {
    return db
      .updateTable('subscriptions')
      .set({ tier, cancel_at_period_end: false, updated_at: now })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('subscriptions')
    .values({ user_id: userId, ...fresh })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(fresh))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The Confirm button of the local checkout page: marks the session complete exactly once and
 * activates the tier. Answers the session's user id.
 */
export async function confirmLocalCheckout(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<LocalCheckout> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('billing_checkout_sessions')
      .set({ status: 'complete', completed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) {
      const current = await readLocalCheckout(trx, id, now);
      if (!current) throw new AppError('not_found', 'Checkout session not found');
      throw new AppError(
        'conflict',
        `This checkout session is ${current.state}. Start again from the pricing page.`,
      );
    }
    await activateLocal(trx, claimed.user_id, claimed.tier, now);
    return { id, userId: claimed.user_id, tier: claimed.tier, state: 'complete' };
  });
}
