import { defineConfig, mergeConfig } from 'vitest/config';
import { shared } from '../../vitest.shared';

// The end-to-end files each start a real server and spawn processes: give them time on a
// busy machine and run at most two files at once.
export default mergeConfig(shared, defineConfig({ test: { testTimeout: 120_000, maxWorkers: 2 } }));
