import type { Command } from 'commander';
import type { CommandContext } from './context';
import { examples, type Lazy } from './registry';

/** Argument names that hold a plan id in the command tree. */
const PLAN_ID_ARGUMENTS: ReadonlySet<string> = new Set(['id', 'plan']);

/**
 * Replaces each plan-id argument (`<id>`, `<plan>`) of a command by the full id its unique
 * start names, so every command takes short ids. Full ids cost no request.
 * @example
 * const values = await resolvePlanIds(ctx, command, ['6f1c', opts]);
 */
export async function resolvePlanIds(
  ctx: CommandContext,
  command: Command,
  values: unknown[],
): Promise<unknown[]> {
  const resolved = [...values];
  for (const [i, argument] of command.registeredArguments.entries()) {
    const value = resolved[i];
    if (PLAN_ID_ARGUMENTS.has(argument.name()) && typeof value === 'string') {
      // Loaded here, not up front: --help loads commander only (no SDK).
      const { resolvePlanId } = await import('./plan-id');
      resolved[i] = await resolvePlanId(ctx.client, value);
    }
  }
  return resolved;
}

/**
 * `staffplan completion bash|zsh` and `staffplan profile list|set|remove`.
 * @example
 * registerToolCommands(program, lazy)
 */
export function registerToolCommands(program: Command, lazy: Lazy): void {
  program
    .command('completion')
    .description('Print the shell completion script for bash or zsh.')
    .argument('<shell>', 'bash or zsh')
    .addHelpText(
      'after',
      examples([
        'source <(staffplan completion bash)        # in ~/.bashrc',
        'staffplan completion zsh > ~/.zfunc/_staffplan   # a folder of your fpath',
      ]),
    )
    .action(async (shell: string) => {
      const { completionScript } = await import('./completion');
      process.stdout.write(completionScript(program, shell));
    });

  const profile = program
    .command('profile')
    .description('Profiles: a named server with its own sign-in (use with --profile NAME).')
    .addHelpText(
      'after',
      examples([
        'staffplan profile set work https://staffplan.example.com',
        'staffplan --profile work login',
        'staffplan profile list',
      ]),
    );
  const load = () => import('../commands/profile');
  profile
    .command('list', { isDefault: true })
    .description('List profiles, their servers and whether they are signed in.')
    .option('--json', 'print JSON')
    .action(lazy(async () => (await load()).listProfiles));
  profile
    .command('set')
    .description('Create or change a profile.')
    .argument('<name>', 'profile name (letters, digits, - and _)')
    .argument('<server>', 'its StaffPlan server URL')
    .action(async (name: string, server: string) => (await load()).setProfile(name, server));
  profile
    .command('remove')
    .description('Remove a profile and its stored sign-in.')
    .argument('<name>', 'profile name')
    .action(async (name: string) => (await load()).removeProfile(name));
}
