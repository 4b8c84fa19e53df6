#!/usr/bin/env node
// Print this month's token usage, the subscription and the recent plans.
//   node examples/print-usage.mjs
import { usageAlert, usageAlertTitle } from '@staffplan/core';
import { runMain, signedInClient } from './shared.mjs';

runMain(async () => {
  const client = await signedInClient();
  const [stats, details] = await Promise.all([client.usage.tokenStats(), client.subscription.details()]);
  const m = stats.currentMonth;
  const fmt = new Intl.NumberFormat('en-US');
  console.log(
    `Subscription: ${details.hasSubscription ? `${details.tier} (${details.status ?? 'active'})` : 'none'}`,
  );
  console.log(
    `Tokens: ${fmt.format(m.weightedTokens)} of ${fmt.format(m.limit)} weighted (${m.percentUsed}% used)`,
  );
  const title = usageAlertTitle(usageAlert(m.percentUsed, m.exceeded === true));
  if (title) console.log(title);
  for (const plan of stats.recentPlans.slice(0, 5)) console.log(`  ${plan.date.slice(0, 10)}  ${plan.name}`);
});
