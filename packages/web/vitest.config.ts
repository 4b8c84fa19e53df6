import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';
import { shared } from '../../vitest.shared';

/** Component tests in jsdom (the end-to-end suite has its own config). */
export default mergeConfig(
  shared,
  defineConfig({
    plugins: [react()],
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['./test/setup-dom.ts'],
      // One file per core: Vitest's default (cores - 1) runs a 2-core machine's files one at a time.
      maxWorkers: availableParallelism(),
      // Files share a worker's jsdom and module cache: building both again was most of each
      // file's time. Safe here: no test mocks modules or uses `vi`, and the setup file cleans the
      // DOM and localStorage after every test. `npx vitest run --isolate` restores the default.
      isolate: false,
    },
  }),
);
