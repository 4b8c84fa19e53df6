import { formatNumber2 } from '@staffplan/core';
import type { CommandContext } from '../cli/context';

/**
 * `staffplan whoami`: account, subscription tier and this month's usage.
 * @example
 * await whoami(ctx, { json: true })
 */
export async function whoami(ctx: CommandContext, opts: { json?: boolean }): Promise<void> {
  const status = await ctx.client.subscription.details();
  const user = await ctx.client.auth.getUser();
  const usage = status.hasSubscription ? await ctx.client.usage.tokenStats().catch(() => null) : null;
  if (opts.json) {
    ctx.out.json({
      user: { id: user.id, email: user.email ?? null, created_at: user.created_at ?? null },
      subscription: status,
      usage,
    });
    return;
  }
  const { out } = ctx;
  out.line(`${out.paint('bold', user.email ?? user.id)}  ${out.paint('dim', ctx.server)}`);
  out.line(`Account created: ${user.created_at ? user.created_at.slice(0, 10) : 'Not available'}`);
  out.line(
    status.hasSubscription
      ? `Active subscription: ${out.paint('green', status.tier)} (Premium)`
      : `No active subscription (Free). Choose a plan at ${ctx.server}/pricing`,
  );
  if (usage) {
    const m = usage.currentMonth;
    out.line(
      `Usage this month: ${formatNumber2(m.percentUsed)}% of ${new Intl.NumberFormat('en-US').format(m.limit)} tokens`,
    );
  }
}
