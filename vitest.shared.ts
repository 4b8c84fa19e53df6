import { join } from 'node:path';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

const reportDir = process.env.STAFFPLAN_TEST_REPORT_DIR;

/**
 * Shared Vitest settings: workspace packages resolve to their TypeScript sources (the
 * `source` export condition), so tests never need a prior build of a sibling package.
 */
export const shared: ViteUserConfig = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Under `npm test`, failures are also written down to be recapped at the end of its output.
    reporters: reportDir
      ? ['default', join(import.meta.dirname, 'scripts/vitest-failure-report.mjs')]
      : ['default'],
  },
};
