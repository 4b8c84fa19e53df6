import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Session } from '@staffplan/core';
import { createClient, memorySessionStore, type StaffPlanClient } from '@staffplan/core/client';
import { afterAll, beforeAll } from 'vitest';
import {
  type CliResult,
  cliEnv,
  envWords,
  type LiveServer,
  PASSWORD,
  REPO_ROOT,
  runCli,
  runNode,
  signUpConfirmed,
  startLiveServer,
  subscribeViaCheckout,
} from './server';

/**
 * One test file's person at a terminal: a real server with their confirmed account, the config
 * folder their `staffplan` keeps its credentials in, and the folder it runs in.
 */
export interface CliUser {
  email: string;
  server: LiveServer;
  /** HOME and XDG_CONFIG_HOME of the user's `staffplan`. */
  home: string;
  /** The working folder `staffplan` runs in (relative output paths land here). */
  work: string;
  /** Runs `staffplan ...args` as this user, in `work`, with `input` on stdin. */
  cli(args: string[], input?: string, env?: Record<string, string>): Promise<CliResult>;
  /** NAME=value words for `env` that point `staffplan` at this user's config and server (tmux). */
  envWords(options?: { noColor?: boolean }): string[];
}

/**
 * Starts a live server (with `serverEnv`), makes a config and a working folder and signs
 * `email` up with a confirmed account. Nothing is signed in yet: see loginAndSubscribe.
 */
export async function startCliUser(email: string, serverEnv: Record<string, string> = {}): Promise<CliUser> {
  const server = await startLiveServer(serverEnv);
  const home = await mkdtemp(join(tmpdir(), 'staffplan-home-'));
  const work = await mkdtemp(join(tmpdir(), 'staffplan-work-'));
  await signUpConfirmed(server, email);
  return {
    email,
    server,
    home,
    work,
    cli: (args, input, env = {}) =>
      runCli(args, { server, configHome: home, cwd: work, env, ...(input === undefined ? {} : { input }) }),
    envWords: ({ noColor = true } = {}) =>
      envWords({ ...cliEnv(home, server.url), ...(noColor ? { NO_COLOR: '1' } : {}) }),
  };
}

/** Where `staffplan login` keeps the user's sessions. */
export function credentialsPath(user: CliUser): string {
  return join(user.home, 'staffplan', 'credentials.json');
}

/** The access token `staffplan login` saved for the user's server. */
export async function savedAccessToken(user: CliUser): Promise<string> {
  const credentials = JSON.parse(await readFile(credentialsPath(user), 'utf8')) as {
    sessions: Record<string, { access_token: string }>;
  };
  return credentials.sessions[user.server.url]?.access_token ?? '';
}

/**
 * `staffplan login` with the user's password (it must exit 0), then a `tier` subscription
 * through the local checkout with the token the login saved. Returns that access token.
 */
export async function loginAndSubscribe(user: CliUser, tier = 'professional'): Promise<string> {
  const login = await user.cli(['login', '--email', user.email], `${PASSWORD}\n`);
  if (login.code !== 0) throw new Error(`staffplan login exited ${login.code}: ${login.stderr}`);
  const token = await savedAccessToken(user);
  await subscribeViaCheckout(user.server, token, tier);
  return token;
}

/** Runs a script of examples/ with plain node as the user: in `work`, with their config and server. */
export function runExampleAs(
  user: CliUser,
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliResult> {
  return runNode([join(REPO_ROOT, 'examples', script), ...args], {
    cwd: user.work,
    env: { PATH: process.env.PATH ?? '', ...cliEnv(user.home, user.server.url), ...env },
  });
}

/** An SDK client signed in as the user with their password, and the session it got. */
export async function signedInClient(user: CliUser): Promise<{ client: StaffPlanClient; session: Session }> {
  const client = createClient({ baseUrl: user.server.url, session: memorySessionStore() });
  const session = await client.auth.signIn({ email: user.email, password: PASSWORD });
  return { client, session };
}

/**
 * This test file's user: registers a beforeAll that starts them (startCliUser) and, unless
 * `subscribe` is false, logs them in with a subscription of that tier (professional unless
 * told), and an afterAll that closes their server. The object returned is filled in by that
 * beforeAll, so it is ready in the file's later hooks and tests. `enabled: false` (a journey
 * skipped on this machine) registers hooks that do nothing.
 */
export function cliUserOfFile(
  email: string,
  {
    serverEnv = {},
    subscribe = 'professional',
    enabled = true,
  }: { serverEnv?: Record<string, string>; subscribe?: string | false; enabled?: boolean } = {},
): CliUser {
  const user = {} as CliUser;
  beforeAll(async () => {
    if (!enabled) return;
    Object.assign(user, await startCliUser(email, serverEnv));
    if (subscribe !== false) await loginAndSubscribe(user, subscribe);
  }, 120_000);
  afterAll(async () => {
    await user.server?.close();
  });
  return user;
}
