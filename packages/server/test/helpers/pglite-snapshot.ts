import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openDatabase } from '../../src/db/connect';

const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations/', import.meta.url));

/** Changes whenever a migration file is added or edited. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort())
    hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  return hash.digest('hex').slice(0, 16);
}

let cached: Promise<Blob> | undefined;

/**
 * A dump of an in-memory PGlite with every migration applied, kept in the temp folder and
 * shared by all test files: booting from it skips initdb and the migrations (seconds per
 * server on a busy machine).
 */
export function migratedSnapshot(): Promise<Blob> {
  cached ??= (async () => {
    const file = join(tmpdir(), `staffplan-pglite-${migrationsHash()}.tar`);
    const stored = await readFile(file).catch(() => undefined);
    if (stored) return new Blob([stored]);
    const db = await openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    await migrateToLatest(db);
    const dump = await db.dump?.();
    await db.close();
    if (!dump) throw new Error('PGlite dump unavailable');
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  })();
  return cached;
}
