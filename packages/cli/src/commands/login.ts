import { CliError, EXIT } from '../cli/failure';
import type { CommandContext } from '../cli/context';
import { ask, askHidden, readStdin } from '../cli/prompt';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * `staffplan login`: prompts for e-mail and password on a terminal, or takes `--email` with the
 * password on stdin; stores the session (mode 0600) for this server.
 * @example
 * await login(ctx, { email: 'ann@example.com' })
 */
export async function login(ctx: CommandContext, opts: { email?: string }): Promise<void> {
  const tty = process.stdin.isTTY === true;
  if (!opts.email && !tty) {
    throw new CliError('No terminal to prompt on. Pass --email and pipe the password on stdin.', EXIT.usage);
  }
  const email = opts.email ?? (await ask('E-mail: '));
  if (!EMAIL.test(email)) throw new CliError('Please enter a valid email address', EXIT.usage);
  const password = tty ? await askHidden('Password: ') : await readStdin();
  if (password.length < 6) throw new CliError('Password must be at least 6 characters', EXIT.usage);
  const session = await ctx.client.auth.signIn({ email, password });
  const status = await ctx.client.session.sync({ email }).catch(() => null);
  ctx.out.info(`Welcome back! You've successfully signed in as ${session.user.email ?? email}.`);
  if (status && !status.hasSubscription) {
    ctx.out.info(`No active subscription: choose a plan at ${ctx.server}/pricing to generate plans.`);
  }
  ctx.out.info(ctx.out.paint('dim', `Credentials saved to ${ctx.store.path}`));
}
