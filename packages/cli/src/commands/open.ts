import { spawn } from 'node:child_process';
import type { CommandContext } from '../cli/context';

function opener(): [string, string[]] {
  if (process.platform === 'darwin') return ['open', []];
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""']];
  return ['xdg-open', []];
}

/**
 * `staffplan open`: opens the web planner of this server in the browser (or prints its URL).
 * @example
 * await open(ctx, { print: true })
 */
export async function open(ctx: CommandContext, opts: { print?: boolean }): Promise<void> {
  const url = `${ctx.server}/staffing-planner`;
  if (opts.print) {
    ctx.out.line(url);
    return;
  }
  const [command, args] = opener();
  await new Promise<void>((resolve) => {
    const child = spawn(command, [...args, url], { stdio: 'ignore', detached: true });
    child.on('error', () => {
      ctx.out.info(`Could not start a browser (${command}). Open ${url} yourself.`);
      resolve();
    });
    child.on('spawn', () => {
      child.unref();
      ctx.out.info(`Opening ${url}`);
      resolve();
    });
  });
}
