import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { shared } from '../../vitest.shared';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // Builds the migrated PGlite snapshot once, before any worker starts.
      globalSetup: ['./test/global-setup.ts'],
      // Test files mostly wait (PGlite, Postgres, sockets, worker threads): two files per core
      // keep a 2-core machine busy, where the default (cores - 1) runs them one at a time.
      maxWorkers: Math.max(2, availableParallelism()),
    },
  }),
);
