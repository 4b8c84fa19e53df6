import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/db/connect';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump the global setup made for this run. */
    pgliteSnapshotFile: string | undefined;
  }
}

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/** Changes whenever a migration file is added or edited, or PGlite is upgraded. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(pglite);
  for (const name of readdirSync(MIGRATIONS).sort())
    hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes (or reuses) a dump of an in-memory PGlite with every migration applied, kept in the
 * temp folder under a key of the migration files: booting from it skips initdb and the
 * migrations (seconds per server). Returns the file's path. Run once per test run by the
 * global setup, so parallel workers never race to build it.
 */
export async function ensureSnapshotFile(): Promise<string> {
  const file = join(tmpdir(), `staffplan-pglite-${snapshotKey()}.tar`);
  if (
    await access(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  await migrateToLatest(db);
  const dump = await db.dump?.();
  await db.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

let cached: Promise<Blob> | undefined;

/** The migrated snapshot of this run, read once per test file. */
export function migratedSnapshot(): Promise<Blob> {
  cached ??= (async () => {
    const file = inject('pgliteSnapshotFile') ?? (await ensureSnapshotFile());
    return new Blob([await readFile(file)]);
  })();
  return cached;
}
