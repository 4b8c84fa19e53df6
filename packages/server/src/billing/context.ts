import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { Config } from '../config/index';
import type { Database, SubscriptionRow } from '../db/schema';
import { type Access, accessOf } from './access';
import { advanceLocalPeriod, findSubscription } from './repository';

/** What the billing service needs from the app (a structural subset of AppDeps). */
export interface BillingDeps {
  config: Config;
  db: { kysely: Kysely<Database> };
  clock: () => Date;
  logger?: Logger;
}

/** The service's own state: the deps plus the Stripe client when Stripe is the provider. */
export interface BillingContext extends BillingDeps {
  provider: 'local' | 'stripe';
  stripe: Stripe | undefined;
}

/** The user's row (local periods rolled forward on the server clock) and what it grants. */
export async function currentSubscription(
  ctx: BillingContext,
  userId: string,
): Promise<{ row: SubscriptionRow | undefined; access: Access; now: Date }> {
  const now = ctx.clock();
  const stored = await findSubscription(ctx.db.kysely, userId);
  const row = stored ? await advanceLocalPeriod(ctx.db.kysely, stored, now) : undefined;
  return { row, access: accessOf(row, now), now };
}
