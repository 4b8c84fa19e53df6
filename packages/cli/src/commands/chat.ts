import { createInterface } from 'node:readline';
import { describeDiff } from '@staffplan/core';
import type { ChatLine } from '../chat/controller';
import { ChatController } from '../chat/controller';
import type { CommandContext } from '../cli/context';
import { CliError, EXIT } from '../cli/failure';
import type { Output } from '../cli/output';

function printLine(out: Output, line: ChatLine): void {
  if (line.kind === 'notice' && line.tone === 'error') out.error(line.text);
  else out.line(formatLine(out, line));
}

function formatLine(out: Output, line: ChatLine): string {
  switch (line.kind) {
    case 'user':
      return `${out.paint('cyan', 'you ›')} ${line.text}`;
    case 'assistant':
      return `${out.paint('bold', 'AI Assistant ›')} ${line.text}`;
    case 'diff':
      return out.paint('yellow', `Δ ${line.text}`);
    default:
      return out.paint(line.tone === 'success' ? 'green' : 'cyan', line.text);
  }
}

/** Line mode for piped stdin: one request or command per line, plain output. */
async function lineMode(ctx: CommandContext, controller: ChatController): Promise<void> {
  let printed = 0;
  controller.subscribe(() => {
    const { lines } = controller.snapshot();
    for (; printed < lines.length; printed++) {
      const line = lines[printed];
      if (line) printLine(ctx.out, line);
    }
  });
  const rl = createInterface({ input: process.stdin, terminal: false });
  for await (const text of rl) {
    if ((await controller.submit(text)) === 'quit') break;
  }
  rl.close();
}

/**
 * `staffplan chat ID -m REQUEST [--json]`: one turn, applied and saved (the SDK's plans.chat,
 * with the plan's version as If-Match), then the reply and what changed.
 */
async function oneShot(ctx: CommandContext, id: string, message: string, json: boolean): Promise<void> {
  if (message.trim().startsWith('/'))
    throw new CliError(
      '-m sends a request to the assistant; slash commands work in `staffplan chat ID`.',
      EXIT.usage,
    );
  const { reply, saved, diff, plan } = await ctx.client.plans.chat(id, message);
  if (json) return ctx.out.json({ planId: plan.id, reply, saved, diff, version: plan.updated_at });
  printLine(ctx.out, { kind: 'assistant', text: reply });
  if (diff) printLine(ctx.out, { kind: 'diff', text: describeDiff(diff) });
  if (saved) ctx.out.info('Staffing plan updated successfully');
}

/**
 * `staffplan chat ID`: the interactive Ink session on a terminal; on piped stdin the same
 * session reads one request or command per line.
 * @example
 * await chat(ctx, 'p1')
 */
export async function chat(
  ctx: CommandContext,
  id: string,
  opts: { message?: string; json?: boolean } = {},
): Promise<void> {
  if (opts.message !== undefined) return oneShot(ctx, id, opts.message, opts.json === true);
  if (opts.json) throw new CliError('--json prints the answer of -m "REQUEST"; pass -m with it.', EXIT.usage);
  const saved = await ctx.client.plans.get(id);
  const controller = new ChatController(ctx.client, saved);
  if (process.stdin.isTTY !== true) {
    await lineMode(ctx, controller);
    return;
  }
  const [{ render }, { createElement }, { ChatApp }] = await Promise.all([
    import('ink'),
    import('react'),
    import('../ui/chat-app'),
  ]);
  const app = render(
    createElement(ChatApp, { controller, visibleLines: Math.max(6, (process.stdout.rows ?? 30) - 10) }),
    { exitOnCtrlC: false },
  );
  await app.waitUntilExit();
}
