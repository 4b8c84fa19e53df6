import { defineConfig, mergeConfig } from 'vitest/config';
import { shared } from '../../vitest.shared';

// The end-to-end files each start a real server and spawn processes: give them time on a
// busy machine and run at most two files at once.
// Test files share a worker's module cache (isolate: false): each file otherwise imports the
// server's sources again. Safe here: no test mocks modules, stubs globals or uses `vi`, and
// every file closes the servers it starts. `npx vitest run --isolate` restores the default.
// The global setup makes the migrated PGlite snapshot every live server boots from.
export default mergeConfig(
  shared,
  defineConfig({
    test: { testTimeout: 120_000, maxWorkers: 2, isolate: false, globalSetup: ['./test/global-setup.ts'] },
  }),
);
