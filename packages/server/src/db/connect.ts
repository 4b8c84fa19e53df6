import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config/index';
import { Mutex } from '../lib/mutex';
import { migrations } from './migrations/index';
import { PGliteDialect } from './pglite-dialect';
import { initPgliteDataDir } from './pglite-init';
import { PgliteThread } from './pglite-thread';
import type { Database } from './schema';

/** An open database: Kysely plus the LISTEN/NOTIFY the thinking bus uses. */
export interface Db {
  kysely: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** The Postgres schema tests isolate themselves in (undefined = default search_path). */
  schema?: string | undefined;
  close(): Promise<void>;
  /** PGlite only: a dump of the data folder (see OpenOptions.pgliteSnapshot). */
  dump?: () => Promise<Blob>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface OpenOptions {
  /**
   * PGlite only: start from this data-folder dump (tests reuse one migrated snapshot). On disk
   * it seeds an empty DATA_DIR only; a folder that already holds a database opens as it is.
   */
  pgliteSnapshot?: Blob;
  /** Postgres only: run inside this schema (created if missing). */
  schema?: string;
  /** Postgres only: drop `schema` on close (test isolation). */
  dropSchemaOnClose?: boolean;
}

type DbConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

/**
 * Opens PGlite in `${dataDir}/pg` (or in memory when dataDir is 'memory://') when no
 * DATABASE_URL is set, a pg Pool otherwise. Does not migrate: call migrateToLatest.
 */
export async function openDatabase(config: DbConfig, options: OpenOptions = {}): Promise<Db> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, options)
    : openPglite(config.dataDir, options.pgliteSnapshot);
}

/** Settings of the embedded PGlite (see docs/BENCHMARKS.md, server memory). */
const EMBEDDED_POSTGRES_CONF = ['shared_buffers=8MB'];

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<Db> {
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    location = join(resolve(dataDir), 'pg');
    await mkdir(location, { recursive: true });
  }
  const exists = location !== undefined && existsSync(join(location, 'PG_VERSION'));
  // A snapshot seeds an empty folder only: an existing database is never replaced.
  const seed = snapshot && !exists ? snapshot : undefined;
  if (location && !exists && !seed) await initPgliteDataDir(location, EMBEDDED_POSTGRES_CONF);
  // Postgres's default 128 MB of shared buffers is resident in PGlite's WASM heap, and one
  // embedded user's data needs a fraction of it: 8 MB roughly halves the idle footprint.
  const pglite = new PgliteThread({
    location,
    conf: EMBEDDED_POSTGRES_CONF,
    seed: seed ? new Uint8Array(await seed.arrayBuffer()) : undefined,
  });
  await pglite.ready;
  const mutex = new Mutex();
  const kysely = new Kysely<Database>({ dialect: new PGliteDialect(pglite, mutex) });
  return {
    kysely,
    kind: 'pglite',
    dump: () => mutex.run(() => pglite.dump()),
    close: () => kysely.destroy(),
    listen: async (channel, onPayload) => {
      const unlisten = await mutex.run(() => pglite.listen(channel, onPayload));
      return () => mutex.run(() => unlisten());
    },
    notify: async (channel, payload) => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(kysely);
    },
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Db> {
  const { schema } = options;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Bad schema name ${schema}`);
  const clientOptions = schema
    ? { connectionString: url, options: `-c search_path=${schema}` }
    : { connectionString: url };
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({ ...clientOptions, max: 10 });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    kysely,
    kind: 'postgres',
    schema,
    close: async () => {
      await listener?.end();
      await kysely.destroy();
      if (schema && options.dropSchemaOnClose) {
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      }
    },
    listen: async (channel, onPayload) => {
      if (!listener) {
        const client = new pg.Client(clientOptions);
        await client.connect();
        client.on('notification', (n) => {
          for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
        });
        listener = client;
      }
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`listen "${channel.replaceAll('"', '""')}"`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    notify: async (channel, payload) => {
      await sql`select pg_notify(${channel}, ${payload})`.execute(kysely);
    },
  };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Each engineer owns a number range, so a lower number can land after a higher one ran.
    allowUnorderedMigrations: true,
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${reason}`, { cause: error });
  }
}
