import type { TestProject } from 'vitest/node';
import { ensureSnapshotFile } from './helpers/pglite-snapshot';

/** Once per run, before any worker: the migrated PGlite snapshot every test server boots from. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteSnapshotFile', await ensureSnapshotFile());
}
