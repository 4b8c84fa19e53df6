import { CliError, EXIT } from './failure';
import { ask } from './prompt';

/**
 * The confirmation of a destructive command, as gh asks it: with --yes, go ahead; on a
 * terminal, ask `question` ([y/N], no by default); without a terminal (a script, a pipe),
 * refuse with exit 2 and say to pass --yes. Answers whether to go ahead.
 * @example
 * if (!(await confirmed(opts.yes, `Delete plan ${id}? [y/N] `, `Not deleting plan ${id}`))) return;
 */
export async function confirmed(
  yes: boolean | undefined,
  question: string,
  refusal: string,
): Promise<boolean> {
  if (yes) return true;
  if (process.stdin.isTTY !== true || process.stderr.isTTY !== true)
    throw new CliError(
      `${refusal}: there is no terminal to confirm on. Pass --yes to delete without asking.`,
      EXIT.usage,
    );
  return /^y(es)?$/i.test(await ask(question));
}
