// Signed-in users for the benchmarks, made the way a person makes one: sign up, confirm
// through the outbox link, sign in. Not a benchmark itself (scripts/bench.mjs runs bench/*.mjs).

const PASSWORD = 'Sturdy-Plan-2026!';

/**
 * Signs a new user up against a running server (started in this process, so its outbox is
 * readable) and returns the GoTrue session `{ access_token, user, ... }`.
 */
export async function signUpConfirmed(server) {
  const email = `bench-${Date.now()}@example.com`;
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const mail = await server.deps.db.kysely
    .selectFrom('outbox_emails')
    .select('links')
    .where('to', '=', email)
    .executeTakeFirstOrThrow();
  await fetch(mail.links[0].replace(server.deps.config.publicUrl, server.url), { redirect: 'manual' });
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return res.json();
}

/** Signs a new user up in the browser (the /auth page, the link from /dev/mailbox.json). */
export async function signUpInBrowser(page, base, prefix = 'bench') {
  const email = `${prefix}-${Date.now()}@example.com`;
  await page.goto(`${base}/auth`);
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.waitForURL(/verify-email/);
  const mails = await (await fetch(`${base}/dev/mailbox.json`)).json();
  const link = mails
    .filter((m) => m.to === email)
    .at(-1)
    .links.find((l) => /verify/.test(l));
  await page.goto(link);
  await page.waitForURL(/pricing/);
  await page.getByText(email).first().waitFor();
  return email;
}

/**
 * Gives `userId` an active subscription for the next 30 days, written straight to the
 * database (no billing provider involved). Defaults: the local provider's Enterprise tier.
 * @example
 * await grantSubscription(server, session.user.id, { subscriptionId: 'bench' });
 */
export async function grantSubscription(
  server,
  userId,
  { provider = 'local', tier = 'enterprise', customerId = null, subscriptionId },
) {
  const now = new Date();
  await server.deps.db.kysely
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      provider,
      status: 'active',
      tier,
      customer_id: customerId,
      subscription_id: subscriptionId,
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 30 * 86_400_000),
    })
    .execute();
}
