import type { StaffPlanClient } from '@staffplan/core/client';
import { readEnv } from '../node/env';
import { fileSessionStore } from '../node/file-session-store';
import { createNodeClient } from '../node/node-client';
import { createOutput, type Output } from './output';

/** What every command receives: the client for the chosen server, the output and its store. */
export interface CommandContext {
  server: string;
  client: StaffPlanClient;
  out: Output;
  store: ReturnType<typeof fileSessionStore>;
}

/**
 * Builds the context from the global options (--server) and the environment.
 * @example
 * const ctx = createContext({ server: 'http://127.0.0.1:9000' });
 */
export function createContext(global: { server?: string }): CommandContext {
  const env = readEnv();
  const server = (global.server ?? env.serverUrl).replace(/\/+$/, '');
  const store = fileSessionStore({ server });
  const client = createNodeClient({ baseUrl: server, session: store });
  return { server, client, out: createOutput(process.stdout, process.stderr, env), store };
}
