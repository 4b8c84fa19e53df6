import { createTestUser, type TestUser } from './test-user';
import type { TestServer } from './test-server';

/** Gives the user an active local subscription for a month (tests of plan routes). */
export async function grantSubscription(
  server: TestServer,
  userId: string,
  tier = 'professional',
): Promise<void> {
  const now = server.deps.clock();
  await server.deps.db.kysely
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      provider: 'local',
      status: 'active',
      tier,
      customer_id: null,
      subscription_id: `local_${userId}`,
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 30 * 86_400_000),
    })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'active', tier }))
    .execute();
}

/** A confirmed, signed-in user with an active local subscription (most plan-route tests). */
export async function createSubscriber(server: TestServer, tier?: string): Promise<TestUser> {
  const user = await createTestUser(server);
  await grantSubscription(server, user.user.id, tier);
  return user;
}
