import type { Command } from 'commander';
import { examples, type Lazy } from './registry';

/**
 * `plans list`, `plans show` and `plans delete`: --output table|json|csv, --wide, and --yes
 * required to delete without a terminal.
 * @example
 * registerPlanViewCommands(plans, lazy)
 */
export function registerPlanViewCommands(plans: Command, lazy: Lazy): void {
  plans
    .command('list', { isDefault: true })
    .description(
      'List saved plans (ids shortened to 8 characters on a terminal; any unique start of an id works).',
    )
    .option('--json', 'print JSON (same as --output json)')
    .option('--output <format>', 'table, json or csv', 'table')
    .option('--wide', 'whole ids and names, however wide')
    .addHelpText(
      'after',
      examples([
        'staffplan plans list',
        'staffplan plans list --output csv > plans.csv',
        'staffplan plans list | head -1',
      ]),
    )
    .action(lazy(async () => (await import('../commands/plans')).listPlans));
  plans
    .command('show')
    .description('Print a plan as a table with totals.')
    .argument('<id>', 'plan id (or its unique start)')
    .option('--json', 'print JSON (same as --output json)')
    .option('--output <format>', 'table, json or csv', 'table')
    .option('--wide', 'every cell whole, however wide')
    .addHelpText(
      'after',
      examples([
        'staffplan plans show 6f1c',
        'staffplan plans show 6f1c --wide',
        'staffplan plans show 6f1c --output csv',
      ]),
    )
    .action(lazy(async () => (await import('../commands/plans')).showPlan));
  plans
    .command('delete')
    .description('Delete a plan (asks on a terminal; without one, --yes is required).')
    .argument('<id>', 'plan id')
    .option('-y, --yes', 'do not ask for confirmation')
    .addHelpText('after', examples(['staffplan plans delete 6f1c... --yes']))
    .action(lazy(async () => (await import('../commands/plans')).deletePlan));
}
