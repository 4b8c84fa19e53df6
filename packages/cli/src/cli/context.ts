import type { StaffPlanClient } from '@staffplan/core/client';
import { readEnv } from '../node/env';
import { fileSessionStore } from '../node/file-session-store';
import { createNodeClient } from '../node/node-client';
import { credentialsPathOf, DEFAULT_PROFILE, isProfileName, readProfiles } from '../node/profiles';
import { CliError, EXIT } from './failure';
import { createOutput, type Output } from './output';

/** What every command receives: the client for the chosen server, the output and its store. */
export interface CommandContext {
  server: string;
  profile: string;
  client: StaffPlanClient;
  out: Output;
  store: ReturnType<typeof fileSessionStore>;
}

/**
 * Builds the context from the global options (--server, --profile) and the environment. The
 * server is --server, else the profile's, else STAFFPLAN_URL, else the default; a profile
 * other than the default keeps its sign-in in its own credentials file.
 * @example
 * const ctx = createContext({ server: 'http://127.0.0.1:9000' });
 */
export function createContext(global: { server?: string; profile?: string }): CommandContext {
  const env = readEnv();
  const profile = global.profile ?? (process.env.STAFFPLAN_PROFILE?.trim() || DEFAULT_PROFILE);
  if (!isProfileName(profile))
    throw new CliError(`'${profile}' is not a profile name: use letters, digits, - and _.`, EXIT.usage);
  const saved = readProfiles()[profile];
  if (!saved && profile !== DEFAULT_PROFILE && !global.server)
    throw new CliError(
      `There is no profile '${profile}'. Create it with \`staffplan profile set ${profile} URL\`.`,
      EXIT.usage,
    );
  const server = (global.server ?? saved?.server ?? env.serverUrl).replace(/\/+$/, '');
  const store = fileSessionStore({ server, path: credentialsPathOf(profile) });
  const client = createNodeClient({ baseUrl: server, session: store });
  return { server, profile, client, out: createOutput(process.stdout, process.stderr, env), store };
}
