import { MissingSessionError, type StaffPlanClient } from '@staffplan/core/client';
import { CliError, EXIT } from './failure';

const FULL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many characters of an id `plans list` shows (gh and git show short prefixes too). */
export const SHORT_ID_LENGTH = 8;

/**
 * The plan id a user typed: a full id as it is, else the one plan whose id starts with it
 * (like git's short hashes). No match or several answer a CliError that says which.
 * @example
 * await resolvePlanId(client, '6f1c') // '6f1c2a9e-...'
 */
export async function resolvePlanId(client: StaffPlanClient, typed: string): Promise<string> {
  const prefix = typed.trim().toLowerCase();
  if (FULL_ID.test(prefix)) return prefix;
  if (prefix === '') throw new CliError('Give a plan id (or the start of one).', EXIT.usage);
  const matches: { id: string; name: string }[] = [];
  try {
    for await (const plan of client.plans.list())
      if (plan.id.toLowerCase().startsWith(prefix)) matches.push(plan);
  } catch (error) {
    // Not signed in: the command checks its own arguments first, then says to sign in.
    if (error instanceof MissingSessionError) return typed;
    throw error;
  }
  const [only] = matches;
  if (matches.length === 1 && only) return only.id;
  if (matches.length === 0)
    throw new CliError(
      `No plan has an id starting with '${typed}'. Run \`staffplan plans list\` to see your plans.`,
      EXIT.error,
    );
  const listed = matches
    .slice(0, 5)
    .map((p) => `  ${p.id}  ${p.name}`)
    .join('\n');
  throw new CliError(
    `'${typed}' is the start of ${matches.length} plan ids; type more of it:\n${listed}`,
    EXIT.usage,
  );
}
