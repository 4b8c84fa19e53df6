import type { CommandContext } from './context';

/**
 * The registry's wrapper of an action: loads the command's module only when it runs.
 * @example
 * plans.command('list').action(lazy(async () => (await import('../commands/plans')).listPlans));
 */
export type Lazy = <A extends unknown[]>(
  load: () => Promise<(ctx: CommandContext, ...args: A) => Promise<void>>,
) => (...args: unknown[]) => Promise<void>;

/**
 * The Examples block of a command's --help.
 * @example
 * command.addHelpText('after', examples(['staffplan plans list']))
 */
export function examples(lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}
