import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import { shared } from '../../vitest.shared';

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // A folder for the LibreOffice profiles of the export tests, removed after the run.
      globalSetup: ['./test/global-setup.ts'],
      // One file per core: Vitest's default (cores - 1) runs a 2-core machine's files one at a time.
      maxWorkers: availableParallelism(),
      // Test files share a worker's module cache: most of a file's time was importing core's
      // module graph again. Safe here: no test mocks modules, stubs globals or uses `vi` at all.
      // `npx vitest run --isolate` restores one fresh module graph per file when debugging.
      isolate: false,
    },
  }),
);
