import type { Command } from 'commander';
import { examples, type Lazy } from './registry';

/**
 * `plans rename`, `plans history`, `plans undo` and `plans redo`: a plan managed like a
 * document, its history kept on the server (the same in the planner and every terminal).
 * @example
 * registerPlanHistoryCommands(plans, lazy)
 */
export function registerPlanHistoryCommands(plans: Command, lazy: Lazy): void {
  const load = () => import('../commands/plan-history');
  plans
    .command('rename')
    .description('Rename a plan (its tasks and history stay).')
    .argument('<id>', 'plan id')
    .argument('<name...>', 'the new name')
    .option('--json', 'print the saved plan as JSON')
    .addHelpText('after', examples(['staffplan plans rename 6f1c... "Guard services (rev 2)"']))
    .action(lazy(async () => (await load()).renamePlan));
  plans
    .command('history')
    .description("List a plan's versions: each edit's source, message and what changed.")
    .argument('<id>', 'plan id')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan plans history 6f1c...']))
    .action(lazy(async () => (await load()).planHistory));
  plans
    .command('undo')
    .description('Take back the latest edit of a plan and say what it was.')
    .argument('<id>', 'plan id')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan plans undo 6f1c...']))
    .action(lazy(async () => (await load()).undoPlan));
  plans
    .command('redo')
    .description('Bring back the edit undone last.')
    .argument('<id>', 'plan id')
    .option('--json', 'print JSON')
    .addHelpText('after', examples(['staffplan plans redo 6f1c...']))
    .action(lazy(async () => (await load()).redoPlan));
}
