import { Command, Option } from 'commander';
import type { CommandContext } from './context';

/** A command implementation, loaded only when its command runs (keeps --help fast). */
type Action = (ctx: CommandContext, ...args: never[]) => Promise<void>;

function examples(lines: string[]): string {
  return `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n`;
}

/**
 * The `staffplan` command tree. Actions import their module lazily; `--help` loads nothing but
 * commander.
 * @example
 * await buildProgram().parseAsync(process.argv)
 */
export function buildProgram(): Command {
  const program = new Command('staffplan')
    .description('StaffPlan in the terminal: bottom-up staffing plans from government solicitations.')
    .version('0.1.0', '-V, --version')
    .option('--server <url>', 'StaffPlan server (default: $STAFFPLAN_URL or http://localhost:8787)')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .addHelpText(
      'after',
      `${examples([
        'staffplan login',
        'staffplan generate rfp.pdf --supporting soo.docx --fte 12 --name "Guard services"',
        'staffplan plans list',
        'staffplan export 6f1c... --format xlsx',
        'staffplan chat 6f1c...',
      ])}\nExit codes: 0 ok, 1 error, 2 usage, 3 authentication, 4 limit reached.\nEnvironment: STAFFPLAN_URL, NO_COLOR, XDG_CONFIG_HOME.\n`,
    );

  const lazy =
    <A extends unknown[]>(load: () => Promise<(ctx: CommandContext, ...args: A) => Promise<void>>) =>
    async (...args: unknown[]) => {
      const command = args[args.length - 1] as Command;
      const [{ createContext }, action] = await Promise.all([import('./context'), load()]);
      const ctx = createContext(command.optsWithGlobals<{ server?: string }>());
      await (action as unknown as Action)(ctx, ...(args.slice(0, -1) as never[]));
    };

  program
    .command('login')
    .description('Sign in with e-mail and password (prompted, or --email with the password on stdin).')
    .option('--email <email>', 'e-mail address; the password is read from stdin')
    .addHelpText(
      'after',
      examples(['staffplan login', 'printf "%s" "$PASSWORD" | staffplan login --email ann@example.com']),
    )
    .action(lazy(async () => (await import('../commands/login')).login));

  program
    .command('logout')
    .description('Sign out and remove the stored credentials for this server.')
    .addHelpText('after', examples(['staffplan logout']))
    .action(lazy(async () => (await import('../commands/logout')).logout));

  program
    .command('whoami')
    .description('Show the signed-in account, its subscription tier and this month’s usage.')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan whoami', 'staffplan whoami --json']))
    .action(lazy(async () => (await import('../commands/whoami')).whoami));

  program
    .command('generate')
    .description('Upload documents, generate a plan with the live thinking stream, and print the table.')
    .argument('<primary>', 'primary RFP document (PDF or Word)')
    .option('--supporting <files...>', 'up to two supporting documents (PDF or Word)')
    .option('--fte <n>', 'FTE target')
    .option('--instructions <text>', 'custom instructions, or @file to read them from a file')
    .requiredOption('--name <name>', 'plan name')
    .option('--thinking', 'print the thinking stream to stderr (when not on a terminal)')
    .option('--json', 'print the saved plan as JSON')
    .addHelpText(
      'after',
      examples([
        'staffplan generate rfp.pdf --name "Help desk"',
        'staffplan generate rfp.docx --supporting pws.pdf qasp.pdf --fte 8 --instructions @notes.txt --name "IT support"',
        'staffplan generate rfp.pdf --name "Help desk" --json > plan.json',
      ]),
    )
    .action(lazy(async () => (await import('../commands/generate')).generate));

  const plans = program
    .command('plans')
    .description('List, show or delete saved plans.')
    .addHelpText(
      'after',
      examples(['staffplan plans', 'staffplan plans show 6f1c...', 'staffplan plans delete 6f1c... --yes']),
    );
  plans
    .command('list', { isDefault: true })
    .description('List saved plans.')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan plans list', 'staffplan plans list --json']))
    .action(lazy(async () => (await import('../commands/plans')).listPlans));
  plans
    .command('show')
    .description('Print a plan as a table with totals.')
    .argument('<id>', 'plan id')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan plans show 6f1c...', 'staffplan plans show 6f1c... --json']))
    .action(lazy(async () => (await import('../commands/plans')).showPlan));
  plans
    .command('delete')
    .description('Delete a plan.')
    .argument('<id>', 'plan id')
    .option('-y, --yes', 'do not ask for confirmation')
    .addHelpText('after', examples(['staffplan plans delete 6f1c... --yes']))
    .action(lazy(async () => (await import('../commands/plans')).deletePlan));

  program
    .command('export')
    .description('Export a plan to CSV or Excel (default file name as in the planner).')
    .argument('<id>', 'plan id')
    .addOption(new Option('--format <format>', 'csv or xlsx').choices(['csv', 'xlsx']).makeOptionMandatory())
    .option('-o, --output <file>', 'output file ("-" for stdout, csv only)')
    .addHelpText(
      'after',
      examples([
        'staffplan export 6f1c... --format csv',
        'staffplan export 6f1c... --format xlsx -o plan.xlsx',
      ]),
    )
    .action(lazy(async () => (await import('../commands/export')).exportPlan));

  program
    .command('chat')
    .description('Refine a plan in an interactive chat: /undo, /save, /export, /quit.')
    .argument('<id>', 'plan id')
    .addHelpText(
      'after',
      examples([
        'staffplan chat 6f1c...',
        'printf "add a QA Engineer for 500 hours\\n/undo\\n/quit\\n" | staffplan chat 6f1c...',
      ]),
    )
    .action(lazy(async () => (await import('../commands/chat')).chat));

  program
    .command('usage')
    .description('Show this month’s token usage with the limit alerts.')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan usage', 'staffplan usage --json']))
    .action(lazy(async () => (await import('../commands/usage')).usage));

  program
    .command('open')
    .description('Open the web planner in the browser.')
    .option('--print', 'print the URL instead of opening it')
    .addHelpText('after', examples(['staffplan open', 'staffplan open --print']))
    .action(lazy(async () => (await import('../commands/open')).open));

  return program;
}
