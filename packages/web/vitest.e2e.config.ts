import { defineConfig } from 'vitest/config';
import { shared } from '../../vitest.shared';

/**
 * End-to-end suite: the real server in-process, the built app, headless Chromium. Built from
 * the shared settings by spreading (mergeConfig would append the component-test globs).
 */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
