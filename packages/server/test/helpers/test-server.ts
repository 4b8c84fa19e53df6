import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '../../src/config/index';
import type { Env } from '../../src/config/section';
import type { DepsOverrides } from '../../src/deps';
import { migratedSnapshot } from './pglite-snapshot';
import { type RunningServer, startServer } from '../../src/server';

export interface TestServerOptions {
  /** Run against the real Postgres at TEST_DATABASE_URL in a fresh schema (dropped on close). */
  postgres?: boolean;
  /** Extra environment (PORT, DATA_DIR and LOG_LEVEL are set for tests). */
  env?: Env;
  overrides?: DepsOverrides;
}

export type TestServer = RunningServer & { config: Config };

/** The cheapest password hash cost the configuration allows outside production. */
export const TEST_PASSWORD_HASH = { AUTH_HASH_MEMORY_KIB: '1024', AUTH_HASH_ITERATIONS: '1' };

/**
 * The Postgres URL tests use. Unset outside CI means "skip the Postgres variants"; in CI
 * (CI=true) a missing URL is an error, so the tests fail instead of silently skipping.
 */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set');
  return url;
}

/** Whether to run the Postgres variants (always in CI, where they must not skip). */
export function postgresWanted(): boolean {
  return process.env.CI === 'true' || Boolean(process.env.TEST_DATABASE_URL);
}

/**
 * Starts the real server on a random 127.0.0.1 port with in-memory PGlite (or Postgres in a
 * fresh schema). Share one per test file: start in beforeAll, close in afterAll.
 */
export async function getTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = options.postgres ? testDatabaseUrl() : undefined;
  if (options.postgres && !databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    NODE_ENV: 'test',
    AUTH_RATE_LIMIT: '1000',
    // Still argon2id, at its cheapest allowed cost: every sign-up and sign-in hashes. Servers
    // a test starts with NODE_ENV=production keep the production cost (the config's floor).
    ...(options.env?.NODE_ENV === 'production' ? {} : TEST_PASSWORD_HASH),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const running = await startServer(config, {
    background: false,
    ...(options.overrides ? { overrides: options.overrides } : {}),
    db: databaseUrl ? { schema, dropSchemaOnClose: true } : { pgliteSnapshot: await migratedSnapshot() },
  });
  return { ...running, config: running.deps.config };
}
