import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type RunningServer, startServer } from '@staffplan/server';
// The server tests' snapshot: one PGlite dump with every migration applied, made once per run
// (test/global-setup.ts) and keyed by the migration files.
import { migratedSnapshot } from '../../../server/test/helpers/pglite-snapshot';

export const CLI_BIN = fileURLToPath(new URL('../../dist/bin.js', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const PASSWORD = 'correct-horse-battery-9';
/** Real solicitations (test/fixtures). */
export const FIXTURE_DOCX = fileURLToPath(new URL('../fixtures/API-SOO-12-21.docx', import.meta.url));
export const FIXTURE_PDF = fileURLToPath(new URL('../fixtures/irs-andover-guard-pws.pdf', import.meta.url));

/** A real StaffPlan server on embedded defaults: random port, temp data folder. */
export interface LiveServer {
  url: string;
  running: RunningServer;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the real server (startServer from @staffplan/server) on 127.0.0.1 with a temp
 * dataDir seeded from the migrated snapshot (initdb and the migrations cost each file's
 * server about 25 s otherwise), local billing with DEV_ACCESS, and the given extra environment.
 */
export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  if (!existsSync(CLI_BIN))
    throw new Error(`${CLI_BIN} is missing: run \`npx tsup\` in packages/cli (npm test builds it).`);
  const dataDir = await mkdtemp(join(tmpdir(), 'staffplan-cli-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DEV_ACCESS: '1',
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const running = await startServer(config, {
    background: false,
    db: { pgliteSnapshot: await migratedSnapshot() },
  });
  return {
    url: running.url,
    running,
    dataDir,
    close: async () => {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a user up through /auth/v1 and confirms the account through GET /dev/mailbox.json. */
export async function signUpConfirmed(server: LiveServer, email: string, password = PASSWORD): Promise<void> {
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'anon' },
    body: JSON.stringify({ email, password }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const mailbox = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = mailbox.find((m) => m.to === email.toLowerCase())?.links[0];
  if (!link) throw new Error(`no confirmation e-mail for ${email}`);
  const url = new URL(link);
  const verify = await fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' });
  if (verify.status >= 400) throw new Error(`confirmation failed: ${verify.status}`);
}

/** Gives the signed-in user a subscription through the local checkout flow (test mode page, Confirm). */
export async function subscribeViaCheckout(
  server: LiveServer,
  accessToken: string,
  tier = 'professional',
): Promise<void> {
  const res = await fetch(`${server.url}/api/create-checkout-session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ tier }),
  });
  if (!res.ok) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const { url } = (await res.json()) as { url: string };
  const page = new URL(url);
  const confirm = await fetch(`${server.url}${page.pathname}/confirm`, {
    method: 'POST',
    redirect: 'manual',
  });
  if (confirm.status !== 303)
    throw new Error(`checkout confirm failed: ${confirm.status} ${await confirm.text()}`);
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The variables that point `staffplan` (or an SDK script) at a config folder and a server. */
export function cliEnv(configHome: string, serverUrl: string): Record<string, string> {
  return { HOME: configHome, XDG_CONFIG_HOME: configHome, STAFFPLAN_URL: serverUrl };
}

/** Variables as NAME=value words for `env` (a tmux session's command line). */
export function envWords(vars: Record<string, string>): string[] {
  return Object.entries(vars).map(([name, value]) => `${name}=${value}`);
}

/** Runs `node dist/bin.js ...args` as a real process with its own config folder. */
export function runCli(
  args: string[],
  options: {
    server: LiveServer | string;
    configHome: string;
    input?: string;
    cwd?: string;
    env?: Record<string, string>;
  },
): Promise<CliResult> {
  const url = typeof options.server === 'string' ? options.server : options.server.url;
  return runNode([CLI_BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      ...cliEnv(options.configHome, url),
      NO_COLOR: '1',
      ...options.env,
    },
    input: options.input ?? '',
  });
}

/** Runs `node ...args` as a real process (scripts, `-e` code) and gathers its output. */
export function runNode(
  args: string[],
  options: { cwd: string; env: Record<string, string>; input?: string },
): Promise<CliResult> {
  return runProcess(process.execPath, args, options);
}

/** Runs `command ...args` as a real process, `input` (none unless told) on its stdin, and gathers its output. */
export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: Record<string, string>; input?: string },
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: 'pipe' });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
