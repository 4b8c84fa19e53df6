import { Command, Option } from 'commander';
import type { CommandContext } from './context';
import { EXIT_CODES_HELP } from './exit-codes';
import { registerPlanHistoryCommands } from './plan-history-commands';
import { registerPlanViewCommands } from './plan-view-commands';
import { examples } from './registry';
import { registerToolCommands, resolvePlanIds } from './tool-commands';

/** A command implementation, loaded only when its command runs (keeps --help fast). */
type Action = (ctx: CommandContext, ...args: never[]) => Promise<void>;

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
    .option(
      '--server <url>',
      'StaffPlan server (default: the profile’s, $STAFFPLAN_URL or http://localhost:8787)',
    )
    .option(
      '--profile <name>',
      'a saved profile: its server and its own sign-in (default: $STAFFPLAN_PROFILE)',
    )
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
      ])}\n${EXIT_CODES_HELP}\nEnvironment: STAFFPLAN_URL, STAFFPLAN_PROFILE, NO_COLOR, XDG_CONFIG_HOME.\n`,
    );

  const lazy =
    <A extends unknown[]>(load: () => Promise<(ctx: CommandContext, ...args: A) => Promise<void>>) =>
    async (...args: unknown[]) => {
      const command = args[args.length - 1] as Command;
      const [{ createContext }, action] = await Promise.all([import('./context'), load()]);
      const ctx = createContext(command.optsWithGlobals<{ server?: string; profile?: string }>());
      const values = await resolvePlanIds(ctx, command, args.slice(0, -1));
      await (action as unknown as Action)(ctx, ...(values as never[]));
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
    .argument('<primary>', 'primary RFP document (PDF, Word, Excel, text or Markdown)')
    .option('--supporting <files...>', 'up to two supporting documents (PDF, Word, Excel, text or Markdown)')
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
    .description('List, show, rename or delete saved plans; undo and redo their edits.')
    .addHelpText(
      'after',
      examples(['staffplan plans', 'staffplan plans show 6f1c...', 'staffplan plans delete 6f1c... --yes']),
    );
  registerPlanViewCommands(plans, lazy);
  registerPlanHistoryCommands(plans, lazy);

  program
    .command('amend')
    .description(
      'Add amendments or Q&A to a saved plan, in order; print the staffing change each made and why.',
    )
    .argument('<plan>', 'plan id')
    .argument('<files...>', 'amendment, Q&A or revised attachment (PDF, Word, Excel, text or Markdown)')
    .option('--json', 'print the change lists and staffing diffs as JSON')
    .addHelpText(
      'after',
      examples([
        'staffplan amend 6f1c... "Amendment 1.pdf" "Amendment 2 Questions and Answers.pdf"',
        'staffplan amend 6f1c... qa.pdf --json',
      ]),
    )
    .action(lazy(async () => (await import('../commands/amend')).amend));

  program
    .command('export')
    .description(
      'Export a plan to CSV or Excel (default file name as in the planner), a priced cost volume, a basis of estimate, or the government’s template filled in.',
    )
    .argument('<id>', 'plan id')
    .addOption(new Option('--format <format>', 'csv or xlsx').choices(['csv', 'xlsx']))
    .option(
      '-o, --output <file>',
      'output file of --format, whose extension must match it ("-" for stdout, csv only)',
    )
    .option('--cost-volume <file>', 'Excel cost volume with live formulas (.xlsx; needs the plan’s pricing)')
    .option('--boe <file>', 'basis-of-estimate Word document, one section per line (.docx)')
    .option('--template <file>', 'the government’s staffing or price template (.xlsx) to fill in; with --out')
    .option('--out <file>', 'where the filled template goes (.xlsx; never the template itself)')
    .option('--map <pairs...>', "template names of plan categories: 'PLAN CATEGORY=TEMPLATE CATEGORY'")
    .option('--force', 'overwrite existing files of -o, --cost-volume, --boe and --out')
    .addHelpText(
      'after',
      examples([
        'staffplan export 6f1c... --format csv',
        'staffplan export 6f1c... --format xlsx -o plan.xlsx',
        'staffplan export 6f1c... --cost-volume cost-volume.xlsx --boe basis-of-estimate.docx',
        'staffplan export 6f1c... --template "Attachment J.5 Staffing Plan.xlsx" --out j5-filled.xlsx --force',
      ]),
    )
    .action(lazy(async () => (await import('../commands/export')).exportPlan));

  program
    .command('price')
    .description(
      'Price a saved plan: rate card, wraps, escalation; totals by period as the planner shows them.',
    )
    .argument('<id>', 'plan id')
    .option('--rates <card|file>', 'a rate card of your library (name or id) or a CSV or Excel file')
    .option('--contract <type>', 'FFP, T&M or CPFF (default: the plan’s, else T&M)')
    .option('--fringe <percent>', 'fringe, % of direct labour')
    .option('--overhead <percent>', 'overhead, % of direct labour + fringe')
    .option('--ga <percent>', 'G&A, % of total cost input')
    .option('--fee <percent>', 'fee (CPFF) or profit (FFP, T&M), % of total cost')
    .option('--escalation <percent>', 'escalation, % a year from the rates’ date')
    .option('--rates-as-of <date>', 'date the rates are as of, YYYY-MM-DD (default: the card’s, else today)')
    .option('--start <date>', 'date the first period starts, YYYY-MM-DD (default: the rates’ date)')
    .option('--budget <amount>', 'a budget per year: shows the FTE it buys at the blended rate')
    .option('--save', 'save this pricing with the plan (the planner’s Pricing view shows it)')
    .option('--output <format>', 'table or json', 'table')
    .option('--json', 'print JSON (same as --output json)')
    .addHelpText(
      'after',
      examples([
        'staffplan price 6f1c... --rates rates.csv --contract T&M --fringe 30 --overhead 10 --ga 12 --fee 8 --escalation 3',
        'staffplan price 6f1c... --rates "FY27 company rates" --save',
        'staffplan price 6f1c... --output json > priced.json',
      ]),
    )
    .action(lazy(async () => (await import('../commands/price')).price));

  const rates = program
    .command('rates')
    .description('Your rate library: list, import, show or delete rate cards.')
    .addHelpText(
      'after',
      examples([
        'staffplan rates',
        'staffplan rates import rates.xlsx --name "FY27 company rates"',
        'staffplan rates show "FY27 company rates"',
      ]),
    );
  rates
    .command('list', { isDefault: true })
    .description('List the rate cards of your library.')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan rates list', 'staffplan rates list --json']))
    .action(lazy(async () => (await import('../commands/rates')).listRates));
  rates
    .command('import')
    .description('Save a rate card from a CSV or Excel file (a labour category column and a rate column).')
    .argument('<file>', 'CSV or .xlsx file')
    .option('--name <name>', 'card name (default: the file name)')
    .option('--as-of <date>', 'date the rates are as of, YYYY-MM-DD')
    .option('--replace', 'replace the entries of the card with this name')
    .option('--json', 'print the saved card as JSON')
    .addHelpText('after', examples(['staffplan rates import rates.csv --name FY27 --as-of 2026-10-01']))
    .action(lazy(async () => (await import('../commands/rates')).importRates));
  rates
    .command('show')
    .description('Print a rate card: labour categories, rates, escalation and sources.')
    .argument('<card>', 'card name or id')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      examples(['staffplan rates show "FY27 company rates"', 'staffplan rates show 9a2e... --json']),
    )
    .action(lazy(async () => (await import('../commands/rates')).showRates));
  rates
    .command('delete')
    .description('Delete a rate card (plans priced with it keep their copy).')
    .argument('<card>', 'card name or id')
    .option('-y, --yes', 'do not ask for confirmation')
    .addHelpText('after', examples(['staffplan rates delete "FY27 company rates" --yes']))
    .action(lazy(async () => (await import('../commands/rates')).deleteRates));

  program
    .command('chat')
    .description(
      'Refine a plan in an interactive chat: /undo, /save, /export, /quit; or one request with -m.',
    )
    .argument('<id>', 'plan id')
    .option('-m, --message <request>', 'send one request, apply and save its edit, print the reply')
    .option('--json', 'with -m: print the reply, whether it saved and the diff as JSON')
    .addHelpText(
      'after',
      examples([
        'staffplan chat 6f1c...',
        'staffplan chat 6f1c -m "reduce the PM to half time" --json',
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

  registerToolCommands(program, lazy);
  return program;
}
