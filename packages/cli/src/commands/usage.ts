import type { CommandContext } from '../cli/context';
import { renderUsage } from '../render/usage';

/**
 * `staffplan usage`: the usage bar, numbers and the alert texts of docs/product.md, Journeys and rules.
 * @example
 * await usage(ctx, {})
 */
export async function usage(ctx: CommandContext, opts: { json?: boolean }): Promise<void> {
  const stats = await ctx.client.usage.tokenStats();
  if (opts.json) {
    ctx.out.json(stats);
    return;
  }
  for (const line of renderUsage(stats, ctx.out, new Date())) ctx.out.line(line);
}
