import { basename } from 'node:path';
import type { CommandContext } from '../cli/context';
import { fileBlob } from '../node/upload';
import { printAmendment } from '../render/amendment';

/**
 * `staffplan amend PLAN FILE... [--json]`: adds amendments or Q&A to a saved plan, in the
 * order given, and prints the staffing diff of each with the sentences that caused it.
 * @example
 * await amend(ctx, 'p1', ['Amendment 1.pdf', 'Amendment 2.pdf'], {})
 */
export async function amend(
  ctx: CommandContext,
  id: string,
  files: string[],
  opts: { json?: boolean },
): Promise<void> {
  const blobs = await Promise.all(
    files.map(async (path) => ({ file: await fileBlob(path), name: basename(path) })),
  );
  const results = [];
  for (const blob of blobs) {
    if (!opts.json) ctx.out.info(`Adding ${blob.name}...`);
    const [result] = await ctx.client.plans.amend(id, [blob]);
    if (!result) continue;
    results.push(result);
    if (!opts.json) {
      printAmendment(ctx.out, result.amendment.report);
      ctx.out.line();
    }
  }
  if (opts.json) ctx.out.json(results.map((r) => ({ id: r.amendment.id, ...r.amendment.report })));
  else ctx.out.info(`The plan reflects ${results.length} more amendment${results.length === 1 ? '' : 's'}.`);
}
