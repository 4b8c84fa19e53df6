import type { TestServer } from '../helpers/test-server';

/** Gives a user an active Professional subscription for a month (upload needs one). */
export async function grantSubscription(server: TestServer, userId: string): Promise<void> {
  const now = server.deps.clock();
  await server.deps.db.kysely
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      provider: 'local',
      status: 'active',
      tier: 'professional',
      customer_id: `cus_test_${userId.slice(0, 8)}`,
      subscription_id: `sub_test_${userId.slice(0, 8)}`,
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 30 * 86_400_000),
    })
    .execute();
}

/** POSTs one file as the multipart field `file` (or another field name). */
export function upload(
  server: TestServer,
  token: string | undefined,
  bytes: Uint8Array,
  fileName: string,
  field = 'file',
): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), fileName);
  return fetch(`${server.url}/api/upload`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}
