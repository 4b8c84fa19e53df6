import type { TestProject } from 'vitest/node';
import { ensureSnapshotFile } from '../../server/test/helpers/pglite-snapshot';

/**
 * Once per run, before any worker: the server tests' migrated PGlite snapshot, which every
 * live server of these tests boots from instead of running initdb and the migrations.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteSnapshotFile', await ensureSnapshotFile());
}
