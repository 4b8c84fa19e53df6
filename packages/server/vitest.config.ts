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
      // Test files share a worker's module cache (imports cost ~3 s of CPU per file otherwise).
      // Safe here: no test mocks modules or stubs globals, and every file closes its servers.
      // `npx vitest run --isolate` restores one fresh module graph per file when debugging.
      isolate: false,
    },
  }),
);
